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
    /// The diary's conditions; nil reads as none (every entry unassigned, one `Pain calendar`).
    private let conditions: (any ConditionStore)?
    /// The diary's preventive courses; nil reads as none.
    private let courses: (any CourseStore)?

    public init(
        entries: any EntryStore, statistics: any StatisticsStore, nameStatistics: any NameStatisticsStore,
        impacts: ImpactInteractor, calendar: LocalCalendar, conditions: (any ConditionStore)? = nil,
        courses: (any CourseStore)? = nil
    ) {
        self.courses = courses
        self.entries = entries
        self.statistics = statistics
        self.nameStatistics = nameStatistics
        self.impacts = impacts
        self.calendar = calendar
        self.conditions = conditions
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
        // Every day figure counts the days as `calendar` does: the filter's names (and intensities,
        // note) choose the entries, the period's days are the range, so an entry that started before
        // the period counts on the days it reached inside it.
        let range = period.firstDay...period.lastDay
        let names = Self.namesOnly(period.filter)
        let classOf = try meds.classOf()
        let allConditions = try conditions?.conditions() ?? []
        // Without conditions, each of the most used areas gets a block (with them, each condition does).
        var sections: [ReportAreaSection] = []
        if allConditions.isEmpty {
            for area in ReportAreaSection.areas(of: figures.areas, requested: request.areas) {
                let narrowed = period.narrowed(toArea: area)
                let days = try statistics.days(matching: Self.namesOnly(narrowed.filter), within: range)
                sections.append(
                    ReportAreaSection(
                        name: area, totals: try statistics.totals(matching: narrowed.filter).countingDays(days),
                        medications: try meds.report(over: narrowed)))
            }
        }
        let dayCounts = DayCounts(
            days: try statistics.days(matching: names, within: range),
            medications: try nameStatistics.medicationDays(from: period.firstDay, through: period.lastDay),
            classOf: classOf)
        let months =
            (period.lastDay.year - period.firstDay.year) * 12 + period.lastDay.month - period.firstDay.month + 1
        let calendars = CalendarInteractor(statistics: statistics, nameStatistics: nameStatistics, calendar: calendar)
        func monthGrid(conditions: [String]) throws -> HeadacheCalendar {
            try calendars.calendar(
                CalendarRequest(
                    months: min(months, CalendarRequest.monthRange.upperBound), until: period.lastDay.isoString,
                    areas: request.areas, tags: request.tags, medications: request.medications, conditions: conditions))
        }
        var blocks: [ReportConditionBlock] = []
        var conditionCalendars: [ReportConditionCalendar] = []
        var sharedEntries = 0
        var statement: ChronicMigraineStatement?
        if !allConditions.isEmpty {
            let days = try ConditionDays.read(
                from: entries, filter: names, within: range, conditions: allConditions, classOf: classOf)
            sharedEntries = days.sharedEntries
            let requested = Set(request.conditions.map(NameRules.key(for:)))
            for condition in allConditions
            where requested.isEmpty || requested.contains(NameRules.key(for: condition.name)) {
                let own = Self.narrowed(names, toCondition: condition.name)
                let conditionDays = try statistics.days(matching: own, within: range)
                guard conditionDays.contains(where: { $0.entries > 0 }) else { continue }
                blocks.append(
                    ReportConditionBlock(
                        name: condition.name, kind: condition.kind, days: conditionDays,
                        clinical: days.clinical[NameRules.key(for: condition.name)], firstDay: period.firstDay,
                        lastDay: period.lastDay))
            }
            blocks.sort {
                $0.entries != $1.entries
                    ? $0.entries > $1.entries : NameRules.key(for: $0.name) < NameRules.key(for: $1.name)
            }
            let kinds = Dictionary(
                allConditions.map { (NameRules.key(for: $0.name), $0.kind) }, uniquingKeysWith: { first, _ in first })
            conditionCalendars = try blocks.map { block in
                ReportConditionCalendar(
                    name: block.name, kind: kinds[NameRules.key(for: block.name)] ?? .pain,
                    calendar: try monthGrid(conditions: [block.name]))
            }
            // As `calendar --condition NAME` says it for a migraine condition, as of the period's last day.
            if blocks.contains(where: { $0.kind == .migraine }) {
                statement = try ChronicMigraineFinder(
                    entries: statistics, nameStatistics: nameStatistics, classOf: classOf
                )
                .statement(conditions: allConditions, lastDay: period.lastDay)
            }
            if days.unassigned.contains(where: { $0.entries > 0 }) {
                blocks.append(
                    ReportConditionBlock(
                        name: ReportConditionBlock.unassignedName, kind: nil, days: days.unassigned, clinical: nil,
                        firstDay: period.firstDay, lastDay: period.lastDay))
            }
        }
        return ReportSummary(
            firstDay: period.firstDay, lastDay: period.lastDay, madeAt: calendar.timestamp(at: calendar.now()),
            filters: Self.filterWords(request, redact: redact),
            statistics: figures,
            medications: try meds.report(over: period),
            tags: redact ? nil : try tags.report(matching: period.filter),
            impacts: try impacts.records().filter {
                (period.firstDay...period.lastDay).contains($0.recordedAt.local.date)
            }.reversed(),
            areaSections: sections, dayCounts: dayCounts,
            calendar: allConditions.isEmpty ? try monthGrid(conditions: request.conditions) : nil,
            conditions: allConditions.isEmpty
                ? nil
                : ReportConditions(
                    blocks: blocks, calendars: conditionCalendars, sharedEntries: sharedEntries,
                    chronicMigraine: statement),
            courses: try courseReviews(of: period, request: request, conditions: allConditions))
    }

    /// The review of each course active in `period`, as `painlog review` makes it, as of the period's
    /// last day (or today, when that is later); with `--condition`, only the courses of those conditions.
    func courseReviews(of period: ReportPeriod, request: EntryFilterRequest, conditions allConditions: [Condition])
        throws -> [CourseReview]
    {
        guard let courses, let conditions else { return [] }
        let reviews = ReviewInteractor(
            entries: entries, conditions: conditions, courses: courses, statistics: nameStatistics, calendar: calendar)
        return try ReportCourses.reviews(
            of: try courses.courses(), firstDay: period.firstDay, lastDay: period.lastDay, today: calendar.today(),
            chosen: ClinicalView(all: allConditions, chosen: request.conditions), isChosen: !request.conditions.isEmpty
        ) { course, asOf in try reviews.review(of: course, today: asOf) }
    }

    /// `filter` without its period: the names, intensities and note that choose the entries whose
    /// days are counted over the period's days (as `calendar` chooses them).
    static func namesOnly(_ filter: EntryFilter) -> EntryFilter {
        EntryFilter(
            areas: filter.areas, tags: filter.tags, minimumIntensity: filter.minimumIntensity,
            maximumIntensity: filter.maximumIntensity, noteContains: filter.noteContains,
            medications: filter.medications, conditions: filter.conditions)
    }

    /// `filter` narrowed to the entries of `condition` (any condition given is replaced by it).
    static func narrowed(_ filter: EntryFilter, toCondition condition: String) -> EntryFilter {
        EntryFilter(
            since: filter.since, before: filter.before, sinceDay: filter.sinceDay, throughDay: filter.throughDay,
            areas: filter.areas, tags: filter.tags, minimumIntensity: filter.minimumIntensity,
            maximumIntensity: filter.maximumIntensity, noteContains: filter.noteContains,
            medications: filter.medications, conditions: [condition])
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
        var words =
            request.conditions.map { "condition " + $0 } + request.areas.map { "area " + $0 }
            + request.medications.map { "medication " + $0 }
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
