-- painlog schema, version 8: an entry may have an end (an attack that lasted: `log --for 5h`,
-- `--ended WHEN`, `edit last --ended now`).
--
-- `ended_at` is whole seconds since 1970-01-01 UTC and `ended_offset` the UTC offset in force where
-- and when the attack ended, as `occurred_at` and `occurred_offset`; both are NULL for an entry
-- without an end (every entry of an older diary). That the end comes after the start is painlog's
-- rule, not a constraint here: a merge may bring a new start and an end from different diaries, and
-- it must never fail on that.

ALTER TABLE entries ADD COLUMN ended_at INTEGER;
ALTER TABLE entries ADD COLUMN ended_offset INTEGER
    CHECK ((ended_offset IS NULL) = (ended_at IS NULL) AND
           (ended_offset IS NULL OR ended_offset BETWEEN -86399 AND 86399));
