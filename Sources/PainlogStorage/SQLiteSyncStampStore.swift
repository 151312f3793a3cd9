import PainlogDomain

/// Sync's stamps and set-aside values in SQLite (migration 0011).
final class SQLiteSyncStampStore: SyncStampStore {
    let connection: SQLiteConnection

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    func state(uid: String) throws -> String? {
        var found: String?
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(StampState.selection) FROM sync_stamps WHERE uid = \(uid)", StampState.Columns.self
            ) { found = StampState(row: $0).state }
        }
        return found
    }

    func allStates() throws -> [String: String] {
        var found: [String: String] = [:]
        try connection.inReadTransaction {
            try connection.query("SELECT \(StampState.selection) FROM sync_stamps", StampState.Columns.self) {
                let stamp = StampState(row: $0)
                found[stamp.uid] = stamp.state
            }
        }
        return found
    }

    func states(withPrefix prefix: String) throws -> [String: String] {
        // The uids from the prefix up to the prefix with its last byte one more: the key's range.
        var end = Array(prefix.utf8)
        guard let last = end.popLast(), last < 0x7F else { return [:] }
        end.append(last + 1)
        let upper = String(decoding: end, as: UTF8.self)
        var found: [String: String] = [:]
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(StampState.selection) FROM sync_stamps WHERE uid >= \(prefix) AND uid < \(upper)",
                StampState.Columns.self
            ) {
                let stamp = StampState(row: $0)
                found[stamp.uid] = stamp.state
            }
        }
        return found
    }

    func forEachEntry(in order: StampedEntryOrder, _ body: (Entry, String?) throws -> Void) throws {
        let orderBy: SQLFragment
        switch order {
        case .uid: orderBy = "ORDER BY e.uid"
        case .stampTime(let now): orderBy = Self.stampTimeOrder(now: now)
        }
        try connection.inReadTransaction {
            try SQLiteEntryStore(connection: connection).forEachEntryMerged(
                joins: "LEFT JOIN sync_stamps s ON s.uid = e.uid", conditions: "", order: orderBy, extra: "s.state",
                body)
        }
    }

    /// `StampedEntryOrder.stampTime(now:)` of entries `e` joined to their stamps `s`.
    static func stampTimeOrder(now: Int64) -> SQLFragment {
        """
        ORDER BY CASE WHEN s.state = '' THEN max(\(now), e.updated_at) ELSE e.updated_at END, \
        e.occurred_at, e.id
        """
    }

    func changeMark() throws -> String {
        try connection.inReadTransaction {
            try connection.scalarText(
                """
                SELECT (SELECT coalesce(max(seq), 0) FROM sqlite_sequence WHERE name = 'journal_steps')
                    || ' ' || (SELECT count(*) FROM journal_steps)
                    || ' ' || (SELECT count(*) || ' ' || coalesce(max(id), 0) || ' ' || total(updated_at)
                        || ' ' || total(created_at) || ' ' || total(occurred_at) FROM entries)
                    || ' ' || (SELECT count(*) || ' ' || total(deleted_at) FROM tombstones)
                    || ' ' || (SELECT count(*) || ' ' || coalesce(max(id), 0) || ' ' || total(updated_at)
                        FROM impact_records)
                    || ' ' || (SELECT count(*) || ' ' || total(deleted_at) FROM impact_tombstones)
                    || ' ' || (SELECT count(*) || ' ' || coalesce(max(id), 0) || ' ' || count(stamp) FROM name_renames)
                    || ' ' || (SELECT coalesce(group_concat(recipient, ' '), '') FROM sync_recipients)
                """)
        }
    }

    func deletions(before seconds: Int64) throws -> String {
        try connection.inReadTransaction {
            try connection.scalarText(
                """
                SELECT (SELECT count(*) || ' ' || total(deleted_at) FROM tombstones WHERE deleted_at < \(seconds))
                    || ' ' || (SELECT count(*) || ' ' || total(deleted_at) FROM impact_tombstones
                        WHERE deleted_at < \(seconds))
                """)
        }
    }

    func prepareForMerging() throws {
        // 10 MB of page cache instead of SQLite's 2 MB: a first sync of 100,000 entries merged
        // 0.7 s faster (docs/performance.md, *A larger cache for the merge*). Not before: each sort
        // of the local stamps' reads may take as much memory as the cache.
        try connection.run("PRAGMA cache_size = -10000")
    }

    func setState(uid: String, to state: String, step: Int64?) throws {
        // No savepoint of its own inside a transaction (a sync sets the stamps of every record, and a
        // savepoint a record makes SQLite copy each page it touches to the statement journal, a
        // temporary file). None is needed: the journal row only keeps the state before, so with the
        // second statement failed it keeps the state as it still is.
        try connection.inJoinedWriteTransaction {
            if let step {
                try connection.run(
                    """
                    INSERT OR IGNORE INTO journal_sync_stamps (step_id, uid, state)
                    VALUES (\(step), \(uid), (SELECT state FROM sync_stamps WHERE uid = \(uid)))
                    """)
            }
            try connection.run("INSERT OR REPLACE INTO sync_stamps (uid, state) VALUES (\(uid), \(state))")
        }
    }

    func keepEarlierValue(_ value: SetAsideValue, limit: Int) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT OR IGNORE INTO sync_history (uid, field, value, stamp, seen_at)
                VALUES (\(value.uid), \(value.field), \(value.value), \(value.stamp.text), \(value.seenAt))
                """)
            try connection.run(
                """
                DELETE FROM sync_history WHERE uid = \(value.uid) AND field = \(value.field) AND id NOT IN (
                    SELECT id FROM sync_history WHERE uid = \(value.uid) AND field = \(value.field)
                    ORDER BY stamp DESC LIMIT \(Int64(limit)))
                """)
        }
    }

    func earlierValues(uid: String) throws -> [SetAsideValue] {
        var found: [SetAsideValue] = []
        try connection.inReadTransaction {
            try connection.query(
                """
                SELECT \(SetAsideValue.selection) FROM sync_history WHERE uid = \(uid) ORDER BY field, stamp DESC
                """, SetAsideValue.Columns.self
            ) { row in
                if let value = SetAsideValue(row: row) { found.append(value) }
            }
        }
        return found
    }

    func noteLostValue(_ value: LostValue) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT OR REPLACE INTO sync_lost_values (uid, field, lost, kept)
                VALUES (\(value.uid), \(value.field), \(value.lost.text), \(value.kept.text))
                """)
        }
    }

    func lostValues() throws -> [LostValue] {
        var found: [LostValue] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(LostValue.selection) FROM sync_lost_values ORDER BY uid, field, lost", LostValue.Columns.self
            ) { row in
                if let value = LostValue(row: row) { found.append(value) }
            }
        }
        return found
    }

    func noteRename(_ rename: NameRename, step: Int64) throws {
        try connection.inWriteTransaction {
            try connection.run(
                """
                INSERT INTO name_renames (list, from_key, to_name, renamed_at, stamp, step_id)
                VALUES (\(rename.kind.rawValue), \(rename.fromKey), \(rename.toName), \(rename.renamedAt), NULL, \(step))
                """)
        }
    }

    func renames() throws -> [NameRename] {
        var found: [NameRename] = []
        try connection.inReadTransaction {
            try connection.query(
                "SELECT \(NameRename.selection) FROM name_renames ORDER BY renamed_at, id", NameRename.Columns.self
            ) { row in
                if let rename = NameRename(row: row) { found.append(rename) }
            }
        }
        return found
    }

    func stampRename(id: Int64, stamp: ChangeStamp) throws {
        try connection.inWriteTransaction {
            try connection.run("UPDATE name_renames SET stamp = \(stamp.text), step_id = NULL WHERE id = \(id)")
        }
    }

    func keepRename(_ rename: NameRename) throws -> Bool {
        guard let stamp = rename.stamp else { return false }
        var known: Int64 = 0
        try connection.inWriteTransaction {
            known = try connection.scalarInt(
                """
                SELECT count(*) FROM name_renames
                WHERE list = \(rename.kind.rawValue) AND from_key = \(rename.fromKey) AND stamp = \(stamp.text)
                """)
            if known == 0 {
                try connection.run(
                    """
                    INSERT INTO name_renames (list, from_key, to_name, renamed_at, stamp, step_id)
                    VALUES (\(rename.kind.rawValue), \(rename.fromKey), \(rename.toName), \(stamp.seconds), \(stamp.text), NULL)
                    """)
            }
        }
        return known == 0
    }
}

