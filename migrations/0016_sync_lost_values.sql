-- painlog schema, version 16: the conflicts this diary won over another diary's value (issue 38),
-- so that the diary whose value lost is told at its next sync.
--
-- A row is a field of record `uid` where this diary kept its own value, stamped `kept`, over another
-- diary's, stamped `lost` (stamps as `SECONDS.COUNTER.DIARY`). This diary's sync file (format 3)
-- carries each row while the field still has the stamp `kept`; the diary that made `lost` says so
-- when the merge of that file replaces its value.

CREATE TABLE sync_lost_values (
    uid   TEXT NOT NULL,
    field TEXT NOT NULL,
    lost  TEXT NOT NULL,
    kept  TEXT NOT NULL,
    PRIMARY KEY (uid, field, lost)
) WITHOUT ROWID;
