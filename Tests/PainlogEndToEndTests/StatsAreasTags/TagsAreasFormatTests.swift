import Foundation
import Testing

/// `tags` and `areas` as JSON and as a table through the built binary, and a bad `--format`: what a
/// script reading either list relies on.
@Suite struct TagsAreasFormatTests {
    /// Runs and expects success with nothing on stderr; returns stdout.
    private static func ok(
        _ sandbox: PainlogSandbox, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = try sandbox.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "", "\(arguments)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// Four days with "lay down" (head 4, 5, 6, 7) and four days of back pain 2 without it; "storm"
    /// on two of the back-pain days only.
    private static func seeded() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        for day in 1...4 {
            _ = try ok(
                sandbox,
                ["log", String(day + 3), "--area", "head", "--tag", "lay down", "--at", "2026-11-0\(day)T08:00"])
            var back = ["log", "2", "--area", "back", "--at", "2026-11-1\(day)T08:00"]
            if day <= 2 { back += ["--tag", "storm"] }
            _ = try ok(sandbox, back)
        }
        return sandbox
    }

    private static func objects(_ json: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    }

    private static func double(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }

    @Test func tagsAsJSONCarryTheDifferenceAndItsInterval() throws {
        let sandbox = try Self.seeded()
        let json = try Self.ok(sandbox, ["tags", "--format", "json"])
        #expect(try Self.ok(sandbox, ["tags", "--json"]) == json)
        let tags = try Self.objects(json)
        #expect(tags.map { $0["name"] as? String } == ["lay down", "storm"])
        let keys: Set = [
            "name", "entries", "last_logged", "days", "mean_with", "mean_without", "difference", "ci95", "few_days",
        ]
        #expect(tags.allSatisfy { Set($0.keys) == keys })
        let layDown = tags[0]
        #expect(layDown["entries"] as? Int == 4 && layDown["days"] as? Int == 4)
        #expect(layDown["last_logged"] as? String == "2026-11-04T08:00:00+01:00")
        // Day means 4, 5, 6, 7 (mean 5.5, variance 5/3) against 2, 2, 2, 2 (variance 0): difference
        // 3.5, standard error √(5/12), ν = 3, t(0.975, 3) = 3.18245 → 1.4457 to 5.5543.
        #expect(Self.double(layDown["mean_with"]) == 5.5 && Self.double(layDown["mean_without"]) == 2)
        #expect(Self.double(layDown["difference"]) == 3.5)
        let interval = try #require(layDown["ci95"] as? [NSNumber]).map(\.doubleValue)
        #expect(interval.count == 2)
        #expect(abs(interval[0] - 1.445_739_743_239_307) < 1e-7 && abs(interval[1] - 5.554_260_256_760_693) < 1e-7)
        #expect(layDown["few_days"] as? Bool == true)
        // storm: two days, so no figures.
        let storm = tags[1]
        #expect(storm["days"] as? Int == 2 && storm["few_days"] as? Bool == true)
        for key in ["mean_with", "mean_without", "difference", "ci95"] {
            #expect(storm[key] is NSNull, "\(key)")
        }
    }

    @Test func tagsTableSaysFewDaysAndWhyATagMayGoWithWorseDays() throws {
        let sandbox = try Self.seeded()
        let lines = try Self.ok(sandbox, ["tags"]).components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("TAG") && lines[0].hasSuffix("DIFFERENCE  95% INTERVAL"))
        #expect(lines[1].hasPrefix("lay down") && lines[1].hasSuffix("+3.5  +1.4 to +5.6  few days"))
        #expect(lines[2].hasPrefix("storm") && lines[2].hasSuffix("few days"))
        #expect(lines.contains { $0.contains("goes with worse days by construction") })
    }

    @Test func areasAsJSON() throws {
        let sandbox = try Self.seeded()
        let areas = try Self.objects(try Self.ok(sandbox, ["areas", "--format", "json"]))
        #expect(areas.allSatisfy { Set($0.keys) == ["name", "entries", "last_logged"] })
        #expect(areas.map { $0["name"] as? String } == ["back", "head"])
        #expect(areas.map { $0["entries"] as? Int } == [4, 4])
        #expect(
            areas.map { $0["last_logged"] as? String } == ["2026-11-14T08:00:00+01:00", "2026-11-04T08:00:00+01:00"])
    }

    /// CSV, as the contract asks of every command whose output is one table: the JSON's fields as
    /// columns, CRLF line ends, the interval in two columns.
    @Test func tagsAndAreasAsCSV() throws {
        let sandbox = try Self.seeded()
        let tags = try Self.ok(sandbox, ["tags", "--format", "csv"]).components(separatedBy: "\r\n")
        #expect(
            tags[0]
                == "name,entries,last_logged,days,mean_with,mean_without,difference,ci95_low,ci95_high,few_days")
        #expect(
            tags[1].hasPrefix("lay down,4,2026-11-04T08:00:00+01:00,4,5.5,2.0,3.5,1.44") && tags[1].hasSuffix(",true"))
        #expect(tags[2] == "storm,2,2026-11-12T08:00:00+01:00,2,,,,,,true")
        #expect(
            try Self.ok(sandbox, ["areas", "--format", "csv"])
                == "name,entries,last_logged\r\nback,4,2026-11-14T08:00:00+01:00\r\nhead,4,2026-11-04T08:00:00+01:00\r\n"
        )
    }

    @Test func anEmptyDiaryIsAnEmptyArray() throws {
        let sandbox = try PainlogSandbox()
        #expect(try Self.ok(sandbox, ["tags", "--format", "json"]) == "[]\n")
        #expect(try Self.ok(sandbox, ["areas", "--format", "json"]) == "[]\n")
    }

    @Test(arguments: [
        ["tags", "--format", "xml"], ["tags", "list", "--format", "pdf"], ["areas", "--format", "xml"],
    ])
    func anUnknownFormatIsAUsageErrorNamingTheChoices(arguments: [String]) throws {
        let sandbox = try Self.seeded()
        let before = try Data(contentsOf: URL(fileURLWithPath: sandbox.database))
        let result = try sandbox.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "\(result.stderr)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("error: ") && line.contains("'\(arguments.last ?? "")'"))
        #expect(line.contains("table") && line.contains("json"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: sandbox.database)) == before)
    }
}
