public import PainlogDomain

/// What `meds class NAME CLASS` did.
public enum MedicationClassOutcome: Sendable, Equatable {
    /// The medication's class is now `medicationClass` (nil: the built-in table's, which is `tableClass`).
    case set(name: String, medicationClass: MedicationClass?, tableClass: MedicationClass?)
    /// It already was.
    case unchanged(name: String, medicationClass: MedicationClass?, tableClass: MedicationClass?)
}

/// `painlog meds class NAME CLASS`: sets a medication's class over the built-in table (`auto`
/// returns to it), as one undo step.
public struct MedicationClassInteractor {
    /// The word that returns a medication to the built-in table's class.
    public static let automatic = "auto"

    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar

    public init(unitOfWork: any UnitOfWork, calendar: LocalCalendar) {
        self.unitOfWork = unitOfWork
        self.calendar = calendar
    }

    /// The class `text` names; nil for `auto`.
    ///
    /// Anything else is a usage error naming the choices.
    public static func parse(_ text: String) throws(PainlogError) -> MedicationClass? {
        let lowered = text.lowercased()
        if lowered == automatic { return nil }
        if let found = MedicationClass(rawValue: lowered) { return found }
        let choices = MedicationClass.allCases.map(\.rawValue) + [automatic]
        throw .usage(
            "unknown medication class '\(QuotedValue.shown(text))'; use one of " + choices.joined(separator: ", "))
    }

    public func setClass(of nameText: String, to classText: String) throws -> MedicationClassOutcome {
        let wanted = try Self.parse(classText)
        let medication = try Medication(parsing: nameText, allowingBidiControls: true)
        guard medication.dose.isEmpty else {
            throw PainlogError.usage(
                "medication '\(medication.text)' has a dose; a class belongs to the name (aspirin at 100 mg or less is "
                    + "an antiplatelet by itself)")
        }
        return try unitOfWork.inWriteTransaction { diary in
            guard let record = try diary.medications.record(named: medication.name),
                !(try diary.medications.entryIDs(withName: record.id)).isEmpty
            else {
                throw try MissingNameError.error(.medication, medication.name, in: diary.medications)
            }
            let table = MedicationClass.of(record.name)
            let current = try diary.medicationClasses.classes()[record.name].flatMap(MedicationClass.init(rawValue:))
            guard current != wanted else {
                return .unchanged(name: record.name, medicationClass: current, tableClass: table)
            }
            let summary = "meds class '\(record.name)' \(wanted?.rawValue ?? Self.automatic)"
            let step = try diary.journal.record(
                .medicationClass, summary: summary, at: calendar.timestamp(at: calendar.now()), changing: [],
                created: [])
            try diary.journal.noteClassChange(of: record.id, in: step)
            try diary.medicationClasses.setClass(of: record.id, to: wanted?.rawValue)
            return .set(name: record.name, medicationClass: wanted, tableClass: table)
        }
    }
}
