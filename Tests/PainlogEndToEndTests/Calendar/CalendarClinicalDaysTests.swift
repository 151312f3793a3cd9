import Foundation
import Testing

/// Headache, migraine and treated days (issues 39 and 40) in `calendar` and `stats --by month`
/// through the built binary ("now": Sunday 2026-11-22 10:00, Berlin), on a diary counted by hand.
@Suite struct CalendarClinicalDaysTests {
    @discardableResult
    private static func ok(
        _ sandbox: PainlogSandbox, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = try sandbox.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "", "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// `migraine` (kind migraine, area head) and `back` (kind pain, area back), and eleven entries.
    ///
    /// Each is classified by hand by ICHD-3 1.1 B (4–72 h, or treated and no end), C (two of unilateral,
    /// pulsating, 4–10, activity) and D (nausea or vomiting, or photophobia and phonophobia):
    ///
    /// - Oct 31 20:00 – Nov 1 06:00, 6, unilateral vomiting: B C D → migraine on Oct 31 and Nov 1.
    /// - Nov 2, 6, unilateral pulsating nausea, sumatriptan, no end: B (treated) C D → migraine; treated.
    /// - Nov 3, 4 for 5 h, no symptoms: B only → neither; a headache day.
    /// - Nov 5, 5 for 6 h, pulsating photophobia phonophobia: B C D → migraine.
    /// - Nov 7 22:00 for 8 h (to Nov 8 06:00), 7, unilateral nausea: B C D → migraine on Nov 7 and 8.
    /// - Nov 10, 3, nausea, ibuprofen, no end: B (treated) D, not C → probable migraine; treated.
    /// - Nov 12, 5 for 2 h, pulsating: C only → neither.
    /// - Nov 14, 4, rizatriptan, no end: B only → neither, but a triptan above 0 → migraine day; treated.
    /// - Nov 15, 0, aura: a migraine day, not a headache day (no pain).
    /// - Nov 16, back 6, ibuprofen: no headache condition; treated in `back`.
    /// - Nov 18, 5 for 5 h, pulsating: B C, not D, tension-type-like (no unilateral or activity,
    ///   1–6) → neither.
    ///
    /// November: headache days 1 2 3 5 7 8 10 12 14 18 = 10; migraine days 1 2 5 7 8 10 14 15 = 8;
    /// treated days of `migraine` 2 10 14 = 3, of `back` 16 = 1. October: 1 headache and 1 migraine
    /// day (31). September: none.
    private static func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        try condition(sandbox, "migraine", kind: "migraine", area: "head")
        try condition(sandbox, "back", kind: "pain", area: "back")
        let entries: [[String]] = [
            ["6", "-a", "head", "-s", "unilateral", "-s", "vomiting", "--at", "2026-10-31T20:00", "--for", "10h"],
            [
                "6", "-a", "head", "-s", "unilateral", "-s", "pulsating", "-s", "nausea", "-m", "sumatriptan 50mg",
                "--at", "2026-11-02T07:00",
            ],
            ["4", "-a", "head", "--at", "2026-11-03T18:00", "--for", "5h"],
            [
                "5", "-a", "head", "-s", "pulsating", "-s", "photophobia", "-s", "phonophobia", "--at",
                "2026-11-05T10:00", "--for", "6h",
            ],
            ["7", "-a", "head", "-s", "unilateral", "-s", "nausea", "--at", "2026-11-07T22:00", "--for", "8h"],
            ["3", "-a", "head", "-s", "nausea", "-m", "ibuprofen 400mg", "--at", "2026-11-10T09:00"],
            ["5", "-a", "head", "-s", "pulsating", "--at", "2026-11-12T08:00", "--for", "2h"],
            ["4", "-a", "head", "-m", "rizatriptan 10mg", "--at", "2026-11-14T08:00"],
            ["0", "-a", "head", "-s", "aura", "--at", "2026-11-15T09:00"],
            ["6", "-a", "back", "-m", "ibuprofen 400mg", "--at", "2026-11-16T10:00"],
            ["5", "-a", "head", "-s", "pulsating", "--at", "2026-11-18T09:00", "--for", "5h"],
        ]
        for entry in entries { try ok(sandbox, ["log"] + entry) }
        return sandbox
    }

