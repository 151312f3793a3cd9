public import PainlogDomain

/// Computes `painlog meds` and the overuse flags: counts and pairs in SQL, the rest in `ResponseStatistics`.
public struct MedsInteractor {
    private let statistics: any NameStatisticsStore
    private let calendar: LocalCalendar

    public init(statistics: any NameStatisticsStore, calendar: LocalCalendar) {
        self.statistics = statistics
        self.calendar = calendar
    }

    /// Each medication used in the request's period (the last 30 days by default).
    public func report(_ request: EntryFilterRequest = EntryFilterRequest(), window: ResponseWindow = .standard) throws
        -> MedsReport
    {
        try report(
            over: ReportPeriod(request, days: ResponseStatistics.overuseDays, calendar: calendar), window: window)
    }

    /// Each medication used in `period` (the report's period, with its filters), and overuse in the
    /// 30-day blocks ending on the period's last day.
    public func report(over period: ReportPeriod, window: ResponseWindow = .standard) throws -> MedsReport {
        let uses = try statistics.medicationUse(matching: period.filter)
        let takenAt = uses.isEmpty ? [:] : try statistics.medicationDoses(matching: period.filter)
        // Overuse counts every dose, whatever the filters (a headache report filtered to `--area head`
        // still counts the doses taken for the back), in the 30 days ending on the period's last day.
        let classOf = try self.classOf()
        let (overuse, newest) = try history(until: period.lastDay, classOf: classOf, whole: false)
        var lastBlockDays: [String: Set<Int64>] = [:]
        for intake in newest {
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
            let medicationClass = Self.rowClass(of: use.name, doses: takenAt[use.name] ?? [], classOf: classOf)
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

    /// The class a medication's row shows: the one every dose taken in the period gives, when they
    /// agree (aspirin taken only at 100 mg or less is `other`, an antiplatelet), else the name's own.
    static func rowClass(
        of name: String, doses: Set<String>, classOf: (_ name: String, _ dose: String) -> MedicationClass?
    ) -> MedicationClass? {
        let classes = Set(doses.map { classOf(name, $0) })
        guard classes.count == 1, let only = classes.first else { return classOf(name, "") }
        return only
    }

    /// `meds --overuse`: every 30-day block back to the first with a dose, ending on the request's
    /// period's last day (today unless `--until`).
    public func overuseHistory(_ request: EntryFilterRequest) throws -> OveruseHistory {
        let period = try ReportPeriod(request, days: ResponseStatistics.overuseDays, calendar: calendar)
        return try overuse(until: period.lastDay, whole: true)
    }

    /// Overuse in the 30-day blocks ending today: the flags, and the blocks they need.
    public func overuse() throws -> OveruseHistory {
        try overuse(until: calendar.today())
    }

    /// The dashboard's flags: the thresholds reached in the 30 days ending today, from those 30 days
    /// alone (how many blocks in a row is for `meds`, which reads the blocks before).
    public func overuseFlags() throws -> [OveruseFlag] {
        let today = calendar.today()
        let newest = try statistics.medicationIntakeDays(
            from: today.adding(days: 1 - OveruseHistory.blockDays), through: today)
        return OveruseHistory(intakes: newest, until: today, classOf: try classOf()).flags
    }

    /// Overuse in the 30-day blocks ending on `lastDay`; `whole` for every block back to the first
    /// with a dose (`meds --overuse`), else the newest and, when it flags, those before it.
    public func overuse(until lastDay: LocalDate, whole: Bool = false) throws -> OveruseHistory {
        try history(until: lastDay, classOf: try classOf(), whole: whole).history
    }

    /// The history, and the intakes of its newest block: older blocks are read only when asked for or
    /// when a flag needs them (how many blocks in a row), so a diary without overuse reads 30 days.
    private func history(until lastDay: LocalDate, classOf: @escaping (String, String) -> MedicationClass?, whole: Bool)
        throws -> (history: OveruseHistory, newest: [MedicationIntakeDay])
    {
        let newestStart = lastDay.adding(days: 1 - OveruseHistory.blockDays)
        let newest = try statistics.medicationIntakeDays(from: newestStart, through: lastDay)
        let recent = OveruseHistory(intakes: newest, until: lastDay, classOf: classOf)
        guard whole || !recent.flags.isEmpty else { return (recent, newest) }
        let older = try statistics.medicationIntakeDays(
            from: OveruseHistory.firstDay(until: lastDay), through: newestStart.adding(days: -1))
        return (OveruseHistory(intakes: older + newest, until: lastDay, classOf: classOf), newest)
    }

    /// The class of one intake: the one set with `meds class` for its name, else the built-in table's
    /// (each name and dose worked out once).
    ///
    /// `calendar`, `stats` and the dashboard count acute-medication days by it too.
    func classOf() throws -> (_ name: String, _ dose: String) -> MedicationClass? {
        var set: [String: MedicationClass] = [:]
        for (name, raw) in try statistics.medicationClasses() {
            set[NameRules.key(for: name)] = MedicationClass(rawValue: raw)
        }
        let memo = ClassMemo()
        return { name, dose in
            if let known = memo.classes[name]?[dose] { return known }
            let found =
                set.isEmpty
                ? MedicationClass.of(name, dose: dose)
                : set[NameRules.key(for: name)] ?? MedicationClass.of(name, dose: dose)
            memo.classes[name, default: [:]][dose] = found
            return found
        }
    }
}

/// The classes already worked out, by name and dose, for one computation.
private final class ClassMemo {
    var classes: [String: [String: MedicationClass?]] = [:]
}
