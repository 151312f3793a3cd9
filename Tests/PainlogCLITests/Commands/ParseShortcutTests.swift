import ArgumentParser
import Testing

@testable import PainlogCLI

/// The lean parse of a command line that asks for no help (`ParseShortcut`): the same command or
/// the same error, message and status as ArgumentParser's full parse.
@Suite struct ParseShortcutTests {
    @Test(arguments: [
        (["show", "5"], true),
        (["--db", "d.sqlite", "list"], true),
        (["show", "-h"], true),
        (["log", "5", "-qh"], true),
        ([], true),
        (["--help"], false),
        (["help", "show"], false),
        (["show", "5", "--help-hidden"], false),
        (["--experimental-dump-help"], false),
        (["log", "5", "--note", "helpful"], false),
        (["--generate-completion-script", "bash"], false),
        (["--generate-completion-script=zsh"], false),
    ])
    func onlyACommandLineThatCannotAskForHelpIsLean(arguments: [String], lean: Bool) {
        #expect(ParseShortcut.canBeLean(arguments) == lean)
    }

    @Test(arguments: [
        ("help", "--help", true), ("help", "-help-", true), ("help", "hel", false), ("help", "", false),
        ("help", "HELP", false), ("generate-completion-script", "--generate-completion-script=bash", true),
        ("help", "hhelp", true), ("help", "hel p", false),
    ])
    func aWordIsFoundByItsBytes(word: String, text: String, found: Bool) {
        let staticWord: StaticString = word == "help" ? "help" : "generate-completion-script"
        #expect(ParseShortcut.contains(staticWord, in: text) == found)
    }

    @Test(arguments: [
        [], ["show", "5"], ["show"], ["show", "x"], ["show", "-h"], ["-h"], ["list", "--bogus"],
        ["--version"], ["list", "--version"], ["log", "5", "-qh"], ["log", "5", "-a", "head", "-q"],
        ["frobnicate"], ["list", "--limit"], ["areas"], ["areas", "-h"], ["areas", "list"],
        ["completion", "bash"], ["completion"], ["completion", "tcsh"], ["stats", "--by", "month"],
        ["stats", "--by", "year"], ["dashboard", "--json"], ["--json"], ["--db"], ["-q", "--no-pager", "list"],
        ["remind", "install", "-h"], ["calendar", "--months", "0"], ["undo", "extra"],
    ])
    func theLeanParseEndsAsTheFullOne(arguments: [String]) {
        #expect(outcome { try ParseShortcut.parseAsRoot(arguments) } == outcome { try Painlog.parseAsRoot(arguments) })
    }

    /// What a parse gave: the command as its description, or the error's message and status.
    private func outcome(_ parse: () throws -> any ParsableCommand) -> String {
        do {
            let command = try parse()
            return "command \(type(of: command)): \(command)"
        } catch {
            return "error \(Painlog.exitCode(for: error).rawValue): \(Painlog.fullMessage(for: error))"
        }
    }
}
