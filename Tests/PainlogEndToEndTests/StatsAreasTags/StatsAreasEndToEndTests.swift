import Foundation
import Testing

/// The environment these tests were written against: the sandbox's clock, zone and width of 100,
/// a plain `PATH`, and no `LANG`.
private let statsEnvironment: [String: String?] = ["PATH": "/usr/bin:/bin", "LANG": nil]

/// What the tests do with a sandbox beyond running painlog.
extension PainlogSandbox {
    /// Runs and expects success with nothing on stderr; returns stdout.
    @discardableResult
    fileprivate func ok(
        _ arguments: [String], withDatabase: Bool = true, stderr: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = try run(arguments, withDatabase: withDatabase)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == stderr, "\(arguments)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// Everything the diary holds, as painlog shows it: entries, undo steps and areas.
    fileprivate func snapshot() throws -> String {
        try ok(["export", "--format", "json"]) + ok(["undo", "--list"]) + ok(["areas"])
    }

    /// Six entries over two months: Berlin summer and winter time, one at -05:00, one without an area.
    fileprivate func seed() throws {
        try ok(["log", "2", "--area", "head", "--at", "2026-10-01T23:30"])
        try ok(["log", "9", "--area", "Back", "--at", "2026-10-01T23:30-05:00"])
        try ok([
            "log", "5", "--area", "head", "--area", "neck", "--at", "2026-11-12T08:00", "--tag", "work", "--note",
            "after gardening",
        ])
        try ok(["log", "7", "--area", "NECK", "--at", "2026-11-19T20:15", "--tag", "Work"])
        try ok(["log", "4", "--at", "2d ago"])
        try ok(["log", "6", "--area", "head", "--at", "08:30"])
    }
}

private func statsBlocks(_ count: Int, _ eighth: String = "") -> String {
    String(repeating: "█", count: count) + eighth
}

/// `[{"group", "count", "mean", "min", "max"}]` parsed, the mean as a double.
private func statsParsed(_ json: String) throws -> [(group: String, count: Int, mean: Double, min: Int, max: Int)] {
    let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    return try array.map { object in
        // `--by month` adds the day counts (issue 26).
        // And the clinical days of issue 40 (`null` without conditions).
        let days: Set = [
            "pain_days", "moderate_days", "severe_days", "acute_medication_days", "headache_days", "migraine_days",
            "treated_days",
        ]
        #expect(Set(object.keys).subtracting(days) == ["group", "count", "mean", "min", "max"])
        #expect(Set(object.keys).isSuperset(of: days) || Set(object.keys).isDisjoint(with: days))
        return (
            try #require(object["group"] as? String), try #require((object["count"] as? NSNumber)?.intValue),
            try #require((object["mean"] as? NSNumber)?.doubleValue),
            try #require((object["min"] as? NSNumber)?.intValue),
            try #require((object["max"] as? NSNumber)?.intValue)
        )
    }
}

/// `stats`, `areas`, `areas rename`, `undo` of a rename, and `painlog` alone, through the built
/// binary as a user or a script runs it: no terminal, `COLUMNS=100`, Berlin, a fixed "now"
/// (Sunday 2026-11-22 10:00).
@Suite struct StatsAreasEndToEndTests {
    private static let summary = [
        "6 entries from 2026-10-01 to 2026-11-22 (53 days)",
        "Mean 5.5 · severe pain (7–10) on 2 of 5 logged days (40%)",
        "Last 7 days: worst 7, least 4, average 5.7 — 7 days before: worst 5, least 5, average 5.0 (+13%)",
        "",
    ]

    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        #expect(lines.last == "", "output ends with a line end")
        lines.removeLast()
        return lines
    }

    // MARK: - stats as a table

