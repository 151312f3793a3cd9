/// A medication taken on a local calendar day, with the dose written (once however often that day).
public struct MedicationIntakeDay: Sendable, Equatable {
    /// The entry's own local date.
    public let day: LocalDate
    public let name: String
    /// The dose as written (`400mg`); empty when none was.
    public let dose: String

    public init(day: LocalDate, name: String, dose: String) {
        self.day = day
        self.name = name
        self.dose = dose
    }
}
