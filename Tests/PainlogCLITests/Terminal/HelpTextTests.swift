import Testing

@testable import PainlogCLI

/// The one line of a help that ArgumentParser leaves whole is broken at spaces with its indent.
@Suite struct HelpTextTests {
    @Test func aLineWiderThanTheTerminalIsBrokenAtSpacesWithItsIndent() {
        let text = "SUBCOMMANDS:\n  add\n\n  See 'painlog help conditions <subcommand>' for detailed help."

        let fitted = HelpText.fitted(text, width: 60)

        #expect(
            fitted
                == "SUBCOMMANDS:\n  add\n\n  See 'painlog help conditions <subcommand>' for detailed\n  help.")
        #expect(fitted.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }

    @Test func linesThatFitAndEmptyLinesStayAsTheyAre() {
        let text = "USAGE: painlog conditions\n\n  short line\n"

        #expect(HelpText.fitted(text, width: 60) == text)
    }

    @Test func aWordLongerThanTheWidthStaysWholeOnItsOwnLine() {
        #expect(HelpText.fitted("  abcdefghij klm", width: 8) == "  abcdefghij\n  klm")
    }
}
