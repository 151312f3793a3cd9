-- painlog schema, version 24: which renames each diary knew, and from which of its own stamps
-- (issue 38; contract, *Merging, 0.4*), and the lost values this diary was told of.
--
-- A rename reaches every entry given the old name by a diary that had not yet merged it, whatever
-- the clocks (docs/sync.md, *Renames reach what was logged before they were known (0.4)*). A member
-- stamped by diary D is renamed when D knew the rename only from a later stamp of its own.
--
-- `sync_rename_knowledge`: rename (`list`, `from_key`, `stamp`, as in `name_renames`) was known by
-- diary `diary` from its stamp `known` on (`SECONDS.COUNTER.DIARY`); an empty `known` means that
-- the diary's file lists the rename without saying since when (it learnt it before this version):
-- its members are judged by stamps, as in 0.3. This diary's own row is written when a sync first
-- keeps a rename from another diary's file; the others' come from their files (format 3).
CREATE TABLE sync_rename_knowledge (
    list     TEXT NOT NULL,
    from_key TEXT NOT NULL,
    stamp    TEXT NOT NULL,
    diary    TEXT NOT NULL,
    known    TEXT NOT NULL,
    PRIMARY KEY (list, from_key, stamp, diary)
) WITHOUT ROWID;

-- The diaries whose files (format 3) list every rename they know: a rename such a file does not
-- list, its diary did not know. A diary read only from format 2 files (painlog 0.3) is not here:
-- its members are judged by stamps.
CREATE TABLE sync_rename_writers (
    diary TEXT PRIMARY KEY NOT NULL
) WITHOUT ROWID;

-- The conflicts this diary lost that it has told (`sync_lost_values` of another diary's file):
-- each is told once, also when the winning value arrived by a third diary's file at an earlier
-- sync than the file that says it won.
CREATE TABLE sync_lost_told (
    uid   TEXT NOT NULL,
    field TEXT NOT NULL,
    lost  TEXT NOT NULL,
    PRIMARY KEY (uid, field, lost)
) WITHOUT ROWID;
