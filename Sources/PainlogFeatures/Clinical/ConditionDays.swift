public import PainlogDomain

/// The days of each condition over a span of days that need more than `StatisticsStore.days`
/// gives (issue 39): migraine days and treated days by the clinical rules (`ClinicalDays`), and the
/// days of the entries of no condition (*unassigned*), read in one pass over the entries that count
/// on the span (`ClinicalDayCounter.conditionDays`, which selects them as `calendar` does).
///
/// An entry counts on every local date from its start's to its end's, also one that started before
/// the span (`AttackFacts.localDates`, as `calendar` counts it in SQL); it belongs to every
/// condition that has one of its areas. A *treated day* is the local date of an entry of the
/// condition that carries an acute dose (by the class `classOf` gives each dose).
public struct ConditionDays: Sendable, Equatable {
    /// Each condition's clinical days (by its name's key), on the span's days only; a condition
    /// without an entry on the span is absent.
    public let clinical: [String: ClinicalDays]
    /// The unassigned entries' days on the span, oldest first, counted as `StatisticsStore.days`
    /// counts a day (entries that count on it, worst, those that started on it).
    public let unassigned: [DayFigures]
    /// Entries that started in the span and belong to more than one condition.
    public let sharedEntries: Int

    public init(clinical: [String: ClinicalDays], unassigned: [DayFigures], sharedEntries: Int) {
        self.clinical = clinical
        self.unassigned = unassigned
        self.sharedEntries = sharedEntries
    }

    /// Reads the entries `filter` chooses (its names and intensities; any period in it is replaced
    /// by `range`) that count on a day of `range`, and sorts them into days
    /// (`ClinicalDayCounter.conditionDays`).
    public static func read(
        from entries: any ClinicalEntryReading, filter: EntryFilter, within range: ClosedRange<LocalDate>,
        conditions: [Condition], classOf: @escaping (_ name: String, _ dose: String) -> MedicationClass?
    ) throws -> ConditionDays {
        try ClinicalDayCounter(entries: entries, classOf: classOf).conditionDays(
            matching: filter, within: range, conditions: conditions)
    }
}
