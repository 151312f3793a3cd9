-- painlog schema, version 1: entries with their areas, tags and medications.
--
-- Times are whole seconds since 1970-01-01 UTC, each with the UTC offset (in seconds) that was
-- in force where and when it was written, so an entry shows the wall-clock time it was logged at
-- and exports give back the same `+HH:MM` offset. Ordering and range filters use the UTC column.
--
-- Names (areas, tags, medications) are stored once. `name_key` is the case-folded name and is what
-- makes names unique and case-insensitive (SQLite's NOCASE folds ASCII only); `name` keeps the
-- spelling first used. The link tables keep each entry's own order of names in `position`.
--
-- A migration is never modified once it has shipped: change the schema with a new file.

CREATE TABLE entries (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,  -- ids are never reused: undo brings entries back under theirs
    uid             TEXT    NOT NULL UNIQUE CHECK (length(uid) = 36),
    occurred_at     INTEGER NOT NULL,
    occurred_offset INTEGER NOT NULL CHECK (occurred_offset BETWEEN -86399 AND 86399),
    intensity       INTEGER NOT NULL CHECK (intensity BETWEEN 0 AND 10),
    note            TEXT    NOT NULL DEFAULT '' CHECK (length(note) <= 10000),
    created_at      INTEGER NOT NULL,
    created_offset  INTEGER NOT NULL CHECK (created_offset BETWEEN -86399 AND 86399),
    updated_at      INTEGER NOT NULL,
    updated_offset  INTEGER NOT NULL CHECK (updated_offset BETWEEN -86399 AND 86399)
);

-- Newest-first listing and --since/--until ranges (the rowid breaks ties).
CREATE INDEX entries_by_time ON entries (occurred_at);
-- --min/--max.
CREATE INDEX entries_by_intensity ON entries (intensity, occurred_at);

CREATE TABLE areas (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    name_key TEXT NOT NULL UNIQUE
);

CREATE TABLE entry_areas (
    entry_id INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
    area_id  INTEGER NOT NULL REFERENCES areas (id),
    position INTEGER NOT NULL,
    PRIMARY KEY (entry_id, area_id)
) WITHOUT ROWID;

-- --area filters, and the area list with counts.
CREATE INDEX entry_areas_by_area ON entry_areas (area_id, entry_id);

CREATE TABLE tags (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    name_key TEXT NOT NULL UNIQUE
);

CREATE TABLE entry_tags (
    entry_id INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
    tag_id   INTEGER NOT NULL REFERENCES tags (id),
    position INTEGER NOT NULL,
    PRIMARY KEY (entry_id, tag_id)
) WITHOUT ROWID;

-- --tag filters.
CREATE INDEX entry_tags_by_tag ON entry_tags (tag_id, entry_id);

CREATE TABLE medications (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    name_key TEXT NOT NULL UNIQUE
);

-- A medication may be taken twice in one entry (two doses), so position is the key here.
CREATE TABLE entry_medications (
    entry_id      INTEGER NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL,
    medication_id INTEGER NOT NULL REFERENCES medications (id),
    dose          TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (entry_id, position)
) WITHOUT ROWID;

CREATE INDEX entry_medications_by_medication ON entry_medications (medication_id);
