import PainlogDomain

/// Renames and merges of names as sync carries them (`NameRename`): each one renames, in this
/// diary, the entries that carry the old name with a stamp older than the rename's, also those that
/// arrived from a diary that had not seen the rename yet; a name whose entries were all given their
/// old name later (an entry logged after the rename) keeps it.
struct SyncRenames {
    /// What one rename did here.
    struct Applied: Equatable {
        let rename: NameRename
        /// The name as this diary spelt it before.
        let from: String
        let entries: Int
    }

    private let diary: WriteTransaction
    private let written: Timestamp
    private let summary: String
    var step: Int64?

    init(diary: WriteTransaction, written: Timestamp, summary: String, step: Int64?) {
        self.diary = diary
        self.written = written
        self.summary = summary
        self.step = step
    }

    /// Applies every stamped rename, oldest stamp first, by the stamps in `states`.
    mutating func apply(states: [String: RecordStamps]) throws -> [Applied] {
        var applied: [Applied] = []
        let renames = try diary.syncStamps.renames().compactMap { rename in rename.stamp.map { (rename, $0) } }
        for (rename, stamp) in renames.sorted(by: { $0.1 < $1.1 }) {
            let names = diary.names(rename.kind)
            guard NameRules.key(for: rename.toName) != rename.fromKey,
                let old = try names.record(named: rename.fromKey),
                NameRules.key(for: old.name) == rename.fromKey
            else { continue }
            var renamed = 0
            for id in try names.entryIDs(withName: old.id) {
                guard let entry = try diary.entries.entry(id: id),
                    Self.isOlder(entry, kind: rename.kind, key: rename.fromKey, than: stamp, in: states[entry.uid])
                else { continue }
                try diary.journal.noteChanging([id], in: try journalStep())
                _ = try diary.entries.update(id: id, with: Self.renamed(entry, rename))
                renamed += 1
            }
            if renamed > 0 { applied.append(Applied(rename: rename, from: old.name, entries: renamed)) }
        }
        try applySpellings(renames.map(\.0))
        return applied
    }

    /// Gives each name the spelling of the latest rename to it (by stamp), so that a rename that
    /// changes only the spelling (`Back` to `back`) travels too, and every diary ends with one
    /// spelling.
    private mutating func applySpellings(_ renames: [NameRename]) throws {
        var latest: [String: NameRename] = [:]
        for rename in renames {
            let key = rename.kind.rawValue + "\u{0}" + NameRules.key(for: rename.toName)
            if let known = latest[key], let knownStamp = known.stamp, let stamp = rename.stamp, knownStamp > stamp {
                continue
            }
            latest[key] = rename
        }
        for rename in latest.values.sorted(by: { ($0.stamp?.text ?? "") < ($1.stamp?.text ?? "") }) {
            let names = diary.names(rename.kind)
            guard let record = try names.record(named: rename.toName),
                NameRules.key(for: record.name) == NameRules.key(for: rename.toName),
                !record.name.utf8.elementsEqual(rename.toName.utf8)
            else { continue }
            try diary.journal.noteRenaming(rename.kind, record.id, in: try journalStep())
            try names.rename(record.id, to: rename.toName)
            spellings.append(
                Applied(rename: rename, from: record.name, entries: try names.entryIDs(withName: record.id).count))
        }
    }

    /// Names whose spelling a rename changed here.
    private(set) var spellings: [Applied] = []

    /// Whether `entry` carries name `key` of `kind` with a stamp older than `stamp` (or none).
    private static func isOlder(
        _ entry: Entry, kind: NameKind, key: String, than stamp: ChangeStamp, in state: RecordStamps?
    ) -> Bool {
        guard let state else { return true }
        let members = state.members.filter { member, written in
            member.list == kind.rawValue && written.value == "1"
                && (kind == .medication
                    ? member.key.hasPrefix(key + String(RecordValues.doseSeparator)) : member.key == key)
        }
        return members.allSatisfy { $0.value.stamp < stamp }
    }

    /// `entry` with its name `rename.fromKey` renamed (merged into the new name when it has both).
    private static func renamed(_ entry: Entry, _ rename: NameRename) -> EntryContent {
        func names(_ list: [String]) -> [String] {
            var seen = Set<String>()
            return list.map { NameRules.key(for: $0) == rename.fromKey ? rename.toName : $0 }.filter {
                seen.insert(NameRules.key(for: $0)).inserted
            }
        }
        var seen = Set<String>()
        let medications =
            rename.kind == .medication
            ? entry.medications.map {
                NameRules.key(for: $0.name) == rename.fromKey ? Medication(name: rename.toName, dose: $0.dose) : $0
            }.filter { seen.insert(NameRules.key(for: $0.name) + ";" + $0.dose).inserted } : entry.medications
        return EntryContent(
            uid: entry.uid, occurredAt: entry.occurredAt, endedAt: entry.endedAt, intensity: entry.intensity,
            areas: rename.kind == .area ? names(entry.areas) : entry.areas,
            tags: rename.kind == .tag ? names(entry.tags) : entry.tags, medications: medications, note: entry.note,
            createdAt: entry.createdAt, updatedAt: entry.updatedAt, symptoms: entry.symptoms)
    }

    private mutating func journalStep() throws -> Int64 {
        try diary.journalStep(&step, kind: .sync, summary: summary, at: written)
    }
}

extension SyncRenames {
    /// The stamps of the entries that a stamped rename may rename: those that carry its old name.
    ///
    /// That is all that `SyncRenames` looks up. An entry given the old name by another rename meanwhile
    /// has no stamp for it, as one left out here.
    static func renamedStates(in diary: WriteTransaction, stamping: SyncStamping) throws
        -> [String: RecordStamps]
    {
        var states: [String: RecordStamps] = [:]
        for rename in try diary.syncStamps.renames() where rename.stamp != nil {
            let names = diary.names(rename.kind)
            guard let old = try names.record(named: rename.fromKey) else { continue }
            for id in try names.entryIDs(withName: old.id) {
                guard let entry = try diary.entries.entry(id: id), states[entry.uid] == nil else { continue }
                states[entry.uid] = stamping.states[entry.uid]
            }
        }
        try stamping.states.check()
        return states
    }
}