    /// Adds a condition of an area no entry has yet (which gets a notice).
    private static func condition(_ sandbox: PainlogSandbox, _ name: String, kind: String, area: String) throws {
        let run = try sandbox.run(["conditions", "add", name, "--kind", kind, "--area", area])
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// `text` with the lines a narrow terminal broke joined again.
    private static func unwrapped(_ text: String) -> String { text.replacingOccurrences(of: "\n  ", with: " ") }

    private static func months(_ json: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["months"] as? [[String: Any]])
    }

    private static func figures(_ month: [String: Any]) -> [String?] {
        ["headache_days", "migraine_days", "treated_days"].map { key in
            (month[key] as? Int).map(String.init) ?? (month[key] is NSNull ? "null" : nil)
        }
    }

    @Test func calendarJSONCountsHeadacheMigraineAndTreatedDays() throws {
        let sandbox = try Self.diary()
        let all = try Self.months(try Self.ok(sandbox, ["calendar", "--format", "json"]))
        #expect(all.map { $0["month"] as? String } == ["2026-09", "2026-10", "2026-11"])
        #expect(all.map(Self.figures) == [["0", "0", "null"], ["1", "1", "null"], ["10", "8", "null"]])
        // Pain days stay as they were: every entry above 0, the back pain's day too (Nov 1 2 3 5 7 8
        // 10 12 14 16 18).
        #expect(all[2]["pain_days"] as? Int == 11)

        let migraine = try Self.months(try Self.ok(sandbox, ["calendar", "--format", "json", "-c", "migraine"]))
        #expect(migraine.map(Self.figures) == [["0", "0", "0"], ["1", "1", "0"], ["10", "8", "3"]])

        let back = try Self.months(try Self.ok(sandbox, ["calendar", "--format", "json", "-c", "back"]))
        #expect(back.map(Self.figures) == [["null", "null", "0"], ["null", "null", "0"], ["null", "null", "1"]])
    }

    @Test func statsByMonthAgreesWithTheCalendar() throws {
        let sandbox = try Self.diary()
        let json = try Self.ok(sandbox, ["stats", "--by", "month", "--format", "json", "-c", "migraine"])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(rows.map { $0["group"] as? String } == ["2026-10", "2026-11"])
        #expect(rows.map(Self.figures) == [["1", "1", "0"], ["10", "8", "3"]])

        let table = try Self.ok(sandbox, ["stats", "--by", "month", "-c", "migraine"])
        #expect(table.contains("HEAD"), "\(table)")
        #expect(table.contains("MIGR"), "\(table)")
        #expect(table.contains("TREAT"), "\(table)")
    }

    @Test func theGridMarksMigraineDays() throws {
        let sandbox = try Self.diary()
        let table = try Self.ok(sandbox, ["calendar", "--months", "1", "-c", "migraine"])
        // Nov 2: 6, a migraine day, sumatriptan; Nov 3: 4, no migraine; Nov 15: aura at 0.
        #expect(table.contains("6m*"), "\(table)")
        #expect(table.contains("Headache days"), "\(table)")
        #expect(table.contains("Migraine days"), "\(table)")
        #expect(table.contains("Treated days"), "\(table)")
        #expect(table.contains("m a migraine day"), "\(table)")
        #expect(!table.contains("chronic migraine"), "\(table)")
    }

    @Test func sinceGivesTheFirstMonthAndUntilTheLast() throws {
        let sandbox = try Self.diary()
        let months = try Self.months(
            try Self.ok(sandbox, ["calendar", "--format", "json", "--since", "2026-06-15", "--until", "2026-10-31"]))
        #expect(months.map { $0["month"] as? String } == ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10"])
        // The last day is Oct 31: the attack that went on into November counts on Oct 31 only here.
        #expect(months.last.map(Self.figures) == ["1", "1", "null"])
    }

