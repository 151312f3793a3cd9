public import PainlogDomain

/// Deletes entries, all or nothing, as one undo step.
public struct DeleteEntriesInteractor {
    private let store: any EntryStore
    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar

    public init(store: any EntryStore, unitOfWork: any UnitOfWork, calendar: LocalCalendar) {
        self.store = store
        self.unitOfWork = unitOfWork
        self.calendar = calendar
    }

    /// The entries the ids name (`12`, `#12` or `last`), in the order given (repeats dropped).
    ///
    /// A malformed id is a usage error; ids with no entry are a failure that names every one of
    /// them.
    public func entries(_ idTexts: [String]) throws -> [Entry] {
        guard !idTexts.isEmpty else { throw PainlogError.usage("give the id of at least one entry to delete") }
        var references: [EntryReference] = []
        for text in idTexts {
            let reference = try EntryReference.parse(text)
            if !references.contains(reference) { references.append(reference) }
        }
        var entries: [Entry] = []
        var missing: [EntryReference] = []
        for reference in references {
            guard let entry = try reference.entry(in: store) else {
                missing.append(reference)
                continue
            }
            // `last` may name an entry also named by its id.
            if !entries.contains(where: { $0.id == entry.id }) { entries.append(entry) }
        }
        if missing.contains(.last) {
            throw PainlogError.failure("the diary has no entries, so 'last' names none; nothing was deleted")
        }
        guard missing.isEmpty else {
            let names = missing.map(\.text).joined(separator: ", ")
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
        let now = calendar.timestamp(at: calendar.now())
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
            // Each deleted here, by this diary (`key` says who deleted it), at its own time.
            for entry in current {
                try diary.tombstones.bury([entry], at: try Self.deletionTime(of: entry, now: now, in: diary))
            }
            try diary.entries.delete(ids: ids)
        }
    }

    /// When the deletion of `entry` is dated: `now`, or 1 s after the latest stamp the diary keeps
    /// for the entry when that is later (a value merged from a computer whose clock is ahead), so
    /// that the deletion is later than every change it saw (contract, *Merging, 0.4*).
    private static func deletionTime(of entry: Entry, now: Timestamp, in diary: WriteTransaction) throws -> Timestamp {
        guard let text = try diary.syncStamps.state(uid: entry.uid), let stamps = RecordStamps(text: text),
            let latest = stamps.latestStamp, latest.seconds + 1 > now.seconds
        else { return now }
        return Timestamp(seconds: latest.seconds + 1, offset: now.offset)
    }
}
