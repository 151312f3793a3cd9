/// `SQLFragment` written as a string literal: literal text is SQL, interpolated values become `?`
/// parameters bound in order, `\(table:)` and `\(column:)` splice painlog's own names as identifiers,
/// and `\(sql:)` is the one way to put other trusted text (an SQL expression made at run time) into
/// the SQL itself.
///
/// Only the few types the diary stores can be interpolated as values (integers, text, the bytes of
/// a file name, and their optionals): any other is a compile error, never silently turned into
/// text. They are overloads rather than a protocol the types conform to, because each conformance
/// is a record that the runtime scans on every dynamic cast it has not seen yet.
extension SQLFragment: ExpressibleByStringInterpolation {
    /// A literal without interpolations is SQL that takes no values.
    init(stringLiteral value: StaticString) {
        self.init(capacity: 1)
        append(literal: value)
    }

    /// The fragment an interpolated literal built.
    init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.fragment
    }

    /// Builds a fragment piece by piece while Swift reads an interpolated literal.
    ///
    /// Its literal text stays `StaticString`s, so that running the same statement again copies no
    /// text (see `SQLText`).
    struct StringInterpolation: StringInterpolationProtocol {
        /// The fragment so far.
        fileprivate var fragment: SQLFragment

        /// Reserves room for one value per interpolation and the literals around them.
        init(literalCapacity: Int, interpolationCount: Int) {
            fragment = SQLFragment(capacity: 2 * interpolationCount + 1)
        }

        /// Literal text is SQL.
        @inline(__always)
        mutating func appendLiteral(_ literal: StaticString) {
            fragment.append(literal: literal)
        }

        /// An INTEGER, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: Int) {
            fragment.append(argument: .integer(Int64(value)))
        }

        /// An INTEGER, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: Int64) {
            fragment.append(argument: .integer(value))
        }

        /// TEXT, bound to a `?` at this place as its UTF-8 bytes.
        mutating func appendInterpolation(_ value: String) {
            fragment.append(argument: .text(value))
        }

        /// TEXT given as bytes that need not be UTF-8 (a file name), bound to a `?` at this place:
        /// the diary stores no blobs.
        mutating func appendInterpolation(_ value: [UInt8]) {
            fragment.append(argument: .textBytes(value))
        }

        /// An INTEGER or NULL for nil, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: Int?) {
            fragment.append(argument: value.map { .integer(Int64($0)) } ?? .null)
        }

        /// An INTEGER or NULL for nil, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: Int64?) {
            fragment.append(argument: value.map { .integer($0) } ?? .null)
        }

        /// TEXT or NULL for nil, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: String?) {
            fragment.append(argument: value.map { .text($0) } ?? .null)
        }

        /// A value already made, for the rare code that holds one, bound to a `?` at this place.
        mutating func appendInterpolation(_ value: SQLiteValue) {
            fragment.append(argument: value)
        }

        /// A fragment, spliced in with its values at this place.
        mutating func appendInterpolation(_ other: SQLFragment) {
            fragment += other
        }

        /// A table's name, spliced into the SQL as an identifier (a literal piece), never bound.
        @inline(__always)
        mutating func appendInterpolation(table: SQLTableName) {
            fragment.append(literal: table.name)
        }

        /// A column's name, spliced into the SQL as an identifier (a literal piece), never bound.
        @inline(__always)
        mutating func appendInterpolation(column: SQLColumnName) {
            fragment.append(literal: column.name)
        }

        /// Trusted SQL text made at run time: an expression from our own constants.
        ///
        /// Never anything a person typed, and never a table's or a column's name (`\(table:)`,
        /// `\(column:)`). Each use says beside it why it is SQL text.
        mutating func appendInterpolation(sql rawText: String) {
            fragment.append(sql: rawText)
        }
    }
}
