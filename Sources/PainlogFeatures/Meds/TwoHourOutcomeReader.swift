public import PainlogDomain

/// Reads the 2-hour outcome of `meds` from the diary: the entries of each migraine condition in view,
/// oldest first, through `TwoHourOutcomeStream`, so that no more than 2 h 30 of entries is held at a
/// time however large the diary.
///
/// A treated dose is counted over its condition's entries only (its follow-up and rescue are entries of
/// the same condition). The entries read are those of the filter's period, areas and conditions (not
/// its tags, medications, intensities or note: a follow-up at 0 carries none of them): a follow-up
/// after the period's end is not seen. An entry of two migraine conditions counts for
/// each, as its intensity does.
public struct TwoHourOutcomeReader {
    private let entries: any EntryStore
    private let conditions: any ConditionStore

    public init(entries: any EntryStore, conditions: any ConditionStore) {
        self.entries = entries
        self.conditions = conditions
    }

    /// The tallies per medication (by name key) over the entries `filter` selects of every migraine
    /// condition (of those the filter names, when it names any).
    ///
    /// The entries of all of them are read in one pass, oldest first, each handed to the stream of
    /// every migraine condition it belongs to.
    public func tallies(over filter: EntryFilter, reading: ClinicalEntryMapping) throws -> TwoHourTallies {
        let named = Set(filter.conditions.map { NameRules.key(for: $0) })
        let migraine = try conditions.conditions().filter {
            $0.kind == .migraine && (named.isEmpty || named.contains(NameRules.key(for: $0.name)))
        }
        var tallies = TwoHourTallies()
        guard !migraine.isEmpty else { return tallies }
        var streams = Dictionary(
            migraine.map { ($0.uid, TwoHourOutcomeStream()) }, uniquingKeysWith: { first, _ in first })
        let query = ClinicalEntryQuery(
            filter: filter.only(conditions: migraine.map(\.name)), order: .oldestFirst, readsConditions: true)
        try entries.forEachClinicalEntry(query) { row in
            var outcome: OutcomeEntry?
            for uid in row.conditionUIDs where streams[uid] != nil {
                let entry = outcome ?? reading.outcomeEntry(row)
                outcome = entry
                streams[uid]?.add(entry) { tallies.add($0) }
            }
        }
        for uid in streams.keys.sorted() { streams[uid]?.finish { tallies.add($0) } }
        return tallies
    }
}

extension EntryFilter {
    /// The filter's period and areas, narrowed to the entries of the conditions `names`.
    func only(conditions names: [String]) -> EntryFilter {
        EntryFilter(
            since: since, before: before, sinceDay: sinceDay, throughDay: throughDay, areas: areas,
            conditions: names)
    }
}
