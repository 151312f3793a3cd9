import Testing

@testable import PainlogCLI

/// ArgumentParser takes `-1` for an option; the command's typed positional value says what it is.
@Suite struct NegativeNumberTests {
    @Test(arguments: [
        (["log", "-1"], "intensity must be a whole number 0–10, got '-1'"),
        (["add", "-12", "--area", "head"], "intensity must be a whole number 0–10, got '-12'"),
        (
            ["show", "-1"],
            "'-1' is not an entry id; use the number shown by 'painlog list', e.g. 12 or #12, a key such as @3f2a9c1e (at least 4 of its digits), or last for the latest entry"
        ),
        (
            ["edit", "-3", "--note", "log"],
            "'-3' is not an entry id; use the number shown by 'painlog list', e.g. 12 or #12, a key such as @3f2a9c1e (at least 4 of its digits), or last for the latest entry"
        ),
        (
            ["delete", "1", "-2", "--yes"],
            "'-2' is not an entry id; use the number shown by 'painlog list', e.g. 12 or #12, a key such as @3f2a9c1e (at least 4 of its digits), or last for the latest entry"
        ),
        (["calendar", "--months", "-3"], "--months '-3' is not a number of months from 1 to 120"),
        (
            ["list", "--limit", "-1"],
            "'-1' is not allowed here: intensities are whole numbers 0–10 and ids are positive"
        ),
    ])
    func aNegativeNumberIsNamedByWhatItWasMeantFor(arguments: [String], message: String) {
        #expect(PainlogMain.negativeNumberRefusal(arguments: arguments) == message)
    }

    @Test(arguments: [["log", "5", "--note", "-1", "--bogus"], ["log", "5", "--bogus"], ["log"]])
    func anotherProblemKeepsTheParsersMessage(arguments: [String]) {
        #expect(PainlogMain.negativeNumberRefusal(arguments: arguments) == nil)
    }
}
