/// Aggregates entries in the database, never loading them all.
public protocol StatisticsStore: ClinicalEntryReading {
    /// One group per key that has entries, in key order (names by their case-folded form).
    func groups(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> [StatsGroup]

    /// The groups, the totals and the days behind them together, in as few passes over the entries as
    /// the grouping allows.
    ///
    /// `days` are every matching entry's local dates (see `DayFigures`), oldest first; the totals'
    /// logged and severe days count those dates.
    func groupsAndTotals(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> (
        groups: [StatsGroup], totals: StatsTotals, days: [DayFigures]
    )

    /// Per local calendar day, oldest first, the entries matching `filter` that count on it.
    ///
    /// An entry counts on every local date from its start's to its end's. With `range`, the entries
    /// whose dates reach into it (also those that started before it), counted on its days only;
    /// without, every matching entry on all its dates. Counted in SQL, one row per day.
    func days(matching filter: EntryFilter, within range: ClosedRange<LocalDate>?) throws -> [DayFigures]

    /// Totals over every matching entry.
    func totals(matching filter: EntryFilter) throws -> StatsTotals
}
