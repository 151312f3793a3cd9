-- painlog schema, version 18: which diary deleted an entry (issue 41).
--
-- An entry's key or uid prefix that names only deleted entries says when and by which diary each was
-- deleted. `deleted_by` is the id of the diary that deleted it (`diary_settings.diary_id`), written
-- by `delete` here; NULL when it is not known: deletions made before this version, learnt through
-- sync (the sync file does not say who deleted), or put back by an undo.

ALTER TABLE tombstones ADD COLUMN deleted_by TEXT;
