public import PainlogDomain

/// Gathers `painlog report`: the summary from the same interactors `stats`, `meds`, `tags` and
/// `impact --list` use (no figure is computed a second time here), and the period's entries streamed oldest first.
public struct ReportInteractor {
    /// The default period: the last 30 days, as `meds` counts them.
    public static let defaultDays = 30

    private let entries: any EntryStore
    private let statistics: any StatisticsStore
    private let nameStatistics: any NameStatisticsStore
    private let impacts: ImpactInteractor
    private let calendar: LocalCalendar

    public init(
        entries: any EntryStore, statistics: any StatisticsStore, nameStatistics: any NameStatisticsStore,
        impacts: ImpactInteractor, calendar: LocalCalendar
    ) {
        self.entries = entries
        self.statistics = statistics
        self.nameStatistics = nameStatistics
        self.impacts = impacts
        self.calendar = calendar
    }

    /// The period the request covers (the last 30 days unless `--since`/`--until`); a bad value is
    /// a usage error before anything is written.
    public func period(_ request: EntryFilterRequest) throws(PainlogError) -> ReportPeriod {
        try ReportPeriod(request, days: Self.defaultDays, calendar: calendar)
    }

    /// The `--baseline` period, nil without one; a bad value is a usage error before anything is written.
    public func baseline(_ text: String?) throws(PainlogError) -> ReportBaseline? {
        try text.map { text throws(PainlogError) in try ReportBaseline(parsing: text, calendar: calendar) }
    }

    /// Today's local date, for the default file name.
    public func today() -> LocalDate { calendar.today() }

    /// The summary of `period`, compared with `baseline` when given; without tags when `redact`.
    public func summary(
        of period: ReportPeriod, request: EntryFilterRequest, redact: Bool, baseline: ReportBaseline? = nil
    ) throws -> ReportSummary {
        let stats = StatsInteractor(statistics: statistics, calendar: calendar)
        let meds = MedsInteractor(statistics: nameStatistics, calendar: calendar)
        let tags = TagsInteractor(statistics: nameStatistics, calendar: calendar)
        let figures = try stats.figures(over: period, baseline: baseline)
        let sections = try ReportAreaSection.areas(of: figures.areas, requested: request.areas).map { area in
            let narrowed = period.narrowed(toArea: area)
            return ReportAreaSection(
                name: area, totals: try statistics.totals(matching: narrowed.filter),
                medications: try meds.report(over: narrowed))
        }
        // The days over the period, and the calendar of its months, as `calendar` counts them.
        let dayCounts = DayCounts(
            days: try statistics.days(matching: period.filter, within: period.firstDay...period.lastDay),
            medications: try nameStatistics.medicationDays(from: period.firstDay, through: period.lastDay),
            classOf: try meds.classOf())
        let months =
            (period.lastDay.year - period.firstDay.year) * 12 + period.lastDay.month - period.firstDay.month + 1
        let monthGrid = try CalendarInteractor(
            statistics: statistics, nameStatistics: nameStatistics, calendar: calendar
        ).calendar(
            CalendarRequest(
                months: min(months, CalendarRequest.monthRange.upperBound), until: period.lastDay.isoString,
                areas: request.areas, tags: request.tags, medications: request.medications))
        return ReportSummary(
            firstDay: period.firstDay, lastDay: period.lastDay, madeAt: calendar.timestamp(at: calendar.now()),
            filters: Self.filterWords(request, redact: redact),
            statistics: figures,
            medications: try meds.report(over: period),
            tags: redact ? nil : try tags.report(matching: period.filter),
            impacts: try impacts.records().filter {
                (period.firstDay...period.lastDay).contains($0.recordedAt.local.date)
            }.reversed(),
            areaSections: sections, dayCounts: dayCounts, calendar: monthGrid)
    }

    /// The latest `limit` entries of the period, oldest first, and how many the period has in all:
    /// what a PDF lists (a printed report of 50,000 rows helps no clinic).
    public func latestEntries(in period: ReportPeriod, limit: Int) throws -> (entries: [Entry], total: Int) {
        var latest: [Entry] = []
        try entries.forEachEntry(matching: period.filter, order: .newestFirst, limit: limit) { latest.append($0) }
        let total = latest.count < limit ? latest.count : try statistics.totals(matching: period.filter).count
        return (latest.reversed(), total)
    }

    /// Calls `body` with every entry of the period, oldest first.
    ///
    /// Returns how many there were.
    @discardableResult
    public func forEachEntry(in period: ReportPeriod, _ body: (Entry) throws -> Void) throws -> Int {
        var count = 0
        try entries.forEachEntry(matching: period.filter, order: .oldestFirst, limit: nil) { entry in
            try body(entry)
            count += 1
        }
        return count
    }

    /// The filters besides the period, as the heading names them; a redacted report does not
    /// repeat a tag or note text it leaves out.
    static func filterWords(_ request: EntryFilterRequest, redact: Bool) -> [String] {
        var words = request.areas.map { "area " + $0 } + request.medications.map { "medication " + $0 }
        if let minimum = request.minimum { words.append("intensity ≥ " + minimum) }
        if let maximum = request.maximum { words.append("intensity ≤ " + maximum) }
        if redact {
            if !request.tags.isEmpty { words.append("some tags") }
            if request.search != nil { words.append("a note search") }
        } else {
            words += request.tags.map { "tag " + $0 }
            if let search = request.search { words.append("note contains “" + search + "”") }
        }
        return words
    }
}
