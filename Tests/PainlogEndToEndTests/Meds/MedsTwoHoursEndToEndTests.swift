import Foundation
import Testing

/// `meds`' 2-hour outcome through the built binary (issue 40): a hand-built diary in which every
/// dose's outcome is worked out in the comments, its JSON, its sentence, and `-c`.
@Suite struct MedsTwoHoursEndToEndTests {
    /// The diary: ten doses, each counted in its comment.
    ///
    /// Now is 2026-11-22 10:00 in Berlin: the default period is 2026-10-24 to 2026-11-22. `head` is
    /// in condition `migraine` (kind migraine), `neck` in `tension` (kind headache).
    private func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        let logs: [[String]] = [
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"],
            ["conditions", "add", "tension", "--kind", "headache", "--area", "neck"],
            // 1: follow-up exactly 2 h later at 0: pain-free, relief (7 to 0).
            ["log", "7", "-a", "head", "--med", "sumatriptan 50mg", "--at", "2026-11-02T08:00"],
            ["log", "0", "-a", "head", "--at", "2026-11-02T10:00"],
            // 2: entries at 1 h 29 and 2 h 31 are outside the window, no end: treated, not followed up.
            ["log", "6", "-a", "head", "--med", "sumatriptan 50mg", "--at", "2026-11-04T08:00"],
            ["log", "0", "-a", "head", "--at", "2026-11-04T09:29"],
            ["log", "2", "-a", "head", "--at", "2026-11-04T10:31"],
            // 3: follow-up at 1 h 30 at 3: not pain-free, relief (8 to 3).
            ["log", "8", "-a", "head", "--med", "sumatriptan 50mg", "--at", "2026-11-06T08:00"],
            ["log", "3", "-a", "head", "--at", "2026-11-06T09:30"],
            // 4: ibuprofen an hour later is rescue: the follow-up at 0 is not pain-free, no relief, 1 rescue.
            //    The ibuprofen dose itself has no entry 1 h 30 to 2 h 30 after it: treated, not followed up.
            ["log", "5", "-a", "head", "--med", "sumatriptan 50mg", "--at", "2026-11-08T08:00"],
            ["log", "5", "-a", "head", "--med", "ibuprofen 400mg", "--at", "2026-11-08T09:00"],
            ["log", "0", "-a", "head", "--at", "2026-11-08T10:00"],
            // 5: ended after 1 h 30, no entry: a follow-up at 0, pain-free, relief.
            ["log", "6", "-a", "head", "--med", "sumatriptan 50mg", "--at", "2026-11-10T08:00", "--for", "1h30m"],
            // 6: ended after 3 h, no entry: followed up above 0 (relief unknown): neither.
            ["log", "7", "-a", "head", "--med", "sumatriptan 50mg", "--at", "2026-11-12T08:00", "--for", "3h"],
            // 7: two entries 10 min either side of 2 h: the earlier (at 0) is the follow-up: pain-free, relief.
            ["log", "4", "-a", "head", "--med", "sumatriptan 50mg", "--at", "2026-11-14T08:00"],
            ["log", "0", "-a", "head", "--at", "2026-11-14T09:50"],
            ["log", "1", "-a", "head", "--at", "2026-11-14T10:10"],
            // 8: an entry of the headache condition: no 2-hour outcome (kind headache).
            ["log", "6", "-a", "neck", "--med", "sumatriptan 50mg", "--at", "2026-11-16T08:00"],
            ["log", "0", "-a", "neck", "--at", "2026-11-16T10:00"],
            // 9: at 0: not a treated dose.
            ["log", "0", "-a", "head", "--med", "sumatriptan 50mg", "--at", "2026-11-18T08:00"],
            // 10: with naproxen: both pain-free and relieved, each counted with another acute medicine.
            [
                "log", "6", "-a", "head", "--med", "sumatriptan 50mg", "--med", "naproxen 500mg", "--at",
                "2026-11-20T08:00",
            ],
            ["log", "0", "-a", "head", "--at", "2026-11-20T10:00"],
        ]
        for arguments in logs {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0, "\(arguments) \(run)")
        }
        return sandbox
    }

    private func twoHours(_ sandbox: PainlogSandbox, _ arguments: [String] = []) throws -> [String: [String: Any]] {
        let run = try sandbox.run(["meds", "--format", "json"] + arguments)
        #expect(run.status == 0, "\(run)")
        let rows = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [[String: Any]])
        var byName: [String: [String: Any]] = [:]
        for row in rows {
            byName[try #require(row["name"] as? String)] = try #require(row["two_hours"] as? [String: Any])
        }
        return byName
    }

    @Test func eachDoseCountsAsWorkedOut() throws {
        let sandbox = try diary()
        let all = try twoHours(sandbox)
        // sumatriptan: treated 1-7 and 10 = 8 (8 is not a migraine condition's, 9 is at 0); followed up: all
        // but 2 = 7; pain-free 1, 5, 7, 10 = 4; relief 1, 3, 5, 7, 10 = 5; rescue 4 = 1; with another acute 10.
        let sumatriptan = try #require(all["sumatriptan"])
        #expect(sumatriptan["treated"] as? Int == 8)
        #expect(sumatriptan["followed_up"] as? Int == 7)
        #expect(sumatriptan["pain_free"] as? Int == 4)
        #expect(sumatriptan["relief"] as? Int == 5)
        #expect(sumatriptan["rescue"] as? Int == 1)
        #expect(sumatriptan["with_other_acute"] as? Int == 1)
        // Clopper–Pearson for 4 of 7: Beta(0.025; 4, 4) = 0.18405, Beta(0.975; 5, 3) = 0.90101.
        let interval = try #require(sumatriptan["pain_free_ci95"] as? [Double])
        #expect(interval.count == 2)
        #expect(abs(interval[0] - 0.184051567640083) < 1e-9 && abs(interval[1] - 0.9010117215574921) < 1e-9)
        #expect(
            Array(sumatriptan.keys).sorted() == [
                "followed_up", "pain_free", "pain_free_ci95", "relief", "rescue", "treated", "with_other_acute",
            ])
        // ibuprofen (4): treated, not followed up; below 5 followed-up doses no interval.
        let ibuprofen = try #require(all["ibuprofen"])
        #expect(ibuprofen["treated"] as? Int == 1 && ibuprofen["followed_up"] as? Int == 0)
        #expect(ibuprofen["pain_free_ci95"] is NSNull)
        // naproxen (10): one dose, followed up, pain-free, relieved, with another acute medicine.
        let naproxen = try #require(all["naproxen"])
        #expect(naproxen["treated"] as? Int == 1 && naproxen["pain_free"] as? Int == 1)
        #expect(naproxen["relief"] as? Int == 1 && naproxen["with_other_acute"] as? Int == 1)
    }

    @Test func theTableSaysItInWords() throws {
        let sandbox = try diary()
        let run = try sandbox.run(["meds"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdoutLines.contains("sumatriptan: pain-free at 2 h after 4 of 7 doses (57%; 95% interval 18–90%)"))
        #expect(
            run.stdoutLines.contains("ibuprofen: pain-free at 2 h: no dose followed up (1 treated dose)"), "\(run)")
        #expect(
            run.stdoutLines.contains(
                "naproxen: pain-free at 2 h after 1 of 1 dose (100%; too few doses for an interval)"))
    }

    @Test func aConditionCountsOnlyItsEntries() throws {
        let sandbox = try diary()
        #expect(try twoHours(sandbox, ["-c", "migraine"])["sumatriptan"]?["treated"] as? Int == 8)
        // The headache condition's dose (8) is no treated dose: its kind is not migraine.
        let tension = try twoHours(sandbox, ["-c", "tension"])
        #expect(tension["sumatriptan"]?["treated"] as? Int == 0)
        #expect(tension["sumatriptan"]?["pain_free_ci95"] is NSNull)
        // Without a migraine condition in view the table says nothing of it.
        let table = try sandbox.run(["meds", "-c", "tension"])
        #expect(!table.stdout.contains("pain-free at 2 h"), "\(table)")
    }
}
