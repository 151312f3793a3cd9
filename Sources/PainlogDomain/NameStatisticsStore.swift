/// Aggregates over tags and medications, in the database.
public protocol NameStatisticsStore {
    /// Per medication name with a dose among the matching entries: doses, days and last dose; most
    /// days first.
    func medicationUse(matching filter: EntryFilter) throws -> [MedicationUse]

    /// The doses (as written; empty for none) each medication was taken at among the matching
    /// entries, by its name as stored: whether all of them give one class (aspirin at 100 mg or less).
    func medicationDoses(matching filter: EntryFilter) throws -> [String: Set<String>]

    /// Each medication and dose taken on each local day from `firstDay` through `lastDay`, whatever
    /// the entry's areas and tags (every intake counts for overuse); in no particular order, and once
    /// per dose taken (what counts are the days).
    func medicationIntakeDays(from firstDay: LocalDate, through lastDay: LocalDate) throws -> [MedicationIntakeDay]

    /// Each medication and dose taken on each local day from `firstDay` through `lastDay` (nil: no
    /// bound), once per day however many doses (grouped in SQL: DISTINCT), whatever the entry's areas and tags:
    /// every intake counts for the acute-medication days. In no particular order.
    func medicationDays(from firstDay: LocalDate?, through lastDay: LocalDate?) throws -> [MedicationIntakeDay]

    /// The classes set with `meds class`, by medication name as stored (see `MedicationClassStore`).
    func medicationClasses() throws -> [String: String]

    /// Every entry that can take part in a response pair for `filter`: from `window.maximum` before the
    /// filter's first instant to `window.maximum` after its last, oldest first (ids break ties), each
    /// marked with whether it matches the filter; with the filter's areas as the pairing areas.
    ///
    /// Returns the names of the medications met, by id.
    func forEachResponseEntry(
        matching filter: EntryFilter, window: ResponseWindow, _ body: (ResponseEntry) throws -> Void
    ) throws -> [Int64: String]

    /// Per tag among the matching entries, its days and what was logged on them; and the same
    /// figures for every matching entry's day.
    func tagDays(matching filter: EntryFilter) throws -> (tags: [TagDays], all: TagDays)
}
