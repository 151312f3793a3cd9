/// An error reported by SQLite: its extended result code, its message, and the SQL that failed.
///
/// Bound values are never part of the error, so health data does not leak into messages or logs.
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
    /// SQLite's extended result code, e.g. 2067 (SQLITE_CONSTRAINT_UNIQUE).
    public let extendedResultCode: Int32
    /// SQLite's own explanation.
    public let message: String
    /// The statement that failed, when there was one.
    public let sql: String?

    init(extendedResultCode: Int32, message: String, sql: String? = nil) {
        self.extendedResultCode = extendedResultCode
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low byte of the extended one).
    public var resultCode: Int32 { extendedResultCode & 0xFF }

    /// True when another connection held a lock for longer than the busy timeout.
    public var isBusy: Bool { resultCode == 5 || resultCode == 6 }  // SQLITE_BUSY, SQLITE_LOCKED

    /// True when the file is not a SQLite database (SQLITE_NOTADB) or is damaged (SQLITE_CORRUPT).
    public var isNotADatabase: Bool { resultCode == 26 || resultCode == 11 }

    /// True when the disk or quota is full (SQLITE_FULL).
    public var isDiskFull: Bool { resultCode == 13 }

    public var description: String {
        var text = "SQLite error \(extendedResultCode): \(message)"
        if let sql {
            text += " (while running: \(sql.split(separator: "\n").joined(separator: " ")))"
        }
        return text
    }
}
