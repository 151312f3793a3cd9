import Testing

@testable import PainlogCLI

/// The advice for a command line that did not parse, and the `painlog N` shortcut, as functions of
/// the arguments.
@Suite struct ParseErrorAdviceTests {
    @Test(arguments: [
        (["7", "-a", "head"], ["log", "7", "-a", "head"]),
        (["--db", "d.sqlite", "5"], ["--db", "d.sqlite", "log", "5"]),
        (["--db=d.sqlite", "--no-color", "-1"], ["--db=d.sqlite", "--no-color", "log", "-1"]),
        (["5.5"], ["log", "5.5"]),
        (["list", "5"], ["list", "5"]),
        (["--db", "5"], ["--db", "5"]),
        ([], []),
    ])
    func aNumberWhereTheCommandGoesMeansLog(arguments: [String], expanded: [String]) {
        #expect(CommandWord.withLogShortcut(arguments) == expanded)
    }

    @Test(arguments: [
        (["lgo", "5"], "unknown command 'lgo'; did you mean 'log'?"),
        (["--db", "x", "shwo", "1"], "unknown command 'shwo'; did you mean 'show'?"),
        (["udno"], "unknown command 'udno'; did you mean 'undo'?"),
        (["EXPORT"], "unknown command 'EXPORT'; did you mean 'export'?"),
    ])
    func aMistypedCommandIsNamedWithTheClosestOne(arguments: [String], message: String) {
        #expect(ParseErrorAdvice.message(arguments: arguments) == message)
    }

    @Test func aKnownCommandOrAnOptionIsNoUnknownCommand() {
        #expect(ParseErrorAdvice.unknownCommand(["log", "5", "--bogus"]) == nil)
        #expect(ParseErrorAdvice.unknownCommand(["add", "5"]) == nil)
        #expect(ParseErrorAdvice.unknownCommand(["--bogus"]) == nil)
        #expect(ParseErrorAdvice.unknownCommand([]) == nil)
    }

    @Test(arguments: [
        (["log", "5", "--area", "lower", "back"], "--area 'lower back'"),
        (["log", "5", "-t", "bad", "sleep", "-a", "head"], "-t 'bad sleep'"),
        (["edit", "1", "--add-area", "upper", "back"], "--add-area 'upper back'"),
        (["log", "5", "--note", "it's", "bad"], "--note 'it'\\''s bad'"),
    ])
    func anUnquotedValueGetsTheQuotedFormToType(arguments: [String], quoted: String) throws {
        let advice = try #require(ParseErrorAdvice.unquotedValue(arguments))
        #expect(advice.hasSuffix("in quotes: " + quoted), "\(advice)")
    }

    @Test(arguments: [
        ["log", "--area", "head", "11"],
        ["--db", "my", "diary.sqlite", "log", "5"],
        ["log", "5", "6"],
        ["log", "5", "--bogus", "x", "y"],
    ])
    func noQuotingHintWhereQuotingWouldNotHelp(arguments: [String]) {
        #expect(ParseErrorAdvice.unquotedValue(arguments) == nil)
    }
}
