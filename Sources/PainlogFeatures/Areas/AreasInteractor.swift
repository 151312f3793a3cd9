public import PainlogDomain

/// What `areas rename` did.
public enum AreaRenameOutcome: Sendable, Equatable {
    /// The area now has the new name (or spelling).
    case renamed(from: String, to: String, entries: Int)
    /// The area's entries moved into an existing area; `overlapping` had both and keep one.
    case merged(from: String, into: String, entries: Int, overlapping: Int)
    /// The area already had exactly that name.
    case unchanged(String)
}

/// Lists areas, and renames or merges them as one undo step.
public struct AreasInteractor {
    private let areas: any AreaStore
    private let unitOfWork: any UnitOfWork
    private let clock: any TimeSource
    private let zone: TimeZoneRules

    public init(areas: any AreaStore, unitOfWork: any UnitOfWork, clock: any TimeSource, zone: TimeZoneRules) {
        self.areas = areas
        self.unitOfWork = unitOfWork
        self.clock = clock
        self.zone = zone
    }

    /// Every area with entries, most used first.
    public func usage() throws -> [AreaUsage] {
        try areas.usage()
    }

    /// Renames `old` to `new` (case-insensitively); when `new` is another existing area, merges
    /// the two. A missing `old` is a failure; a bad `new` a usage error.
    public func rename(_ oldText: String, to newText: String) throws -> AreaRenameOutcome {
        let oldName = try NameRules.validated(oldText, kind: .area)
        let newName = try NameRules.validated(newText, kind: .area)
        return try unitOfWork.inWriteTransaction { diary in
            let areas = diary.areas
            let journal = diary.journal
            guard let old = try areas.area(named: oldName), !(try areas.entryIDs(withArea: old.id)).isEmpty else {
                throw PainlogError.failure("no area '\(QuotedValue.shown(oldName))'; 'painlog areas' lists them")
            }
            let entryIDs = try areas.entryIDs(withArea: old.id)
            let time = zone.timestamp(at: clock.now())
            if let target = try areas.area(named: newName), target.id != old.id {
                let targetEntryIDs = try areas.entryIDs(withArea: target.id)
                // An area without entries (all merged away or deleted) is not listed, so to the user NEW
                // is a new name: move the entries there and give it the spelling asked for.
                let summary = "areas rename '\(old.name)' '\(targetEntryIDs.isEmpty ? newName : target.name)'"
                let step = try journal.record(.rename, summary: summary, at: time, changing: entryIDs, created: [])
                try areas.merge(area: old.id, into: target.id)
                if targetEntryIDs.isEmpty {
                    try journal.noteRenamingArea(target.id, in: step)
                    try areas.rename(area: target.id, to: newName)
                    return .renamed(from: old.name, to: newName, entries: entryIDs.count)
                }
                let overlapping = Set(targetEntryIDs).intersection(entryIDs).count
                return .merged(from: old.name, into: target.name, entries: entryIDs.count, overlapping: overlapping)
            }
            guard old.name != newName else { return .unchanged(old.name) }
            let step = try journal.record(.rename, summary: "areas rename '\(old.name)' '\(newName)'", at: time, changing: [], created: [])
            try journal.noteRenamingArea(old.id, in: step)
            try areas.rename(area: old.id, to: newName)
            return .renamed(from: old.name, to: newName, entries: entryIDs.count)
        }
    }
}
