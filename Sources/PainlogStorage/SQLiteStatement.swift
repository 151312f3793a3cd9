internal import CSQLite

/// A prepared statement.
///
/// It owns its handle and finalizes it when released; it is not Sendable and never leaves the
/// storage target.
final class SQLiteStatement {
    /// The SQL as the statement cache finds it.
    let text: SQLText
    let sql: String
    private let handle: OpaquePointer
    private let connection: OpaquePointer

    init(connection: OpaquePointer, text: SQLText) throws(DatabaseError) {
        let sql = text.string
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw DatabaseError(
                extendedResultCode: sqlite3_extended_errcode(connection),
                message: String(cString: sqlite3_errmsg(connection)),
                sql: sql, systemErrno: sqlite3_system_errno(connection))
        }
        self.text = text
        self.sql = sql
        self.handle = statement
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Resets the statement and binds a fragment's values to its parameters, in order.
    ///
    /// The fragment's SQL is this statement's (see `SQLiteConnection.statement(_:)`).
    func bind(_ fragment: SQLFragment) throws(DatabaseError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        var index: Int32 = 0
        // By index rather than by element, so that the pieces are read in place, not copied.
        for position in fragment.pieces.indices {
            let code: Int32
            switch fragment.pieces[position] {
            case .literal, .text:
                continue
            case .value(.integer(let number)):
                index += 1
                code = sqlite3_bind_int64(handle, index, number)
            case .value(let value):
                index += 1
                code = bind(value, at: index)
            }
            guard code == SQLITE_OK else { throw error(code) }
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .integer(let number):
            return sqlite3_bind_int64(handle, index, number)
        case .null:
            return sqlite3_bind_null(handle, index)
        case .textBytes(let bytes):
            // With a NUL after them the buffer always has an address, even for no bytes.
            return (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) {
                    sqlite3_bind_text(handle, index, $0.baseAddress, Int32(bytes.count), painlog_sqlite_transient)
                }
            }
        case .text(var text):
            return text.withUTF8 { bytes in
                // An empty buffer may have no base address, which SQLite would read as NULL.
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text(handle, index, "", 0, painlog_sqlite_transient)
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    sqlite3_bind_text(handle, index, $0, Int32(bytes.count), painlog_sqlite_transient)
                }
            }
        }
    }

    /// Advances to the next row; false when there are no more.
    func step() throws(DatabaseError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let failure = error(code)
            sqlite3_reset(handle)
            throw failure
        }
    }

    /// Makes the statement ready to run again once it has returned all its rows.
    ///
    /// Its bindings stay until the next `bind`, which replaces them: clearing them here too would
    /// cost every write.
    func reset() {
        sqlite3_reset(handle)
    }

    /// Releases the statement's read lock and bindings once a query is done with.
    func finish() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    // The columns of the current row, read only through an `SQLRow` (only it makes an
    // `SQLColumnIndex`), so that no query reads a row by a bare index.

    func int64(_ column: SQLColumnIndex) -> Int64 { sqlite3_column_int64(handle, column.value) }

    func int(_ column: SQLColumnIndex) -> Int { Int(sqlite3_column_int64(handle, column.value)) }

    func double(_ column: SQLColumnIndex) -> Double { sqlite3_column_double(handle, column.value) }

    func isNull(_ column: SQLColumnIndex) -> Bool { sqlite3_column_type(handle, column.value) == SQLITE_NULL }

    /// The column as text, decoded from its exact UTF-8 bytes ("" for NULL).
    func text(_ column: SQLColumnIndex) -> String {
        guard let bytes = sqlite3_column_text(handle, column.value) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column.value))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    private func error(_ code: Int32) -> DatabaseError {
        DatabaseError(
            extendedResultCode: sqlite3_extended_errcode(connection),
            message: String(cString: sqlite3_errmsg(connection)),
            sql: sql, systemErrno: sqlite3_system_errno(connection))
    }
}
