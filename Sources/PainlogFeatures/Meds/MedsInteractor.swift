public import PainlogDomain

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
    public func report(_ request: EntryFilterRequest = EntryFilterRequest(), window: ResponseWindow = .standard) throws
        -> MedsReport
    {
        try report(
            over: ReportPeriod(request, days: ResponseStatistics.overuseDays, now: clock.now(), zone: zone),
            window: window)
    }

    /// Each medication used in `period` (the report's period, with its filters).
    public func report(over period: ReportPeriod, window: ResponseWindow = .standard) throws -> MedsReport {
        let now = clock.now()
        let uses = try statistics.medicationUse(matching: period.filter)
        // Overuse counts every dose of the last 30 days, whatever the period and filters (a headache
        // report filtered to `--area head` still counts the doses taken for the back).
        let last30Filter = ReportPeriod.last(ResponseStatistics.overuseDays, now: now, zone: zone)
        let last30 = period.filter == last30Filter ? uses : try statistics.medicationUse(matching: last30Filter)
        let daysInLast30 = Dictionary(
            last30.map { (NameRules.key(for: $0.name), $0.days) }, uniquingKeysWith: { first, _ in first })
        var pairing = ResponsePairing(window: window)
        let names = try statistics.forEachResponseEntry(matching: period.filter, window: window) { pairing.add($0) }
        var dosesByName: [String: [ResponsePairing.Start: ResponsePairing.Changes]] = [:]
        for (id, starts) in pairing.doses {
            guard let name = names[id] else { continue }
            dosesByName[NameRules.key(for: name)] = starts
        }
        let rows = uses.map { use -> MedicationRow in
            let key = NameRules.key(for: use.name)
            let days30 = daysInLast30[key] ?? 0
            let medicationClass = MedicationClass.of(use.name)
            let doses = dosesByName[key] ?? [:]
            let comparison = ResponseStatistics.comparison(doses: doses, undosed: pairing.undosed)
            return MedicationRow(
                name: use.name, medicationClass: medicationClass, doses: use.doses, days: use.days,
                lastTaken: use.lastTaken,
                daysInLast30: days30, overuse: Self.overuse(name: use.name, class: medicationClass, days: days30),
                response: ResponseStatistics.response(doses), matchedBaseline: comparison.matchedBaseline,
                difference: comparison.difference)
        }
        return MedsReport(
            firstDay: period.firstDay, lastDay: period.lastDay, window: window, rows: rows,
            baseline: ResponseStatistics.response(pairing.undosed))
    }

    /// Medications used on at least their class's threshold of days in the last 30, most days first.
    public func overuse() throws -> [MedicationOveruse] {
        let uses = try statistics.medicationUse(
            matching: ReportPeriod.last(ResponseStatistics.overuseDays, now: clock.now(), zone: zone))
        return uses.compactMap { Self.overuse(name: $0.name, class: MedicationClass.of($0.name), days: $0.days) }
    }

    private static func overuse(name: String, class medicationClass: MedicationClass?, days: Int) -> MedicationOveruse?
    {
        guard let medicationClass, ResponseStatistics.isOveruse(days: days, class: medicationClass) else { return nil }
        return MedicationOveruse(name: name, medicationClass: medicationClass, days: days)
    }
}
