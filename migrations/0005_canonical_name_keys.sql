-- painlog schema, version 5: names compare by their canonical (NFC) form as well as by case.
--
-- Until now `name_key` was the name lower-cased as typed, so `café` typed precomposed (NFC) and
-- decomposed (NFD, as some keyboards and macOS file names give it) made two areas that look
-- identical. `painlog_name_key(name)` is the key painlog computes in Swift (NameRules.key: NFC,
-- lower-cased, NFC again); painlog registers it on every connection it opens.
--
-- Names that now share a key are merged into the oldest of them (the spelling first used):
-- entries' links move to it (an entry that had two spellings keeps the first), the undo
-- journal's before-images and renamed names are rewritten to refer to it, so an older step still
-- undoes exactly, and the other rows, no longer referred to, go. The merge itself is not an undo
-- step: undoing it would only bring back the two look-alike names (see README, "Undo").
--
-- A migration is never modified once it has shipped: change the schema with a new file.

CREATE TEMP TABLE name_merge (
    kind   TEXT    NOT NULL,
    id     INTEGER NOT NULL,
    key    TEXT    NOT NULL,
    keeper INTEGER,
    PRIMARY KEY (kind, id)
) WITHOUT ROWID;

INSERT INTO name_merge (kind, id, key) SELECT 'area', id, painlog_name_key(name) FROM areas;
INSERT INTO name_merge (kind, id, key) SELECT 'tag', id, painlog_name_key(name) FROM tags;
INSERT INTO name_merge (kind, id, key) SELECT 'medication', id, painlog_name_key(name) FROM medications;
CREATE INDEX temp.name_merge_by_key ON name_merge (kind, key);
UPDATE name_merge SET keeper = (SELECT min(k.id) FROM name_merge k WHERE k.kind = name_merge.kind AND k.key = name_merge.key);

-- Links: an entry with two spellings of one area or tag keeps the first; the rest move to the keeper.
DELETE FROM entry_areas WHERE EXISTS (
    SELECT 1 FROM entry_areas o
    JOIN name_merge a ON a.kind = 'area' AND a.id = o.area_id
    JOIN name_merge b ON b.kind = 'area' AND b.id = entry_areas.area_id
    WHERE o.entry_id = entry_areas.entry_id AND o.position < entry_areas.position AND a.keeper = b.keeper);
UPDATE entry_areas SET area_id = (SELECT keeper FROM name_merge WHERE kind = 'area' AND id = entry_areas.area_id)
WHERE area_id IN (SELECT id FROM name_merge WHERE kind = 'area' AND keeper <> id);

DELETE FROM entry_tags WHERE EXISTS (
    SELECT 1 FROM entry_tags o
    JOIN name_merge a ON a.kind = 'tag' AND a.id = o.tag_id
    JOIN name_merge b ON b.kind = 'tag' AND b.id = entry_tags.tag_id
    WHERE o.entry_id = entry_tags.entry_id AND o.position < entry_tags.position AND a.keeper = b.keeper);
UPDATE entry_tags SET tag_id = (SELECT keeper FROM name_merge WHERE kind = 'tag' AND id = entry_tags.tag_id)
WHERE tag_id IN (SELECT id FROM name_merge WHERE kind = 'tag' AND keeper <> id);

-- A medication may appear twice in an entry (two doses), so its links only move.
UPDATE entry_medications
SET medication_id = (SELECT keeper FROM name_merge WHERE kind = 'medication' AND id = entry_medications.medication_id)
WHERE medication_id IN (SELECT id FROM name_merge WHERE kind = 'medication' AND keeper <> id);

