/// How important a change in average pain is, by the IMMPACT recommendations (Dworkin et al.,
/// J Pain 2008): the bands of the percentage change against the previous period.
public enum ChangeBand: String, Sendable, Equatable, CaseIterable {
    case noImportantChange = "no important change"
    case minimallyImportant = "minimally important"
    case moderatelyImportant = "moderately important"
    case substantial = "substantial"

    /// The band of a change of `percent` (either sign): under 10, 10–29, 30–49, 50 or more.
    public init(percent: Int) {
        switch abs(percent) {
        case ..<10: self = .noImportantChange
        case ..<30: self = .minimallyImportant
        case ..<50: self = .moderatelyImportant
        default: self = .substantial
        }
    }

    /// The change from `previous` to `current` in whole percent (rounded half away from zero);
    /// nil when there is nothing to compare against (no previous mean, or 0).
    public static func percent(from previous: Double?, to current: Double?) -> Int? {
        guard let previous, let current, previous > 0 else { return nil }
        return Int(((current - previous) / previous * 100).rounded())
    }
}