    @Test func statsByWeekIsTheDefault() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        let table = try sandbox.ok(["stats"])
        // 100 - (8 + 7 + 20) = 65 columns for bars: 5.5 is 286 eighths, 5.0 is 260, 17/3 is 294.7.
        #expect(
            Self.lines(table) == Self.summary + [
                "WEEK      ENTRIES  MEAN  MIN  MAX",
                "2026-W40        2   5.5    2    9  " + statsBlocks(35, "▊"),
                "2026-W41        —",
                "2026-W42        —",
                "2026-W43        —",
                "2026-W44        —",
                "2026-W45        —",
                "2026-W46        1   5.0    5    5  " + statsBlocks(32, "▌"),
                "2026-W47        3   5.7    4    7  " + statsBlocks(36, "▉"),
                "",
                "Trend  ▅     ▅▅",
            ])
        #expect(try sandbox.ok(["stats", "--by", "week"]) == table)
        #expect(try sandbox.ok(["stats", "--format", "table"]) == table)
    }

    @Test func statsByDayShowsEveryDayOfTheRange() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        let lines = Self.lines(try sandbox.ok(["stats", "--by", "day"]))
        #expect(Array(lines.prefix(4)) == Self.summary)
        #expect(lines[4] == "DAY         ENTRIES  MEAN  MIN  MAX")
        let rows = lines.filter { $0.hasPrefix("2026-") }
        // 2026-10-01 to 2026-11-22: 53 days, 5 with entries.
        #expect(rows.count == 53)
        #expect(rows.filter { $0.hasSuffix("—") }.count == 48)
        // 63 columns for bars: 5.5 is 277.2 eighths, 5 is 252, 7 is 352.8, 4 is 201.6, 6 is 302.4.
        #expect(rows[0] == "2026-10-01        2   5.5    2    9  " + statsBlocks(34, "▋"))
        #expect(rows[1] == "2026-10-02        —")
        #expect(rows[42] == "2026-11-12        1   5.0    5    5  " + statsBlocks(31, "▌"))
        #expect(rows[49] == "2026-11-19        1   7.0    7    7  " + statsBlocks(44, "▏"))
        #expect(rows[50] == "2026-11-20        1   4.0    4    4  " + statsBlocks(25, "▎"))
        #expect(rows[51] == "2026-11-21        —")
        #expect(rows[52] == "2026-11-22        1   6.0    6    6  " + statsBlocks(37, "▊"))
        #expect(
            lines.last == "Trend  ▅" + String(repeating: " ", count: 41) + "▅" + String(repeating: " ", count: 6)
                + "▆▄ ▅")
    }

    @Test func statsByMonth() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        // With the day columns (issue 26), 43 columns for bars: 5.5 is 189.2 eighths.
        #expect(
            Self.lines(try sandbox.ok(["stats", "--by", "month"])) == Self.summary + [
                "MONTH    ENTRIES  MEAN  MIN  MAX  PAIN  MOD  SEV  ACUTE",
                "2026-10        2   5.5    2    9     1    1    1      0  " + statsBlocks(23, "▋"),
                "2026-11        4   5.5    4    7     4    4    1      0  " + statsBlocks(23, "▋"),
                "Days: PAIN with pain, MOD worst 4–10, SEV worst 7–10;",
                "ACUTE with acute medication, every dose whatever the filters.",
                "",
                "Trend  ▅▅",
            ])
    }

    @Test func statsByAreaCountsAnEntryInEachOfItsAreas() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        // 69 columns for bars: 9 is 496.8 eighths, 13/3 is 239.2, 6 is 331.2. No trend for areas.
        #expect(
            Self.lines(try sandbox.ok(["stats", "--by", "area"])) == Self.summary + [
                "AREA  ENTRIES  MEAN  MIN  MAX",
                "Back        1   9.0    9    9  " + statsBlocks(62, "▏"),
                "head        3   4.3    2    6  " + statsBlocks(29, "▉"),
                "neck        2   6.0    5    7  " + statsBlocks(41, "▍"),
            ])
    }

    @Test func statsByHourUsesEachEntrysOwnClock() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        // Both 23:30 entries are at 23 on their own clocks (one at +02:00, one at -05:00).
        #expect(
            Self.lines(try sandbox.ok(["stats", "--by", "hour"])) == Self.summary + [
                "HOUR  ENTRIES  MEAN  MIN  MAX",
                "08          2   5.5    5    6  " + statsBlocks(38),
                "10          1   4.0    4    4  " + statsBlocks(27, "▋"),
                "20          1   7.0    7    7  " + statsBlocks(48, "▎"),
                "23          2   5.5    2    9  " + statsBlocks(38),
            ])
    }

    @Test func theChartIsThereWithoutATerminalAndHasNoColour() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        for grouping in ["day", "week", "month", "area", "hour"] {
            let table = try sandbox.ok(["stats", "--by", grouping])
            #expect(table.contains("█"), "\(grouping)")
            #expect(!table.contains("\u{1B}"), "\(grouping)")
            #expect(table.contains("Trend  ") == ["day", "week", "month"].contains(grouping))
            for line in Self.lines(table) {
                #expect(line.count <= 100, "\(grouping): \(line)")
            }
        }
    }

    // MARK: - stats as JSON

    @Test func statsJSONForEachGrouping() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        #expect(
            try sandbox.ok(["stats", "--format", "json"]) == """
                [
                  {"group":"2026-W40","count":2,"mean":5.5,"min":2,"max":9},
                  {"group":"2026-W46","count":1,"mean":5.0,"min":5,"max":5},
                  {"group":"2026-W47","count":3,"mean":5.666666666666667,"min":4,"max":7}
                ]

                """)
        let expected: [String: [(String, Int, Double, Int, Int)]] = [
            "week": [("2026-W40", 2, 5.5, 2, 9), ("2026-W46", 1, 5, 5, 5), ("2026-W47", 3, 17.0 / 3.0, 4, 7)],
            "day": [
                ("2026-10-01", 2, 5.5, 2, 9), ("2026-11-12", 1, 5, 5, 5), ("2026-11-19", 1, 7, 7, 7),
                ("2026-11-20", 1, 4, 4, 4),
                ("2026-11-22", 1, 6, 6, 6),
            ],
            "month": [("2026-10", 2, 5.5, 2, 9), ("2026-11", 4, 5.5, 4, 7)],
            "area": [("Back", 1, 9, 9, 9), ("head", 3, 13.0 / 3.0, 2, 6), ("neck", 2, 6, 5, 7)],
            "hour": [("08", 2, 5.5, 5, 6), ("10", 1, 4, 4, 4), ("20", 1, 7, 7, 7), ("23", 2, 5.5, 2, 9)],
        ]
        for (grouping, groups) in expected {
            let json = try sandbox.ok(["stats", "--by", grouping, "--format", "json"])
            #expect(!json.contains("\u{1B}"))
            let parsed = try statsParsed(json)
            #expect(parsed.map(\.group) == groups.map(\.0), "\(grouping)")
            #expect(parsed.map(\.count) == groups.map(\.1), "\(grouping)")
            #expect(parsed.map(\.mean) == groups.map(\.2), "\(grouping)")
            #expect(parsed.map(\.min) == groups.map(\.3), "\(grouping)")
            #expect(parsed.map(\.max) == groups.map(\.4), "\(grouping)")
        }
    }

    @Test(
        arguments: [
            (["--area", "neck"], [("2026-W46", 1, 5.0), ("2026-W47", 1, 7.0)]),
            (
                ["--area", "HEAD", "--area", "back"],
                [("2026-W40", 2, 5.5), ("2026-W46", 1, 5.0), ("2026-W47", 1, 6.0)]
            ),
            (["--tag", "work"], [("2026-W46", 1, 5.0), ("2026-W47", 1, 7.0)]),
            (["--min", "6"], [("2026-W40", 1, 9.0), ("2026-W47", 2, 6.5)]),
            (["--max", "4"], [("2026-W40", 1, 2.0), ("2026-W47", 1, 4.0)]),
            (["--search", "GARDEN"], [("2026-W46", 1, 5.0)]),
            (["--since", "2026-11-19"], [("2026-W47", 3, 17.0 / 3.0)]),
            (["--until", "2026-10-31"], [("2026-W40", 2, 5.5)]),
            (["--since", "10d ago"], [("2026-W47", 3, 17.0 / 3.0)]),
            (["--area", "head", "--min", "5"], [("2026-W46", 1, 5.0), ("2026-W47", 1, 6.0)]),
            (["--area", "knee"], []),
        ] as [([String], [(String, Int, Double)])])
    func statsFilters(filter: [String], groups: [(String, Int, Double)]) throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        // 0.2: a filter naming an area the diary does not have says so on stderr.
        let notice = filter == ["--area", "knee"] ? "notice: no area is named 'knee'\n" : ""
        let parsed = try statsParsed(try sandbox.ok(["stats", "--format", "json"] + filter, stderr: notice))
        #expect(parsed.map(\.group) == groups.map(\.0))
        #expect(parsed.map(\.count) == groups.map(\.1))
        #expect(parsed.map(\.mean) == groups.map(\.2))
        let table = try sandbox.ok(["stats"] + filter, stderr: notice)
        if groups.isEmpty {
            #expect(table == "No entries match.\n")
        } else {
            let count = groups.map(\.1).reduce(0, +)
            #expect(table.hasPrefix("\(count) \(count == 1 ? "entry" : "entries") from "))
        }
    }

    @Test func statsOnAnEmptyDiary() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        for grouping in ["day", "week", "month", "area", "hour"] {
            #expect(try sandbox.ok(["stats", "--by", grouping]) == "No entries match.\n")
            #expect(try sandbox.ok(["stats", "--by", grouping, "--format", "json"]) == "[]\n")
        }
    }

    @Test(
        arguments: [
            (["stats", "--by", "year"], "year"),
            (["stats", "--format", "xml"], "xml"),
            (["stats", "--by"], "--by"),
            (["stats", "--min", "11"], "11"),
            (["stats", "--since", "someday"], "someday"),
            (["stats", "--min", "7", "--max", "3"], "--min"),
        ] as [([String], String)])
    func aBadStatsOptionIsAUsageError(arguments: [String], named: String) throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        let before = try sandbox.snapshot()
        let result = try sandbox.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.hasSuffix("\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(named))
        #expect(try sandbox.snapshot() == before)
    }

    // MARK: - areas

    private static let areaList = [
        "AREA  ENTRIES  LAST LOGGED",
        "head        3  Sun 2026-11-22 08:30",
        "neck        2  Thu 2026-11-19 20:15",
        "Back        1  Thu 2026-10-01 23:30",
    ]

    @Test func areasListsEveryAreaMostUsedFirst() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        #expect(Self.lines(try sandbox.ok(["areas"])) == Self.areaList)
        #expect(Self.lines(try sandbox.ok(["areas", "list"])) == Self.areaList)
    }

    @Test func areasOnAnEmptyDiary() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        #expect(try sandbox.ok(["areas"]) == "No areas yet: painlog log 5 --area head\n")
    }

    @Test func renameAndUndoIt() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        let before = try sandbox.snapshot()
        #expect(try sandbox.ok(["areas", "rename", "head", "Kopf"]) == "Renamed area 'head' to 'Kopf' (3 entries).\n")
        #expect(
            Self.lines(try sandbox.ok(["areas"])) == [
                "AREA  ENTRIES  LAST LOGGED",
                "Kopf        3  Sun 2026-11-22 08:30",
                "neck        2  Thu 2026-11-19 20:15",
                "Back        1  Thu 2026-10-01 23:30",
            ])
        #expect(
            try statsParsed(try sandbox.ok(["stats", "--by", "area", "--format", "json"])).map(\.group) == [
                "Back", "Kopf", "neck",
            ])
        #expect(
            try sandbox.ok(["undo"]) == "Undid areas rename 'head' 'Kopf' (3 entries, from Sun 2026-11-22 10:00).\n")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func renameChangesTheSpellingCaseInsensitively() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        let before = try sandbox.snapshot()
        #expect(try sandbox.ok(["areas", "rename", "BACK", "back"]) == "Renamed area 'Back' to 'back' (1 entry).\n")
        #expect(Self.lines(try sandbox.ok(["areas"])).last == "back        1  Thu 2026-10-01 23:30")
        #expect(
            try sandbox.ok(["areas", "rename", "back", "back"])
                == "Nothing changed: the area is already called 'back'.\n")
        #expect(try sandbox.ok(["undo"]) == "Undid areas rename 'Back' 'back' (1 entry, from Sun 2026-11-22 10:00).\n")
        #expect(try sandbox.snapshot() == before)
    }

    @Test func mergeAndUndoIt() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        let before = try sandbox.snapshot()
        #expect(
            try sandbox.ok(["areas", "rename", "neck", "HEAD"])
                == "Merged area 'neck' into 'head' (2 entries; 1 entry had both and keeps one).\n")
        #expect(
            Self.lines(try sandbox.ok(["areas"])) == [
                "AREA  ENTRIES  LAST LOGGED",
                "head        4  Sun 2026-11-22 08:30",
                "Back        1  Thu 2026-10-01 23:30",
            ])
        // The entry that had both now has head once.
        let export = try sandbox.ok(["export", "--format", "json", "--search", "gardening"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [[String: Any]])
        #expect(entries.first?["areas"] as? [String] == ["head"])
        #expect(
            try sandbox.ok(["undo"]) == "Undid areas rename 'neck' 'head' (2 entries, from Sun 2026-11-22 10:00).\n")
        #expect(try sandbox.snapshot() == before)
    }

    @Test(
        arguments: [
            (["areas", "rename", "knee", "leg"], Int32(1), "error: no area 'knee'; 'painlog areas' lists them\n"),
            (["areas", "rename", "head", "a;b"], Int32(64), "error: area 'a;b' must not contain ';'\n"),
            (["areas", "rename", "head", ""], Int32(64), "error: area must not be empty\n"),
            (["areas", "rename", "head", String(repeating: "x", count: 65)], Int32(64), nil),
            (["areas", "rename", "head"], Int32(64), nil),
        ] as [([String], Int32, String?)])
    func aFailedRenameChangesNothing(arguments: [String], status: Int32, message: String?) throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        try sandbox.seed()
        let before = try sandbox.snapshot()
        let result = try sandbox.run(arguments)
        #expect(result.status == status)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("error: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
        if let message {
            #expect(result.stderr == message)
        }
        #expect(try sandbox.snapshot() == before)
    }

    // MARK: - painlog alone

    private static let emptyHint = """
        Your pain diary is empty.
        Log how much it hurts now, 0–10:
          painlog log 5 --area head --note "after lunch"

        """

    /// A first look writes nothing (issue 28): with no diary, the dashboard says where it would be.
    @Test func theDashboardWithNoDiaryCreatesNothing() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment.merging(["COLUMNS": "200"]) { $1 })
        let before = try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path)
        let run = try sandbox.run([])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(
            run.stdout == """
                No pain diary yet at \(sandbox.database).
                Start it by logging how much it hurts now, 0–10:
                  painlog log 5 --area head --note "after lunch"

                """)
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.folder.path) == before)
    }

    @Test func theDashboardOnAnEmptyAndANonEmptyDiary() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        _ = try sandbox.ok(["migrate"])
        #expect(try sandbox.ok([]) == Self.emptyHint)
        try sandbox.seed()
        #expect(
            Self.lines(try sandbox.ok([])) == [
                "Today        6/10 at 08:30",
                "Last 7 days     ▆▄ ▅  mean 5.7, worst 7",
                "This month   4 pain days, 0 acute-medication days so far",
                "Most often   head (3 entries)",
            ])
    }

    @Test func painlogAloneUsesTheDiaryInHome() throws {
        let sandbox = try PainlogSandbox(environment: statsEnvironment)
        let home = sandbox.folder.appendingPathComponent(".local/share/painlog/painlog.sqlite").path
        #expect(try sandbox.ok([], withDatabase: false).hasPrefix("No pain diary yet at"))
        #expect(!FileManager.default.fileExists(atPath: home))
        try sandbox.ok(["log", "3", "--area", "knee", "--at", "09:15"], withDatabase: false)
        #expect(FileManager.default.fileExists(atPath: home))
        #expect(
            Self.lines(try sandbox.ok([], withDatabase: false)) == [
                "Today        3/10 at 09:15",
                "Last 7 days        ▃  mean 3.0, worst 3",
                "This month   1 pain day, 0 acute-medication days so far",
                "Most often   knee (1 entry)",
            ])
        // The diary given with --db is another one, still not there.
        #expect(try sandbox.ok([]).hasPrefix("No pain diary yet at"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.database))
    }
}
