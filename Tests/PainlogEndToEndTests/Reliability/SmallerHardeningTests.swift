import Foundation
import Testing

/// The smaller findings of the attack on 0.1 (issue #12, point 9).
@Suite struct SmallerHardeningTests {
    @Test("a TZ that names no zone means UTC, and painlog says so once")
    func unknownTimeZoneIsNamed() throws {
        let painlog = try PainlogSandbox(environment: ["TZ": "Mars/Olympus_Mons"])
        let logged = try painlog.run(["log", "3", "--at", "2026-11-20 08:00"])
        #expect(logged.status == 0, "\(logged)")
        let notices = logged.stderrLines.filter { $0.contains("TZ='Mars/Olympus_Mons'") }
        #expect(notices.count == 1 && notices[0].contains("UTC"), "\(logged)")
        #expect(try painlog.sqlite("SELECT occurred_offset FROM entries;") == "0")
        // The C library's `:Zone` form and a zoneinfo path are understood, without a notice.
        for value in [":Asia/Tokyo", "/usr/share/zoneinfo/Asia/Tokyo"] {
            let tokyo = try PainlogSandbox(environment: ["TZ": value])
            let run = try tokyo.run(["log", "3", "--at", "2026-11-20 08:00"])
            #expect(run.status == 0 && !run.stderr.contains("TZ="), "\(run)")
            #expect(try tokyo.sqlite("SELECT occurred_offset FROM entries;") == "32400")
        }
    }

    @Test("an undone import takes its new names' spellings with it")
    func undoneImportLeavesNoSpelling() throws {
        let painlog = try PainlogSandbox()
        _ = try painlog.log(["2", "--area", "Knee", "--tag", "walk"])
        let file = try painlog.write(
            "in.csv",
            "occurred_at,intensity,areas,tags,medications,note\r\n2026-11-20T08:00:00+01:00,5,Hip; knee,Rain,Ibuprofen 400mg,\r\n"
        )
        let imported = try painlog.run(["import", file])
        #expect(imported.status == 0, "\(imported)")
        let undone = try painlog.run(["undo"])
        #expect(undone.status == 0, "\(undone)")
        _ = try painlog.log(["4", "--area", "hip", "--area", "KNEE", "--tag", "rain", "--med", "ibuprofen 200mg"])
        let shown = try painlog.run(["show", "3", "--json"])
        let entry = try PainlogSandbox.jsonObject(Data(shown.stdout.utf8))
        // New names take the spelling typed now; a name that was there before keeps its own.
        #expect(entry["areas"] as? [String] == ["hip", "Knee"], "\(shown)")
        #expect(entry["tags"] as? [String] == ["rain"], "\(shown)")
        #expect(entry["medications"] as? [String] == ["ibuprofen 200mg"], "\(shown)")
    }
}
