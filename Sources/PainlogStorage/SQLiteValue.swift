/// A value bound to a statement parameter.
enum SQLiteValue: Sendable, Equatable {
    case integer(Int64)
    case text(String)
    /// Text given as its bytes, which need not be UTF-8: a file name (see `FileSystemPath`).
    case textBytes([UInt8])
    case null

    static func integer(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
}
