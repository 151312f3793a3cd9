/// One entry as the clinical rules read it from the diary: no more than the rules need, so that a
/// count over a large diary streams small rows.
public struct ClinicalEntryRow: Sendable, Equatable {
    /// One medication taken on the entry, with its dose as written (empty when none was).
    public struct Dose: Sendable, Equatable {
        public let name: String
        public let dose: String
        /// The name's key (`NameRules.key`), so that spellings of one medication count together.
        public let nameKey: String

        public init(name: String, dose: String, nameKey: String? = nil) {
            self.name = name
            self.dose = dose
            self.nameKey = nameKey ?? NameRules.key(for: name)
        }
    }

    /// When it started, with the offset in force then.
    public let start: Timestamp
    /// When it ended; nil for an entry without an end.
    public let end: Timestamp?
    /// The intensity, 0–10.
    public let intensity: Int
    /// The symptoms it records.
    public let symptoms: SymptomSet
    /// The headache kind of the conditions in view that it belongs to: `migraine` when one of them is
    /// a migraine condition, else `headache` when one is a headache condition, else nil.
    public let kind: HeadacheConditionKind?
    /// Its medications, in the order logged.
    public let doses: [Dose]
    /// The uids of every condition it belongs to (any of its areas is theirs), whatever the view;
    /// empty when it is unassigned, or when the reading did not ask
    /// (`ClinicalEntryQuery.readsConditions`).
    public let conditionUIDs: [String]

    public init(
        start: Timestamp, end: Timestamp?, intensity: Int, symptoms: SymptomSet, kind: HeadacheConditionKind?,
        doses: [Dose], conditionUIDs: [String] = []
    ) {
        self.start = start
        self.end = end
        self.intensity = intensity
        self.symptoms = symptoms
        self.kind = kind
        self.doses = doses
        self.conditionUIDs = conditionUIDs
    }
}

/// Which entries a clinical reading streams, and how.
public struct ClinicalEntryQuery: Sendable, Equatable {
    /// The order the rows come in.
    public enum Order: Sendable, Equatable {
        /// Any order (the cheapest: by the entries' ids).
        case any
        /// Oldest first (by start, then id), as the 2-hour outcome reads them.
        case oldestFirst
    }

    /// The entries' conditions, names, intensities, note and period (`ClinicalEntryReading`).
    public let filter: EntryFilter
    /// With a range, the entries whose local dates reach into it, and only those.
    public let range: ClosedRange<LocalDate>?
    public let order: Order
    /// Only the entries of a migraine or headache condition in view (`kind` not nil): a count of
    /// headache and migraine days needs no other.
    public let headacheKindsOnly: Bool
    /// Each row carries the uids of its conditions (`ClinicalEntryRow.conditionUIDs`).
    public let readsConditions: Bool

    public init(
        filter: EntryFilter, range: ClosedRange<LocalDate>? = nil, order: Order = .any,
        headacheKindsOnly: Bool = false, readsConditions: Bool = false
    ) {
        self.filter = filter
        self.range = range
        self.order = order
        self.headacheKindsOnly = headacheKindsOnly
        self.readsConditions = readsConditions
    }
}

/// Reads the entries behind the clinical rules (headache, migraine and treated days, the 2-hour
/// outcome, a course's review), one at a time and never all at once.
public protocol ClinicalEntryReading {
    /// Each entry `query` chooses once: those matching its filter (its conditions, names and
    /// period); with a range, the entries whose local dates reach into it (also those that started
    /// before it, as `StatisticsStore.days` counts them) and only those. An entry's `kind` is over the
    /// conditions the filter names, or every condition when it names none.
    func forEachClinicalEntry(_ query: ClinicalEntryQuery, _ body: (ClinicalEntryRow) throws -> Void) throws
}

extension ClinicalEntryReading {
    /// Each entry matching `filter` (with `range`: reaching into it) once, in no particular order.
    public func forEachClinicalEntry(
        matching filter: EntryFilter, within range: ClosedRange<LocalDate>?, _ body: (ClinicalEntryRow) throws -> Void
    ) throws {
        try forEachClinicalEntry(ClinicalEntryQuery(filter: filter, range: range), body)
    }
}
