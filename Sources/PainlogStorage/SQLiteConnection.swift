internal import CSQLite
import PainlogDomain

/// One open SQLite connection: statements cached by SQL text (see `SQLText`), IMMEDIATE write
/// transactions and nested savepoints.
///
/// It never creates a database file: painlog creates files itself (see `DatabaseFile`), so a wrong
/// path can never silently become a new empty diary.
final class SQLiteConnection {
    /// How long a writer waits for another painlog's lock before giving up, unless told otherwise.
    static let defaultBusyTimeoutMilliseconds = 10_000

    let path: String
    private let handle: OpaquePointer
    private let busyTimeoutMilliseconds: Int
    /// Prepared statements by the shape of their SQL text (see `SQLText`), in a table of open
    /// addressing: a statement sits at its shape's slot or the next free one after it.
    ///
    /// Not a Dictionary: the first `Dictionary<Int, …>` of a run costs the runtime a lookup of
    /// `Int: Hashable` through every conformance record of the process (about 0.2 M instructions),
    /// and a Hashable key type of our own would add records that every command scans. The table is
    /// never more than half full.
    private var statements = [SQLiteStatement?](repeating: nil, count: 32)
    /// How many statements are prepared and kept.
    private(set) var statementCount = 0
    private var transactionDepth = 0

    /// Changes whenever a transaction begins or any work is rolled back, so caches of what the
    /// database holds (name ids) know when they may be stale.
    private(set) var generation = 0

    /// Opens an existing database file and checks at once that it is one.
    /// - Parameter uri: `path` is an SQLite `file:` URI (for `immutable=1`).
    init(
        path: String, readOnly: Bool = false, uri: Bool = false,
        busyTimeoutMilliseconds: Int = defaultBusyTimeoutMilliseconds
    ) throws(DatabaseError) {
        var connection: OpaquePointer?
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
            | (uri ? SQLITE_OPEN_URI : 0)
        let code = sqlite3_open_v2(FileSystemPath.cString(path), &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(connection)
            throw DatabaseError(extendedResultCode: code, message: message)
        }
        self.path = path
        self.handle = connection
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        sqlite3_extended_result_codes(connection, 1)
        sqlite3_busy_timeout(connection, Int32(clamping: busyTimeoutMilliseconds))
        do {
            try Self.registerNameKeyFunction(on: connection)
            // Reading the schema makes SQLite read the header: a file that is not a database fails here,
            // before anything could be written to it.
            _ = try scalarInt("SELECT count(*) FROM sqlite_schema")
        } catch {
            forgetStatements()
            sqlite3_close_v2(connection)
            throw error
        }
    }

    private var isClosed = false

    deinit {
        close()
    }

