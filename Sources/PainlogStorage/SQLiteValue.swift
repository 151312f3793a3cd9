/// A value bound to a statement parameter.
enum SQLiteValue: Sendable, Equatable {
    case integer(Int64)
    case text(String)
    case null

    static func integer(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }
}