/// A record's stamps as `sync_stamps` holds them: its uid and its state (the stamps as text).
struct StampState {
    let uid: String
    let state: String

    /// The columns, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, state
    }

    /// `uid, state`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "uid"
        case .state: "state"
        }
    }

    /// The stamps on a row of `selection`.
    init(row: SQLRow<Columns>) {
        uid = row.text(.uid)
        state = row.text(.state)
    }
}

extension SetAsideValue {
    /// The columns of a row of `sync_history`, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, field, value, stamp, seenAt
    }

    /// `uid, field, value, stamp, seen_at`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "uid"
        case .field: "field"
        case .value: "value"
        case .stamp: "stamp"
        case .seenAt: "seen_at"
        }
    }

    /// The value on a row of `selection`; nil when its stamp does not read as one.
    init?(row: SQLRow<Columns>) {
        guard let stamp = ChangeStamp(text: row.text(.stamp)) ?? Self.importStamp(row.text(.stamp)) else { return nil }
        self.init(
            uid: row.text(.uid), field: row.text(.field), value: row.text(.value), stamp: stamp,
            seenAt: row.int64(.seenAt))
    }
}

extension SetAsideValue {
    /// The stamp of a value an import set aside (`SECONDS.COUNTER.import FILE`): by the import,
    /// not by a diary.
    fileprivate static func importStamp(_ text: String) -> ChangeStamp? {
        let utf8 = Array(text.utf8)
        guard utf8.count > 26, let head = String(validating: utf8[0..<18], as: UTF8.self),
            let base = ChangeStamp(text: head + "." + String(repeating: "0", count: 32)),
            let by = String(validating: utf8[19...], as: UTF8.self), by.hasPrefix("import ")
        else { return nil }
        return ChangeStamp(seconds: base.seconds, counter: base.counter, diary: by)
    }
}

