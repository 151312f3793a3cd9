/// How much one medication was used in a period.
public struct MedicationUse: Sendable, Equatable {
    /// The medication's name, every dose together.
    public let name: String
    /// Entries that carry it (an entry with two doses counts once).
    public let doses: Int
    /// Local calendar days (each entry's own) with at least one of those entries.
    public let days: Int
    /// The latest of those entries' times.
    public let lastTaken: Timestamp

    public init(name: String, doses: Int, days: Int, lastTaken: Timestamp) {
        self.name = name
        self.doses = doses
        self.days = days
        self.lastTaken = lastTaken
    }
}
