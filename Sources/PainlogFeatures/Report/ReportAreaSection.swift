public import PainlogDomain

/// One pain of a person with more than one (`head`, `lower back`): the report's figures over the
/// entries in that area alone, and the medications taken with them, paired within the area.
public struct ReportAreaSection: Sendable, Equatable {
    /// The area's name, as first spelled.
    public let name: String
    /// The period's entries in the area: count, mean, worst, least, logged and severe days.
    public let totals: StatsTotals
    /// `meds` over the entries in the area: doses, days, and the response within the area.
    public let medications: MedsReport

    public init(name: String, totals: StatsTotals, medications: MedsReport) {
        self.name = name
        self.totals = totals
        self.medications = medications
    }

    /// Areas that get a section of their own, at most this many: the most used.
    public static let maximumCount = 3

    /// The areas that get a section, most entries first (then by name): none while the period's
    /// entries are in one area only, unless several were asked for with `--area`; with `--area`,
    /// only those asked for.
    static func areas(of groups: [StatsGroup], requested: [String]) -> [String] {
        let requestedKeys = Set(requested.map(NameRules.key(for:)))
        let candidates = groups.filter { requestedKeys.isEmpty || requestedKeys.contains(NameRules.key(for: $0.key)) }
        guard candidates.count > 1 || requested.count > 1 else { return [] }
        let sorted = candidates.sorted { $0.count != $1.count ? $0.count > $1.count : $0.key < $1.key }
        return sorted.prefix(maximumCount).map(\.key)
    }
}
