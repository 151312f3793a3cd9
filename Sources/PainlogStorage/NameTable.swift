import PainlogDomain

/// One of the normalised name tables (areas, tags, medications) and its link table.
struct NameTable: Sendable {
    /// The table of names, for example `areas`.
    let table: SQLTableName
    /// The table linking entries to names, for example `entry_areas`.
    let links: SQLTableName
    /// The link table's column that refers to a name, for example `area_id`.
    let nameColumn: SQLColumnName
    /// Which names the table holds.
    let kind: NameKind

    static let areas = NameTable(
        table: SQLTableName("areas"), links: SQLTableName("entry_areas"), nameColumn: SQLColumnName("area_id"),
        kind: .area)
    static let tags = NameTable(
        table: SQLTableName("tags"), links: SQLTableName("entry_tags"), nameColumn: SQLColumnName("tag_id"), kind: .tag)
    static let medications = NameTable(
        table: SQLTableName("medications"), links: SQLTableName("entry_medications"),
        nameColumn: SQLColumnName("medication_id"), kind: .medication)

    /// The table of names of `kind`.
    static func of(_ kind: NameKind) -> NameTable {
        switch kind {
        case .area: return .areas
        case .tag: return .tags
        case .medication: return .medications
        }
    }

    /// The id of `name`, adding it with this spelling when no name with the same key exists.
    func id(for name: String, in connection: SQLiteConnection) throws -> Int64 {
        let key = NameRules.key(for: name)
        let lookup = try connection.boundStatement("SELECT id FROM \(table: table) WHERE name_key = \(key)")
        defer { lookup.finish() }
        if try lookup.step() { return Int64(row: SQLRow<SingleColumn>(lookup)) }
        try connection.run("INSERT INTO \(table: table) (name, name_key) VALUES (\(name), \(key))")
        return connection.lastInsertedRowID
    }

    /// A condition, true when the entry aliased `e` has any of `names` (compared by their keys).
    func anyOf(_ names: [String]) -> SQLFragment {
        let keys = names.map { name -> SQLFragment in "\(NameRules.key(for: name))" }.joined(separator: ", ")
        return """
            EXISTS (SELECT 1 FROM \(table: links) l JOIN \(table: table) n ON n.id = l.\(column: nameColumn) \
            WHERE l.entry_id = e.id AND n.name_key IN (\(keys)))
            """
    }
}
