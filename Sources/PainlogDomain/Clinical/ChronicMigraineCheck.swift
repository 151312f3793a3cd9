/// One month's figures behind the chronic-migraine statement.
public struct ChronicMigraineMonth: Sendable, Equatable {
    public let month: YearMonth
    /// Headache days, over every migraine and headache condition together.
    public let headacheDays: Int
    /// Days that count towards ICHD-3 1.3 C (`ClinicalDayFacts.chronicMigraineFeatures`).
    public let migraineFeatureDays: Int

    public init(month: YearMonth, headacheDays: Int, migraineFeatureDays: Int) {
        self.month = month
        self.headacheDays = headacheDays
        self.migraineFeatureDays = migraineFeatureDays
    }

    /// Whether the month meets ICHD-3 1.3's counts: at least 15 headache days, at least 8 of them
    /// with migraine features.
    public var meetsCounts: Bool {
        headacheDays >= ChronicMigraineCheck.headacheDaysPerMonth
            && migraineFeatureDays >= ChronicMigraineCheck.migraineFeatureDaysPerMonth
    }
}

/// The statement that the last months are consistent with chronic migraine (ICHD-3 1.3), said as
/// information, never as a diagnosis.
public struct ChronicMigraineStatement: Sendable, Equatable {
    /// The 3 complete months it speaks of, oldest first.
    public let months: [ChronicMigraineMonth]
    /// Whether overuse is flagged in the latest 30-day block: the statement then adds that medication
    /// overuse can cause this pattern (ICHD-3 8.2).
    public let overuseFlagged: Bool

    public init(months: [ChronicMigraineMonth], overuseFlagged: Bool) {
        self.months = months
        self.overuseFlagged = overuseFlagged
    }
}

/// ICHD-3 1.3's counts over the 3 complete calendar months before the month of the view's last day.
///
/// ICHD-3 1.3 asks for headache on 15 or more days a month for more than 3 months, with migraine
/// features on at least 8 of them, in a person with migraine, and a clinician's diagnosis: painlog
/// checks the counts of 3 months (its choice: the three it can show whole) and says only that they
/// are consistent with it.
public enum ChronicMigraineCheck {
    /// ICHD-3 1.3 A: headache on at least 15 days a month.
    public static let headacheDaysPerMonth = 15
    /// ICHD-3 1.3 C: migraine features on at least 8 days a month.
    public static let migraineFeatureDaysPerMonth = 8
    /// How many complete months painlog checks.
    public static let monthCount = 3

    /// The 3 complete calendar months before the month of `lastDay`, oldest first.
    public static func months(before lastDay: LocalDate) -> [YearMonth] {
        var months: [YearMonth] = []
        var month = YearMonth(of: lastDay)
        for _ in 0..<monthCount {
            month = month.previous
            months.insert(month, at: 0)
        }
        return months
    }

    /// Each of those months' counts, from `days`.
    public static func figures(of days: ClinicalDays, lastDay: LocalDate) -> [ChronicMigraineMonth] {
        months(before: lastDay).map { month in
            ChronicMigraineMonth(
                month: month, headacheDays: days.count(from: month.firstDay, through: month.lastDay) { $0.headache },
                migraineFeatureDays: days.count(from: month.firstDay, through: month.lastDay) {
                    $0.chronicMigraineFeatures
                })
        }
    }

    /// The statement when each of the 3 months meets the counts; nil when one does not (then the
    /// views say nothing about it).
    public static func statement(of days: ClinicalDays, lastDay: LocalDate, overuseFlagged: Bool)
        -> ChronicMigraineStatement?
    {
        let months = figures(of: days, lastDay: lastDay)
        guard months.allSatisfy(\.meetsCounts) else { return nil }
        return ChronicMigraineStatement(months: months, overuseFlagged: overuseFlagged)
    }
}
