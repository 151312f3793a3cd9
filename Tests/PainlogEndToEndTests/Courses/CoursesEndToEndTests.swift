import Foundation
import Testing

/// `painlog course start|dose|stop` and `painlog courses` through the built binary (issue 40): the
/// list and its JSON, the class a course gives its medication, each change one undo step, and bad
/// input that exits as the contract says and changes nothing.
@Suite struct CoursesEndToEndTests {
    private func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        let logs: [[String]] = [
            ["log", "6", "-a", "head", "--med", "ibuprofen 400mg", "--at", "2026-11-20T08:00"],
            ["log", "4", "-a", "head", "--med", "candesartan 8mg", "--at", "2026-11-21T08:00"],
            ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"],
        ]
        for arguments in logs {
            let run = try sandbox.run(arguments)
            #expect(run.status == 0, "\(run)")
        }
        return sandbox
    }

    private func courses(_ sandbox: PainlogSandbox) throws -> [[String: Any]] {
        let run = try sandbox.run(["courses", "--format", "json"])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        return try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [[String: Any]])
    }

    private func medicationClass(_ name: String, _ sandbox: PainlogSandbox) throws -> String? {
        let run = try sandbox.run(["meds", "--json"])
        let meds = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [[String: Any]])
        return meds.first { $0["name"] as? String == name }?["class"] as? String
    }

    @Test func startDoseStopAndTheList() throws {
        let sandbox = try diary()
        let start = try sandbox.run([
            "course", "start", "topiramate", "--dose", "25 mg", "--at", "2026-11-01", "--condition", "Migraine",
        ])
        #expect(start.status == 0 && start.stderr.isEmpty, "\(start)")
        #expect(start.stdout == "Started course 'topiramate' at 25 mg from 2026-11-01\n")
        let dose = try sandbox.run(["course", "dose", "topiramate", "50 mg", "--at", "2026-11-10"])
        #expect(dose.status == 0 && dose.stdout == "Course 'topiramate': dose 50 mg from now on\n", "\(dose)")
        let injection = try sandbox.run(["course", "start", "erenumab", "--every", "4w", "--at", "2026-11-15"])
        #expect(injection.status == 0, "\(injection)")

        var list = try courses(sandbox)
        #expect(list.map { $0["name"] as? String } == ["topiramate", "erenumab"])
        #expect(Set(list[0].keys) == ["uid", "name", "dose", "condition", "start", "stop", "days", "every"])
        #expect((list[0]["uid"] as? String)?.count == 36)
        #expect(list[0]["dose"] as? String == "50 mg" && list[0]["condition"] as? String == "migraine")
        #expect(list[0]["start"] as? String == "2026-11-01T12:00:00+01:00")
        #expect(list[0]["stop"] is NSNull && list[0]["every"] is NSNull)
        #expect(list[0]["days"] as? Int == 22)
        #expect(list[1]["dose"] is NSNull && list[1]["condition"] is NSNull && list[1]["every"] as? Int == 4)

        let stop = try sandbox.run(["course", "stop", "TOPIRAMATE", "--at", "2026-11-20"])
        #expect(stop.status == 0 && stop.stdout == "Stopped course 'topiramate' on 2026-11-20 (from 2026-11-01)\n")
        list = try courses(sandbox)
        #expect(list[0]["stop"] as? String == "2026-11-20T12:00:00+01:00" && list[0]["days"] as? Int == 20)
        #expect(try sandbox.run(["courses", "--json"]).stdout == sandbox.run(["courses", "--format", "json"]).stdout)

        let table = try sandbox.run(["courses"])
        #expect(table.status == 0, "\(table)")
        #expect(
            table.stdoutLines.first?.split(separator: " ").map(String.init) == [
                "COURSE", "DOSE", "CONDITION", "START", "STOP", "DAYS",
            ])
        #expect(table.stdout.contains("2026-11-20") && table.stdout.contains("open"), "\(table)")
        // A stopped course's name may start again.
        #expect(try sandbox.run(["course", "start", "topiramate"]).status == 0)
    }

    @Test func aCourseGivesItsMedicationTheClassPreventiveOnlyWhenItHasNone() throws {
        let sandbox = try diary()
        let start = try sandbox.run(["course", "start", "candesartan", "--dose", "8 mg"])
        #expect(start.status == 0, "\(start)")
        #expect(
            start.stderrLines == [
                "notice: medication 'candesartan' is now of class preventive; 'meds class' sets another"
            ])
        #expect(try medicationClass("candesartan", sandbox) == "preventive")
        let acute = try sandbox.run(["course", "start", "ibuprofen"])
        #expect(acute.status == 0 && acute.stderr.isEmpty, "\(acute)")
        #expect(try medicationClass("ibuprofen", sandbox) == "simple_analgesic")
        // The class is part of the start's undo step.
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try medicationClass("candesartan", sandbox) == nil)
        #expect(try courses(sandbox).isEmpty)
    }

    @Test func eachChangeIsOneUndoStep() throws {
        let sandbox = try diary()
        #expect(
            try sandbox.run(["course", "start", "topiramate", "--dose", "25 mg", "--at", "2026-11-01"]).status == 0)
        #expect(try sandbox.run(["course", "dose", "topiramate", "50 mg"]).status == 0)
        #expect(try sandbox.run(["course", "stop", "topiramate"]).status == 0)

        let undo = try sandbox.run(["undo"])
        #expect(undo.status == 0 && undo.stdout.hasPrefix("Undid course stop 'topiramate'"), "\(undo)")
        var list = try courses(sandbox)
        #expect(list[0]["stop"] is NSNull && list[0]["dose"] as? String == "50 mg")
        #expect(try sandbox.run(["undo"]).status == 0)
        list = try courses(sandbox)
        #expect(list[0]["dose"] as? String == "25 mg")
        #expect(try sandbox.run(["undo"]).status == 0)
        #expect(try courses(sandbox).isEmpty)
    }

    @Test(
        "bad input exits as the contract says and changes nothing",
        arguments: [
            (["course", "start", "x", "--at", "2026-11-23"], Int32(64), ["2026-11-23", "future"]),
            (["course", "start", "x", "--at", "someday"], Int32(64), ["someday"]),
            (["course", "start", "Topiramate"], Int32(64), ["topiramate", "already open"]),
            (["course", "start", "x", "--condition", "migrane"], Int32(1), ["migrane", "did you mean 'migraine'?"]),
            (["course", "start", "x", "--every", "27w"], Int32(64), ["27w", "1 to 26"]),
            (["course", "start", "x", "--every", "0w"], Int32(64), ["0w", "Nw"]),
            (["course", "start", "x", "--every", "3m"], Int32(64), ["3m", "Nw"]),
            (["course", "start", "x", "--dose", ""], Int32(64), ["dose", "1 to 64"]),
            (["course", "start", ""], Int32(64), ["must not be empty"]),
            (["course", "stop", "topiramate", "--at", "2026-10-01"], Int32(64), ["2026-10-01", "before"]),
            (["course", "stop", "topiramate", "--at", "2026-11-23"], Int32(64), ["2026-11-23", "future"]),
            (["course", "stop", "nope"], Int32(1), ["nope", "painlog courses"]),
            (["course", "stop", "topiramat"], Int32(1), ["did you mean 'topiramate'?"]),
            (["course", "dose", "topiramate", " "], Int32(64), ["dose", "1 to 64"]),
            (["course", "dose", "topiramate", "50 mg", "--at", "2026-10-01"], Int32(64), ["2026-10-01", "before"]),
            (["course", "dose", "nope", "50 mg"], Int32(1), ["nope"]),
            (["courses", "--format", "csv"], Int32(64), ["csv"]),
            (["courses", "--json", "--format", "table"], Int32(64), ["--json"]),
        ] as [([String], Int32, [String])])
    func badInput(arguments: [String], status: Int32, naming: [String]) throws {
        let sandbox = try diary()
        #expect(try sandbox.run(["course", "start", "topiramate", "--at", "2026-11-01"]).status == 0)
        let before = try sandbox.dump()
        let run = try sandbox.run(arguments)
        expectError(run, status: status, naming: naming)
        #expect(try sandbox.dump() == before)
    }
}
