public import PainlogDomain

/// Records a new entry: validates every value as the contract says, then stores it, noting what
/// the person may want to know (a repeated clock time, a name close to a known one, a possible
/// duplicate).
public struct LogEntryInteractor {
    /// Entries with the same intensity and areas this close in time may be one pain logged twice.
    public static let duplicateWindow: Int64 = 600

    private let unitOfWork: any UnitOfWork
    private let names: (any KnownNames)?
    private let calendar: LocalCalendar
    private let makeUID: () -> String

    /// - Parameters:
    ///   - names: the diary's names, to notice a new one close to a known one; nil: no such notices.
    ///   - makeUID: a new lowercase UUID for each entry.
    public init(
        unitOfWork: any UnitOfWork, names: (any KnownNames)? = nil, calendar: LocalCalendar,
        makeUID: @escaping () -> String
    ) {
        self.unitOfWork = unitOfWork
        self.names = names
        self.calendar = calendar
        self.makeUID = makeUID
    }

    /// Validates `request` and writes the entry, as one undo step; throws a usage error naming the first bad value
    /// (nothing is written then).
    public func log(_ request: LogEntryRequest) throws -> Entry {
        try record(request).entry
    }

    /// `log`, with the notices about the entry.
    public func record(_ request: LogEntryRequest) throws -> LoggedEntry {
        let (content, notices) = try draft(request, uid: makeUID())
        let written = content.createdAt
        return try unitOfWork.inWriteTransaction { diary in
            let duplicate = try Self.sameIntensityAndAreas(as: content, in: diary.entries)
            let entry = try diary.entries.insert(content)
            try diary.journal.record(.log, summary: "log #\(entry.id)", at: written, changing: [], created: [entry.id])
            return LoggedEntry(entry: entry, notices: notices + (duplicate.map { [.possibleDuplicate(of: $0)] } ?? []))
        }
    }

    /// The entry `request` asks for, with uid `uid`, validated as `log` validates it but not
    /// written, and the notices about it (a repeated clock time, a name close to a known one).
    public func draft(_ request: LogEntryRequest, uid: String) throws -> (content: EntryContent, notices: [LogNotice]) {
        let now = calendar.now()
        let intensity = try Intensity(parsing: request.intensity)
        let ends = EntryEndRules(now: now, zone: calendar.zone)
        let end = try ends.request(duration: request.duration, ended: request.ended, removable: false)
        let reading: EntryTimeReading
        if let at = request.at {
            reading = try WhenParser(now: now, zone: calendar.zone).entryReading(at, field: .at)
        } else if case .lasting(let span, _)? = end {
            // `--for` without `--at`: the attack started that long ago and ends now.
            reading = EntryTimeReading(time: calendar.timestamp(at: now - span.seconds))
        } else {
            reading = EntryTimeReading(time: calendar.timestamp(at: now))
        }
        let occurredAt = reading.time
        let endedAt = try end.flatMap { request throws(PainlogError) in try ends.end(of: request, start: occurredAt) }
        let areas = try NameRules.validatedList(request.areas, kind: .area)
        let tags = try NameRules.validatedList(request.tags, kind: .tag)
        let medications = try request.medications.map { text throws(PainlogError) in
            try Medication(parsing: text).readingGluedDose
        }
        let symptoms = try SymptomSet.parsing(request.symptoms, field: .symptom)
        let note = try NoteRules.validated(request.note ?? "")
        var notices: [LogNotice] = []
        if let secondOffset = reading.secondOffset {
            notices.append(.repeatedTime(occurredAt, secondOffset: secondOffset))
        }
        notices += try similarNames([(.area, areas), (.tag, tags), (.medication, medications.map(\.name))])
        if let length = EntryEndRules.noticeLength(start: occurredAt, end: endedAt) {
            notices.append(.longEntry(length: length))
        }
        let written = calendar.timestamp(at: now)
        let content = EntryContent(
            uid: uid, occurredAt: occurredAt, endedAt: endedAt, intensity: intensity, areas: areas, tags: tags,
            medications: medications, note: note, createdAt: written, updatedAt: written, symptoms: symptoms)
        return (content, notices)
    }

    /// For each name new to the diary, the known name it is close to.
    private func similarNames(_ lists: [(NameKind, [String])]) throws -> [LogNotice] {
        guard let names else { return [] }
        return try SimilarNameCheck(names: names).notices(lists)
    }

    /// The nearest entry within the window with the same intensity and the same areas (any order, any
    /// case).
    ///
    /// Entries without areas are left alone: quick `log 5` check-ins are not duplicates.
    private static func sameIntensityAndAreas(as content: EntryContent, in entries: any EntryStore) throws -> Entry? {
        guard !content.areas.isEmpty else { return nil }
        let time = content.occurredAt.seconds
        let filter = EntryFilter(
            since: time - duplicateWindow, before: time + duplicateWindow + 1, minimumIntensity: content.intensity,
            maximumIntensity: content.intensity)
        let areas = Set(content.areas.map(NameRules.key(for:)))
        return try entries.entries(matching: filter, order: .newestFirst, limit: nil)
            .filter { Set($0.areas.map(NameRules.key(for:))) == areas }
            .min { abs($0.occurredAt.seconds - time) < abs($1.occurredAt.seconds - time) }
    }
}
