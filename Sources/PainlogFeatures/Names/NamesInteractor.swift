public import PainlogDomain

/// What `areas rename`, `tags rename` or `meds rename` did.
public enum NameRenameOutcome: Sendable, Equatable {
    /// The name now has the new name (or spelling).
    case renamed(from: String, to: String, entries: Int)
    /// The name's entries moved to an existing name; `overlapping` had both (an area or tag keeps
    /// one; a medication keeps each dose).
    case merged(from: String, into: String, entries: Int, overlapping: Int)
    /// The name was already exactly that.
    case unchanged(String)
}

/// Lists the names of one kind (areas, tags or medications), and renames or merges them as one
/// undo step.
public struct NamesInteractor {
    private let kind: NameKind
    private let names: any NameStore
    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar

    /// - Parameter names: the store read outside write transactions (for `usage`); renames use the
    ///   transaction's own store of `kind`.
    public init(
        kind: NameKind, names: any NameStore, unitOfWork: any UnitOfWork, calendar: LocalCalendar
    ) {
        self.kind = kind
        self.names = names
        self.unitOfWork = unitOfWork
        self.calendar = calendar
    }

    /// Every name with entries, most used first.
    public func usage() throws -> [NameUsage] {
        try names.usage()
    }

    /// Renames `old` to `new` (case-insensitively); when `new` is another existing name, merges
    /// the two.
    ///
    /// A missing `old` is a failure; a bad `new` a usage error. `old` may be typed as painlog shows
    /// it: a name holding a bidirectional control (kept from an older diary) is found by its visible
    /// spelling too (`\u202Ekcab`), so that it can be renamed away.
    public func rename(_ oldText: String, to newText: String) throws -> NameRenameOutcome {
        try renameCarryingCondition(oldText, to: newText).outcome
    }

    /// `rename(_:to:)`, with the condition an area merged into another left (issue 39): an area
    /// rename carries the area's condition; a merge keeps NEW's, or OLD's when NEW has none.
    public func renameCarryingCondition(_ oldText: String, to newText: String) throws -> (
        outcome: NameRenameOutcome, leftCondition: String?
    ) {
        let oldName = try validated(oldText, allowingBidiControls: true)
        let newName = try validated(newText)
        let command = NamesInteractor.command(for: kind)
        return try unitOfWork.inWriteTransaction { diary in
            let names = diary.names(kind)
            let journal = diary.journal
            guard let old = try Self.record(named: oldName, in: names), !(try names.entryIDs(withName: old.id)).isEmpty
            else {
                throw try MissingNameError.error(kind, oldName, in: names)
            }
            let entryIDs = try names.entryIDs(withName: old.id)
            let time = calendar.timestamp(at: calendar.now())
            if let target = try names.record(named: newName), target.id != old.id {
                let targetEntryIDs = try names.entryIDs(withName: target.id)
                // A name without entries (all merged away or deleted) is not listed, so to the user NEW
                // is a new name: move the entries there and give it the spelling asked for.
                let summary = "\(command) rename '\(old.name)' '\(targetEntryIDs.isEmpty ? newName : target.name)'"
                let step = try journal.record(.rename, summary: summary, at: time, changing: entryIDs, created: [])
                try Self.noteRename(kind, old.name, to: newName, at: time, step: step, in: diary)
                let left = try Self.carryCondition(kind, old.name, to: newName, at: time, step: step, in: diary)
                try names.merge(old.id, into: target.id)
                try Self.touch(entryIDs, at: time, in: diary)
                if targetEntryIDs.isEmpty {
                    try journal.noteRenaming(kind, target.id, in: step)
                    try names.rename(target.id, to: newName)
                    return (.renamed(from: old.name, to: newName, entries: entryIDs.count), left)
                }
                let overlapping = Set(targetEntryIDs).intersection(entryIDs).count
                return (
                    .merged(from: old.name, into: target.name, entries: entryIDs.count, overlapping: overlapping), left
                )
            }
            guard old.name != newName else { return (.unchanged(old.name), nil) }
            let step = try journal.record(
                .rename, summary: "\(command) rename '\(old.name)' '\(newName)'", at: time, changing: entryIDs,
                created: [])
            try journal.noteRenaming(kind, old.id, in: step)
            try Self.noteRename(kind, old.name, to: newName, at: time, step: step, in: diary)
            let left = try Self.carryCondition(kind, old.name, to: newName, at: time, step: step, in: diary)
            try names.rename(old.id, to: newName)
            try Self.touch(entryIDs, at: time, in: diary)
            return (.renamed(from: old.name, to: newName, entries: entryIDs.count), left)
        }
    }

    /// Moves area `old`'s condition to `new` (an area's; a tag or medication has none), as part of
    /// step `step`; returns the name of a condition `old` leaves because `new` is in another.
    private static func carryCondition(
        _ kind: NameKind, _ old: String, to new: String, at time: Timestamp, step: Int64, in diary: WriteTransaction
    ) throws -> String? {
        guard kind == .area else { return nil }
        try diary.journal.noteConditions(in: step)
        guard let left = try diary.conditions.carryArea(old, to: new, at: time) else { return nil }
        return try diary.conditions.conditions().first { $0.uid == left }?.name
    }

    /// Gives the renamed entries `updated_at` `time`, since a rename is a change of them.
    ///
    /// An export made before it is then older, and sync stamps it at this time. The undo step holds
    /// them as they were.
    private static func touch(_ ids: [Int64], at time: Timestamp, in diary: WriteTransaction) throws {
        try diary.entries.touch(ids: ids, at: time)
    }

    /// Keeps the rename for sync, so that it travels to the other diaries (issue 27).
    private static func noteRename(
        _ kind: NameKind, _ old: String, to new: String, at time: Timestamp, step: Int64, in diary: WriteTransaction
    ) throws {
        try diary.syncStamps.noteRename(
            NameRename(kind: kind, fromKey: NameRules.key(for: old), toName: new, renamedAt: time.seconds, stamp: nil),
            step: step)
    }

    /// The word the journal's summary of a rename starts with: `areas`, `tags` or `meds`, as the
    /// commands were named when the first summaries were stored.
    public static func command(for kind: NameKind) -> String {
        switch kind {
        case .area: return "areas"
        case .tag: return "tags"
        case .medication: return "meds"
        }
    }

    /// The record of `name` as it is spelled, or else of the name its visible spellings of
    /// bidirectional controls stand for.
    private static func record(named name: String, in names: any NameStore) throws -> NameRecord? {
        if let record = try names.record(named: name) { return record }
        guard let decoded = BidiControls.decodingVisibleSpellings(name) else { return nil }
        return try names.record(named: decoded)
    }

    /// A valid name; for a medication, a name without a dose (a rename keeps each entry's dose).
    private func validated(_ text: String, allowingBidiControls: Bool = false) throws(PainlogError) -> String {
        guard kind == .medication else {
            return try NameRules.validated(text, kind: kind, allowingBidiControls: allowingBidiControls)
        }
        let medication = try Medication(parsing: text, allowingBidiControls: allowingBidiControls)
        guard medication.dose.isEmpty else {
            throw .usage(
                "medication '\(medication.text)' has a dose; rename takes names only and keeps each entry's dose")
        }
        return medication.name
    }
}

extension NamesInteractor {
    /// The interactor for areas.
    public init(areas: any NameStore, unitOfWork: any UnitOfWork, calendar: LocalCalendar) {
        self.init(kind: .area, names: areas, unitOfWork: unitOfWork, calendar: calendar)
    }
}
