-- painlog schema, version 4: undo for `tags rename` and `meds rename`.
--
-- Like `journal_names` (0002) does for areas, this keeps the spelling a tag or medication name had
-- before a step renamed it, so `undo` can give it back. Names are referred to by id in their own
-- table (`tags` or `medications`), which is named in `name_table`.

CREATE TABLE journal_renamed_names (
    step_id    INTEGER NOT NULL REFERENCES journal_steps (id) ON DELETE CASCADE,
    name_table TEXT    NOT NULL CHECK (name_table IN ('tags', 'medications')),
    name_id    INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    name_key   TEXT    NOT NULL,
    PRIMARY KEY (step_id, name_table, name_id)
) WITHOUT ROWID;
