public import PainlogDomain

/// The rules of `log … --follow-up` (contract, *The 2-hour outcome*): which entries may have a
/// reminder two hours after the dose, when it comes, and what it asks for.
///
/// A reminder needs an acute medicine (a dose that can be a treated dose) on an entry of a migraine
/// condition (the only kind the 2-hour outcome is counted for): anything else would remind the
/// person of a follow-up that never counts.
public struct FollowUpReminderRules {
    private let conditions: [Condition]
    private let reading: ClinicalEntryMapping

    /// - Parameters:
    ///   - conditions: the diary's conditions.
    ///   - reading: the medication classes (`meds class`, else the built-in table).
    public init(conditions: [Condition], reading: ClinicalEntryMapping) {
        self.conditions = conditions
        self.reading = reading
    }

    /// The rules with the diary's conditions and medication classes.
    public static func of(
        conditions: any ConditionStore, statistics: any NameStatisticsStore, calendar: LocalCalendar
    ) throws -> FollowUpReminderRules {
        let classOf = try MedsInteractor(statistics: statistics, calendar: calendar).classOf()
        return FollowUpReminderRules(
            conditions: try conditions.conditions(), reading: ClinicalEntryMapping(classOf: classOf))
    }

    /// When the reminder comes: two hours after the dose, which was taken at the entry's time.
    public static func reminderTime(dose: Int64) -> Int64 { dose + TwoHourOutcome.target }

    /// The migraine conditions an entry with `areas` belongs to.
    public func migraineConditions(areas: [String]) -> [Condition] {
        let keys = Set(areas.map { NameRules.key(for: $0) })
        return conditions.filter { condition in
            condition.kind == .migraine && condition.areas.contains { keys.contains(NameRules.key(for: $0)) }
        }
    }

    /// The entry's first area that lies in a migraine condition: the one the follow-up is logged with.
    public func followUpArea(areas: [String]) -> String? {
        let migraineAreas = Set(
            conditions.filter { $0.kind == .migraine }.flatMap(\.areas).map { NameRules.key(for: $0) })
        return areas.first { migraineAreas.contains(NameRules.key(for: $0)) }
    }

    /// The entry's doses of an acute class.
    public func acuteMedications(_ medications: [Medication]) -> [Medication] {
        medications.filter { reading.acuteClass(of: $0) != nil }
    }

    /// Why an entry with `areas` and `medications` cannot have a reminder; nil when it can.
    public func refusal(areas: [String], medications: [Medication]) -> FollowUpRefusal? {
        let conditionMissing = migraineConditions(areas: areas).isEmpty
        let medicineMissing = acuteMedications(medications).isEmpty
        guard conditionMissing || medicineMissing else { return nil }
        return FollowUpRefusal(
            conditionMissing: conditionMissing, areas: areas,
            migraineConditions: conditions.filter { $0.kind == .migraine }, medicineMissing: medicineMissing,
            medications: medications.map(\.name))
    }
}

/// What an entry lacks for a follow-up reminder, for the CLI to say with its flags.
public struct FollowUpRefusal: Sendable, Equatable {
    /// None of its areas is in a migraine condition.
    public let conditionMissing: Bool
    /// Its areas.
    public let areas: [String]
    /// The diary's migraine conditions (empty: it has none).
    public let migraineConditions: [Condition]
    /// None of its medications is of an acute class.
    public let medicineMissing: Bool
    /// Its medications' names.
    public let medications: [String]

    /// The acute classes a medication may have, by name.
    public static var acuteClasses: [String] { ClinicalMedicineClass.allCases.map(\.rawValue) }
}
