public import PainlogDomain

/// Records a new entry: validates every value as the contract says, then stores it.
public struct LogEntryInteractor {
    private let unitOfWork: any UnitOfWork
    private let clock: any TimeSource
    private let zone: TimeZoneRules
    private let makeUID: () -> String

    /// - Parameter makeUID: a new lowercase UUID for each entry.
    public init(
        unitOfWork: any UnitOfWork, clock: any TimeSource, zone: TimeZoneRules, makeUID: @escaping () -> String
    ) {
        self.unitOfWork = unitOfWork
        self.clock = clock
        self.zone = zone
        self.makeUID = makeUID
    }

    /// Validates `request` and writes the entry, as one undo step; throws a usage error naming the first bad value
    /// (nothing is written then).
    public func log(_ request: LogEntryRequest) throws -> Entry {
        let now = clock.now()
        let intensity = try Intensity(parsing: request.intensity)
        let occurredAt = try request.at.map { text throws(PainlogError) in
            try WhenParser(now: now, zone: zone).entryTime(text, option: "--at")
        } ?? zone.timestamp(at: now)
        let areas = try NameRules.validatedList(request.areas, kind: .area)
        let tags = try NameRules.validatedList(request.tags, kind: .tag)
        let medications = try request.medications.map { text throws(PainlogError) in try Medication(parsing: text) }
        let note = try NoteRules.validated(request.note ?? "")
        let written = zone.timestamp(at: now)
        let content = EntryContent(
            uid: makeUID(), occurredAt: occurredAt, intensity: intensity, areas: areas, tags: tags,
            medications: medications, note: note, createdAt: written, updatedAt: written)
        return try unitOfWork.inWriteTransaction { diary in
            let entry = try diary.entries.insert(content)
            try diary.journal.record(.log, summary: "log #\(entry.id)", at: written, changing: [], created: [entry.id])
            return entry
        }
    }
}
