/// Aggregates entries in the database, never loading them all.
public protocol StatisticsStore {
    /// One group per key that has entries, in key order (names by their case-folded form).
    func groups(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> [StatsGroup]

    /// The groups and the totals together, in as few passes over the entries as the grouping allows.
    func groupsAndTotals(matching filter: EntryFilter, by grouping: StatsGrouping) throws -> ([StatsGroup], StatsTotals)

    /// Totals over every matching entry.
    func totals(matching filter: EntryFilter) throws -> StatsTotals
}
