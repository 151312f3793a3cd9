/// Aggregates over tags and medications, in the database.
public protocol NameStatisticsStore {
    /// Per medication name with a dose among the matching entries: doses, days and last dose; most
    /// days first.
    func medicationUse(matching filter: EntryFilter) throws -> [MedicationUse]

    /// For each matching entry with intensity above 0 that carries a medication (keyed by the
    /// medication's name; an entry counts for each name it carries) or none (key nil), the pair
    /// with the first entry (of all) inside `window` after it, counted. Entries without one are left out.
    func responsePairs(matching filter: EntryFilter, window: ResponseWindow) throws -> [String?: IntensityPairCounts]

    /// Per tag among the matching entries, its days and what was logged on them; and the same
    /// figures for every matching entry's day.
    func tagDays(matching filter: EntryFilter) throws -> (tags: [TagDays], all: TagDays)
}
