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

    /// Why an entry with `areas` and `medications` cannot have a reminder, as the text after
    /// `error: `; nil when it can.
    public func refusal(areas: [String], medications: [Medication]) -> String? {
        var missing: [String] = []
        if migraineConditions(areas: areas).isEmpty {
            missing.append(missingCondition(areas: areas))
        }
        if acuteMedications(medications).isEmpty {
            missing.append(Self.missingMedicine(medications))
        }
        guard !missing.isEmpty else { return nil }
        return "--follow-up needs an acute medicine on an entry of a migraine condition; missing: "
            + missing.joined(separator: "; ")
    }

    private func missingCondition(areas: [String]) -> String {
        let migraine = conditions.filter { $0.kind == .migraine }
        guard !migraine.isEmpty else {
            return "a migraine condition (the diary has none: painlog conditions add migraine --kind migraine "
                + "--area head)"
        }
        let given = areas.isEmpty ? "the entry has no area" : "no area of " + Self.quotedList(areas) + " is in one"
        let offered = migraine.map { "\($0.name): " + $0.areas.joined(separator: ", ") }.joined(separator: "; ")
        return "an area of a migraine condition (-a AREA; \(given); \(offered))"
    }

    private static func missingMedicine(_ medications: [Medication]) -> String {
        let classes = ClinicalMedicineClass.allCases.map(\.rawValue)
        let accepted = classes.dropLast().joined(separator: ", ") + " or " + (classes.last ?? "")
        let given =
            medications.isEmpty
            ? "the entry has none"
            : "\(quotedList(medications.map(\.name))) \(medications.count == 1 ? "is" : "are") not"
        return "an acute medicine (-m 'NAME DOSE' of class \(accepted); \(given); "
            + "painlog meds class NAME CLASS sets a medication's class)"
    }

    private static func quotedList(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
