-- painlog schema, version 10: the inbox lines this diary has logged.
--
-- `painlog sync` logs each line of the folder's painlog-inbox*.txt files once. A line's id is a
-- name-based UUID of the file's generation marker, the line's text and its occurrence among
-- identical lines, so every diary derives the same id; it is also the uid of the entry it became.
-- A line whose id is here is never logged again, even after its entry was deleted or undone.

CREATE TABLE inbox_lines (
    line_id TEXT PRIMARY KEY NOT NULL,
    logged_at INTEGER NOT NULL
) WITHOUT ROWID;
