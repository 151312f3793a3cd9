/// `SQLFragment` written as a string literal: literal text is SQL, interpolated values become `?`
/// parameters bound in order, and `\(sql:)` is the one way to put trusted text into the SQL itself.
extension SQLFragment: ExpressibleByStringInterpolation {
    /// A literal without interpolations is SQL that takes no values.
    init(stringLiteral value: String) {
        self.init(sql: value)
    }

    /// The fragment an interpolated literal built: while it holds only its literal pieces and
    /// values, it keeps them with their `SQLLiteralKey` instead of making its text.
    init(stringInterpolation: StringInterpolation) {
        if stringInterpolation.isLiteralOnly {
            self.init(
                literalPieces: stringInterpolation.pieces,
                key: SQLLiteralKey(pieces: stringInterpolation.pieces), arguments: stringInterpolation.values)
        } else {
            self.init(sql: stringInterpolation.pieces.joined())
            reserve(arguments: stringInterpolation.values.count)
            for value in stringInterpolation.values { append(argument: value) }
        }
    }

    /// Builds a fragment piece by piece while Swift reads an interpolated literal.
    struct StringInterpolation: StringInterpolationProtocol {
        /// The SQL so far, piece by piece: literal text, `?`s, spliced text.
        fileprivate var pieces: [String] = []
        /// The values so far, in the order of their `?`s.
        fileprivate var values: [SQLiteValue] = []
        /// False once trusted text or another fragment is spliced in.
        fileprivate var isLiteralOnly = true

        /// Reserves room for the pieces and one value per interpolation.
        init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(2 * interpolationCount + 1)
            values.reserveCapacity(interpolationCount)
        }

        /// Literal text is SQL.
        mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            pieces.append(literal)
        }

        /// A value, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: some SQLiteValueConvertible) {
            appendParameter(value.sqliteValue)
        }

        /// An optional value, bound to a `?` at this place: NULL for nil.
        mutating func appendInterpolation<Value: SQLiteValueConvertible>(_ value: Value?) {
            appendParameter(value.sqliteValue)
        }

        /// A fragment, spliced in with its values at this place.
        mutating func appendInterpolation(_ other: SQLFragment) {
            isLiteralOnly = false
            pieces.append(other.sql)
            values += other.arguments
        }

        /// Trusted SQL text: a column list, a table name or an expression from our own constants,
        /// never anything a person typed.
        mutating func appendInterpolation(sql rawText: String) {
            isLiteralOnly = false
            pieces.append(rawText)
        }

        private mutating func appendParameter(_ value: SQLiteValue) {
            pieces.append("?")
            values.append(value)
        }
    }
}
