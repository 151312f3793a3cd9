import PainlogDomain

/// A medication used on at least its class's number of days in the last 30.
public struct MedicationOveruse: Sendable, Equatable {
    public let name: String
    public let medicationClass: MedicationClass
    /// Days with a dose in the last 30.
    public let days: Int

    public init(name: String, medicationClass: MedicationClass, days: Int) {
        self.name = name
        self.medicationClass = medicationClass
        self.days = days
    }
}
