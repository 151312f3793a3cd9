import Foundation
import Testing

/// `painlog log` without INTENSITY, in-process with scripted answers: what it asks, in which order,
/// what it skips, how it re-asks, and that it writes nothing when the input ends.
@Suite struct GuidedEntryFlowTests {
    private static let intensity = "How much does it hurt, 0–10 (0 no pain, 10 worst imaginable)? "
    private static let note = "Note (one line; empty: none)? "
    private static let when = "When (empty: now; e.g. 2h ago, this morning, last night, tue 6pm)? "

    /// A diary where `head` is used most, then `neck`; `ibuprofen` and the tag `weather` once.
    private func diaryWithNames() throws -> InProcessPainlog {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "3", "-a", "neck", "--at", "3d ago"])
        try painlog.succeed([
            "log", "4", "-a", "head", "-a", "neck", "-m", "ibuprofen 400mg", "-t", "weather", "--at", "2d ago",
        ])
        try painlog.succeed(["log", "5", "-a", "head", "--at", "1d ago"])
        try painlog.succeed(["log", "6", "-a", "head", "--at", "4d ago"])
        return painlog
    }

    private func guided(
        _ painlog: InProcessPainlog, _ arguments: [String] = ["log"], answers: [String]
    ) throws -> FlowRun {
        try painlog.run(arguments, answers: answers, inputIsTerminal: true, outputIsTerminal: true)
    }

    @Test func asksEveryValueInOrderWithKnownNamesNumberedMostUsedFirst() throws {
        let painlog = try diaryWithNames()
        let run = try guided(
            painlog, answers: ["11", "7", "2, upper back, 1", "1 , codeine 30 mg", "", "couldn't sleep", "last night"])
        #expect(run.status == 0, "\(run)")
        #expect(withoutKey(run.stdout) == "Logged #5: 7/10 at Sat 2026-11-21 22:00 (neck, upper back, head)\n")
        #expect(
            run.stderr == Self.intensity
                + "  intensity must be a whole number 0–10, got '11'; try again\n"
                + Self.intensity
                + "  1 head   2 neck\n"
                + "Areas (numbers and/or new names, separated by ','; empty: none)? "
                + "  1 ibuprofen 400mg\n"
                + "Medications (numbers and/or new 'name dose', separated by ','; empty: none)? "
                + "  1 weather\n"
                + "Tags (numbers and/or new names, separated by ','; empty: none)? "
                + Self.note + Self.when)
        let shown = try painlog.succeed(["show", "5", "--json"]).stdout
        #expect(shown.contains(#""medications":["ibuprofen 400mg","codeine 30 mg"]"#), "\(shown)")
        #expect(shown.contains(#""tags":[]"#), "\(shown)")
        #expect(shown.contains(#""note":"couldn't sleep""#), "\(shown)")
    }

    /// A number logs the dose the medication was last taken at; a number and a dose, that dose; a
    /// number and something that is not a dose is asked again.
    @Test func aMedicationPickedByNumberKeepsItsDoseOrTakesANewOne() throws {
        let painlog = try diaryWithNames()
        let run = try guided(painlog, answers: ["5", "", "1 extra", "1 600mg", "", "", ""])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains("  'extra' after 1 is not a dose; type one such as 600mg or 2 tablets; try again\n"))
        let shown = try painlog.succeed(["show", "5", "--json"]).stdout
        #expect(shown.contains(#""medications":["ibuprofen 600mg"]"#), "\(shown)")
        let again = try guided(painlog, answers: ["4", "", "1", "", "", ""])
        #expect(again.stderr.contains("  1 ibuprofen 600mg\n"), "\(again)")
        #expect(try painlog.succeed(["show", "6", "--json"]).stdout.contains(#""medications":["ibuprofen 600mg"]"#))
    }

    @Test func whatWasGivenAsAnOptionIsNotAsked() throws {
        let painlog = try diaryWithNames()
        let run = try guided(
            painlog, ["log", "-a", "knee", "-n", "stairs", "--at", "08:00", "-t", "cold"], answers: ["4", ""])
        #expect(run.status == 0, "\(run)")
        #expect(withoutKey(run.stdout) == "Logged #5: 4/10 at Sun 2026-11-22 08:00 (knee)\n")
        #expect(
            run.stderr == Self.intensity + "  1 ibuprofen 400mg\n"
                + "Medications (numbers and/or new 'name dose', separated by ','; empty: none)? ")
    }

    @Test func aRefusedAnswerSaysWhyAndIsAskedAgain() throws {
        let painlog = try diaryWithNames()
        let run = try guided(painlog, answers: ["5", "3", "a;b", "head", "", "", "", "tomorrow", "in 2h", "2h ago"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("  there is no area numbered 3; use 1–2 or type a name; try again\n"), "\(run)")
        #expect(run.stderr.contains("  area 'a;b' must not contain ';'; try again\n"), "\(run)")
        #expect(run.stderr.contains("  when 'tomorrow' is not a time; use "), "\(run)")
        #expect(withoutKey(run.stdout) == "Logged #5: 5/10 at Sun 2026-11-22 06:30 (head)\n")
    }

    @Test(arguments: 0...6)
    func theEndOfInputAtAnyQuestionWritesNothing(answered: Int) throws {
        let painlog = try diaryWithNames()
        let answers = Array(["6", "head", "", "", "a note", "now"].prefix(answered))
        let run = try guided(painlog, answers: answers)
        if answered == 6 {
            #expect(run.status == 0, "\(run)")
            return
        }
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasSuffix("\nerror: nothing was logged\n"), "\(run)")
        let listed = try painlog.succeed(["list", "--format", "csv"]).stdout
        #expect(listed.split(separator: "\r\n").count == 5, "\(listed)")
    }

    @Test func aNewDiaryIsNotCreatedWhenTheEntryIsAbandoned() throws {
        let painlog = try InProcessPainlog()
        let run = try guided(painlog, answers: ["6", "new place"])
        #expect(run.status == 1, "\(run)")
        #expect(painlog.contents().isEmpty, "\(painlog.contents())")
        #expect(run.stderr.hasPrefix(Self.intensity + "Areas (names, separated by ','; empty: none)? "), "\(run)")
    }

    @Test(arguments: [(true, false), (false, true), (false, false)])
    func withoutATerminalAMissingIntensityIsAUsageErrorAndNoDiaryIsMade(input: Bool, output: Bool) throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(
            ["log", "-a", "head"], answers: ["5"], inputIsTerminal: input, outputIsTerminal: output)
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: the intensity is missing: give a whole number 0–10, e.g. 'painlog log 5'; "
                + "painlog asks for it only when stdin and stdout are a terminal\n")
        #expect(painlog.contents().isEmpty)
    }

    @Test func aBadOptionIsRefusedBeforeAnythingIsAsked() throws {
        let painlog = try diaryWithNames()
        let run = try guided(painlog, ["log", "--at", "yesterday 25:00"], answers: ["5", "", "", "", ""])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: --at 'yesterday 25:00'"), "\(run)")
        #expect(!run.stderr.contains("How much"))
    }

    @Test func theJSONFlagPrintsTheEntryAsJSON() throws {
        let painlog = try InProcessPainlog()
        let run = try guided(painlog, ["log", "--json", "-a", "head"], answers: ["2", "", "", "", ""])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix(#"{"id":1,"#), "\(run)")
    }

    @Test func aNumberWhereTheCommandGoesMeansLog() throws {
        let painlog = try InProcessPainlog()
        #expect(
            withoutKey(
                try painlog.succeed(["7", "-a", "head", "-m", "sumatriptan 50mg", "-t", "aura", "-n", "dark room"])
                    .stdout)
                == "Logged #1: 7/10 at Sun 2026-11-22 08:30 (head)\n")
    }
}
