import Foundation
import Testing

/// `meds`, `tags`, their renames, `--med` and `stats --by tag|med` through the built binary: the
/// person of issue #14, four weeks of migraine diary (now: Sunday 2026-11-22 10:00 in Berlin).
@Suite struct HelpsEndToEndTests {
    /// 9 sumatriptan days (7 → 3 two hours later, with poor sleep), 11 ibuprofen days (5 → 4 an
    /// hour later), 4 days without medication (2 → 2 an hour later); imported in one step.
    static func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        var csv = "occurred_at,intensity,areas,tags,medications,note\r\n"
        for day in 13...21 {
            csv += "2026-11-\(day)T08:00:00+01:00,7,head,poor sleep,sumatriptan 50mg,\r\n"
            csv += "2026-11-\(day)T10:00:00+01:00,3,head,,,\r\n"
        }
        for day in 1...11 {
            let date = day < 10 ? "0\(day)" : "\(day)"
            csv += "2026-11-\(date)T18:00:00+01:00,5,neck,,ibuprofen 400mg,\r\n"
            csv += "2026-11-\(date)T19:00:00+01:00,4,neck,,,\r\n"
        }
        for day in 28...31 {
            csv += "2026-10-\(day)T12:00:00+01:00,2,,,,\r\n"
            csv += "2026-10-\(day)T13:00:00+01:00,2,,,,\r\n"
        }
        let file = try sandbox.write("diary.csv", csv)
        let imported = try sandbox.run(["import", file])
        #expect(imported.status == 0, "\(imported)")
        return sandbox
    }

    @Test func medsShowsUseResponseAndTheThresholdAhead() throws {
        let run = try Self.diary().run(["meds"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr == "")
        let expected: [String] = [
            "Medications from 2026-10-24 to 2026-11-22",
            "",
            "MEDICATION       CLASS      DOSES  DAYS  LAST TAKEN  PAIRS  MEDIAN  ≥30%",
            "ibuprofen        analgesic     11    11  2026-11-11     11    -1.0    0%",
            "sumatriptan      triptan        9     9  2026-11-21      9    -4.0  100%",
            "(no medication)                                          4     0.0    0%",
            "",
            "Response: each entry above 0 against the first entry 30m-4h after it in the same area; MEDIAN is the change "
                + "in points, ≥30% the share of pairs that fell by at least 30%.",
            "",
            "ibuprofen: too few pairs matched with entries at the same pain without a dose to judge (0 pairs; 6 are "
                + "needed).",
            "sumatriptan: too few pairs matched with entries at the same pain without a dose to judge (0 pairs; 6 are "
                + "needed).",
            "Doses are taken when pain is at its worst, and pain falls from a peak anyway: a dose is compared with "
                + "entries at the same pain, in the same area, without one (the undosed pairs), not with no change.",
            "",
            "Acute medication days, 2026-10-24 to 2026-11-22: simple analgesics/NSAIDs 11 (threshold 15), triptans 9 "
                + "(threshold 10); any acute class 20.",
            // ICHD-3 8.2.6: two acute classes on 10 or more days together, neither at its own threshold.
            "Overuse: several acute classes together (simple analgesics/NSAIDs, triptans) on 20 of the 30 days to "
                + "2026-11-22, at or above the threshold of 10 days; reached in this block of 30 days, not in the one "
                + "before.",
            "This is information, not a diagnosis: ICHD-3 speaks of medication-overuse headache in a person with a "
                + "headache disorder whose use has reached such a threshold for more than 3 months. Talk it over with "
                + "your doctor.",
        ]
        #expect(run.stdoutLines == expected)
    }

    @Test func medsJSONHasTheContractsFields() throws {
        let run = try Self.diary().run(["meds", "--json"])
        #expect(run.status == 0, "\(run)")
        let array = try PainlogSandbox.jsonArray(run.stdoutBytes)
        #expect(array.count == 2)
        let sumatriptan = try #require(array.last)
        #expect(
            Set(sumatriptan.keys) == [
                "name", "class", "doses", "days", "last_taken", "overuse", "response", "baseline", "matched_baseline",
                "difference", "two_hours",
            ])
        #expect(sumatriptan["name"] as? String == "sumatriptan")
        #expect(sumatriptan["class"] as? String == "triptan")
        #expect(sumatriptan["doses"] as? Int == 9)
        #expect(sumatriptan["days"] as? Int == 9)
        #expect(sumatriptan["last_taken"] as? String == "2026-11-21T08:00:00+01:00")
        // Flagged with ibuprofen: several acute classes on 20 days together.
        #expect(sumatriptan["overuse"] as? Bool == true)
        let response = try #require(sumatriptan["response"] as? [String: Any])
        #expect(response["pairs"] as? Int == 9)
        #expect((response["median_change"] as? NSNumber)?.doubleValue == -4)
        #expect((response["share_30"] as? NSNumber)?.doubleValue == 1)
        let baseline = try #require(sumatriptan["baseline"] as? [String: Any])
        #expect(baseline["pairs"] as? Int == 4)
        #expect((baseline["median_change"] as? NSNumber)?.doubleValue == 0)
    }

    @Test func theTenthTriptanDayIsFlaggedInMedsAndOnTheDashboard() throws {
        let sandbox = try Self.diary()
        #expect(try sandbox.run(["log", "6", "--med", "Sumatriptan 50mg", "--at", "08:00"]).status == 0)
        let meds = try sandbox.run(["meds"])
        // Triptans reach their own threshold, so several classes together are not flagged besides.
        let flagged: [String] = [
            "Overuse: triptans on 10 of the 30 days to 2026-11-22, at or above the threshold of 10 days; reached in this "
                + "block of 30 days, not in the one before.",
            "This is information, not a diagnosis: ICHD-3 speaks of medication-overuse headache in a person with a "
                + "headache disorder whose use has reached such a threshold for more than 3 months. Talk it over with "
                + "your doctor.",
        ]
        #expect(Array(meds.stdoutLines.suffix(2)) == flagged)
        // At 80 columns, the dashboard's overuse lines are whole (issue 28: no line cut mid-word).
        let dashboard = try sandbox.run(["--no-color"], environment: ["COLUMNS": "80"])
        #expect(
            dashboard.stdoutLines.suffix(2) == [
                "Medication   Overuse: triptans on 10 of the last 30 days",
                "             (threshold 10; not a diagnosis; painlog meds)",
            ])
        #expect(
            try PainlogSandbox.jsonArray(sandbox.run(["meds", "--json"]).stdoutBytes).last?["overuse"] as? Bool == true)
    }

    @Test func anotherPeriodAndWindow() throws {
        let sandbox = try Self.diary()
        // From the 13th: sumatriptan only, and a 30m-1h window loses its 2-hour pairs.
        let run = try sandbox.run(["meds", "--since", "2026-11-13", "--window", "30m-1h", "--json"])
        #expect(run.status == 0, "\(run)")
        let array = try PainlogSandbox.jsonArray(run.stdoutBytes)
        #expect(array.map { $0["name"] as? String } == ["sumatriptan"])
        #expect((array.first?["response"] as? [String: Any])?["pairs"] as? Int == 0)
        #expect((array.first?["response"] as? [String: Any])?["median_change"] is NSNull)
    }

    @Test(
        arguments: [
            (
                ["meds", "--window", "4h-30m"],
                "error: --window '4h-30m': the start must be above 0 and before the end, the end at most 24h (e.g. --window 30m-4h)"
            ),
            (
                ["meds", "--window", "soon"],
                "error: --window 'soon' is not START-END with durations like 30m, 4h or 1h30m, e.g. --window 30m-4h"
            ),
            (["meds", "--since", "someday"], nil),
            (
                ["meds", "rename", "sumatriptan", "sumatriptan 100mg"],
                "error: medication 'sumatriptan 100mg' has a dose; rename takes names only and keeps each entry's dose"
            ),
            (["tags", "rename", "poor sleep", "a;b"], "error: tag 'a;b' must not contain ';'"),
            (["list", "--med", ""], "error: medication must not be empty"),
            (["stats", "--by", "drug"], nil),
        ] as [([String], String?)])
    func badInputIsAUsageErrorAndChangesNothing(arguments: [String], message: String?) throws {
        let sandbox = try Self.diary()
        let before = try sandbox.dump()
        let run = try sandbox.run(arguments)
        #expect(run.status == 64, "\(run)")
        #expect(run.stdout == "")
        if let message { #expect(run.stderrLines == [message]) } else { #expect(run.stderr.hasPrefix("error: ")) }
        #expect(try sandbox.dump() == before)
    }

    @Test func renamingAMissingMedicationFails() throws {
        let run = try Self.diary().run(["meds", "rename", "aspirin", "ibuprofen"])
        #expect(run.status == 1)
        #expect(run.stderrLines == ["error: no medication 'aspirin'; 'painlog meds' lists them"])
    }

    @Test func tagsComparesTheDaysWithATagWithTheOthers() throws {
        let run = try Self.diary().run(["tags"])
        #expect(run.status == 0, "\(run)")
        // Each day weighs once by its mean. With: 9 days of 7 and 3 → 5.0 each (variance 0); without:
        // 11 days of 5 and 4 (4.5) and 4 days of 2 and 2 (2.0) → 57.5 / 15 = 3.83, variance 18.33 / 14.
        // Difference 1.17; Welch: standard error √(1.3095 / 15) = 0.2955, ν = 14, t(0.975, 14) = 2.1448
        // → 0.53 to 1.80; 9 days with it, under 10: few days.
        #expect(
            run.stdoutLines == [
                "TAG         ENTRIES  LAST LOGGED           DAYS  WITH  WITHOUT  DIFFERENCE  95% INTERVAL",
                "poor sleep        9  Sat 2026-11-21 08:00     9   5.0      3.8        +1.2  +0.5 to +1.8  few days",
                "",
                "WITH / WITHOUT: the average over days of each day's mean intensity, on the days with the tag and on "
                    + "the other days (24 logged days in all); DIFFERENCE: WITH − WITHOUT, with its 95% interval "
                    + "(Welch's, over days). Figures need 3 days on each side; under 10 they are marked few days.",
                "A tag logged because of pain (\"lay down\") goes with worse days by construction: a difference does "
                    + "not show that the tag causes pain.",
            ])
    }

    @Test func theMedFilterAndStatsByMed() throws {
        let sandbox = try Self.diary()
        let listed = try PainlogSandbox.jsonArray(
            sandbox.run(["list", "--med", "SUMATRIPTAN 100mg", "--all", "--format", "json"]).stdoutBytes)
        #expect(listed.count == 9)
        let exported = try sandbox.run(["export", "--med", "ibuprofen", "--med", "sumatriptan"])
        // The header, 20 rows and the empty rest after the last CRLF.
        #expect(exported.stdout.components(separatedBy: "\r\n").count == 1 + 20 + 1, "\(exported)")
        let stats = try PainlogSandbox.jsonArray(sandbox.run(["stats", "--by", "med", "--format", "json"]).stdoutBytes)
        #expect(stats.map { $0["group"] as? String } == ["ibuprofen", "sumatriptan"])
        #expect(stats.map { $0["count"] as? Int } == [11, 9])
        let tags = try PainlogSandbox.jsonArray(sandbox.run(["stats", "--by", "tag", "--format", "json"]).stdoutBytes)
        #expect(tags.map { $0["group"] as? String } == ["poor sleep"])
    }

    @Test func anUnknownMedicationInAFilterIsNamedWithTheClosestOne() throws {
        let sandbox = try Self.diary()
        for command in ["list", "export", "stats"] {
            let run = try sandbox.run([command, "--med", "Sumatriptn 50mg"])
            #expect(run.status == 0, "\(run)")
            #expect(
                run.stderrLines == ["notice: no medication is named 'Sumatriptn'; did you mean 'sumatriptan'?"],
                "\(command)")
        }
        let known = try sandbox.run(["list", "--med", "IBUPROFEN 200mg"])
        #expect(known.stderr == "")
    }

    @Test func theListTableShowsMedicationsAndTags() throws {
        let sandbox = try Self.diary()
        let run = try sandbox.run(["list", "--limit", "2"])
        #expect(
            Array(run.stdoutLines.prefix(3)) == [
                " ID  WHEN                  PAIN      AREAS  MEDS              TAGS        NOTE",
                "#18  Sat 2026-11-21 10:00   3 █▌     head",
                "#17  Sat 2026-11-21 08:00   7 ███▌   head   sumatriptan 50mg  poor sleep",
            ])
    }

    @Test func renameMergeAndUndoAsOneStep() throws {
        let sandbox = try Self.diary()
        #expect(try sandbox.run(["log", "5", "--med", "ibuprofin 200mg", "--tag", "sleep"]).status == 0)
        func state() throws -> String {
            try sandbox.run(["export", "--format", "json"]).stdout + sandbox.run(["meds"]).stdout
                + sandbox.run(["tags"]).stdout
                + sandbox.run(["undo", "--list"]).stdout
        }
        let before = try state()
        let merged = try sandbox.run(["meds", "rename", "Ibuprofin", "ibuprofen"])
        #expect(merged.stdoutLines == ["Merged medication 'ibuprofin' into 'ibuprofen' (1 entry)."])
        let tagged = try sandbox.run(["tags", "rename", "sleep", "Poor Sleep"])
        #expect(tagged.stdoutLines == ["Merged tag 'sleep' into 'poor sleep' (1 entry)."])
        let latest = try PainlogSandbox.jsonArray(
            sandbox.run(["list", "--limit", "1", "--format", "json"]).stdoutBytes)
        #expect(latest.first?["medications"] as? [String] == ["ibuprofen 200mg"])
        #expect(latest.first?["tags"] as? [String] == ["poor sleep"])
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try state() == before)
    }
}
