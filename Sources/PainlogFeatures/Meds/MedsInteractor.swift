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

    /// Each medication used in `period` (the report's period, with its filters), and overuse in the
    /// 30-day blocks ending on the period's last day.
    public func report(over period: ReportPeriod, window: ResponseWindow = .standard) throws -> MedsReport {
        let uses = try statistics.medicationUse(matching: period.filter)
        // Overuse counts every dose, whatever the filters (a headache report filtered to `--area head`
        // still counts the doses taken for the back), in the 30 days ending on the period's last day.
        let intakes = try statistics.medicationIntakeDays(
            from: OveruseHistory.firstDay(until: period.lastDay), through: period.lastDay)
        let classOf = try self.classOf()
        let overuse = OveruseHistory(intakes: intakes, until: period.lastDay, classOf: classOf)
        let lastBlockStart = period.lastDay.adding(days: 1 - OveruseHistory.blockDays).daysSinceEpoch
        var lastBlockDays: [String: Set<Int64>] = [:]
        for intake in intakes where intake.day.daysSinceEpoch >= lastBlockStart {
            lastBlockDays[NameRules.key(for: intake.name), default: []].insert(intake.day.daysSinceEpoch)
        }
        var pairing = ResponsePairing(window: window)
        let names = try statistics.forEachResponseEntry(matching: period.filter, window: window) { pairing.add($0) }
        var dosesByName: [String: [ResponsePairing.Start: ResponsePairing.Changes]] = [:]
        for (id, starts) in pairing.doses {
            guard let name = names[id] else { continue }
            dosesByName[NameRules.key(for: name)] = starts
        }
        let rows = uses.map { use -> MedicationRow in
            let key = NameRules.key(for: use.name)
            let medicationClass = classOf(use.name, "")
            let doses = dosesByName[key] ?? [:]
            let comparison = ResponseStatistics.comparison(doses: doses, undosed: pairing.undosed)
            return MedicationRow(
                name: use.name, medicationClass: medicationClass, doses: use.doses, days: use.days,
                lastTaken: use.lastTaken, daysInLast30: lastBlockDays[key]?.count ?? 0,
                overuse: overuse.flags.first { $0.concerns(medicationClass) },
                response: ResponseStatistics.response(doses), matchedBaseline: comparison.matchedBaseline,
                difference: comparison.difference)
        }
        return MedsReport(
            firstDay: period.firstDay, lastDay: period.lastDay, window: window, rows: rows,
            baseline: ResponseStatistics.response(pairing.undosed), overuse: overuse)
    }

    /// Overuse in the 30-day blocks ending today (the dashboard's).
    public func overuse() throws -> OveruseHistory {
        try overuse(until: zone.timestamp(at: clock.now()).local.date)
    }

    /// Overuse in the 30-day blocks ending on `lastDay`.
    public func overuse(until lastDay: LocalDate) throws -> OveruseHistory {
        let intakes = try statistics.medicationIntakeDays(
            from: OveruseHistory.firstDay(until: lastDay), through: lastDay)
        return OveruseHistory(intakes: intakes, until: lastDay, classOf: try classOf())
    }

    /// The class of one intake: the one set with `meds class` for its name, else the built-in table's.
    private func classOf() throws -> (_ name: String, _ dose: String) -> MedicationClass? {
        var set: [String: MedicationClass] = [:]
        for (name, raw) in try statistics.medicationClasses() {
            set[NameRules.key(for: name)] = MedicationClass(rawValue: raw)
        }
        return { name, dose in
            if !set.isEmpty, let chosen = set[NameRules.key(for: name)] { return chosen }
            return MedicationClass.of(name, dose: dose)
        }
    }
}