    /// Finalizes every statement and closes the connection; as the last connection, SQLite
    /// checkpoints the WAL into the database file and removes it.
    ///
    /// The connection is unusable after.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        forgetStatements()
        sqlite3_close_v2(handle)
    }

    /// Sets the per-connection settings every painlog writer uses.
    func configureForWriting() throws(DatabaseError) {
        try execute("PRAGMA foreign_keys = ON")
        try execute("PRAGMA synchronous = FULL")
        let mode = try switchToWAL()
        guard mode.lowercased() == "wal" else {
            throw DatabaseError(extendedResultCode: 1, message: "could not switch to WAL journal mode (got \(mode))")
        }
    }

    /// `PRAGMA journal_mode = WAL`, tried again while another painlog is switching the same database.
    ///
    /// Leaving a rollback journal needs the database to itself, and SQLite answers BUSY at once,
    /// without waiting in the busy handler, to a connection that holds a shared lock while another
    /// waits for the exclusive one (waiting could deadlock). Once the other has switched, this switch
    /// has nothing left to do. Only a database in rollback-journal mode (a restored backup, a file
    /// made by another tool) gets here more than once.
    private func switchToWAL() throws(DatabaseError) -> String {
        var waited = 0
        while true {
            do throws(DatabaseError) {
                return try scalarText("PRAGMA journal_mode = WAL")
            } catch {
                guard error.isBusy, waited < busyTimeoutMilliseconds else { throw error }
                sqlite3_sleep(10)
                waited += 10
            }
        }
    }

    /// Runs one or more SQL statements that take no parameters (schema scripts, pragmas).
    func execute(_ sql: String) throws(DatabaseError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw DatabaseError(
                extendedResultCode: sqlite3_extended_errcode(handle), message: text, sql: sql,
                systemErrno: sqlite3_system_errno(handle))
        }
    }

    /// The prepared statement for `text`, prepared once per connection and reused.
    private func statement(_ text: SQLText) throws(DatabaseError) -> SQLiteStatement {
        let mask = statements.count - 1
        var slot = text.shape & mask
        while let cached = statements[slot] {
            if cached.text == text { return cached }
            slot = (slot + 1) & mask
        }
        let statement = try SQLiteStatement(connection: handle, text: text)
        statements[slot] = statement
        statementCount += 1
        if 2 * statementCount > statements.count { growStatements() }
        return statement
    }

    /// Doubles the statement table, each statement at its shape's slot in the larger one.
    private func growStatements() {
        let old = statements
        statements = [SQLiteStatement?](repeating: nil, count: 2 * old.count)
        let mask = statements.count - 1
        for case let statement? in old {
            var slot = statement.text.shape & mask
            while statements[slot] != nil { slot = (slot + 1) & mask }
            statements[slot] = statement
        }
    }

    /// Finalizes every prepared statement (they finalize themselves when released).
    private func forgetStatements() {
        for slot in statements.indices { statements[slot] = nil }
        statementCount = 0
    }

    /// The cached statement for the fragment's SQL, with the fragment's values bound: ready to
    /// step.
    ///
    /// The caller calls `finish()` when done with it.
    func boundStatement(_ fragment: SQLFragment) throws(DatabaseError) -> SQLiteStatement {
        let statement = try statement(fragment.text)
        try statement.bind(fragment)
        return statement
    }

    /// Runs a statement that returns no rows.
    func run(_ fragment: SQLFragment) throws(DatabaseError) {
        let statement = try boundStatement(fragment)
        while try statement.step() {}
        statement.reset()
    }

    /// Runs `fragment` and calls `row` for each result row, read by the columns `Column` (a row is
    /// read by its layout's decoder, `init(row:)`): there is no way to read a query's row by index.
    func query<Column: SQLColumn>(
        _ fragment: SQLFragment, _ columns: Column.Type, row: (SQLRow<Column>) throws -> Void
    ) throws {
        let statement = try boundStatement(fragment)
        defer { statement.finish() }
        let current = SQLRow<Column>(statement)
        while try statement.step() {
            try row(current)
        }
    }

    /// The first column of the first row as an integer (0 when there is no row).
    func scalarInt(_ fragment: SQLFragment) throws(DatabaseError) -> Int64 {
        let statement = try boundStatement(fragment)
        defer { statement.finish() }
        return try statement.step() ? Int64(row: SQLRow<SingleColumn>(statement)) : 0
    }

    /// The first column of the first row as text ("" when there is no row).
    func scalarText(_ fragment: SQLFragment) throws(DatabaseError) -> String {
        let statement = try boundStatement(fragment)
        defer { statement.finish() }
        return try statement.step() ? String(row: SQLRow<SingleColumn>(statement)) : ""
    }

    var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` in a transaction that takes the write lock at once (BEGIN IMMEDIATE), so a writer
    /// waits for others at the start instead of failing half-way.
    ///
    /// Any error rolls everything back and is rethrown. Called inside another transaction, it
    /// becomes a savepoint that can be rolled back on its own.
    func inWriteTransaction<T>(_ body: () throws -> T) throws -> T {
        if transactionDepth > 0 {
            return try inSavepoint(body)
        }
        return try inTopLevelTransaction(begin: "BEGIN IMMEDIATE", body)
    }

    /// Runs `body` in a write transaction as `inWriteTransaction` does, but inside another
    /// transaction it runs as part of that one, without a savepoint of its own: for work that needs
    /// no rollback of its own and is done once a record. (SQLite copies every page that a savepoint
    /// touches to the statement journal, a temporary file: a savepoint a record made a first sync
    /// of 100,000 entries write 1.5 GB there; docs/performance.md, *Savepoints a record*.)
    func inJoinedWriteTransaction<T>(_ body: () throws -> T) throws -> T {
        if transactionDepth > 0 { return try body() }
        return try inTopLevelTransaction(begin: "BEGIN IMMEDIATE", body)
    }

    /// Whether a transaction is open on this connection.
    var isInTransaction: Bool { transactionDepth > 0 }

    /// Runs `body` in a read transaction, so every query in it sees the same snapshot.
    func inReadTransaction<T>(_ body: () throws -> T) throws -> T {
        if transactionDepth > 0 { return try body() }
        return try inTopLevelTransaction(begin: "BEGIN DEFERRED", body)
    }

    /// Begins a transaction with `begin`, commits when `body` returns, and rolls back and rethrows
    /// the first error otherwise.
    private func inTopLevelTransaction<T>(begin: SQLFragment, _ body: () throws -> T) throws -> T {
        try run(begin)
        generation += 1
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        do {
            let result = try body()
            try run("COMMIT")
            return result
        } catch {
            try? run("ROLLBACK")
            generation += 1
            throw error
        }
    }

    private func inSavepoint<T>(_ body: () throws -> T) throws -> T {
        // The savepoint's name, made of the depth, goes in as SQL text (here and below): SAVEPOINT,
        // RELEASE and ROLLBACK TO take no parameter.
        let name = "painlog_\(transactionDepth)"
        try run("SAVEPOINT \(sql: name)")
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        do {
            let result = try body()
            try run("RELEASE \(sql: name)")
            return result
        } catch {
            try? run("ROLLBACK TO \(sql: name)")
            generation += 1
            try? run("RELEASE \(sql: name)")
            throw error
        }
    }

    /// Registers `painlog_contains(haystack, needle)`: true when `needle` occurs in `haystack`
    /// ignoring case, with Unicode case folding (SQLite's LIKE folds ASCII only).
    func registerContainsFunction() throws(DatabaseError) {
        let code = sqlite3_create_function_v2(
            handle, "painlog_contains", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS, nil,
            { context, _, arguments in
                guard let arguments, let haystackValue = arguments[0], let needleValue = arguments[1],
                    let haystackText = sqlite3_value_text(haystackValue),
                    let needleText = sqlite3_value_text(needleValue)
                else {
                    sqlite3_result_int(context, 0)
                    return
                }
                let haystack = String(
                    decoding: UnsafeBufferPointer(start: haystackText, count: Int(sqlite3_value_bytes(haystackValue))),
                    as: UTF8.self)
                let needle = String(
                    decoding: UnsafeBufferPointer(start: needleText, count: Int(sqlite3_value_bytes(needleValue))),
                    as: UTF8.self)
                sqlite3_result_int(context, CaseInsensitiveSearch.contains(haystack, needle) ? 1 : 0)
            }, nil, nil, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(extendedResultCode: code, message: String(cString: sqlite3_errmsg(handle)))
        }
    }

    /// Copies the whole database into a new file at `path` (which must not exist or be empty) with
    /// `VACUUM INTO`: a consistent snapshot, even while another connection holds the write lock.
    func vacuum(into path: String) throws(DatabaseError) {
        try run("VACUUM INTO \(FileSystemPath.bytes(path))")
    }
}
