import PainlogDomain

/// Which renames each diary knew and the lost values told, in SQLite (migration 0020).
extension SQLiteSyncStampStore: SyncKnowledgeStore {
    func renameKnowledge() throws -> RenameKnowledge {
        var knowledge = RenameKnowledge()
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(KnownColumns.columns) FROM sync_rename_knowledge ORDER BY list, from_key, stamp",
                KnownColumns.self
            ) { row in
                guard let kind = NameKind(rawValue: row.text(.list)), let stamp = ChangeStamp(text: row.text(.stamp))
                else { return }
                let rename = NameRename(
                    kind: kind, fromKey: row.text(.fromKey), toName: "", renamedAt: stamp.seconds, stamp: stamp)
                let known = row.text(.known)
                knowledge.note(rename, diary: row.text(.diary), from: known.isEmpty ? nil : ChangeStamp(text: known))
            }
            try connection.query("SELECT \(WriterColumns.columns) FROM sync_rename_writers", WriterColumns.self) {
                row in
                knowledge.noteWriter(row.text(.diary))
            }
        }
        return knowledge
    }

    func noteKnown(_ rename: NameRename, diary: String, from known: ChangeStamp?) throws {
        guard let stamp = rename.stamp else { return }
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT OR IGNORE INTO sync_rename_knowledge (list, from_key, stamp, diary, known)
                VALUES (\(rename.kind.rawValue), \(rename.fromKey), \(stamp.text), \(diary), \(known?.text ?? ""))
                """)
        }
    }

    func noteRenameWriter(_ diary: String) throws {
        try connection.inWriteTransaction {
            try connection.run("INSERT OR IGNORE INTO sync_rename_writers (diary) VALUES (\(diary))")
        }
    }

    func wasTold(_ value: LostValue) throws -> Bool {
        var told: Int64 = 0
        try connection.inReadTransaction {
            told = try connection.scalarInt(
                """
                SELECT count(*) FROM sync_lost_told
                WHERE uid = \(value.uid) AND field = \(value.field) AND lost = \(value.lost.text)
                """)
        }
        return told > 0
    }

    func noteTold(_ value: LostValue) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT OR IGNORE INTO sync_lost_told (uid, field, lost)
                VALUES (\(value.uid), \(value.field), \(value.lost.text))
                """)
        }
    }

    /// The columns of a row of `sync_rename_knowledge`, in SELECT order.
    private enum KnownColumns: Int32, SQLColumn {
        case list, fromKey, stamp, diary, known

        /// `list, from_key, stamp, diary, known`.
        static let columns = Self.selection { column in
            switch column {
            case .list: "list"
            case .fromKey: "from_key"
            case .stamp: "stamp"
            case .diary: "diary"
            case .known: "known"
            }
        }
    }

    /// The column of a row of `sync_rename_writers`.
    private enum WriterColumns: Int32, SQLColumn {
        case diary

        /// `diary`.
        static let columns = Self.selection { _ in "diary" }
    }
}
