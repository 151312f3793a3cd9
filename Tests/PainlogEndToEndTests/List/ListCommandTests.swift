import Foundation
import Testing

/// `painlog list`: order, limits and filters.
@Suite struct ListCommandTests {
    /// 25 entries, entry N at N hours ago (so #1 is the newest), intensity N mod 11.
    static let twentyFive = DiaryTemplate { painlog in
        for hours in 1...25 {
            try painlog.log(["\(hours % 11)", "--at", "\(hours)h ago", "--note", "entry \(hours)"])
        }
    }

    /// The ids in a table's rows (`#12` in the first column), top to bottom.
    private func tableIDs(_ run: ProgramRun) -> [Int] {
        run.stdoutLines.compactMap { line in
            guard let match = line.firstMatch(of: /^ *#(\d+)\s/) else { return nil }
            return Int(match.1)
        }
    }

    @Test func listShowsTheNewestTwentyAndSaysHowManyMoreThereAre() throws {
        let painlog = try PainlogSandbox()
        try Self.twentyFive.copy(into: painlog)

        let run = try painlog.run(["list"])

        expectSuccess(run)
        let lines = run.stdoutLines
        #expect(lines.first?.trimmingCharacters(in: .whitespaces).hasPrefix("ID") == true, "\(run)")
        #expect(tableIDs(run) == Array(1...20))
        #expect(lines.count == 22, "header, 20 rows and the hint\n\(run)")
        let hint = try #require(lines.last)
        #expect(hint.contains("5 older entries"), "\(run)")
        #expect(hint.contains("--all"), "\(run)")
    }

    @Test func limitAndAllChooseHowMany() throws {
        let painlog = try PainlogSandbox()
        try Self.twentyFive.copy(into: painlog)

        let five = try painlog.run(["list", "--limit", "5"])
        expectSuccess(five)
        #expect(tableIDs(five) == Array(1...5))
        #expect(five.stdoutLines.last?.contains("20 older entries") == true, "\(five)")

        let all = try painlog.run(["list", "--all"])
        expectSuccess(all)
        #expect(tableIDs(all) == Array(1...25))
        #expect(all.stdoutLines.count == 26, "header and 25 rows, no hint\n\(all)")

        let exact = try painlog.run(["list", "--limit", "25"])
        expectSuccess(exact)
        #expect(tableIDs(exact) == Array(1...25))
        #expect(exact.stdoutLines.count == 26, "nothing more to hint at\n\(exact)")

        let json = try painlog.run(["list", "--format", "json"])
        expectSuccess(json)
        let array = try PainlogSandbox.jsonArray(json.stdoutBytes)
        #expect(array.compactMap { $0["id"] as? Int } == Array(1...20))
        let times = array.compactMap { $0["occurred_at"] as? String }
        #expect(times.first == "2026-11-22T09:00:00+01:00")
        #expect(times == times.sorted(by: >), "newest first")

        let allJSON = try PainlogSandbox.jsonArray(try painlog.run(["list", "--format", "json", "--all"]).stdoutBytes)
        #expect(allJSON.count == 25)
    }

    @Test func newestFirstFollowsTheTimeTheEntryHappenedNotTheOrderLogged() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["1", "--at", "2026-11-20T08:00"])
        try painlog.log(["2", "--at", "2026-11-22T08:00"])
        try painlog.log(["3", "--at", "2026-11-21T08:00"])
        // 08:00 in Berlin is after 11:30 in Kolkata on the same day.
        try painlog.log(["4", "--at", "2026-11-22T11:30+05:30"])

