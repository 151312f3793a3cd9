#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    /// The operating system's error number behind an I/O error (`sqlite3_system_errno`), or 0.
    public let systemErrno: Int32

    init(extendedResultCode: Int32, message: String, sql: String? = nil, systemErrno: Int32 = 0) {
        self.extendedResultCode = extendedResultCode
        self.message = message
        self.sql = sql
        self.systemErrno = systemErrno
    }

    /// The primary result code (the low byte of the extended one).
    public var resultCode: Int32 { extendedResultCode & 0xFF }

    /// True when another connection held a lock for longer than the busy timeout.
    public var isBusy: Bool { resultCode == 5 || resultCode == 6 }  // SQLITE_BUSY, SQLITE_LOCKED

    /// True when the file is not a SQLite database (SQLITE_NOTADB) or is damaged (SQLITE_CORRUPT).
    public var isNotADatabase: Bool { resultCode == 26 || resultCode == 11 }

    /// True when the disk or quota is full: SQLITE_FULL, or an I/O error from ENOSPC or EDQUOT, which
    /// is what SQLite reports when it cannot grow the -shm file of a WAL database on a full disk.
    public var isDiskFull: Bool {
        resultCode == 13 || (resultCode == 10 && (systemErrno == ENOSPC || systemErrno == EDQUOT))
    }

    public var description: String {
        var text = "SQLite error \(extendedResultCode): \(message)"
        if let sql {
            text += " (while running: \(sql.split(separator: "\n").joined(separator: " ")))"
        }
        return text
    }
}
