import Foundation
import Testing

/// Issue 25's person with migraine and low back pain, through the built binary: a triptan that does
/// nothing for the head is no longer credited with the back's later entries, `--area` narrows both
/// ends of a pair, and each medication gets a verdict against entries at the same pain without a
/// dose (now: Sunday 2026-11-22 10:00 in Berlin).
@Suite struct MedsResponseEndToEndTests {
    /// 12 days: head 8 with sumatriptan at 08:00, back 3 at 09:00, head 8 at 10:00; on even days also
    /// an undosed head 8 at 13:00 → head 8 at 14:00 (the next head entry, at 19:00, is 5 h later); back
    /// 6 with ibuprofen at 18:00, head 2 at 19:00, back 4 at 20:00.
    static func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        var csv = "occurred_at,intensity,areas,tags,medications,note\r\n"
        for day in 1...12 {
            let date = "2026-11-" + (day < 10 ? "0\(day)" : "\(day)")
            csv += "\(date)T08:00:00+01:00,8,head,,sumatriptan 50mg,\r\n"
            csv += "\(date)T09:00:00+01:00,3,lower back,,,\r\n"
            csv += "\(date)T10:00:00+01:00,8,head,,,\r\n"
            if day % 2 == 0 {
                csv += "\(date)T13:00:00+01:00,8,head,,,\r\n"
                csv += "\(date)T14:00:00+01:00,8,head,,,\r\n"
            }
            csv += "\(date)T18:00:00+01:00,6,lower back,,ibuprofen 400mg,\r\n"
            csv += "\(date)T19:00:00+01:00,2,head,,,\r\n"
            csv += "\(date)T20:00:00+01:00,4,lower back,,,\r\n"
        }
        let file = try sandbox.write("diary.csv", csv)
        let imported = try sandbox.run(["import", file])
        #expect(imported.status == 0, "\(imported)")
        return sandbox
    }

    private func medication(_ name: String, in run: ProgramRun) throws -> [String: Any] {
        let array = try PainlogSandbox.jsonArray(run.stdoutBytes)
        return try #require(array.first { $0["name"] as? String == name })
    }

    @Test func theTriptanMadeNoClearDifferenceForTheHead() throws {
        let sandbox = try Self.diary()
        let run = try sandbox.run(["meds", "--json"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let sumatriptan = try medication("sumatriptan", in: run)
        let response = try #require(sumatriptan["response"] as? [String: Any])
        // 8 → 8 at 10:00 in the head, not 8 → 3 in the back at 09:00.
        #expect(response["pairs"] as? Int == 12)
        #expect((response["median_change"] as? NSNumber)?.doubleValue == 0)
        let matched = try #require(sumatriptan["matched_baseline"] as? [String: Any])
        // The 6 undosed head pairs at 8 (13:00 → 14:00); 10:00 → 13:00 is 3 h, but 10:00 lies inside
        // the dose's window, so it is no undosed pair.
        #expect(matched["pairs"] as? Int == 6)
        let difference = try #require(sumatriptan["difference"] as? [String: Any])
        #expect(difference["pairs"] as? Int == 12 && difference["unmatched"] as? Int == 0)
        #expect((difference["median"] as? NSNumber)?.doubleValue == 0)
        #expect((difference["ci95"] as? [NSNumber])?.map(\.doubleValue) == [0, 0])

        let table = try sandbox.run(["meds"])
        #expect(table.status == 0, "\(table)")
        #expect(
            table.stdoutLines.contains(
                "sumatriptan: no clear difference from entries at the same pain without a dose (median 0.0 points, "
                    + "95% interval 0.0 to 0.0; 12 pairs)."), "\(table)")
        #expect(table.stdout.contains("pain falls from a peak anyway"))
    }

    @Test func theAreaOptionNarrowsDosesAndPairs() throws {
        let sandbox = try Self.diary()
        let back = try sandbox.run(["meds", "--area", "LOWER BACK", "--json"])
        #expect(back.status == 0 && back.stderr.isEmpty, "\(back)")
        let names = try PainlogSandbox.jsonArray(back.stdoutBytes).compactMap { $0["name"] as? String }
        #expect(names == ["ibuprofen"])
        let ibuprofen = try medication("ibuprofen", in: back)
        let response = try #require(ibuprofen["response"] as? [String: Any])
        // 6 → 4 at 20:00, not 6 → 2 in the head at 19:00.
        #expect((response["median_change"] as? NSNumber)?.doubleValue == -2)
        let twoAreas = try sandbox.run(["meds", "-a", "head", "-a", "lower back", "--json"])
        #expect(try PainlogSandbox.jsonArray(twoAreas.stdoutBytes).count == 2)
    }

    @Test func anUnknownAreaIsANoticeAndChangesNothing() throws {
        let sandbox = try Self.diary()
        let before = try sandbox.dump()
        let run = try sandbox.run(["meds", "--area", "hed"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.hasPrefix("notice: no area is named 'hed'"), "\(run)")
        #expect(run.stdout.hasPrefix("No medications from"), "\(run)")
        #expect(try sandbox.dump() == before)
    }

    @Test func aBadWindowWithAnAreaIsAUsageErrorAndChangesNothing() throws {
        let sandbox = try Self.diary()
        let before = try sandbox.dump()
        let run = try sandbox.run(["meds", "--area", "head", "--window", "4h-30m"])
        expectError(run, status: 64, naming: ["4h-30m"])
        #expect(try sandbox.dump() == before)
    }
}
