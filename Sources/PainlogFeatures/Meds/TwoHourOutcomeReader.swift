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
    public func tallies(over filter: EntryFilter, reading: ClinicalEntryMapping) throws -> TwoHourTallies {
        let named = Set(filter.conditions.map { NameRules.key(for: $0) })
        let migraine = try conditions.conditions().filter {
            $0.kind == .migraine && (named.isEmpty || named.contains(NameRules.key(for: $0.name)))
        }
        var tallies = TwoHourTallies()
        for condition in migraine {
            var stream = TwoHourOutcomeStream()
            try entries.forEachEntry(matching: filter.only(condition: condition.name), order: .oldestFirst, limit: nil)
            {
                stream.add(reading.outcomeEntry($0)) { tallies.add($0) }
            }
            stream.finish { tallies.add($0) }
        }
        return tallies
    }
}

extension EntryFilter {
    /// The filter's period and areas, narrowed to the entries of condition `name`.
    func only(condition name: String) -> EntryFilter {
        EntryFilter(
            since: since, before: before, sinceDay: sinceDay, throughDay: throughDay, areas: areas,
            conditions: [name])
    }
}
