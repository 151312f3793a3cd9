import Foundation
import Testing

/// `list`'s page and the count of entries it leaves out.
@Suite struct ListFlowTests {
    /// A diary of `count` entries imported in one go, entry N at N minutes before now.
    private func diary(entries count: Int) throws -> InProcessPainlog {
        let painlog = try InProcessPainlog()
        let times = ISO8601DateFormatter()
        var csv = "occurred_at,intensity\r\n"
        for minutes in 1...count {
            let time = Date(timeIntervalSince1970: TimeInterval(cliNow - Int64(minutes) * 60))
            csv += times.string(from: time) + ",\(minutes % 11)\r\n"
        }
        try csv.write(toFile: painlog.file("entries.csv"), atomically: true, encoding: .utf8)
        try painlog.succeed(["import", painlog.file("entries.csv")])
        return painlog
    }

    private func rows(_ run: FlowRun) -> Int {
        run.stdoutLines.filter { $0.firstMatch(of: /^ *#\d+\s/) != nil }.count
    }

    @Test func theDefaultPageIsTwentyAndTheRestAreCounted() throws {
        let painlog = try diary(entries: 25)
        let run = try painlog.succeed(["list"])
        #expect(rows(run) == 20, "\(run)")
        #expect(run.stdoutLines.last?.hasPrefix("… 5 older entries; use --limit N or --all") == true, "\(run)")
    }

    @Test func oneLeftOutIsOneEntryAndNoneLeftOutSaysNothing() throws {
        let painlog = try diary(entries: 25)
        let one = try painlog.succeed(["list", "--limit", "24"])
        #expect(rows(one) == 24)
        #expect(one.stdoutLines.last?.hasPrefix("… 1 older entry;") == true, "\(one)")

        for arguments in [["list", "--limit", "25"], ["list", "--all"], ["list", "--limit", "30"]] {
            let run = try painlog.succeed(arguments)
            #expect(rows(run) == 25, "\(arguments)")
            #expect(!run.stdout.contains("older"), "\(arguments)\n\(run)")
        }
    }

    @Test func theFilterDecidesBothThePageAndTheCount() throws {
        let painlog = try diary(entries: 25)
        let all = try painlog.succeed(["list", "--all", "--min", "5"])
        let matching = rows(all)
        let page = try painlog.succeed(["list", "--limit", "2", "--min", "5"])
        #expect(rows(page) == 2)
        #expect(page.stdoutLines.last?.hasPrefix("… \(matching - 2) older entries;") == true, "\(page)")
    }

    @Test func theCountStopsAtAThousand() throws {
        let painlog = try diary(entries: 1_003)
        let run = try painlog.succeed(["list", "--limit", "2"])
        #expect(rows(run) == 2)
        #expect(run.stdoutLines.last?.hasPrefix("… more than 1,000 older entries;") == true, "\(run)")
        let exact = try painlog.succeed(["list", "--limit", "3"])
        #expect(exact.stdoutLines.last?.hasPrefix("… 1,000 older entries;") == true, "\(exact)")
    }

    @Test func jsonAndCSVStreamTheSamePage() throws {
        let painlog = try diary(entries: 3)
        let csv = try painlog.succeed(["list", "--format", "csv", "--limit", "2"])
        #expect(
            csv.stdout.hasPrefix(
                "id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at,rev,ended_at,symptoms\r\n"
            ))
        #expect(csv.stdout.components(separatedBy: "\r\n").count == 4, "header, two rows, and the empty rest\n\(csv)")
        let json = try painlog.succeed(["list", "--format", "json", "--limit", "2"])
        #expect(json.stdout.hasPrefix("[\n  {\"id\":"), "\(json)")
        #expect(json.stdout.hasSuffix("}\n]\n"), "\(json)")
        #expect(json.stdout.components(separatedBy: "\n  {").count == 3, "\(json)")
        let none = try painlog.succeed(["list", "--format", "json", "--search", "nothing like this"])
        #expect(none.stdout == "[]\n")
    }
}
