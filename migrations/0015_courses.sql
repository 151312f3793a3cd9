-- painlog schema, version 15: preventive courses and their dose periods (issue 40).
--
-- A course (`painlog course start NAME`) is a preventive treatment taken from `started_at` until
-- `stopped_at` (NULL while it is open). It has a uid, so that it can be the same course on every
-- computer; `name` keeps the spelling given and `name_key` is its canonical key (`painlog_name_key`,
-- as 0005), by which "a second open course of one name" is refused. Not a UNIQUE index: two open
-- courses of one name can arrive by a sync, and painlog then says so instead of failing.
-- `condition_uid` is the condition (0013) the course treats, or NULL; `every_weeks` is the interval
-- of a course given as injections (`--every 12w`), or NULL for a daily one.
--
-- `course_doses` holds a course's dose periods: each dose text holds from its `from_at` until the
-- next one's (or the course's stop). A course started without `--dose` has none until `course dose`.
--
-- `stamp` columns are sync stamps (`SECONDS.COUNTER.DIARY`), NULL until a sync stamps them, so that
-- sync can carry courses later without another migration.
--
-- `journal_courses` keeps, per undo step that changes courses, both tables as they were before it,
-- as one JSON object: they are small, and putting the whole back is exact.
--
-- A migration is never modified once it has shipped: change the schema with a new file.

CREATE TABLE courses (
    id             INTEGER PRIMARY KEY,
    uid            TEXT    NOT NULL UNIQUE CHECK (length(uid) = 36),
    name           TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    name_key       TEXT    NOT NULL,
    condition_uid  TEXT    CHECK (condition_uid IS NULL OR length(condition_uid) = 36),
    every_weeks    INTEGER CHECK (every_weeks IS NULL OR every_weeks BETWEEN 1 AND 26),
    started_at     INTEGER NOT NULL,
    started_offset INTEGER NOT NULL CHECK (started_offset BETWEEN -86399 AND 86399),
    stopped_at     INTEGER,
    stopped_offset INTEGER CHECK (stopped_offset IS NULL OR stopped_offset BETWEEN -86399 AND 86399),
    created_at     INTEGER NOT NULL,
    created_offset INTEGER NOT NULL CHECK (created_offset BETWEEN -86399 AND 86399),
    updated_at     INTEGER NOT NULL,
    updated_offset INTEGER NOT NULL CHECK (updated_offset BETWEEN -86399 AND 86399),
    stamp          TEXT,
    CHECK ((stopped_at IS NULL) = (stopped_offset IS NULL)),
    CHECK (stopped_at IS NULL OR stopped_at >= started_at)
);

-- A name's courses, newest first (`course stop NAME`, `review NAME`).
CREATE INDEX courses_by_name ON courses (name_key, started_at);

CREATE TABLE course_doses (
    id             INTEGER PRIMARY KEY,
    course_uid     TEXT    NOT NULL CHECK (length(course_uid) = 36),
    dose           TEXT    NOT NULL CHECK (length(dose) BETWEEN 1 AND 64),
    from_at        INTEGER NOT NULL,
    from_offset    INTEGER NOT NULL CHECK (from_offset BETWEEN -86399 AND 86399),
    stamp          TEXT
);

CREATE INDEX course_doses_by_course ON course_doses (course_uid, from_at);

CREATE TABLE journal_courses (
    step_id INTEGER PRIMARY KEY REFERENCES journal_steps (id) ON DELETE CASCADE,
    before  TEXT    NOT NULL
);
