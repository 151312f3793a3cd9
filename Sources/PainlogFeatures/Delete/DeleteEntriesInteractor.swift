public import PainlogDomain

/// Deletes entries, all or nothing, as one undo step.
public struct DeleteEntriesInteractor {
    private let store: any EntryStore
    private let unitOfWork: any UnitOfWork
    private let clock: any TimeSource
    private let zone: TimeZoneRules

    public init(store: any EntryStore, unitOfWork: any UnitOfWork, clock: any TimeSource, zone: TimeZoneRules) {
        self.store = store
        self.unitOfWork = unitOfWork
        self.clock = clock
        self.zone = zone
    }

    /// The entries the ids name, in the order given (repeats dropped).
    ///
    /// A malformed id is a usage error; ids with no entry are a failure that names every one of
    /// them.
    public func entries(_ idTexts: [String]) throws -> [Entry] {
        guard !idTexts.isEmpty else { throw PainlogError.usage("give the id of at least one entry to delete") }
        var ids: [Int64] = []
        for text in idTexts {
            let id = try EntryID.parse(text)
            if !ids.contains(id) { ids.append(id) }
        }
        var entries: [Entry] = []
        var missing: [Int64] = []
        for id in ids {
            if let entry = try store.entry(id: id) { entries.append(entry) } else { missing.append(id) }
        }
        guard missing.isEmpty else {
            let names = missing.map { "#\($0)" }.joined(separator: ", ")
            throw PainlogError.failure("no entry \(names); nothing was deleted")
        }
        return entries
    }

    /// Deletes `entries` in one transaction with their journal step and their tombstones.
    ///
    /// The entries are looked up again inside the write transaction: another painlog may have
    /// deleted one since `entries(_:)` found it (two `delete 2` at once), and then this delete fails
    /// as a whole, naming it, instead of recording an undo step for a change that did not happen.
    public func delete(_ entries: [Entry]) throws {
        let ids = entries.map(\.id)
        let now = zone.timestamp(at: clock.now())
        try unitOfWork.inWriteTransaction { diary in
            var current: [Entry] = []
            var gone: [Int64] = []
            for id in ids {
                if let entry = try diary.entries.entry(id: id) { current.append(entry) } else { gone.append(id) }
            }
            guard gone.isEmpty else {
                let names = gone.map { "#\($0)" }.joined(separator: ", ")
                throw PainlogError.failure(
                    "no entry \(names) (deleted meanwhile by another painlog); nothing was deleted")
            }
            let step = try diary.journal.record(
                .delete, summary: "delete " + ids.map { "#\($0)" }.joined(separator: ", "), at: now, changing: ids,
                created: [])
            // The tombstones go with the delete and its undo step, so an import cannot bring the entries back.
            try diary.journal.noteTombstones(current.map(\.uid), in: step)
            try diary.tombstones.bury(current, at: now)
            try diary.entries.delete(ids: ids)
        }
    }
}
