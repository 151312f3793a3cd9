import Foundation
import Testing

/// `painlog review` through the built binary (issue 40): a hand-built diary whose every figure is
/// counted in the comments, the contract's JSON, the too-early and too-few-days rules, the other
/// courses named, and bad input that exits as the contract says and changes nothing.
@Suite struct ReviewEndToEndTests {
    /// The diary: a course with a baseline of 27 attack days and blocks of 4.
    ///
    /// Now is 2026-11-22 in Berlin. Course `erenumab` (condition `migraine`, area `head`) started
    /// 2026-08-01, so its default baseline is 2026-05-03 to 2026-07-31 (90 days) and its blocks are
    /// 08-01..08-30, 08-31..09-29, 09-30..10-29 (complete) and 10-30..11-22 (running, 24 days).
    ///
    /// Every day from 2026-05-03 to 2026-11-22 has one entry in `head`. In the baseline, days 0-2 of
    /// every 10 (27 days) hold a migraine attack (7/10 for 5 hours, unilateral, pulsating, nausea:
    /// ICHD-3 1.1 B, C and D); the other days an entry at 0. In each block, its days 0, 7, 14 and 21
    /// hold the attack (4 a block; the running block has 24 days, so 4 too).
    private func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        var csv = "occurred_at,ended_at,intensity,areas,symptoms\n"
        let first = try #require(Self.day(2026, 5, 3))
        for index in 0..<204 {
            let date = Self.iso(first + index * 86_400)
            let baseline = index < 90
            let attack = baseline ? index % 10 < 3 : [0, 7, 14, 21].contains((index - 90) % 30)
            let offset = Self.offset(date)
            if attack {
                csv += "\(date)T08:00:00\(offset),\(date)T13:00:00\(offset),7,head,nausea; pulsating; unilateral\n"
            } else {
                csv += "\(date)T08:00:00\(offset),,0,head,\n"
            }
        }
        let file = sandbox.path("days.csv")
        try Data(csv.utf8).write(to: URL(fileURLWithPath: file))
        let steps: [[String]] = [
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"],
            ["import", file],
            ["course", "start", "topiramate", "--dose", "25 mg", "--at", "2026-06-15", "--condition", "migraine"],
            ["course", "dose", "topiramate", "50 mg", "--at", "2026-07-01"],
            ["course", "start", "erenumab", "--dose", "70 mg", "--at", "2026-08-01", "--condition", "migraine"],
            ["course", "stop", "topiramate", "--at", "2026-08-20"],
        ]
        for arguments in steps {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0, "\(arguments) \(run)")
        }
        return sandbox
    }

    /// Seconds since 1970 of `year-month-day` 00:00 UTC (days from the civil calendar, Howard Hinnant's).
    private static func day(_ year: Int, _ month: Int, _ day: Int) -> Int? {
        let y = month <= 2 ? year - 1 : year
        let era = y / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return (era * 146_097 + dayOfEra - 719_468) * 86_400
    }

    /// `YYYY-MM-DD` of `seconds` since 1970 in UTC.
    private static func iso(_ seconds: Int) -> String {
        let days = seconds / 86_400 + 719_468
        let era = days / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    /// Berlin's offset on `date` (summer time from 2026-03-29 to 2026-10-24 included).
    private static func offset(_ date: String) -> String {
        date >= "2026-03-29" && date <= "2026-10-24" ? "+02:00" : "+01:00"
    }

    private func json(_ sandbox: PainlogSandbox, _ arguments: [String] = []) throws -> [String: Any] {
        let run = try sandbox.run(["review", "erenumab", "--format", "json"] + arguments)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        return try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
    }

    @Test func theBaselineAgainstTheFirstThreeBlocks() throws {
        let sandbox = try diary()
        let review = try json(sandbox)
        #expect(
            Array(review.keys).sorted() == [
                "baseline", "blocks", "change", "condition", "course", "criteria", "judged", "measure", "notes",
                "responder",
            ])
        #expect(review["course"] as? String == "erenumab" && review["condition"] as? String == "migraine")
        // Baseline: 27 attack days of 90, all logged; per 30 days 27 × 30 / 90 = 9.0.
        let baseline = try #require(review["baseline"] as? [String: Any])
        #expect(baseline["start"] as? String == "2026-05-03" && baseline["end"] as? String == "2026-07-31")
        #expect(baseline["days"] as? Int == 90 && baseline["logged_days"] as? Int == 90)
        #expect(baseline["headache_days"] as? Int == 27 && baseline["migraine_days"] as? Int == 27)
        #expect(baseline["moderate_days"] as? Int == 27 && baseline["acute_medication_days"] as? Int == 0)
        let per30 = try #require(baseline["per_30_days"] as? [String: Any])
        #expect(per30["migraine_days"] as? Double == 9 && per30["logged_days"] as? Double == 30)
        // Four blocks, the fourth running (10-30 to today, 24 days), 4 attack days each.
        let blocks = try #require(review["blocks"] as? [[String: Any]])
        #expect(blocks.map { $0["start"] as? String } == ["2026-08-01", "2026-08-31", "2026-09-30", "2026-10-30"])
        #expect(blocks.map { $0["days"] as? Int } == [30, 30, 30, 24])
        #expect(blocks.map { $0["migraine_days"] as? Int } == [4, 4, 4, 4])
        // Judged: the mean of blocks 1-3, 4.0 migraine days; change 4 − 9 = −5 days, −5 / 9 = −55.6%.
        let judged = try #require(review["judged"] as? [String: Any])
        #expect(judged["migraine_days"] as? Double == 4 && judged["days"] as? Int == 30)
        #expect(review["measure"] as? String == "migraine_days")
        let change = try #require(review["change"] as? [String: Any])
        #expect(change["days"] as? Double == -5)
        #expect(abs((change["percent"] as? Double ?? 0) + 55.5555) < 0.001)
        // EHF: 12 × 90 × 100 = 108,000 ≤ 27 × 30 × 3 × 50 = 121,500: met; AHS (headache days, the same): met.
        let criteria = try #require(review["criteria"] as? [[String: Any]])
        #expect(criteria.map { $0["source"] as? String } == ["EHF", "AHS"])
        #expect(criteria.map { $0["threshold"] as? Int } == [50, 50])
        #expect(criteria.map { $0["met"] as? Bool } == [true, true])
        #expect(review["responder"] as? Bool == true)
        // topiramate started (06-15), changed dose (07-01) and stopped (08-20) inside the windows.
        let notes = try #require(review["notes"] as? [String])
        #expect(
            notes == [
                "topiramate started on 2026-06-15, inside the review's windows.",
                "topiramate changed dose on 2026-07-01, inside the review's windows.",
                "topiramate stopped on 2026-08-20, inside the review's windows.",
            ])
        #expect(
            try sandbox.run(["review", "erenumab", "--json"]).stdout
                == sandbox.run(["review", "erenumab", "--format", "json"]).stdout)
    }

    @Test func theTableSaysTheSummaryAndWhoseDecisionItIs() throws {
        let sandbox = try diary()
        let run = try sandbox.run(["review", "erenumab"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdoutLines.first == "Review of erenumab (migraine), started 2026-08-01")
        #expect(
            run.stdoutLines.contains(
                "baseline 9.0 migraine days per 30 days; months 1–3: 4.0 (−56%): a response by the EHF criterion "
                    + "(at least 50% fewer migraine days) — discuss continuing with your doctor"), "\(run)")
        #expect(
            run.stdoutLines.contains(
                "EHF (European Headache Federation, 2022): at least 50% fewer migraine days: met (−56%)"))
        #expect(run.stdoutLines.contains { $0.hasPrefix("The decision is your doctor's") })
        #expect(run.stdoutLines.contains { $0.hasPrefix("baseline ") && $0.contains("2026-05-03") })
    }

    @Test func tooEarlyBeforeThreeCompleteBlocks() throws {
        // From 09-15: 09-15..10-14 and 10-15..11-13 complete, 11-14.. running: 2 of 3.
        let review = try json(try diary(), ["--from", "2026-09-15"])
        #expect(review["responder"] is NSNull && review["judged"] is NSNull)
        let notes = try #require(review["notes"] as? [String])
        #expect(notes.contains("Too early: 2 of the 3 complete 30-day blocks the judgement needs."))
    }

    @Test func tooFewDaysLoggedAt79PercentNotAt80() throws {
        let sandbox = try diary()
        // 112 days of baseline: 90 logged (05-03 on) of 112 = 80.4%: judged. Its 27 attack days are
        // 27 × 30 / 112 = 7.2 per 30 days, and 4.0 is 44.7% fewer: not a response (false, not null).
        let judged = try json(sandbox, ["--baseline-days", "112"])
        #expect(judged["responder"] as? Bool == false)
        #expect((judged["notes"] as? [String])?.contains { $0.hasPrefix("too few days logged") } == false)
        // 113 days: 90 of 113 = 79.6%: too few, responder null.
        let review = try json(sandbox, ["--baseline-days", "113"])
        #expect(review["responder"] is NSNull)
        let notes = try #require(review["notes"] as? [String])
        #expect(notes.contains("too few days logged to judge (90 of 113) in the baseline"), "\(notes)")
    }

    @Test(
        "bad input exits as the contract says and changes nothing",
        arguments: [
            (["review", "erenumb"], Int32(1), ["erenumb", "did you mean 'erenumab'?", "painlog courses"]),
            (["review", "erenumab", "--baseline-days", "27"], Int32(64), ["--baseline-days", "27", "28"]),
            (["review", "erenumab", "--baseline-days", "many"], Int32(64), ["many"]),
            (["review", "erenumab", "--start", "2026-08-02"], Int32(1), ["2026-08-02", "its starts: 2026-08-01"]),
            (["review", "erenumab", "--from", "2026-07-01"], Int32(64), ["--from", "2026-07-01", "2026-08-01"]),
            (["review", "erenumab", "--from", "someday"], Int32(64), ["someday"]),
            (["review", "erenumab", "--json", "--format", "table"], Int32(64), ["--json"]),
        ] as [([String], Int32, [String])])
    func badInput(arguments: [String], status: Int32, naming: [String]) throws {
        let sandbox = try PainlogSandbox()
        #expect(try sandbox.run(["log", "5", "-a", "head", "--at", "2026-07-01T08:00"]).status == 0)
        #expect(try sandbox.run(["course", "start", "erenumab", "--at", "2026-08-01"]).status == 0)
        let before = try sandbox.dump()
        let run = try sandbox.run(arguments)
        expectError(run, status: status, naming: naming)
        #expect(try sandbox.dump() == before)
    }
}
