public import PainlogDomain

/// The diary's own names for shell completion: one quick read-only query on an existing diary.
///
/// It never creates, writes or migrates a diary, and never fails: a missing or unusable diary
/// simply has no names to offer (a completion must not print errors into the person's shell).
public enum NameCatalog {
    /// The names of `kind` in use by at least one entry whose lowercase form starts with `prefix`'s,
    /// most used first.
    public static func names(of kind: NameKind, startingWith prefix: String, inDiaryAt path: String) -> [String] {
        guard case .regularFile = DatabaseFile.kind(at: path) else { return [] }
        let table = NameTable.of(kind)
        let sql: SQLFragment = """
            SELECT name FROM \(table: table.table)
            JOIN (SELECT \(column: table.nameColumn) AS id, count(*) AS uses FROM \(table: table.links)
                  GROUP BY \(column: table.nameColumn)) USING (id)
            ORDER BY uses DESC, name
            """
        let lowercasePrefix = prefix.lowercased()
        var names: [String] = []
        do {
            let connection = try open(path)
            defer { connection.close() }
            try connection.query(sql, SingleColumn.self) { row in
                let name = String(row: row)
                if name.lowercased().hasPrefix(lowercasePrefix) { names.append(name) }
            }
        } catch {
            return []
        }
        return names
    }

    /// The diary's medications with their usual dose, most used first: what `log -m` completes.
    ///
    /// Each is `sumatriptan 50mg` (the dose text it was taken at most often; the latest of a tie),
    /// or the name alone when it never had a dose; only those whose lowercase form starts with
    /// `prefix`'s.
    public static func medicationsWithUsualDose(startingWith prefix: String, inDiaryAt path: String) -> [String] {
        guard case .regularFile = DatabaseFile.kind(at: path) else { return [] }
        let sql: SQLFragment = """
            SELECT \(UsualDoseRow.selection) FROM medications m
            JOIN (SELECT medication_id AS id, count(*) AS uses FROM entry_medications GROUP BY medication_id)
                USING (id)
            ORDER BY uses DESC, m.name
            """
        let lowercasePrefix = prefix.lowercased()
        var names: [String] = []
        do {
            let connection = try open(path)
            defer { connection.close() }
            try connection.query(sql, UsualDoseRow.Columns.self) { columns in
                let row = UsualDoseRow(row: columns)
                let text = row.dose.map { row.name + " " + $0 } ?? row.name
                if text.lowercased().hasPrefix(lowercasePrefix) { names.append(text) }
            }
        } catch {
            return []
        }
        return names
    }

    /// The condition names whose lowercase form starts with `prefix`'s, by name key; none in a
    /// diary from before conditions (migration 0013).
    public static func conditionNames(startingWith prefix: String, inDiaryAt path: String) -> [String] {
        guard case .regularFile = DatabaseFile.kind(at: path) else { return [] }
        let lowercasePrefix = prefix.lowercased()
        var names: [String] = []
        do {
            let connection = try open(path)
            defer { connection.close() }
            try connection.query("SELECT name FROM conditions ORDER BY name_key", SingleColumn.self) { row in
                let name = String(row: row)
                if name.lowercased().hasPrefix(lowercasePrefix) { names.append(name) }
            }
        } catch {
            return []
        }
        return names
    }

    /// A read-only connection that leaves nothing beside the diary.
    ///
    /// Reading a WAL database normally creates its `-wal` and `-shm` files; with no `-wal` there,
    /// no change is waiting to be checkpointed, so the file is read as immutable (no locks, no side
    /// files). A writer starting meanwhile can at worst make this read fail, which offers no names.
    /// With a `-wal` there (a painlog is writing), it is read the ordinary read-only way.
    private static func open(_ path: String) throws -> SQLiteConnection {
        guard case .missing = DatabaseFile.kind(at: path + DatabaseFile.walSuffix) else {
            return try SQLiteConnection(path: path, readOnly: true, busyTimeoutMilliseconds: 200)
        }
        var uri = "file:"
        for byte in FileSystemPath.bytes(path) {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x20, 0x7F...:
                let hex = Array("0123456789ABCDEF".utf8)
                uri += String(decoding: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]], as: UTF8.self)
            default:
                uri += String(decoding: [byte], as: UTF8.self)
            }
        }
        return try SQLiteConnection(path: uri + "?immutable=1", readOnly: true, uri: true, busyTimeoutMilliseconds: 200)
    }
}

/// A medication's name and its usual dose, as `NameCatalog.medicationsWithUsualDose` reads them.
private struct UsualDoseRow {
    let name: String
    /// nil when it was never taken with a dose.
    let dose: String?

    /// The columns, in SELECT order (the medications aliased `m`).
    enum Columns: Int32, SQLColumn {
        case name, dose
    }

    static let selection = Columns.selection { column in
        switch column {
        case .name: "m.name"
        case .dose:
            """
            (SELECT d.dose FROM entry_medications d WHERE d.medication_id = m.id AND d.dose <> ''
             GROUP BY d.dose ORDER BY count(*) DESC, max(d.entry_id) DESC LIMIT 1)
            """
        }
    }

    init(row: SQLRow<Columns>) {
        name = row.text(.name)
        dose = row.optionalText(.dose)
    }
}
