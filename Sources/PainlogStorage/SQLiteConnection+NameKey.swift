internal import CSQLite
import PainlogDomain

extension SQLiteConnection {
    /// Registers `painlog_name_key(name)`, `NameRules.key(for:)` as an SQL function, so that a
    /// migration can re-key names (0005) in plain SQL with exactly the rule painlog uses.
    static func registerNameKeyFunction(on handle: OpaquePointer) throws(DatabaseError) {
        let code = sqlite3_create_function_v2(
            handle, "painlog_name_key", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, nameKey, nil, nil, nil)
        guard code == SQLITE_OK else {
            throw DatabaseError(extendedResultCode: code, message: String(cString: sqlite3_errmsg(handle)))
        }
    }
}

/// The C entry point of `painlog_name_key`: NULL stays NULL.
private func nameKey(_ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?) {
    guard let argument = arguments?[0], let text = sqlite3_value_text(argument) else {
        sqlite3_result_null(context)
        return
    }
    let name = String(
        decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(argument))), as: UTF8.self)
    // A name never holds U+0000 (control characters are refused), so the key is a C string.
    sqlite3_result_text(context, NameRules.key(for: name), -1, painlog_sqlite_transient)
}
