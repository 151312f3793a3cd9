import PainlogDomain

/// Renames and merges of names as sync carries them (`NameRename`): each one renames, in this
/// diary, the entries given the old name by a diary that had not yet merged the rename, whatever
/// the clocks (`RenameKnowledge.reaches`: by the stamp from which that diary knew it; by stamps, as
/// in 0.3, for a diary whose files do not say), also those that arrive later; an entry given the old
/// name after its diary knew the rename keeps it.
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

    /// Applies every stamped rename, oldest stamp first, by the stamps in `states` and what each
    /// diary knew of the renames.
    mutating func apply(states: [String: RecordStamps]) throws -> [Applied] {
        var applied: [Applied] = []
        let renames = try diary.syncStamps.renames().compactMap { rename in rename.stamp.map { (rename, $0) } }
        let knowledge = renames.isEmpty ? RenameKnowledge() : try diary.syncStamps.renameKnowledge()
        for (rename, _) in renames.sorted(by: { $0.1 < $1.1 }) {
            let names = diary.names(rename.kind)
            guard NameRules.key(for: rename.toName) != rename.fromKey,
                let old = try names.record(named: rename.fromKey),
                NameRules.key(for: old.name) == rename.fromKey
            else { continue }
            var renamed = 0
            for id in try names.entryIDs(withName: old.id) {
                guard let entry = try diary.entries.entry(id: id),
                    Self.isReached(entry, by: rename, knowledge: knowledge, in: states[entry.uid])
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

    /// Whether `rename` reaches `entry`'s old name: every member of it (or none) was given by a
    /// diary that had not merged the rename then.
    private static func isReached(
        _ entry: Entry, by rename: NameRename, knowledge: RenameKnowledge, in state: RecordStamps?
    ) -> Bool {
        guard let state else { return true }
        let (kind, key) = (rename.kind, rename.fromKey)
        let members = state.members.filter { member, written in
            member.list == kind.rawValue && written.value == "1"
                && (kind == .medication
                    ? member.key.hasPrefix(key + String(RecordValues.doseSeparator)) : member.key == key)
        }
        return members.allSatisfy { knowledge.reaches(rename, member: $0.value.stamp) }
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
