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

-- The entries whose values or stamps changed since a sync last stamped this diary's changes
-- (issue 42): a sync stamps only these, not every entry (docs/sync.md, *Segments and snapshots*,
-- *What a sync reads of the diary*). Whatever changes an entry's row, its areas, tags or
-- medications, a name it uses, or takes its stamps away or marks them to be made again (an undo)
-- notes its id here, whichever command made the change; a sync's stamping reads the entries noted,
-- then empties the table in its transaction. Ids are never reused (AUTOINCREMENT); an id whose
-- entry is gone is passed over. Every entry of a diary upgraded to this version is noted once.
CREATE TABLE sync_unstamped (
    entry_id INTEGER PRIMARY KEY
);

INSERT INTO sync_unstamped (entry_id) SELECT id FROM entries;

CREATE TRIGGER sync_unstamped_entry_inserted AFTER INSERT ON entries
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (NEW.id);
END;

CREATE TRIGGER sync_unstamped_entry_updated AFTER UPDATE ON entries
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (NEW.id);
END;

CREATE TRIGGER sync_unstamped_area_inserted AFTER INSERT ON entry_areas
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (NEW.entry_id);
END;

CREATE TRIGGER sync_unstamped_area_updated AFTER UPDATE ON entry_areas
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (OLD.entry_id);
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (NEW.entry_id);
END;

CREATE TRIGGER sync_unstamped_area_deleted AFTER DELETE ON entry_areas
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (OLD.entry_id);
END;

CREATE TRIGGER sync_unstamped_tag_inserted AFTER INSERT ON entry_tags
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (NEW.entry_id);
END;

CREATE TRIGGER sync_unstamped_tag_updated AFTER UPDATE ON entry_tags
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (OLD.entry_id);
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (NEW.entry_id);
END;

CREATE TRIGGER sync_unstamped_tag_deleted AFTER DELETE ON entry_tags
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (OLD.entry_id);
END;

CREATE TRIGGER sync_unstamped_medication_inserted AFTER INSERT ON entry_medications
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (NEW.entry_id);
END;

CREATE TRIGGER sync_unstamped_medication_updated AFTER UPDATE ON entry_medications
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (OLD.entry_id);
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (NEW.entry_id);
END;

CREATE TRIGGER sync_unstamped_medication_deleted AFTER DELETE ON entry_medications
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) VALUES (OLD.entry_id);
END;

-- A name changed (a rename, a case fix) changes the values of every entry that uses it.
CREATE TRIGGER sync_unstamped_area_renamed AFTER UPDATE OF name, name_key ON areas
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) SELECT entry_id FROM entry_areas WHERE area_id = NEW.id;
END;

CREATE TRIGGER sync_unstamped_tag_renamed AFTER UPDATE OF name, name_key ON tags
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) SELECT entry_id FROM entry_tags WHERE tag_id = NEW.id;
END;

CREATE TRIGGER sync_unstamped_medication_renamed AFTER UPDATE OF name, name_key ON medications
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id)
    SELECT entry_id FROM entry_medications WHERE medication_id = NEW.id;
END;

-- Stamps taken away (an undo of the change that made them) or marked to be made again ('').
CREATE TRIGGER sync_unstamped_stamps_deleted AFTER DELETE ON sync_stamps
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) SELECT id FROM entries WHERE uid = OLD.uid;
END;

CREATE TRIGGER sync_unstamped_stamps_inserted AFTER INSERT ON sync_stamps
WHEN NEW.state = ''
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) SELECT id FROM entries WHERE uid = NEW.uid;
END;

CREATE TRIGGER sync_unstamped_stamps_updated AFTER UPDATE OF state ON sync_stamps
WHEN NEW.state = ''
BEGIN
    INSERT OR IGNORE INTO sync_unstamped (entry_id) SELECT id FROM entries WHERE uid = NEW.uid;
END;