    @Test func badSinceIsOneErrorLineAndChangesNothing() throws {
        let sandbox = try Self.diary()
        let before = try sandbox.dump()
        for arguments in [
            ["calendar", "--since", "2026-01", "--months", "3"],
            ["calendar", "--since", "sometime"],
            ["calendar", "--since", "2010-01-01"],
            ["calendar", "--since", "2026-12-01", "--until", "2026-11-01"],
        ] {
            let result = try sandbox.run(arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stdout == "", "\(arguments)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines.first?.hasPrefix("error: ") == true, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("--since"), "\(arguments): \(result.stderr)")
        }
        #expect(try sandbox.dump() == before)
    }

    /// Aug, Sep and Oct 2026 each: days 1–15 an attack at 6 for 5 h, unilateral and nausea (1.1 C and
    /// D), days 16–20 a headache at 3 without symptoms: 20 headache days, 15 with migraine features
    /// in each, so the 3 complete months before November meet ICHD-3 1.3's counts (15 and 8).
    private static func chronicDiary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        try condition(sandbox, "migraine", kind: "migraine", area: "head")
        for month in ["08", "09", "10"] {
            for day in 1...20 {
                let date = "2026-\(month)-\(day < 10 ? "0" : "")\(day)T08:00"
                let entry =
                    day <= 15
                    ? ["6", "-a", "head", "-s", "unilateral", "-s", "nausea", "--at", date, "--for", "5h"]
                    : ["3", "-a", "head", "--at", date]
                try ok(sandbox, ["log"] + entry)
            }
        }
        return sandbox
    }

    @Test func threeMonthsMeetingTheCountsAreSaidToBeConsistentWithChronicMigraine() throws {
        let sandbox = try Self.chronicDiary()
        let table = Self.unwrapped(try Self.ok(sandbox, ["calendar", "--months", "1"]))
        #expect(
            table.contains(
                "Aug–Oct 2026: 15 or more headache days in each month (20, 20, 20), 8 or more of them with migraine "
                    + "features (15, 15, 15): consistent with chronic migraine (ICHD-3 1.3)."), "\(table)")
        #expect(table.contains("This is not a diagnosis"), "\(table)")
        #expect(!table.contains("medication overuse"), "\(table)")
        // The dashboard says the same, under its own label.
        let dashboard = try Self.ok(sandbox, [])
        #expect(dashboard.contains("Last months  Aug–Oct 2026: 15 or more headache days"), "\(dashboard)")
        #expect(dashboard.contains("consistent with chronic migraine"), "\(dashboard)")
        // With --until in October, the 3 months before are Jul–Sep: July has none.
        let earlier = try Self.ok(sandbox, ["calendar", "--months", "1", "--until", "2026-10-31"])
        #expect(!earlier.contains("chronic migraine"), "\(earlier)")
        // Ten triptan days in the latest 30 days flag overuse: the statement says it can cause this.
        for day in 10...19 {
            try Self.ok(sandbox, ["log", "2", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-\(day)T08:00"])
        }
        let overused = Self.unwrapped(try Self.ok(sandbox, ["calendar", "--months", "1"]))
        #expect(overused.contains("medication overuse can cause this pattern (ICHD-3 8.2)"), "\(overused)")
    }

    @Test func anAttackOfAMigraineConditionOverSeventyTwoHoursGetsANotice() throws {
        let sandbox = try PainlogSandbox()
        try Self.condition(sandbox, "migraine", kind: "migraine", area: "head")
        let long = try sandbox.run(["log", "6", "-a", "head", "--at", "2026-11-10T08:00", "--for", "80h"])
        #expect(long.status == 0)
        #expect(long.stderr.contains("status migrainosus, ICHD-3 1.4.1: one attack?"), "\(long.stderr)")
        #expect(long.stderr.hasPrefix("notice: #1 lasts 80 hours"), "\(long.stderr)")
        // 72 hours is still one attack; the back is no migraine condition's.
        let exactly = try sandbox.run(["log", "6", "-a", "head", "--at", "2026-11-15T08:00", "--for", "72h"])
        #expect(exactly.status == 0 && exactly.stderr == "", "\(exactly.stderr)")
        let back = try sandbox.run(["log", "6", "-a", "back", "--at", "2026-11-15T08:00", "--for", "80h"])
        #expect(back.status == 0 && back.stderr == "", "\(back.stderr)")
        // An edit that makes the second one longer says so too.
        let edited = try sandbox.run(["edit", "2", "--for", "73h"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stderr.contains("#2 lasts 73 hours"), "\(edited.stderr)")
        #expect(try sandbox.entryCount() == 3)
    }
}
