-- painlog schema, version 23: the `--encrypt-to` recipients travel by sync (issue 43).
--
-- `sync --encrypt-to age1…` adds a recipient that every encrypted sync folder's files are sealed to
-- besides the identity (a backup key); `--no-encrypt-to age1…` removes one. The set is the diary's,
-- not a folder's: each recipient is a stamped record of the sync file (`recipient:age1…` in
-- `sync_stamps`, one field `state`, `added` or `removed`), merged like a medication's class, so a
-- recipient added on one computer is used by every other after a sync, and one removed anywhere is
-- removed everywhere (docs/sync.md, *Encryption recipients*). `sync_recipients` holds the
-- recipients in the set now; a removed one keeps only its stamps (its tombstone).
--
-- Until now the recipients were remembered per folder (`sync_encrypt_to <folder>`, separated by
-- spaces): they move into the set, and the settings go.
--
-- A migration is never modified once it has shipped: change the schema with a new file.

CREATE TABLE sync_recipients (
    recipient TEXT PRIMARY KEY CHECK (recipient GLOB 'age1*')
) WITHOUT ROWID;

WITH RECURSIVE split (rest, word) AS (
    SELECT value || ' ', '' FROM diary_settings WHERE key GLOB 'sync_encrypt_to *'
    UNION ALL
    SELECT substr(rest, instr(rest, ' ') + 1), substr(rest, 1, instr(rest, ' ') - 1) FROM split WHERE rest <> ''
)
INSERT OR IGNORE INTO sync_recipients (recipient) SELECT word FROM split WHERE word GLOB 'age1*';

DELETE FROM diary_settings WHERE key GLOB 'sync_encrypt_to *';
