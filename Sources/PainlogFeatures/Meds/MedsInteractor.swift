public import PainlogDomain

/// A medication used on at least its class's number of days in the last 30.
public struct MedicationOveruse: Sendable, Equatable {
    public let name: String
    public let medicationClass: MedicationClass
    /// Days with a dose in the last 30.
    public let days: Int

    public init(name: String, medicationClass: MedicationClass, days: Int) {
        self.name = name
        self.medicationClass = medicationClass
        self.days = days
    }
}

/// One medication in `painlog meds`.
public struct MedicationRow: Sendable, Equatable {
    public let name: String
    public let medicationClass: MedicationClass?
    /// Entries that carry it in the period, the local days they fall on, and the latest.
    public let doses: Int
    public let days: Int
    public let lastTaken: Timestamp
    /// Days with a dose in the last 30 (the overuse count, whatever the period).
    public let daysInLast30: Int
    public let overuse: MedicationOveruse?
    public let response: ResponseSummary

    public init(
        name: String, medicationClass: MedicationClass?, doses: Int, days: Int, lastTaken: Timestamp, daysInLast30: Int,
        overuse: MedicationOveruse?, response: ResponseSummary
    ) {
        self.name = name
        self.medicationClass = medicationClass
        self.doses = doses
        self.days = days
        self.lastTaken = lastTaken
        self.daysInLast30 = daysInLast30
        self.overuse = overuse
        self.response = response
    }
}

/// Everything `painlog meds` shows.
public struct MedsReport: Sendable, Equatable {
    /// The period's first and last local calendar days, as people read it.
    public let firstDay: LocalDate
    public let lastDay: LocalDate
    public let window: ResponseWindow
    /// Medications with a dose in the period, most days first.
    public let rows: [MedicationRow]
    /// The same response figures for entries without any medication.
    public let baseline: ResponseSummary

    public init(
        firstDay: LocalDate, lastDay: LocalDate, window: ResponseWindow, rows: [MedicationRow],
        baseline: ResponseSummary
    ) {
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.window = window
        self.rows = rows
        self.baseline = baseline
    }
}

/// Computes `painlog meds` and the overuse flags: counts and pairs in SQL, the rest in `ResponseStatistics`.
public struct MedsInteractor {
    private let statistics: any NameStatisticsStore
    private let clock: any TimeSource
    private let zone: TimeZoneRules

    public init(statistics: any NameStatisticsStore, clock: any TimeSource, zone: TimeZoneRules) {
        self.statistics = statistics
        self.clock = clock
        self.zone = zone
    }

    /// Each medication used in the request's period (the last 30 days by default).
    public func report(_ request: EntryFilterRequest = EntryFilterRequest(), window: ResponseWindow = .standard) throws -> MedsReport {
        try report(over: ReportPeriod(request, days: ResponseStatistics.overuseDays, now: clock.now(), zone: zone), window: window)
    }

    /// Each medication used in `period` (the report's period, with its filters).
    public func report(over period: ReportPeriod, window: ResponseWindow = .standard) throws -> MedsReport {
        let now = clock.now()
        let uses = try statistics.medicationUse(matching: period.filter)
        // Overuse counts every dose of the last 30 days, whatever the period and filters (a headache
        // report filtered to `--area head` still counts the doses taken for the back).
        let last30Filter = ReportPeriod.last(ResponseStatistics.overuseDays, now: now, zone: zone)
        let last30 = period.filter == last30Filter ? uses : try statistics.medicationUse(matching: last30Filter)
        let daysInLast30 = Dictionary(last30.map { (NameRules.key(for: $0.name), $0.days) }, uniquingKeysWith: { first, _ in first })
        let pairs = try statistics.responsePairs(matching: period.filter, window: window)
        let rows = uses.map { use -> MedicationRow in
            let days30 = daysInLast30[NameRules.key(for: use.name)] ?? 0
            let medicationClass = MedicationClass.of(use.name)
            return MedicationRow(
                name: use.name, medicationClass: medicationClass, doses: use.doses, days: use.days, lastTaken: use.lastTaken,
                daysInLast30: days30, overuse: Self.overuse(name: use.name, class: medicationClass, days: days30),
                response: ResponseStatistics.response(pairs[use.name] ?? IntensityPairCounts()))
        }
        return MedsReport(
            firstDay: period.firstDay, lastDay: period.lastDay, window: window, rows: rows,
            baseline: ResponseStatistics.response(pairs[nil] ?? IntensityPairCounts()))
    }

    /// Medications used on at least their class's threshold of days in the last 30, most days first.
    public func overuse() throws -> [MedicationOveruse] {
        let uses = try statistics.medicationUse(matching: ReportPeriod.last(ResponseStatistics.overuseDays, now: clock.now(), zone: zone))
        return uses.compactMap { Self.overuse(name: $0.name, class: MedicationClass.of($0.name), days: $0.days) }
    }

    private static func overuse(name: String, class medicationClass: MedicationClass?, days: Int) -> MedicationOveruse? {
        guard let medicationClass, ResponseStatistics.isOveruse(days: days, class: medicationClass) else { return nil }
        return MedicationOveruse(name: name, medicationClass: medicationClass, days: days)
    }
}
