/// A piece of SQL together with the values bound to its `?` parameters.
///
/// Values are written into a fragment by string interpolation and never into its text, and a
/// fragment spliced into another brings its values along at its own place, so SQL and its values
/// cannot drift apart when a condition is added or moved (model: GRDB's `SQL` and
/// `SQLInterpolation`).
///
///     let minimum: SQLFragment = "e.intensity >= \(intensity.value)"
///     let query: SQLFragment = "SELECT count(*) FROM entries e WHERE \(minimum) AND e.id > \(id)"
struct SQLFragment: Sendable, Equatable {
    /// The text made at run time; nil while the fragment is still only its source literal.
    private var text: String?
    /// A fragment written as one literal with values only: its literal pieces and `?`s, joined
    /// into `sql` only when the statement is not prepared yet.
    private var pieces: [String] = []
    /// Names the source literal of a fragment written with values only (see `SQLLiteralKey`), so
    /// that the connection finds its prepared statement without making the text; nil once any
    /// text made at run time is part of the fragment.
    private(set) var literalKey: SQLLiteralKey?
    /// The values for the `?`s of `sql`, in the order they appear in it.
    private(set) var arguments: [SQLiteValue]

    /// Trusted SQL text that takes no values: a migration's script, a table name from our own enums.
    init(sql: String) {
        self.text = sql
        self.arguments = []
    }

    /// A fragment from one source literal: its pieces, their key and their values.
    init(literalPieces pieces: [String], key: SQLLiteralKey, arguments: [SQLiteValue]) {
        self.pieces = pieces
        self.literalKey = key
        self.arguments = arguments
    }

    /// The SQL text, with a `?` for each value; statements are prepared and cached by it.
    var sql: String { text ?? pieces.joined() }

    /// Whether the fragment holds no SQL at all (an empty condition list, say).
    var isEmpty: Bool { text?.isEmpty ?? pieces.allSatisfy(\.isEmpty) }

    /// Two fragments are equal when their SQL and values are, however they were written.
    static func == (lhs: SQLFragment, rhs: SQLFragment) -> Bool {
        lhs.sql == rhs.sql && lhs.arguments == rhs.arguments
    }

    /// Appends `other` with its values, as `+=` does for strings.
    static func += (lhs: inout SQLFragment, rhs: SQLFragment) {
        lhs.append(sql: rhs.sql)
        lhs.arguments += rhs.arguments
    }

    /// Reserves room for `count` more values.
    mutating func reserve(arguments count: Int) {
        arguments.reserveCapacity(arguments.count + count)
    }

    /// Appends trusted SQL text that takes no values.
    ///
    /// The fragment is no longer its source literal alone, so it is known by its text from now on.
    mutating func append(sql more: String) {
        text = sql + more
        pieces = []
        literalKey = nil
    }

    /// Appends a value for a `?` that the caller has written into the SQL.
    mutating func append(argument value: SQLiteValue) {
        arguments.append(value)
    }

    /// Appends the values of `other` for the `?`s of its SQL, which the caller has written.
    mutating func append(argumentsOf other: SQLFragment) {
        arguments += other.arguments
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
            if !isFirst { result += SQLFragment(sql: separator) }
            isFirst = false
            result += fragment
        }
        return result
    }
}
