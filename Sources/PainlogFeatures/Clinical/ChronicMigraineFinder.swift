public import PainlogDomain

/// The chronic-migraine statement of a view whose last day is given, with its overuse clause: what
/// `calendar` says under its grid and the report says in each migraine condition's block, from one
/// code path (`ClinicalDayCounter.chronicMigraineStatement` and the latest 30-day block's overuse).
public struct ChronicMigraineFinder {
    private let entries: any ClinicalEntryReading
    private let nameStatistics: any NameStatisticsStore
    private let classOf: (_ name: String, _ dose: String) -> MedicationClass?

    /// Counts over `entries`, each dose classed by `classOf` (`MedsInteractor.classOf()`); the overuse
    /// clause from `nameStatistics`' intakes.
    public init(
        entries: any ClinicalEntryReading, nameStatistics: any NameStatisticsStore,
        classOf: @escaping (_ name: String, _ dose: String) -> MedicationClass?
    ) {
        self.entries = entries
        self.nameStatistics = nameStatistics
        self.classOf = classOf
    }

    /// The statement over the 3 complete months before `lastDay`'s month, naming medication overuse
    /// when it is flagged in the 30 days ending on `lastDay`; nil when the counts are not met or no
    /// migraine condition is among `conditions` (every condition of the diary).
    public func statement(conditions: [Condition], lastDay: LocalDate) throws -> ChronicMigraineStatement? {
        let counter = ClinicalDayCounter(entries: entries, classOf: classOf)
        guard
            let found = try counter.chronicMigraineStatement(
                conditions: conditions, lastDay: lastDay, overuseFlagged: false)
        else { return nil }
        let overuse = OveruseHistory(
            intakes: try nameStatistics.medicationIntakeDays(
                from: lastDay.adding(days: 1 - OveruseHistory.blockDays), through: lastDay),
            until: lastDay, classOf: classOf)
        return ChronicMigraineStatement(months: found.months, overuseFlagged: !overuse.flags.isEmpty)
    }
}
