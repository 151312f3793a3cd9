/// A table's name, spliced into SQL as an identifier with `\(table:)`: never a bound value, and
/// never anything a person typed, only painlog's own constants.
///
/// It holds a `StaticString`, so splicing it adds a literal piece like the query's own text: it
/// copies nothing, hashes nothing, and the statement cache finds the statement by the name's
/// address (see `SQLText`), as fast as if the name were written in the literal.
struct SQLTableName: Sendable {
    /// The name, as written in the migrations.
    let name: StaticString

    init(_ name: StaticString) {
        self.name = name
    }

    /// The name as text, for the rare query that stores a table's name as a value (the journal's
    /// `name_table`); bound like any other text.
    var text: String { name.description }
}

/// A column's name, spliced into SQL as an identifier with `\(column:)` (after an alias's `l.` too).
///
/// Never a bound value, and never anything a person typed; held as `SQLTableName` holds a table's,
/// for the same reasons.
struct SQLColumnName: Sendable {
    /// The name, as written in the migrations.
    let name: StaticString

    init(_ name: StaticString) {
        self.name = name
    }
}
