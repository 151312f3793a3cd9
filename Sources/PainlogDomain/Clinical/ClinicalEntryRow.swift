/// One entry as the clinical day counts read it from the diary: no more than the rules need, so
/// that a count over a large diary streams small rows.
public struct ClinicalEntryRow: Sendable, Equatable {
    /// One medication taken on the entry, with its dose as written (empty when none was).
    public struct Dose: Sendable, Equatable {
        public let name: String
        public let dose: String

        public init(name: String, dose: String) {
            self.name = name
            self.dose = dose
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

    public init(
        start: Timestamp, end: Timestamp?, intensity: Int, symptoms: SymptomSet, kind: HeadacheConditionKind?,
        doses: [Dose]
    ) {
        self.start = start
        self.end = end
        self.intensity = intensity
        self.symptoms = symptoms
        self.kind = kind
        self.doses = doses
    }
}

/// Reads the entries behind the clinical day counts (headache, migraine and treated days), one at a
/// time and never all at once.
public protocol ClinicalEntryReading {
    /// Each entry matching `filter` (its conditions, names and period) once, in no particular order. With `range`,
    /// the entries whose local dates reach into it (also those that started before it, as
    /// `StatisticsStore.days` counts them) and only those. An entry's `kind` is over the conditions
    /// `filter` names, or every condition when it names none.
    func forEachClinicalEntry(
        matching filter: EntryFilter, within range: ClosedRange<LocalDate>?, _ body: (ClinicalEntryRow) throws -> Void
    ) throws
}
