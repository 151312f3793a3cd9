-- painlog schema, version 11: what sync needs to merge field by field (issue 27).
--
-- `sync_stamps` keeps, for each entry and impact record that a sync has seen (by uid), the stamp
-- of the last change of each field and of each member of its areas, tags and medications, with a
-- digest of the field's value when it was stamped: a sync stamps again, with the diary's hybrid
-- logical clock, each field whose value no longer has that digest, whichever command changed it
-- (edit, import, rename, undo). `state` is one text in the format `RecordStamps` writes (see
-- docs/sync.md); '' means "stamp every field again": an undo that brought the record back. A
-- record that no sync has seen yet has no row; its first stamps come from its `updated_at`. Rows
-- stay when their record is deleted (the tombstone says when), so that a record brought back keeps
-- its stamps; undoing a `log` of an entry with a row leaves a tombstone, since other diaries have it.
--
-- `sync_history` keeps earlier values of fields that a sync replaced or turned down (the last 20
-- per field of each record), for `painlog show ID --history`; `stamp` is the value's own stamp
-- (`SECONDS.COUNTER.DIARY`), `seen_at` when this diary set it aside.

CREATE TABLE sync_stamps (
    uid   TEXT PRIMARY KEY NOT NULL,
    state TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE sync_history (
    id      INTEGER PRIMARY KEY,
    uid     TEXT    NOT NULL,
    field   TEXT    NOT NULL,
    value   TEXT    NOT NULL,
    stamp   TEXT    NOT NULL,
    seen_at INTEGER NOT NULL,
    UNIQUE (uid, field, stamp)
);

-- What a sync's merge changed in `sync_stamps`, so that undoing the sync puts the stamps back with
-- the values (`state` NULL: the record had no row). Changes that a sync stamps for edits made here
-- are not recorded: undoing the sync leaves those edits, and their stamps, as they are.
CREATE TABLE journal_sync_stamps (
    step_id INTEGER NOT NULL REFERENCES journal_steps (id) ON DELETE CASCADE,
    uid     TEXT    NOT NULL,
    state   TEXT,
    PRIMARY KEY (step_id, uid)
) WITHOUT ROWID;

-- Renames and merges of areas, tags and medications (`areas/tags/meds rename`), so that they
-- travel by sync: `from_key` is the old name's canonical key, `to_name` the new name as typed,
-- `renamed_at` when (UTC seconds). `stamp` is nil until a sync stamps the rename (then it is in this
-- diary's file, and other diaries keep it too, with the stamp it came with); `step_id` is the undo
-- step of a rename made here, so that undoing it before any sync forgets it. A rename renames the
-- entries that have the old name with an older stamp, also those that arrive later.
CREATE TABLE name_renames (
    id         INTEGER PRIMARY KEY,
    list       TEXT    NOT NULL CHECK (list IN ('area', 'tag', 'medication')),
    from_key   TEXT    NOT NULL,
    to_name    TEXT    NOT NULL,
    renamed_at INTEGER NOT NULL,
    stamp      TEXT,
    step_id    INTEGER,
    UNIQUE (list, from_key, stamp)
);
