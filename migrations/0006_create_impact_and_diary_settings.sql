-- painlog schema, version 6: PEG impact records (`painlog impact`), and the diary's own settings.
--
-- An impact record is the weekly PEG (Krebs et al. 2009): average pain, interference with enjoyment
-- of life and with general activity, each 0–10. Like an entry it has a numeric id for typing and a
-- stable uid, plus `updated_at`, so that diaries can merge their records by the *Merging* rules.
-- Times are whole seconds since 1970-01-01 UTC with the UTC offset in force, as in 0001.
--
-- A record that is gone (its `impact` was undone) leaves a tombstone with its uid and when it went,
-- as deleted entries do (0003): a copy of the record kept in another diary or a sync folder must
-- not bring it back unless that copy was changed after it went. Tombstones are kept for good.
--
-- The journal (0002) keeps, per undo step, the before-image of each impact record it touches as
-- JSON (NULL: the step created it; `undo_buries`: undoing it leaves a tombstone, as undoing
-- `impact` does) and the tombstones it changes (NULL times: there was none), so `undo` is exact.
--
-- `diary_settings` holds values about the diary itself, one row per key: `diary_id`, a random id
-- made once per database (it names this diary's file in a sync folder), and later `sync_folder`.

CREATE TABLE impact_records (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused, as entries' ids
    uid              TEXT    NOT NULL UNIQUE CHECK (length(uid) = 36),
    recorded_at      INTEGER NOT NULL,
    recorded_offset  INTEGER NOT NULL CHECK (recorded_offset BETWEEN -86399 AND 86399),
    pain             INTEGER NOT NULL CHECK (pain BETWEEN 0 AND 10),
    enjoyment        INTEGER NOT NULL CHECK (enjoyment BETWEEN 0 AND 10),
    activity         INTEGER NOT NULL CHECK (activity BETWEEN 0 AND 10),
    created_at       INTEGER NOT NULL,
    created_offset   INTEGER NOT NULL CHECK (created_offset BETWEEN -86399 AND 86399),
    updated_at       INTEGER NOT NULL,
    updated_offset   INTEGER NOT NULL CHECK (updated_offset BETWEEN -86399 AND 86399)
);

-- `impact --list`, newest first (the id breaks ties).
CREATE INDEX impact_records_by_time ON impact_records (recorded_at);

CREATE TABLE impact_tombstones (
    uid            TEXT    PRIMARY KEY CHECK (length(uid) = 36),
    record_id      INTEGER NOT NULL,
    deleted_at     INTEGER NOT NULL,
    deleted_offset INTEGER NOT NULL CHECK (deleted_offset BETWEEN -86399 AND 86399)
) WITHOUT ROWID;

CREATE TABLE journal_impacts (
    step_id     INTEGER NOT NULL REFERENCES journal_steps (id) ON DELETE CASCADE,
    record_id   INTEGER NOT NULL,
    before      TEXT,
    undo_buries INTEGER NOT NULL DEFAULT 0 CHECK (undo_buries IN (0, 1)),
    PRIMARY KEY (step_id, record_id)
) WITHOUT ROWID;

CREATE TABLE journal_impact_tombstones (
    step_id        INTEGER NOT NULL REFERENCES journal_steps (id) ON DELETE CASCADE,
    uid            TEXT    NOT NULL,
    record_id      INTEGER,
    deleted_at     INTEGER,
    deleted_offset INTEGER,
    PRIMARY KEY (step_id, uid)
) WITHOUT ROWID;

CREATE TABLE diary_settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;

INSERT INTO diary_settings (key, value) VALUES ('diary_id', lower(hex(randomblob(16))));
