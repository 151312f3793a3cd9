/// A Swift value that can be bound to a statement parameter, so that it can be interpolated into a
/// `SQLFragment`.
///
/// Only the few types the diary stores conform: a type that does not is a compile error, never
/// silently turned into text.
protocol SQLiteValueConvertible {
    /// The value as SQLite will store it.
    var sqliteValue: SQLiteValue { get }
}

extension SQLiteValue: SQLiteValueConvertible {
    /// The value itself, for the rare code that already holds one.
    var sqliteValue: SQLiteValue { self }
}

extension Int: SQLiteValueConvertible {
    /// An INTEGER.
    var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Int64: SQLiteValueConvertible {
    /// An INTEGER.
    var sqliteValue: SQLiteValue { .integer(self) }
}

extension String: SQLiteValueConvertible {
    /// TEXT, as its UTF-8 bytes.
    var sqliteValue: SQLiteValue { .text(self) }
}

extension Array: SQLiteValueConvertible where Element == UInt8 {
    /// TEXT given as bytes that need not be UTF-8 (a file name): the diary stores no blobs.
    var sqliteValue: SQLiteValue { .textBytes(self) }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
    /// NULL for nil.
    var sqliteValue: SQLiteValue { self?.sqliteValue ?? .null }
}
