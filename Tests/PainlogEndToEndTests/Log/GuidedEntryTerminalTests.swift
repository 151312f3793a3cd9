import Foundation
import Testing

/// `painlog log` without INTENSITY on a real pseudo-terminal: a person answers the questions,
/// presses Ctrl-D or Ctrl-C; and without a terminal it is a usage error.
@Suite struct GuidedEntryTerminalTests {
    private static let intensity = "How much does it hurt, 0–10 (0 no pain, 10 worst imaginable)? "
    private static let note = "Note (one line; empty: none)? "
    private static let when = "When (empty: now; e.g. 2h ago, this morning, last night, tue 6pm)? "

    /// A diary that knows `head` (twice), `neck`, `ibuprofen` and the tag `weather`.
    private func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        try painlog.log(["4", "-a", "head", "-m", "ibuprofen 400mg", "-t", "weather", "--at", "3d ago"])
        try painlog.log(["5", "-a", "head", "-a", "neck", "--at", "2d ago"])
        return painlog
    }

    @Test func aPersonAnswersEveryQuestion() throws {
        let painlog = try diary()
        let session = try painlog.startOnPseudoTerminal(["log"], environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("eleven\n")
        try session.waitFor(Self.intensity)
        session.type("7\n")
        try session.waitFor("empty: none)? ")
        session.type("1, lower back\n")
        try session.waitFor("empty: none)? ")
        session.type("1\n")
        try session.waitFor("empty: none)? ")
        session.type("\n")
        try session.waitFor(Self.note)
        session.type("after gardening, couldn't sleep\n")
        try session.waitFor(Self.when)
        session.type("last night\n")
        #expect(try session.finish() == 0, "\(session.transcript)")
        // The logged line ends with the entry's key, the start of its random uid (issue 41).
        #expect(
            LogCommandTests.withoutKey(session.transcript) == Self.intensity + "eleven\n"
                + "  intensity must be a whole number 0–10, got 'eleven'; try again\n"
                + Self.intensity + "7\n"
                + "  1 head   2 neck\n"
                + "Areas (numbers and/or new names, separated by ','; empty: none)? 1, lower back\n"
                + "  1 ibuprofen 400mg\n"
                + "Medications (numbers and/or new 'name dose', separated by ','; empty: none)? 1\n"
                + "  1 weather\n"
                + "Tags (numbers and/or new names, separated by ','; empty: none)? \n"
                + Self.note + "after gardening, couldn't sleep\n"
                + Self.when + "last night\n"
                + "Logged #3: 7/10 at Sat 2026-11-21 22:00 (head, lower back)\n")
        let entry = try #require(try painlog.entries().first)
        #expect(entry["intensity"] as? Int == 7)
        #expect(entry["areas"] as? [String] == ["head", "lower back"])
        #expect(entry["medications"] as? [String] == ["ibuprofen 400mg"])
        #expect(entry["tags"] as? [String] == [])
        #expect(entry["note"] as? String == "after gardening, couldn't sleep")
        #expect(entry["occurred_at"] as? String == "2026-11-21T22:00:00+01:00")
    }

    @Test func optionsGivenAreNotAsked() throws {
        let painlog = try diary()
        let session = try painlog.startOnPseudoTerminal(
            ["log", "-a", "knee", "-m", "paracetamol 1g", "-t", "stairs", "-n", "climbing"],
            environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("3\n")
        try session.waitFor(Self.when)
        session.type("\n")
        #expect(try session.finish() == 0, "\(session.transcript)")
        #expect(
            LogCommandTests.withoutKey(session.transcript) == Self.intensity + "3\n" + Self.when
                + "\nLogged #3: 3/10 at Sun 2026-11-22 10:00 (knee)\n")
        #expect(try painlog.entryCount() == 3)
    }

    @Test func ctrlDWritesNothing() throws {
        let painlog = try diary()
        let before = try painlog.dump()
        let session = try painlog.startOnPseudoTerminal(["log"], environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("6\n")
        try session.waitFor("empty: none)? ")
        session.type("\u{4}")
        #expect(try session.finish() == 1, "\(session.transcript)")
        #expect(session.transcript.hasSuffix("empty: none)? \nerror: nothing was logged\n"), "\(session.transcript)")
        #expect(try painlog.dump() == before)
    }

    @Test func ctrlCWritesNothing() throws {
        let painlog = try diary()
        let before = try painlog.dump()
        let session = try painlog.startOnPseudoTerminal(["log", "-a", "head"], environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("6\n")
        try session.waitFor("empty: none)? ")
        session.type("\n")
        try session.waitFor("empty: none)? ")
        session.type("\n")
        try session.waitFor(Self.note)
        session.type("half a no")
        session.type("\u{3}")
        #expect(try session.finish() == 1, "\(session.transcript)")
        #expect(session.transcript.hasSuffix("^C\nerror: nothing was logged\n"), "\(session.transcript)")
        #expect(try painlog.dump() == before)
    }

    @Test func ctrlCOnANewDiaryLeavesNoFile() throws {
        let painlog = try PainlogSandbox()
        let session = try painlog.startOnPseudoTerminal(["log"], environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("\u{3}")
        #expect(try session.finish() == 1, "\(session.transcript)")
        #expect(session.transcript.hasSuffix("error: nothing was logged\n"), "\(session.transcript)")
        #expect(!FileManager.default.fileExists(atPath: painlog.database))
    }

    @Test func aBadOptionIsRefusedBeforeAnyQuestion() throws {
        let painlog = try diary()
        let before = try painlog.dump()
        let session = try painlog.startOnPseudoTerminal(["log", "-a", "a;b"], environment: ["NO_COLOR": "1"])
        #expect(try session.finish() == 64, "\(session.transcript)")
        #expect(session.transcript == "error: area 'a;b' must not contain ';'\n")
        #expect(try painlog.dump() == before)
    }

    @Test(arguments: [["log"], ["log", "-a", "head", "-n", "x"], ["add", "--json"]])
    func withoutATerminalAMissingIntensityIsAUsageError(arguments: [String]) throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(arguments, stdin: Data("5\nhead\n".utf8))
        #expect(run.status == 64, "\(run)")
        #expect(
            run.stderr
                == "error: the intensity is missing: give a whole number 0–10, e.g. 'painlog log 5'; "
                + "painlog asks for it only when stdin and stdout are a terminal\n")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: painlog.database))
    }
}
