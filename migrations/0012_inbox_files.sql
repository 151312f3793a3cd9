-- painlog schema, version 12: which file each inbox line was logged from, and whether painlog has
-- emptied that file since (issue 38).
--
-- `inbox_file_lines` replaces `inbox_lines`. `file` is the inbox's base name with the file-sync
-- tools' conflict markers removed (`painlog-inbox.txt` for the first inbox and its conflict copies);
-- '' for the lines painlog 0.3 logged, whose file it did not keep. `line_id` is a line's 0.3 or 0.4
-- id (a line has a row for each), `entry_uid` the uid of the entry it became or was found as.
-- `emptied_at` is set when painlog empties the file: a line with the same id in a file without a
-- generation line that is made anew afterwards is logged again, under a uid of its own (a
-- duplicate can be deleted; an erased line cannot come back). Rows are kept: an old copy or a
-- conflict copy of an emptied file holds lines that were logged.

CREATE TABLE inbox_file_lines (
    file       TEXT    NOT NULL,
    line_id    TEXT    NOT NULL,
    entry_uid  TEXT    NOT NULL,
    logged_at  INTEGER NOT NULL,
    emptied_at INTEGER,
    PRIMARY KEY (file, line_id)
) WITHOUT ROWID;

INSERT INTO inbox_file_lines (file, line_id, entry_uid, logged_at, emptied_at)
SELECT '', line_id, line_id, logged_at, NULL FROM inbox_lines;

DROP TABLE inbox_lines;
