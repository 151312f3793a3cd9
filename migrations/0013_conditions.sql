-- painlog schema, version 13: conditions, named groups of areas with a kind (issue 39).
--
-- A condition (`painlog conditions add migraine --kind migraine --area head`) has a uid, so that it
-- is the same condition on every computer, and a name and a kind, which are fields that change
-- (`conditions rename`, `conditions edit --kind`). Names follow the rules of area names: `name`
-- keeps the spelling given, `name_key` is the canonical key (`painlog_name_key`, as 0005) that makes
-- them unique and case-insensitive. The kind is `migraine` (headache and migraine days), `headache`
-- (other headache disorders: headache days only) or `pain` (pain days). `name_stamp` and
-- `kind_stamp` are the sync stamps of the two fields (`SECONDS.COUNTER.DIARY`), NULL until a sync
-- stamps them from `updated_at`.
--
-- An area's condition is one field of the area, not a list of the condition's: `condition_areas`
-- has one row per area (by the area's canonical key, so an area no entry carries yet can be given
-- a condition), with the condition's uid or NULL (the area was taken out of its condition; the row
-- stays so that the change, with its time, travels by sync). An area is therefore in at most one
-- condition. `area_name` is the area's spelling when it was assigned (shown while the diary has no
-- entry in the area). An area rename moves the row to the new key.
--
-- A removed condition leaves a tombstone, so that a copy of it in another diary's sync file does not
-- bring it back unless it was changed after it went.
--
-- `journal_conditions` keeps, per undo step that changes conditions, all of the three tables as they
-- were before it, as one JSON object: they are small, and putting the whole back is exact.
--
-- A migration is never modified once it has shipped: change the schema with a new file.

CREATE TABLE conditions (
    id             INTEGER PRIMARY KEY,
    uid            TEXT    NOT NULL UNIQUE CHECK (length(uid) = 36),
    name           TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    name_key       TEXT    NOT NULL UNIQUE,
    kind           TEXT    NOT NULL CHECK (kind IN ('migraine', 'headache', 'pain')),
    created_at     INTEGER NOT NULL,
    created_offset INTEGER NOT NULL CHECK (created_offset BETWEEN -86399 AND 86399),
    updated_at     INTEGER NOT NULL,
    updated_offset INTEGER NOT NULL CHECK (updated_offset BETWEEN -86399 AND 86399),
    name_stamp     TEXT,
    kind_stamp     TEXT
);

CREATE TABLE condition_areas (
    area_key       TEXT    PRIMARY KEY,
    area_name      TEXT    NOT NULL CHECK (length(area_name) BETWEEN 1 AND 64),
    condition_uid  TEXT    CHECK (condition_uid IS NULL OR length(condition_uid) = 36),
    changed_at     INTEGER NOT NULL,
    changed_offset INTEGER NOT NULL CHECK (changed_offset BETWEEN -86399 AND 86399),
    stamp          TEXT
) WITHOUT ROWID;

-- A condition's areas, and the entries of the conditions a `--condition` filter names.
CREATE INDEX condition_areas_by_condition ON condition_areas (condition_uid);

CREATE TABLE condition_tombstones (
    uid            TEXT    PRIMARY KEY CHECK (length(uid) = 36),
    deleted_at     INTEGER NOT NULL,
    deleted_offset INTEGER NOT NULL CHECK (deleted_offset BETWEEN -86399 AND 86399),
    stamp          TEXT
) WITHOUT ROWID;

CREATE TABLE journal_conditions (
    step_id INTEGER PRIMARY KEY REFERENCES journal_steps (id) ON DELETE CASCADE,
    before  TEXT    NOT NULL
);
