/// A piece of SQL together with the values bound to its `?` parameters.
///
/// Values are written into a fragment by string interpolation and never into its text, and a
/// fragment spliced into another brings its values along at its own place, so SQL and its values
/// cannot drift apart when a condition is added or moved (model: GRDB's `SQL` and
/// `SQLInterpolation`).
///
///     let minimum: SQLFragment = "e.intensity >= \(intensity.value)"
///     let query: SQLFragment = "SELECT count(*) FROM entries e WHERE \(minimum) AND e.id > \(id)"
///
/// A fragment is kept as the pieces it was written in, each value in its place among them, and
/// its SQL text is made only when a statement is first prepared (see `SQLText`): an import runs
/// the same few statements once per row, and making their text each time cost it a tenth more
/// instructions.
///
/// It is not `Equatable` (compare `sql` and `arguments`): each conformance is a record that the
/// runtime scans on every dynamic cast it has not seen yet, and the command line parser makes
/// hundreds of them on every run.
struct SQLFragment: Sendable {
    /// One piece of a fragment, in order.
    enum Piece: Sendable {
        /// SQL from a literal in the source: the same address and length are the same text.
        case literal(StaticString)
        /// SQL made at run time (a column list, a table name, a separator), its hash made once.
        case text(String, hash: Int)
        /// A value, bound to the `?` that stands for it in the SQL.
        case value(SQLiteValue)
    }

    /// The SQL and its values, in order.
    private(set) var pieces: [Piece] = []
    /// The SQL's pieces mixed one by one as they are appended (values count as `?`), so that the
    /// statement cache hashes one word (see `SQLText`).
    private(set) var shape = 0

    /// Trusted SQL text that takes no values: a migration's script, a table name from our own enums.
    init(sql: String) {
        append(sql: sql)
    }

    /// No SQL yet, with room for `count` pieces.
    init(capacity count: Int) {
        pieces.reserveCapacity(count)
    }

    /// The SQL text, with a `?` for each value.
    var sql: String { text.string }

    /// The SQL text as the statement cache knows it.
    var text: SQLText { SQLText(self) }

    /// The values for the `?`s of the SQL, in the order they appear in it.
    var arguments: [SQLiteValue] {
        pieces.compactMap { piece in
            guard case .value(let value) = piece else { return nil }
            return value
        }
    }

    /// Whether the fragment holds no SQL at all (an empty condition list, say).
    var isEmpty: Bool { pieces.isEmpty }

    /// Appends `other` with its values, as `+=` does for strings.
    static func += (lhs: inout SQLFragment, rhs: SQLFragment) {
        lhs.pieces.reserveCapacity(lhs.pieces.count + rhs.pieces.count)
        for piece in rhs.pieces {
            lhs.append(piece)
        }
    }

    /// Appends literal SQL text that takes no values.
    @inline(__always)
    mutating func append(literal: StaticString) {
        // A literal of one character may be held as that character rather than as an address.
        guard literal.hasPointerRepresentation else { return append(sql: literal.description) }
        guard literal.utf8CodeUnitCount > 0 else { return }
        append(.literal(literal))
    }

    /// Appends trusted SQL text that takes no values.
    mutating func append(sql text: String) {
        guard !text.isEmpty else { return }
        append(.text(text, hash: text.hashValue))
    }

    /// Appends a value, bound to a `?` at this place.
    mutating func append(argument value: SQLiteValue) {
        append(.value(value))
    }

    @inline(__always)
    private mutating func append(_ piece: Piece) {
        let word =
            switch piece {
            case .literal(let literal): Int(bitPattern: literal.utf8Start) ^ literal.utf8CodeUnitCount &<< 48
            case .text(_, let hash): hash
            case .value: 0x3F
            }
        pieces.append(piece)
        shape = (shape ^ word) &* 0x100_0000_01B3
    }

    /// `lhs` followed by `rhs`, each with its values.
    static func + (lhs: SQLFragment, rhs: SQLFragment) -> SQLFragment {
        var result = lhs
        result += rhs
        return result
    }
}

extension Sequence where Element == SQLFragment {
    /// The fragments one after another with `separator` between them, their values in the same
    /// order: `conditions.joined(separator: " AND ")`.
    func joined(separator: String = "") -> SQLFragment {
        var result = SQLFragment(sql: "")
        var isFirst = true
        for fragment in self {
            if !isFirst { result.append(sql: separator) }
            isFirst = false
            result += fragment
        }
        return result
    }
}
