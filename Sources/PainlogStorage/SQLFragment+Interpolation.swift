/// `SQLFragment` written as a string literal: literal text is SQL, interpolated values become `?`
/// parameters bound in order, and `\(sql:)` is the one way to put trusted text into the SQL itself.
extension SQLFragment: ExpressibleByStringInterpolation {
    /// A literal without interpolations is SQL that takes no values.
    init(stringLiteral value: String) {
        self.init(sql: value)
    }

    /// The fragment an interpolated literal built.
    init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.fragment
    }

    /// Builds a fragment piece by piece while Swift reads an interpolated literal.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var fragment = SQLFragment(sql: "")

        /// Reserves room for the literal's text and one value per interpolation, so that building a
        /// fragment costs one allocation for each.
        init(literalCapacity: Int, interpolationCount: Int) {
            fragment.reserve(sql: literalCapacity + interpolationCount, arguments: interpolationCount)
        }

        /// Literal text is SQL.
        mutating func appendLiteral(_ literal: String) {
            fragment.append(sql: literal)
        }

        /// A value, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: some SQLiteValueConvertible) {
            fragment.append(value: value.sqliteValue)
        }

        /// An optional value, bound to a `?` at this place: NULL for nil.
        mutating func appendInterpolation<Value: SQLiteValueConvertible>(_ value: Value?) {
            fragment.append(value: value.sqliteValue)
        }

        /// A fragment, spliced in with its values at this place.
        mutating func appendInterpolation(_ other: SQLFragment) {
            fragment += other
        }

        /// Trusted SQL text: a column list, a table name or an expression from our own constants,
        /// never anything a person typed.
        mutating func appendInterpolation(sql rawText: String) {
            fragment.append(sql: rawText)
        }
    }
}