extension LostValue {
    /// The columns of a row of `sync_lost_values`, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case uid, field, lost, kept
    }

    /// `uid, field, lost, kept`.
    static let selection = Columns.selection { column in
        switch column {
        case .uid: "uid"
        case .field: "field"
        case .lost: "lost"
        case .kept: "kept"
        }
    }

    /// The value on a row of `selection`; nil when a stamp does not read as one.
    init?(row: SQLRow<Columns>) {
        guard let lost = ChangeStamp(text: row.text(.lost)), let kept = ChangeStamp(text: row.text(.kept)) else {
            return nil
        }
        self.init(uid: row.text(.uid), field: row.text(.field), lost: lost, kept: kept)
    }
}

extension NameRename {
    /// The columns of a row of `name_renames`, in SELECT order.
    enum Columns: Int32, SQLColumn {
        case id, kind, fromKey, toName, renamedAt, stamp
    }

    /// `id, list, from_key, to_name, renamed_at, stamp`.
    static let selection = Columns.selection { column in
        switch column {
        case .id: "id"
        case .kind: "list"
        case .fromKey: "from_key"
        case .toName: "to_name"
        case .renamedAt: "renamed_at"
        case .stamp: "stamp"
        }
    }

    /// The rename on a row of `selection`; nil when its list is not one painlog knows.
    init?(row: SQLRow<Columns>) {
        guard let kind = NameKind(rawValue: row.text(.kind)) else { return nil }
        self.init(
            id: row.int64(.id), kind: kind, fromKey: row.text(.fromKey), toName: row.text(.toName),
            renamedAt: row.int64(.renamedAt), stamp: row.optionalText(.stamp).flatMap(ChangeStamp.init(text:)))
    }
}
