/// `SQLFragment` written as a string literal: literal text is SQL, interpolated values become `?`
/// parameters bound in order, and `\(sql:)` is the one way to put trusted text into the SQL itself.
extension SQLFragment: ExpressibleByStringInterpolation {
    /// A literal without interpolations is SQL that takes no values.
    init(stringLiteral value: String) {
        self.init(sql: value)
    }

    /// The fragment an interpolated literal built.
    init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.values
        append(sql: String(decoding: stringInterpolation.text, as: UTF8.self))
    }

    /// Builds a fragment piece by piece while Swift reads an interpolated literal. The SQL is
    /// gathered as bytes and made a String once: appending to a String piece by piece cost an
    /// import of a large diary a tenth more instructions.
    struct StringInterpolation: StringInterpolationProtocol {
        /// The SQL text so far, as UTF-8.
        fileprivate var text: [UInt8] = []
        /// The values so far (its SQL stays empty until the end).
        fileprivate var values = SQLFragment(sql: "")

        /// Reserves room for the literal's text, for what is interpolated (a column list may be long)
        /// and for one value per interpolation, so that the buffers are not grown on the way.
        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 32 * interpolationCount)
            values.reserve(arguments: interpolationCount)
        }

        /// Literal text is SQL.
        mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        /// A value, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: some SQLiteValueConvertible) {
            text.append(UInt8(ascii: "?"))
            values.append(argument: value.sqliteValue)
        }

        /// An optional value, bound to a `?` at this place: NULL for nil.
        mutating func appendInterpolation<Value: SQLiteValueConvertible>(_ value: Value?) {
            text.append(UInt8(ascii: "?"))
            values.append(argument: value.sqliteValue)
        }

        /// A fragment, spliced in with its values at this place.
        mutating func appendInterpolation(_ other: SQLFragment) {
            append(other.sql)
            values.append(argumentsOf: other)
        }

        /// Trusted SQL text: a column list, a table name or an expression from our own constants,
        /// never anything a person typed.
        mutating func appendInterpolation(sql rawText: String) {
            append(rawText)
        }

        /// Copies the bytes of `sql` at once where the string has them in one piece (a literal
        /// always has), instead of one by one.
        private mutating func append(_ sql: String) {
            let copied: Void? = sql.utf8.withContiguousStorageIfAvailable { text.append(contentsOf: $0) }
            if copied == nil { text.append(contentsOf: sql.utf8) }
        }
    }
}
