public import PainlogDomain

/// One medication in `painlog meds`.
public struct MedicationRow: Sendable, Equatable {
    public let name: String
    public let medicationClass: MedicationClass?
    /// Entries that carry it in the period, the local days they fall on, and the latest.
    public let doses: Int
    public let days: Int
    public let lastTaken: Timestamp
    /// Days with a dose in the 30 days ending on the period's last day, whatever the filters.
    public let daysInLast30: Int
    /// The overuse flag of the last 30 days that concerns this medication's class, if any.
    public let overuse: OveruseFlag?
    public let response: ResponseSummary
    /// The undosed pairs matched to this medication's dose pairs (same intensity, a shared area).
    public let matchedBaseline: ResponseSummary
    /// The dose pairs against their matched undosed pairs.
    public let difference: ResponseDifference
    /// Pain freedom at 2 hours after its treated doses on entries of a migraine condition (nil when
    /// not computed).
    public let twoHours: TwoHourTally?

    public init(
        name: String, medicationClass: MedicationClass?, doses: Int, days: Int, lastTaken: Timestamp, daysInLast30: Int,
        overuse: OveruseFlag?, response: ResponseSummary,
        matchedBaseline: ResponseSummary = ResponseSummary(pairs: 0, medianChange: nil, shareReduced30: nil),
        difference: ResponseDifference = ResponseDifference(pairs: 0, unmatched: 0, median: nil, interval: nil),
        twoHours: TwoHourTally? = nil
    ) {
        self.name = name
        self.medicationClass = medicationClass
        self.doses = doses
        self.days = days
        self.lastTaken = lastTaken
        self.daysInLast30 = daysInLast30
        self.overuse = overuse
        self.response = response
        self.matchedBaseline = matchedBaseline
        self.difference = difference
        self.twoHours = twoHours
    }
}
