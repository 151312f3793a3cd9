public import PainlogDomain

/// Everything the report's first page summarises, each part computed by the interactor that shows
/// it elsewhere: `stats` (totals, chart, areas), `meds`, `tags`, `impact`.
public struct ReportSummary: Sendable, Equatable {
    /// The period's first and last local days.
    public let firstDay: LocalDate
    public let lastDay: LocalDate
    /// When the report was made.
    public let madeAt: Timestamp
    /// The filters given besides the period, as typed (`--area head`), for the heading.
    public let filters: [String]
    public let statistics: PeriodStatistics
    public let medications: MedsReport
    /// Nil when the report is redacted (`--redact` leaves tags out).
    public let tags: TagsReport?
    /// The impact (PEG) records of the period's days, oldest first (the other filters do not apply:
    /// a record is about the whole week, not one area).
    public let impacts: [ImpactRecord]
    /// One section per pain, the most used areas first, when the period's entries are in more than
    /// one area (see `ReportAreaSection.areas`); empty otherwise.
    public let areaSections: [ReportAreaSection]
    /// The period's days as `DayDefinitions` counts them (the summary leads with them); nil when not counted.
    public let dayCounts: DayCounts?
    /// The headache calendar of the period's months; nil when not made.
    public let calendar: HeadacheCalendar?
    /// The blocks and calendars of each condition; nil when the diary has no conditions (then
    /// `calendar` is the one `Pain calendar` of every entry).
    public let conditions: ReportConditions?
    /// Each preventive course active in the period (of the chosen conditions, with `--condition`),
    /// reviewed as `painlog review` reviews it (`ReviewInteractor`), oldest start first.
    public let courses: [CourseReview]

    public init(
        firstDay: LocalDate, lastDay: LocalDate, madeAt: Timestamp, filters: [String], statistics: PeriodStatistics,
        medications: MedsReport, tags: TagsReport?, impacts: [ImpactRecord] = [],
        areaSections: [ReportAreaSection] = [],
        dayCounts: DayCounts? = nil, calendar: HeadacheCalendar? = nil, conditions: ReportConditions? = nil,
        courses: [CourseReview] = []
    ) {
        self.courses = courses
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.madeAt = madeAt
        self.filters = filters
        self.statistics = statistics
        self.medications = medications
        self.tags = tags
        self.impacts = impacts
        self.areaSections = areaSections
        self.dayCounts = dayCounts
        self.calendar = calendar
        self.conditions = conditions
    }

    /// Days in the period, both ends included.
    public var days: Int { Int(lastDay.daysSinceEpoch - firstDay.daysSinceEpoch) + 1 }
}
