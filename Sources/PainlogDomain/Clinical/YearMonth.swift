/// One calendar month of one year, for rules that count per month.
public struct YearMonth: Sendable, Hashable, Comparable {
    public let year: Int
    /// 1–12.
    public let month: Int

    /// The month `date` lies in.
    public init(of date: LocalDate) {
        year = date.year
        month = date.month
    }

    /// The month; nil when `month` is not 1–12 or the year is outside 1–9999.
    public init?(year: Int, month: Int) {
        guard LocalDate(year: year, month: month, day: 1) != nil else { return nil }
        self.year = year
        self.month = month
    }

    /// Its first day.
    public var firstDay: LocalDate { LocalDate(daysSinceEpoch: daysSinceEpochOfFirst) }

    /// Its last day.
    public var lastDay: LocalDate { firstDay.adding(days: LocalDate.daysIn(month: month, year: year) - 1) }

    /// How many days it has.
    public var dayCount: Int { LocalDate.daysIn(month: month, year: year) }

    /// The month before.
    public var previous: YearMonth { YearMonth(of: firstDay.adding(days: -1)) }

    private var daysSinceEpochOfFirst: Int64 {
        // A valid month always has a first day; the initialisers check it.
        (LocalDate(year: year, month: month, day: 1) ?? LocalDate(daysSinceEpoch: 0)).daysSinceEpoch
    }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
