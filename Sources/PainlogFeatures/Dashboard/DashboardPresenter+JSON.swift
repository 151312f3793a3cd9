import PainlogDomain

extension DashboardPresenter {
    /// `painlog --json`: `{"today": [entries], "last_7_days": [{"date", "mean"}], "last_7_days_totals":
    /// {"entries", "mean", "worst"}, "most_often": {"name", "entries"} or null, "overuse": [{"class",
    /// "days", "threshold", "consecutive_blocks"}], "this_month": {"pain_days", "acute_medication_days"}
    /// or null}`; entries as `show --json` prints them, days oldest first (none when there is no
    /// diary), a mean `null` on a day without entries.
    ///
    /// A diary with conditions adds `"conditions"` and `"acute_medication"` (`conditionMembers`).
    public static func json(_ dashboard: Dashboard) -> JSONValue {
        var today: [JSONValue] = []
        for entry in dashboard.today { today.append(.object(EntryJSONFormatter.members(entry))) }
        var days: [JSONValue] = []
        for day in dashboard.lastSevenDays {
            days.append(.object([("date", .string(day.date.isoString)), ("mean", .number(day.mean))]))
        }
        let totals = dashboard.lastSevenDaysTotals
        var overuse: [JSONValue] = []
        for flag in dashboard.overuse {
            overuse.append(
                .object([
                    ("class", .string(flag.name)), ("days", .number(flag.days)), ("threshold", .number(flag.threshold)),
                    ("consecutive_blocks", .number(flag.consecutiveBlocks)),
                ]))
        }
        let mostOften: JSONValue =
            dashboard.topArea.map { .object([("name", .string($0.name)), ("entries", .number($0.entryCount))]) }
            ?? .null
        return .object(
            [
                ("today", .array(today)), ("last_7_days", .array(days)),
                (
                    "last_7_days_totals",
                    .object([
                        ("entries", .number(totals.count)), ("mean", .number(totals.mean)),
                        ("worst", totals.maximum.map { .number($0) } ?? .null),
                    ])
                ),
                ("most_often", mostOften), ("overuse", .array(overuse)),
                (
                    "this_month",
                    dashboard.thisMonth.map {
                        .object([
                            ("pain_days", .number($0.painDays)),
                            ("acute_medication_days", .number($0.acuteMedicationDays)),
                        ])
                    } ?? .null
                ),
            ] + (dashboard.conditions.map(conditionMembers) ?? []))
    }
}
