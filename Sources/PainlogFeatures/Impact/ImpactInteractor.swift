public import PainlogDomain

/// Records the weekly PEG (pain, enjoyment, activity; each 0–10) as one undo step, offers the
/// diary's 7-day mean as the pain answer, and lists the records.
public struct ImpactInteractor {
    private let unitOfWork: any UnitOfWork
    private let impacts: any ImpactStore
    private let statistics: any StatisticsStore
    private let calendar: LocalCalendar
    private let makeUID: () -> String

    public init(
        unitOfWork: any UnitOfWork, impacts: any ImpactStore, statistics: any StatisticsStore, calendar: LocalCalendar,
        makeUID: @escaping () -> String
    ) {
        self.unitOfWork = unitOfWork
        self.impacts = impacts
        self.statistics = statistics
        self.calendar = calendar
        self.makeUID = makeUID
    }

    /// Checks every value given in `request` (answers and `--at`), so a bad one is refused before
    /// anything is asked; throws a usage error naming the first bad value.
    public func check(_ request: ImpactRequest) throws(PainlogError) {
        for question in ImpactQuestion.allCases {
            if let text = request.answer(question) { _ = try answer(text, to: question) }
        }
        _ = try recordedAt(request)
    }

    /// Reads one answer: a whole number 0–10.
    public func answer(_ text: String, to question: ImpactQuestion) throws(PainlogError) -> Intensity {
        try Intensity(parsing: text, field: question.field)
    }

    /// The mean intensity of the diary's entries over the 7 local calendar days that end on the
    /// day the record is for (today unless `--at`); nil when there are none.
    public func sevenDayMeanPain(for request: ImpactRequest) throws -> Double? {
        let day = try recordedAt(request).local.date
        let week = EntryFilter(
            since: calendar.start(of: day.adding(days: -6)), before: calendar.start(of: day.adding(days: 1)))
        return try statistics.totals(matching: week).mean
    }

    /// Validates `request`, which must answer all three questions, and stores the record as one
    /// undo step (undoing it leaves a tombstone, so no copy of it comes back).
    public func record(_ request: ImpactRequest) throws -> ImpactRecord {
        let missing = request.missing
        guard missing.isEmpty else {
            throw PainlogError.usage(
                "impact needs \(field: .pain), \(field: .enjoyment) and \(field: .activity) (each a whole number 0–10) "
                    + "when stdin is not a terminal; missing: \(fields: missing.map(\.field), separator: ", ")")
        }
        let answers = try ImpactQuestion.allCases.map { question throws(PainlogError) in
            try answer(request.answer(question) ?? "", to: question)
        }
        let recordedAt = try recordedAt(request)
        let written = calendar.timestamp(at: calendar.now())
        let content = ImpactContent(
            uid: makeUID(), recordedAt: recordedAt, pain: answers[0], enjoyment: answers[1], activity: answers[2],
            createdAt: written, updatedAt: written)
        return try unitOfWork.inWriteTransaction { diary in
            let record = try diary.impacts.insert(content)
            let step = try diary.journal.record(
                .impact, summary: "impact #\(record.id)", at: written, changing: [], created: [])
            try diary.journal.noteImpactsCreated([record.id], buryOnUndo: true, in: step)
            return record
        }
    }

    /// Every record, newest first.
    public func records() throws -> [ImpactRecord] {
        try impacts.records()
    }

    private func recordedAt(_ request: ImpactRequest) throws(PainlogError) -> Timestamp {
        guard let text = request.at else { return calendar.timestamp(at: calendar.now()) }
        return try WhenParser(now: calendar.now(), zone: calendar.zone).entryTime(text, field: .at)
    }
}
