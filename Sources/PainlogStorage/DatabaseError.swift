internal import CSQLite
public import PainlogDomain
import PainlogSystem

/// An error reported by SQLite: its extended result code, its message, and the SQL that failed.
///
/// Bound values are never part of the error, so health data does not leak into messages or logs.
/// It becomes a `PainlogError` here, once (`painlogError`): no other layer reads result codes.
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
    /// SQLite's extended result code, for example 2067 (SQLITE_CONSTRAINT_UNIQUE).
    ///
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
    public var isBusy: Bool { resultCode == SQLITE_BUSY || resultCode == SQLITE_LOCKED }

    /// True when the file is not a SQLite database or is damaged.
    public var isNotADatabase: Bool { resultCode == SQLITE_NOTADB || resultCode == SQLITE_CORRUPT }

    /// True when the disk or quota is full: SQLITE_FULL, or an I/O error from ENOSPC or EDQUOT, which
    /// is what SQLite reports when it cannot grow the -shm file of a WAL database on a full disk.
    public var isDiskFull: Bool {
        resultCode == SQLITE_FULL || (resultCode == SQLITE_IOERR && SystemError(code: systemErrno).isDiskFull)
    }

    public var description: String {
        var text = "SQLite error \(extendedResultCode): \(message)"
        if let sql {
            text += " (while running: \(sql.split(separator: "\n").joined(separator: " ")))"
        }
        return text
    }
}

extension DatabaseError: PainlogErrorConvertible {
    /// What the user reads: every database failure is a failure (exit 1) that changed nothing,
    /// since every write runs in a transaction that rolled back.
    public var painlogError: PainlogError {
        if isBusy { return .failure("the database is busy (another painlog is writing); try again") }
        if isDiskFull { return .failure("the disk is full; nothing was changed") }
        if resultCode == SQLITE_READONLY {
            return .failure(
                "the diary cannot be written: it, its folder or its -wal/-shm file is read-only; check their permissions (ls -l); nothing was changed"
            )
        }
        // SQLite's code and message, never the SQL text: it says nothing a user can act on.
        return .failure("database error: SQLite error \(extendedResultCode): \(message); nothing was changed")
    }
}