-- The journal's before-images, the same way (names in array order, later duplicates dropped).
UPDATE journal_entries SET before = json_set(before,
    '$.areas', json((SELECT json_group_array(v) FROM (
        SELECT coalesce(k.keeper, j.value) AS v FROM json_each(journal_entries.before, '$.areas') j
        LEFT JOIN name_merge k ON k.kind = 'area' AND k.id = j.value
        WHERE NOT EXISTS (
            SELECT 1 FROM json_each(journal_entries.before, '$.areas') j2
            LEFT JOIN name_merge k2 ON k2.kind = 'area' AND k2.id = j2.value
            WHERE j2.key < j.key AND coalesce(k2.keeper, j2.value) = coalesce(k.keeper, j.value))
        ORDER BY j.key))),
    '$.tags', json((SELECT json_group_array(v) FROM (
        SELECT coalesce(k.keeper, j.value) AS v FROM json_each(journal_entries.before, '$.tags') j
        LEFT JOIN name_merge k ON k.kind = 'tag' AND k.id = j.value
        WHERE NOT EXISTS (
            SELECT 1 FROM json_each(journal_entries.before, '$.tags') j2
            LEFT JOIN name_merge k2 ON k2.kind = 'tag' AND k2.id = j2.value
            WHERE j2.key < j.key AND coalesce(k2.keeper, j2.value) = coalesce(k.keeper, j.value))
        ORDER BY j.key))),
    '$.medications', json((SELECT json_group_array(json(v)) FROM (
        SELECT json_array(coalesce(k.keeper, j.value ->> 0), j.value ->> 1) AS v
        FROM json_each(journal_entries.before, '$.medications') j
        LEFT JOIN name_merge k ON k.kind = 'medication' AND k.id = j.value ->> 0
        ORDER BY j.key))))
WHERE before IS NOT NULL
  AND EXISTS (SELECT 1 FROM name_merge WHERE keeper <> id);

-- Renamed areas remembered by the journal: the keeper stands for its merged names.
UPDATE OR IGNORE journal_names SET area_id = (SELECT keeper FROM name_merge WHERE kind = 'area' AND id = journal_names.area_id)
WHERE area_id IN (SELECT id FROM name_merge WHERE kind = 'area' AND keeper <> id);
DELETE FROM journal_names WHERE area_id IN (SELECT id FROM name_merge WHERE kind = 'area' AND keeper <> id);
UPDATE journal_names SET name_key = painlog_name_key(name);

-- Renamed tags and medications remembered by the journal (0004), the same way.
UPDATE OR IGNORE journal_renamed_names SET name_id = (
    SELECT keeper FROM name_merge
    WHERE kind = (CASE journal_renamed_names.name_table WHEN 'tags' THEN 'tag' ELSE 'medication' END)
      AND id = journal_renamed_names.name_id)
WHERE EXISTS (
    SELECT 1 FROM name_merge
    WHERE kind = (CASE journal_renamed_names.name_table WHEN 'tags' THEN 'tag' ELSE 'medication' END)
      AND id = journal_renamed_names.name_id AND keeper <> id);
DELETE FROM journal_renamed_names WHERE EXISTS (
    SELECT 1 FROM name_merge
    WHERE kind = (CASE journal_renamed_names.name_table WHEN 'tags' THEN 'tag' ELSE 'medication' END)
      AND id = journal_renamed_names.name_id AND keeper <> id);
UPDATE journal_renamed_names SET name_key = painlog_name_key(name);

-- The merged-away rows, which nothing refers to now, and the new keys.
DELETE FROM areas WHERE id IN (SELECT id FROM name_merge WHERE kind = 'area' AND keeper <> id);
DELETE FROM tags WHERE id IN (SELECT id FROM name_merge WHERE kind = 'tag' AND keeper <> id);
DELETE FROM medications WHERE id IN (SELECT id FROM name_merge WHERE kind = 'medication' AND keeper <> id);
UPDATE areas SET name_key = (SELECT key FROM name_merge WHERE kind = 'area' AND id = areas.id);
UPDATE tags SET name_key = (SELECT key FROM name_merge WHERE kind = 'tag' AND id = tags.id);
UPDATE medications SET name_key = (SELECT key FROM name_merge WHERE kind = 'medication' AND id = medications.id);

DROP TABLE temp.name_merge;
