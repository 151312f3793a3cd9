public import PainlogDomain

/// The chronic-migraine statement in words: information about three months of a diary, never a
/// diagnosis.
public enum ChronicMigrainePresenter {
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The statement's lines: what the months held and what ICHD-3 1.3 makes of such counts; what it
    /// asks beyond them; and, when overuse is flagged, that overuse can cause the pattern.
    ///
    /// `Aug–Oct 2026: 15 or more headache days in each month (15, 17, 20), 8 or more of them with
    /// migraine features (8, 9, 12): consistent with chronic migraine (ICHD-3 1.3).`
    public static func lines(_ statement: ChronicMigraineStatement) -> [String] {
        let headache = statement.months.map { String($0.headacheDays) }.joined(separator: ", ")
        let features = statement.months.map { String($0.migraineFeatureDays) }.joined(separator: ", ")
        var lines = [
            "\(span(statement.months.map(\.month))): \(ChronicMigraineCheck.headacheDaysPerMonth) or more headache days "
                + "in each month (\(headache)), \(ChronicMigraineCheck.migraineFeatureDaysPerMonth) or more of them "
                + "with migraine features (\(features)): consistent with chronic migraine (ICHD-3 1.3).",
            "This is not a diagnosis: ICHD-3 asks for this pattern over more than 3 months, in a person with migraine, "
                + "and a clinician's diagnosis.",
        ]
        if statement.overuseFlagged {
            lines.append(
                "Acute medication was overused in the latest 30 days: medication overuse can cause this pattern "
                    + "(ICHD-3 8.2).")
        }
        return lines
    }

    /// `Aug–Oct 2026`, or `Nov 2025–Jan 2026` across a new year.
    static func span(_ months: [YearMonth]) -> String {
        guard let first = months.first, let last = months.last else { return "" }
        let name = { (month: YearMonth) in monthNames[month.month - 1] }
        if first.year == last.year { return "\(name(first))–\(name(last)) \(last.year)" }
        return "\(name(first)) \(first.year)–\(name(last)) \(last.year)"
    }
}
