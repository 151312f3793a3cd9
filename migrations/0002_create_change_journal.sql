-- painlog schema, version 2: the change journal behind `undo`.
--
-- Each user-visible change (log, edit, delete, import, ...) is one step. In the same transaction as
-- the change, the step records the before-image of every entry it touches: the entry's row and its
-- area, tag and medication links as JSON, or NULL for an entry the step created. Undo deletes each
-- touched entry and puts the before-image back, with the same id and uid, so it is exact.
--
-- The before-image refers to names by id (names are never deleted), so restoring needs no case
-- folding. Only the newest steps are kept (see README: "Undo").

CREATE TABLE journal_steps (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    command        TEXT    NOT NULL,
    summary        TEXT    NOT NULL,
    created_at     INTEGER NOT NULL,
    created_offset INTEGER NOT NULL
);

CREATE TABLE journal_entries (
    step_id  INTEGER NOT NULL REFERENCES journal_steps (id) ON DELETE CASCADE,
    entry_id INTEGER NOT NULL,
    before   TEXT,
    PRIMARY KEY (step_id, entry_id)
) WITHOUT ROWID;

-- Which steps touched an entry: an import asks before reusing an id from its file.
CREATE INDEX journal_entries_by_entry ON journal_entries (entry_id);

-- Names a step renamed (`areas rename`), with their spelling before it.
CREATE TABLE journal_names (
    step_id  INTEGER NOT NULL REFERENCES journal_steps (id) ON DELETE CASCADE,
    area_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    name_key TEXT    NOT NULL,
    PRIMARY KEY (step_id, area_id)
) WITHOUT ROWID;
