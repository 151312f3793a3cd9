public import PainlogDomain

/// One medication in `painlog meds`.
public struct MedicationRow: Sendable, Equatable {
    public let name: String
    public let medicationClass: MedicationClass?
    /// Entries that carry it in the period, the local days they fall on, and the latest.
    public let doses: Int
    public let days: Int
    public let lastTaken: Timestamp
    /// Days with a dose in the last 30 (the overuse count, whatever the period).
    public let daysInLast30: Int
    public let overuse: MedicationOveruse?
    public let response: ResponseSummary

    public init(
        name: String, medicationClass: MedicationClass?, doses: Int, days: Int, lastTaken: Timestamp, daysInLast30: Int,
        overuse: MedicationOveruse?, response: ResponseSummary
    ) {
        self.name = name
        self.medicationClass = medicationClass
        self.doses = doses
        self.days = days
        self.lastTaken = lastTaken
        self.daysInLast30 = daysInLast30
        self.overuse = overuse
        self.response = response
    }
}
