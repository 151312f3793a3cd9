-- painlog schema, version 3: tombstones, so that an import never brings back a deleted entry.
--
-- A deleted entry leaves its uid, its id and when it was deleted. `import` skips a row for that uid
-- ("deleted here") unless the row was changed after the deletion; such a row brings the entry back
-- and removes the tombstone. A uid has a tombstone only while no entry has it. Tombstones are a
-- few dozen bytes each and are kept for good: forgetting one would let an old export revive the
-- entry.
--
-- `journal_tombstones` holds, for each undo step that changed tombstones, what the tombstone of each
-- uid was before the step (NULL times: there was none), so `undo` puts them back exactly: undoing
-- a delete removes its tombstones, undoing an import that revived an entry buries it again.

CREATE TABLE tombstones (
    uid            TEXT    PRIMARY KEY CHECK (length(uid) = 36),
    entry_id       INTEGER NOT NULL,
    deleted_at     INTEGER NOT NULL,
    deleted_offset INTEGER NOT NULL CHECK (deleted_offset BETWEEN -86399 AND 86399)
) WITHOUT ROWID;

CREATE TABLE journal_tombstones (
    step_id        INTEGER NOT NULL REFERENCES journal_steps (id) ON DELETE CASCADE,
    uid            TEXT    NOT NULL,
    entry_id       INTEGER,
    deleted_at     INTEGER,
    deleted_offset INTEGER,
    PRIMARY KEY (step_id, uid)
) WITHOUT ROWID;
