import Foundation

/// Reading and building diaries with sqlite3 and python3, as the reliability suites do.
extension ReliabilityHarness {
    /// Runs SQL with `/usr/bin/sqlite3` on an existing database and returns its output, trimmed.
    ///
    /// Refuses a missing file, because sqlite3 would create one.
    func sqlite(_ db: String, _ sql: String) throws -> String {
        guard FileManager.default.fileExists(atPath: db) else { throw HarnessError("no database at \(db)") }
        let outcome = try run(["/usr/bin/sqlite3", "-batch", "-bail", "-cmd", ".timeout 20000", db, sql])
        guard outcome.exited(0) else { throw HarnessError("sqlite3 failed: \(outcome)") }
        return outcome.out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `PRAGMA integrity_check` of `db`: "ok" for a sound database.
    func integrity(_ db: String) throws -> String {
        try sqlite(db, "PRAGMA integrity_check;")
    }

    /// The number of rows in `table`.
    func count(_ db: String, _ table: String = "entries") throws -> Int {
        let text = try sqlite(db, "SELECT count(*) FROM \(table);")
        guard let value = Int(text) else { throw HarnessError("count of \(table) in \(db): \(text)") }
        return value
    }

    /// The versions in `db`'s migration history, each once per row.
    func appliedVersions(_ db: String) throws -> [Int] {
        try sqlite(db, "SELECT version FROM schema_migrations ORDER BY version;").split(separator: "\n").compactMap {
            Int($0)
        }
    }

    /// The names of `db`'s tables, sorted.
    func tables(_ db: String) throws -> [String] {
        try sqlite(db, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name;").split(separator: "\n").map(
            String.init)
    }

    /// What a diary holds, read with one sqlite3 run.
    struct DiaryState: Equatable {
        /// `PRAGMA integrity_check`: "ok" for a sound database.
        let integrity: String
        /// The versions in the migration history, one per row.
        let versions: [Int]
        /// The names of the tables, sorted.
        let tables: [String]
        let entries: Int
    }

    /// The integrity, schema and entry count of `db` in one sqlite3 run.
    func state(_ db: String) throws -> DiaryState {
        let text = try sqlite(
            db,
            """
            PRAGMA integrity_check; SELECT '#';
            SELECT version FROM schema_migrations ORDER BY version; SELECT '#';
            SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name; SELECT '#';
            SELECT count(*) FROM entries;
            """)
        let parts = text.components(separatedBy: "\n#\n").map { $0.split(separator: "\n").map(String.init) }
        guard parts.count == 4, let entries = parts[3].first.flatMap({ Int($0) }) else {
            throw HarnessError("unexpected state of \(db): \(text)")
        }
        return DiaryState(
            integrity: parts[0].joined(separator: "\n"), versions: parts[1].compactMap { Int($0) }, tables: parts[2],
            entries: entries)
    }

    /// Runs a Python 3 script with arguments and waits for it.
    @discardableResult
    func python(_ script: String, _ arguments: [String] = []) throws -> ProcessOutcome {
        let outcome = try run(["/usr/bin/python3", "-c", script] + arguments)
        guard outcome.exited(0) else { throw HarnessError("python3 failed: \(outcome)") }
        return outcome
    }

    /// Builds a diary as painlog 0.1 with only migration 0001 left it (WAL mode, the history row with
    /// the file's checksum) holding `entries` entries, each with an area and a tag.
    ///
    /// Its first painlog run has to back it up and migrate it. With `wal: false` it is in SQLite's
    /// default rollback journal mode, as a diary restored with the sqlite3 shell would be.
    func buildOldDiary(at path: String, entries: Int, wal: Bool = true) throws {
        let migration = ReliabilityPaths.migrationFiles[0]
        try python(
            """
            import hashlib, sqlite3, sys
            path, migration, count, mode = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
            sql = open(migration, 'rb').read()
            c = sqlite3.connect(path, isolation_level=None)
            c.execute('PRAGMA journal_mode = ' + mode)
            c.executescript(sql.decode('utf-8'))
            c.execute('BEGIN')
            c.execute('''CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,
                         checksum TEXT NOT NULL, applied_at TEXT NOT NULL)''')
            c.execute("INSERT INTO schema_migrations VALUES (1, 'create_entries', ?, '2025-03-01T09:00:00+01:00')",
                      (hashlib.sha256(sql).hexdigest(),))
            c.execute("INSERT INTO areas (id, name, name_key) VALUES (1, 'lower back', 'lower back'), (2, 'Head', 'head')")
            c.execute("INSERT INTO tags (id, name, name_key) VALUES (1, 'morning', 'morning')")
            c.execute('''WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
                         INSERT INTO entries (id, uid, occurred_at, occurred_offset, intensity, note,
                                              created_at, created_offset, updated_at, updated_offset)
                         SELECT i, printf('%08x-0000-4000-8000-%012x', i, i), 1577836800 + i * 900, 3600, i % 11,
                                'old entry ' || i || ', written before the change journal existed',
                                1577836800 + i * 900, 3600, 1577836800 + i * 900, 3600 FROM n''', (count,))
            c.execute('INSERT INTO entry_areas SELECT id, 1 + id % 2, 0 FROM entries')
            c.execute('INSERT INTO entry_tags SELECT id, 1, 0 FROM entries WHERE id % 3 = 0')
            c.execute('COMMIT')
            c.close()
            """, [path, migration.path, String(entries), wal ? "WAL" : "DELETE"])
        let versions = try appliedVersions(path)
        guard versions == [1] else { throw HarnessError("old diary has versions \(versions)") }
    }

    /// Inserts `count` entries with `noteLength`-character notes straight into a current diary
    /// (made by `painlog migrate`): a big diary in a second, where importing it would take minutes.
    func fillDiary(_ db: String, entries count: Int, noteLength: Int) throws {
        _ = try sqlite(
            db,
            """
            BEGIN;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < \(count))
            INSERT INTO entries (uid, occurred_at, occurred_offset, intensity, note,
                                 created_at, created_offset, updated_at, updated_offset)
            SELECT printf('%08x-1111-4000-8000-%012x', i, i), 1577836800 + i * 900, 3600, i % 11,
                   printf('%0\(noteLength)d', i),
                   1577836800 + i * 900, 3600, 1577836800 + i * 900, 3600 FROM n;
            COMMIT;
            """)
    }
}
