-- painlog schema, version 19: conditions and preventive courses travel by sync (issues 39 and 40).
--
-- A condition's fields, an area's condition and a course's fields and doses are stamped like an
-- entry's, in `sync_stamps` (keys `condition:UID`, `area:KEY`, `course:UID`), so the triggers of
-- 0018 note their changes for the next segment. What is new here:
--
-- `condition_tombstones.merged_into`: when a sync finds two conditions of one name (made apart on
-- two computers), the one with the smaller uid takes the other's areas and the other goes; its
-- tombstone names the condition it went into, so that an area or course that another diary gives
-- it later follows it there (docs/sync.md, *Conditions and courses*).
--
-- `course_tombstones`: a course taken back after a sync had carried it (`undo` of `course start`)
-- goes on the other computers too; the tombstone keeps it from coming back.
--
-- Triggers note a condition's or course's deletion in `sync_changes` under the same key as its
-- stamps, so a segment carries it.
--
-- A migration is never modified once it has shipped: change the schema with a new file.

ALTER TABLE condition_tombstones ADD COLUMN merged_into TEXT
    CHECK (merged_into IS NULL OR length(merged_into) = 36);

CREATE TABLE course_tombstones (
    uid            TEXT    PRIMARY KEY CHECK (length(uid) = 36),
    deleted_at     INTEGER NOT NULL,
    deleted_offset INTEGER NOT NULL CHECK (deleted_offset BETWEEN -86399 AND 86399)
) WITHOUT ROWID;

CREATE TRIGGER sync_changes_condition_tombstone_inserted AFTER INSERT ON condition_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq)
    VALUES ('condition:' || NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_condition_tombstone_updated AFTER UPDATE ON condition_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq)
    VALUES ('condition:' || NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_condition_tombstone_deleted AFTER DELETE ON condition_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq)
    VALUES ('condition:' || OLD.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_course_tombstone_inserted AFTER INSERT ON course_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq)
    VALUES ('course:' || NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_course_tombstone_updated AFTER UPDATE ON course_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq)
    VALUES ('course:' || NEW.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;

CREATE TRIGGER sync_changes_course_tombstone_deleted AFTER DELETE ON course_tombstones
BEGIN
    INSERT INTO sync_changes (uid, seq)
    VALUES ('course:' || OLD.uid, (SELECT value FROM sync_generation WHERE id = 1))
    ON CONFLICT (uid) DO UPDATE SET seq = excluded.seq WHERE seq <> excluded.seq;
END;