        let ids = try painlog.entries().compactMap { $0["id"] as? Int }
        #expect(ids == [2, 4, 3, 1])
        let table = try painlog.run(["list"])
        expectSuccess(table)
        #expect(tableIDs(table) == [2, 4, 3, 1])
    }

    @Test func anEmptyDiaryListsNothing() throws {
        let painlog = try PainlogSandbox()

        let table = try painlog.run(["list"])
        expectSuccess(table)
        #expect(tableIDs(table).isEmpty)
        #expect(table.stdoutLines.count == 1, "one line saying there is nothing\n\(table)")

        let json = try painlog.run(["list", "--format", "json"])
        expectSuccess(json)
        #expect(try PainlogSandbox.jsonArray(json.stdoutBytes).isEmpty)

        let csv = try painlog.run(["list", "--format", "csv"])
        expectSuccess(csv)
        #expect(
            csv.stdout
                == "id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at,rev,ended_at,"
                + "symptoms\r\n")
    }

    /// A filter and the ids it must list, newest first.
    struct FilterCase: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let ids: [Int]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    // The diary these filters run on (see `filterDiary`), newest first:
    //   #4  2026-11-22 09:00   1  —                 work, sport  ""
    //   #3  2026-11-22 00:10   8  Lower Back, neck  —            "Ünïcode ÄRGER"
    //   #2  2026-11-21 23:30   6  neck              sport        "after RUNNING"
    //   #1  2026-11-20 09:00   3  Head              work         "Woke up with it"
    //   #5  2026-11-19 12:00  10  knee              —            "worst, 100%"
    static let filterCases: [FilterCase] = [
        FilterCase(arguments: [], ids: [4, 3, 2, 1, 5]),
        FilterCase(arguments: ["--since", "2026-11-21"], ids: [4, 3, 2]),
        FilterCase(arguments: ["--since", "yesterday"], ids: [4, 3, 2]),
        FilterCase(arguments: ["--until", "2026-11-21"], ids: [2, 1, 5]),
        FilterCase(arguments: ["--since", "2026-11-21", "--until", "2026-11-21"], ids: [2]),
        FilterCase(arguments: ["--since", "2026-11-22T00:10"], ids: [4, 3]),
        FilterCase(arguments: ["--until", "2026-11-22T00:10"], ids: [3, 2, 1, 5]),
        FilterCase(arguments: ["--until", "2026-11-22 00:09:59"], ids: [2, 1, 5]),
        FilterCase(arguments: ["--since", "2026-11-21T22:30:00Z"], ids: [4, 3, 2]),
        FilterCase(arguments: ["--since", "2d ago"], ids: [4, 3, 2]),
        FilterCase(arguments: ["--until", "2d ago"], ids: [1, 5]),
        FilterCase(arguments: ["--area", "head"], ids: [1]),
        FilterCase(arguments: ["--area", "NECK"], ids: [3, 2]),
        FilterCase(arguments: ["--area", "neck", "--area", "HEAD"], ids: [3, 2, 1]),
        FilterCase(arguments: ["--area", "lower back"], ids: [3]),
        FilterCase(arguments: ["--area", "elbow"], ids: []),
        FilterCase(arguments: ["--tag", "work"], ids: [4, 1]),
        FilterCase(arguments: ["--tag", "SPORT"], ids: [4, 2]),
        FilterCase(arguments: ["--tag", "work", "--tag", "sport"], ids: [4, 2, 1]),
        FilterCase(arguments: ["--min", "6"], ids: [3, 2, 5]),
        FilterCase(arguments: ["--max", "3"], ids: [4, 1]),
        FilterCase(arguments: ["--min", "3", "--max", "8"], ids: [3, 2, 1]),
        FilterCase(arguments: ["--min", "10", "--max", "10"], ids: [5]),
        FilterCase(arguments: ["--search", "running"], ids: [2]),
        FilterCase(arguments: ["--search", "WOKE UP"], ids: [1]),
        FilterCase(arguments: ["--search", "ärger"], ids: [3]),
        FilterCase(arguments: ["--search", "100%"], ids: [5]),
        FilterCase(arguments: ["--search", "_"], ids: []),
        FilterCase(arguments: ["--area", "neck", "--min", "7"], ids: [3]),
        FilterCase(arguments: ["--tag", "sport", "--since", "2026-11-22"], ids: [4]),
    ]

    static let filterDiary = DiaryTemplate { painlog in
        try painlog.log([
            "3", "--at", "2026-11-20T09:00", "--area", "Head", "--tag", "work", "--note", "Woke up with it",
        ])
        try painlog.log([
            "6", "--at", "2026-11-21T23:30", "--area", "neck", "--tag", "sport", "--note", "after RUNNING",
        ])
        try painlog.log([
            "8", "--at", "2026-11-22T00:10", "--area", "Lower Back", "--area", "neck", "--note", "Ünïcode ÄRGER",
        ])
        try painlog.log(["1", "--at", "2026-11-22T09:00", "--tag", "work", "--tag", "sport"])
        try painlog.log(["10", "--at", "2026-11-19T12:00", "--area", "knee", "--note", "worst, 100%"])
    }

    @Test func eachFilterListsExactlyTheMatchingEntriesNewestFirst() throws {
        let painlog = try PainlogSandbox()
        try Self.filterDiary.copy(into: painlog)

        // Readers do not disturb each other: run every filter at once.
        let started = try Self.filterCases.map {
            try painlog.start(["list", "--format", "json", "--all"] + $0.arguments)
        }
        for (filter, process) in zip(Self.filterCases, started) {
            let json = process.wait()
            // 0.2: a filter naming an area the diary does not have says so on stderr.
            if filter.arguments == ["--area", "elbow"] {
                #expect(json.status == 0, "\(json)")
                #expect(json.stderr == "notice: no area is named 'elbow'\n", "\(json)")
            } else {
                expectSuccess(json)
            }
            let ids = try PainlogSandbox.jsonArray(json.stdoutBytes).compactMap { $0["id"] as? Int }
            #expect(ids == filter.ids, "list \(filter.testDescription)")
        }
    }

    @Test func theTableListsWhatTheFiltersMatch() throws {
        let painlog = try PainlogSandbox()
        try Self.filterDiary.copy(into: painlog)

        let cases = Self.filterCases.filter {
            [["--area", "NECK"], ["--until", "2026-11-21"], ["--search", "_"]].contains($0.arguments)
        }
        try #require(cases.count == 3)
        for filter in cases {
            let table = try painlog.run(["list"] + filter.arguments)
            expectSuccess(table)
            #expect(tableIDs(table) == filter.ids, "list \(filter.testDescription) as a table\n\(table)")
        }
    }
}
