import Foundation
import Testing

/// Issue 25, part 3, through the built binary: overuse counted by class for the period asked, with its
/// history in blocks of 30 days (now: Sunday 2026-11-22 10:00 in Berlin).
@Suite struct MedsOveruseEndToEndTests {
    /// Paracetamol on 8 days and ibuprofen on 8 others in October (the 1st to the 16th).
    static func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        var csv = "occurred_at,intensity,areas,tags,medications,note\r\n"
        for day in 1...16 {
            let date = "2026-10-" + (day < 10 ? "0\(day)" : "\(day)")
            csv += "\(date)T08:00:00+02:00,6,head,,\(day % 2 == 0 ? "paracetamol 1g" : "ibuprofen 400mg"),\r\n"
        }
        let file = try sandbox.write("diary.csv", csv)
        #expect(try sandbox.run(["import", file]).status == 0)
        return sandbox
    }

    @Test func anOctoberPeriodFlagsOctobersOveruseByClass() throws {
        let sandbox = try Self.diary()
        let now = try sandbox.run(["meds", "--overuse", "--format", "json"])
        #expect(now.status == 0 && now.stderr.isEmpty, "\(now)")
        let today = try #require(JSONSerialization.jsonObject(with: now.stdoutBytes) as? [String: Any])
        #expect(today["until"] as? String == "2026-11-22")
        #expect((today["flags"] as? [Any])?.isEmpty == true, "the 30 days to today hold none of the doses")

        let october = try sandbox.run(["meds", "--overuse", "--json", "--since", "2026-10-01", "--until", "2026-10-31"])
        let object = try #require(JSONSerialization.jsonObject(with: october.stdoutBytes) as? [String: Any])
        #expect(object["until"] as? String == "2026-10-31")
        let blocks = try #require(object["blocks"] as? [[String: Any]])
        #expect(blocks.first?["start"] as? String == "2026-10-02" && blocks.first?["end"] as? String == "2026-10-31")
        let days = try #require(blocks.first?["days"] as? [String: Int])
        #expect(
            days == [
                "simple_analgesic": 15, "triptan": 0, "ergot": 0, "opioid": 0, "combination_analgesic": 0, "gepant": 0,
                "ditan": 0, "acute": 15,
            ])
        let flags = try #require(object["flags"] as? [[String: Any]])
        #expect(flags.count == 1)
        #expect(flags.first?["class"] as? String == "simple_analgesic")
        #expect(flags.first?["days"] as? Int == 15 && flags.first?["threshold"] as? Int == 15)
        #expect(flags.first?["consecutive_blocks"] as? Int == 1)

        let table = try sandbox.run(["meds", "--until", "2026-10-31"])
        #expect(
            table.stdout.contains("Overuse: simple analgesics/NSAIDs on 15 of the 30 days to 2026-10-31"), "\(table)")
    }

    @Test(
        "a bad --format is a usage error that changes nothing",
        arguments: [["--format", "xml"], ["--overuse", "--format", "csv"]])
    func badFormat(arguments: [String]) throws {
        let sandbox = try Self.diary()
        let before = try sandbox.dump()
        let run = try sandbox.run(["meds"] + arguments)
        expectError(run, status: 64, naming: [arguments.last ?? "", "table", "json"])
        #expect(try sandbox.dump() == before)
    }
}
