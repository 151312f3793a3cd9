-- painlog schema, version 9: find the entries whose end reaches a day quickly.
--
-- The calendar counts an entry with an end on every local date from its start's to its end's, so a
-- month's grid also needs the attacks that started before it and ended in it. Only entries with an
-- end are in this index (a few in most diaries), so it costs nothing to an entry without one.

CREATE INDEX entries_by_end ON entries (ended_at) WHERE ended_at IS NOT NULL;
