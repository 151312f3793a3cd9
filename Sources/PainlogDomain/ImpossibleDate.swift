/// A date that is written right but does not exist (`2026-11-31`, `30.2.2026`): said as such
/// rather than with the long list of forms a time takes.
enum ImpossibleDate {
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `November has 30 days` (`February 2026 has 28 days`) when `text` begins with a date of a month
    /// 1–12 whose day is past the month's last; nil otherwise.
    static func reason(in text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        guard let (year, month, day) = iso(trimmed) ?? dotted(trimmed), (1...12).contains(month), day >= 1,
            (1000...9999).contains(year)
        else { return nil }
        let days = LocalDate.daysIn(month: month, year: year)
        guard day > days else { return nil }
        let name = monthNames[month - 1]
        return month == 2 ? "\(name) \(year) has \(days) days" : "\(name) has \(days) days"
    }

    /// `YYYY-MM-DD` at the start of `text`.
    private static func iso(_ text: String) -> (Int, Int, Int)? {
        let parts = text.prefix(10).split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count >= 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        return (year, month, day)
    }

    /// `D.M.YYYY` at the start of `text`.
    private static func dotted(_ text: String) -> (Int, Int, Int)? {
        let first = text.split(separator: " ", maxSplits: 1).first ?? Substring(text)
        let parts = first.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count), parts[2].count == 4,
            let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        return (year, month, day)
    }
}
