import Foundation
import Testing

/// The guided entry's attack-feature questions (issue 40) on a real pseudo-terminal: asked right
/// after the areas when one of them is a migraine condition's, numbered 1–8, then "Still going?".
@Suite struct GuidedEntrySymptomsTerminalTests {
    private static let intensity = "How much does it hurt, 0–10 (0 no pain, 10 worst imaginable)? "
    private static let areas = "Areas (numbers and/or new names, separated by ','; empty: none)? "
    private static let features = "Attack features (numbers, separated by ','; empty: none)? "
    private static let stillGoing = "Still going? (empty: yes; else when it ended, or how long) "
    private static let note = "Note (one line; empty: none)? "
    private static let when = "When (empty: now; e.g. 2h ago, this morning, last night, tue 6pm)? "

    /// A diary with `migraine` (kind migraine, area head) and one entry in `head` and one in `knee`.
    private func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        #expect(try painlog.run(["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"]).status == 0)
        try painlog.log(["4", "-a", "head", "--at", "3d ago"])
        try painlog.log(["3", "-a", "knee", "--at", "2d ago"])
        return painlog
    }

    @Test func aMigraineAreaBringsTheFeaturesAndStillGoing() throws {
        let painlog = try diary()
        let session = try painlog.startOnPseudoTerminal(["log"], environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("7\n")
        try session.waitFor(Self.areas)
        session.type("head\n")
        try session.waitFor(Self.features)
        session.type("1, 9\n")
        try session.waitFor(Self.features)
        session.type("1,4\n")
        try session.waitFor(Self.stillGoing)
        session.type("5h\n")
        try session.waitFor("Medications ('name dose', separated by ','; empty: none)? ")
        session.type("\n")
        try session.waitFor("Tags (names, separated by ','; empty: none)? ")
        session.type("\n")
        try session.waitFor(Self.note)
        session.type("\n")
        try session.waitFor(Self.when)
        session.type("last night\n")
        #expect(try session.finish() == 0, "\(session.transcript)")
        let transcript = LogCommandTests.withoutKey(session.transcript)
        // Numbered 1–8 in the contract's order, above the question; 9 is refused and asked again.
        #expect(
            transcript.contains("  1 unilateral   2 pulsating   3 activity   4 nausea"), "\(transcript)")
        #expect(
            transcript.contains(
                "8 aura\n" + Self.features + "1, 9\n"
                    + "  there is no attack feature numbered 9; use 1–8; try again\n" + Self.features + "1,4\n"
                    + Self.stillGoing + "5h\n"), "\(transcript)")
        let entry = try #require(try painlog.entries().first)
        #expect(entry["symptoms"] as? [String] == ["nausea", "unilateral"])
        #expect(entry["occurred_at"] as? String == "2026-11-21T22:00:00+01:00")
        #expect(entry["ended_at"] as? String == "2026-11-22T03:00:00+01:00")
    }

    @Test func emptyAnswersAreNoFeaturesAndStillGoing() throws {
        let painlog = try diary()
        let session = try painlog.startOnPseudoTerminal(
            ["log", "-a", "head", "-t", "work", "-m", "ibuprofen 400mg", "-n", "x"], environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("5\n")
        try session.waitFor(Self.features)
        session.type("\n")
        try session.waitFor(Self.stillGoing)
        session.type("\n")
        try session.waitFor(Self.when)
        session.type("\n")
        #expect(try session.finish() == 0, "\(session.transcript)")
        let entry = try #require(try painlog.entries().first)
        #expect(entry["symptoms"] as? [String] == [])
        #expect(entry["ended_at"] is NSNull || entry["ended_at"] == nil)
        #expect(try painlog.entryCount() == 3)
    }

    @Test func anAreaOfNoMigraineConditionIsNotAskedAbout() throws {
        let painlog = try diary()
        let session = try painlog.startOnPseudoTerminal(
            ["log", "-t", "work", "-m", "ibuprofen 400mg", "-n", "x"], environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("3\n")
        try session.waitFor(Self.areas)
        session.type("knee\n")
        try session.waitFor(Self.when)
        session.type("\n")
        #expect(try session.finish() == 0, "\(session.transcript)")
        #expect(!session.transcript.contains("Attack features"), "\(session.transcript)")
        #expect(!session.transcript.contains("Still going"), "\(session.transcript)")
    }

    @Test func symptomsAndAnEndGivenAsOptionsAreNotAsked() throws {
        let painlog = try diary()
        let session = try painlog.startOnPseudoTerminal(
            ["log", "-a", "head", "-s", "aura", "--for", "1h", "-t", "work", "-m", "ibuprofen 400mg", "-n", "x"],
            environment: ["NO_COLOR": "1"])
        try session.waitFor(Self.intensity)
        session.type("3\n")
        try session.waitFor(Self.when)
        session.type("2h ago\n")
        #expect(try session.finish() == 0, "\(session.transcript)")
        #expect(!session.transcript.contains("Attack features"), "\(session.transcript)")
        #expect(!session.transcript.contains("Still going"), "\(session.transcript)")
    }
}
