import PainlogDomain

/// The diary's own settings in SQLite (`diary_settings`, migration 0006).
final class SQLiteDiarySettings: DiarySettings {
    private let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func diaryID() throws -> String {
        guard let id = try value("diary_id") else {
            throw PainlogError.failure("the diary has no id (diary_settings.diary_id is missing); it cannot sync")
        }
        return id
    }

    func value(_ key: String) throws -> String? {
        var found: String?
        try connection.inReadTransaction {
            try connection.query("SELECT value FROM diary_settings WHERE key = \(key)", SingleColumn.self) {
                found = String(row: $0)
            }
        }
        return found
    }

    func set(_ key: String, to value: String) throws {
        try connection.inWriteTransaction {
            try connection.run("INSERT OR REPLACE INTO diary_settings (key, value) VALUES (\(key), \(value))")
        }
    }

    func removeValue(_ key: String) throws {
        try connection.inWriteTransaction {
            try connection.run("DELETE FROM diary_settings WHERE key = \(key)")
        }
    }
}
