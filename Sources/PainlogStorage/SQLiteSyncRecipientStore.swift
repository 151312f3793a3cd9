import PainlogDomain

/// `sync_recipients` (migration 0021): the `--encrypt-to` recipients in the set now; a removed one
/// keeps only its stamps in `sync_stamps`.
final class SQLiteSyncRecipientStore: SyncRecipientStore {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func recipients() throws -> [String] {
        var found: [String] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(RecipientRow.selection) FROM sync_recipients ORDER BY recipient", RecipientRow.Columns.self
            ) { found.append($0.text(.recipient)) }
        }
        return found
    }

    func add(_ recipient: String) throws {
        try connection.run("INSERT OR IGNORE INTO sync_recipients (recipient) VALUES (\(recipient))")
    }

    func remove(_ recipient: String) throws {
        try connection.run("DELETE FROM sync_recipients WHERE recipient = \(recipient)")
    }
}

/// A row of `sync_recipients`.
private enum RecipientRow {
    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case recipient
    }

    /// `recipient`.
    static let selection = Columns.selection { column in
        switch column {
        case .recipient: "recipient"
        }
    }
}
