-- painlog schema, version 18: what a sync has written since, so that it writes only that (issue 42).
--
-- Since 0.4 a diary's files in a sync folder are a snapshot and segments (docs/sync.md, *Segments
-- and snapshots*): a sync that changed something writes a segment of the records that changed
-- since the diary last wrote to that folder. `sync_changes` keeps, for every record whose stamps,
-- deletion or rename changed, the sync generation it changed in (`seq`); `sync_generation` holds
-- the generation still open. A sync writes the records changed after the generation it last wrote
-- to the folder, then closes the open one. The rows are kept up by triggers, so that whatever
-- changes a record's stamps or `updated_at` (a sync's local stamps or merge, an undo putting
-- stamps back, a deletion, a rename) is carried by the next segment, whichever code made the change. Keys: an
-- entry's or impact record's uid (and its deletion's), `class:NAME` for a medication's class,
-- `rename:ID` for a rename.

CREATE TABLE sync_generation (
    id    INTEGER PRIMARY KEY CHECK (id = 1),
    value INTEGER NOT NULL
);

INSERT INTO sync_generation (id, value) VALUES (1, 1);

CREATE TABLE sync_changes (
    uid TEXT    PRIMARY KEY NOT NULL,
    seq INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX sync_changes_by_seq ON sync_changes (seq);

CREATE TRIGGER sync_changes_stamps_inserted AFTER INSERT ON sync_stamps
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_stamps_updated AFTER UPDATE OF state ON sync_stamps
WHEN OLD.state IS NOT NEW.state
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

-- A record's `updated_at` travels in its line too, and a change may move it alone.
CREATE TRIGGER sync_changes_entry_updated AFTER UPDATE OF updated_at, updated_offset ON entries
WHEN OLD.updated_at IS NOT NEW.updated_at OR OLD.updated_offset IS NOT NEW.updated_offset
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_impact_updated AFTER UPDATE OF updated_at, updated_offset ON impact_records
WHEN OLD.updated_at IS NOT NEW.updated_at OR OLD.updated_offset IS NOT NEW.updated_offset
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_tombstone_inserted AFTER INSERT ON tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_tombstone_updated AFTER UPDATE ON tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_tombstone_deleted AFTER DELETE ON tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (OLD.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_impact_tombstone_inserted AFTER INSERT ON impact_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_impact_tombstone_updated AFTER UPDATE ON impact_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_impact_tombstone_deleted AFTER DELETE ON impact_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES (OLD.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_rename_inserted AFTER INSERT ON name_renames
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES ('rename:' || NEW.id, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_rename_updated AFTER UPDATE ON name_renames
BEGIN
    INSERT INTO sync_changes (uid, seq) VALUES ('rename:' || NEW.id, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;
