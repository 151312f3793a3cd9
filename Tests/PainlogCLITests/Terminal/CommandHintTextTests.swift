import ArgumentParser
import PainlogDomain
import Testing

@testable import PainlogCLI

/// The hints presenters give, written as painlog's own command lines: what a user copies must run.
@Suite struct CommandHintTextTests {
    @Test(arguments: [
        (CommandHint.logFirstEntry, "painlog log 5 --area head --note \"after lunch\""),
        (.logWithArea, "painlog log 5 --area head"),
        (.logWithTag, "painlog log 5 --tag \"poor sleep\""),
        (.logWithMedication, "painlog log 6 --med \"ibuprofen 400mg\""),
        (.logNow, "painlog log 0-10"),
        (.showMoreEntries, "--limit N or --all"),
        (.undo, "painlog undo"),
        (.recordImpact, "painlog impact"),
        (.listEntries, "painlog list"),
        (.listNames(.area), "painlog areas"),
        (.listNames(.tag), "painlog tags"),
        (.listNames(.medication), "painlog meds"),
        (.renameName(.tag, old: "wether", new: "weather"), "painlog tags rename 'wether' 'weather'"),
        (.syncFolder, "painlog sync FOLDER"),
        (.entryHistory(12), "painlog show 12 --history"),
        (.editEnd(12), "painlog edit 12 --ended WHEN"),
    ])
    func eachHintIsACommandLine(hint: CommandHint, text: String) {
        #expect(CommandHintText.text(for: hint) == text)
    }

    @Test(arguments: [
        CommandHint.logFirstEntry, .logWithArea, .logWithTag, .logWithMedication, .undo, .recordImpact, .listEntries,
        .syncFolder, .entryHistory(12),
    ])
    func eachCommandHintParses(hint: CommandHint) throws {
        let words = Self.shellWords(CommandHintText.text(for: hint))
        #expect(words.first == "painlog")
        let command = try Painlog.parseAsRoot(Array(words.dropFirst()))
        #expect(type(of: command).configuration.commandName == words[1])
    }

    /// `text` split as a shell splits it, for the double quotes the hints use.
    private static func shellWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                words.append(word)
                word = ""
            } else {
                word.append(character)
            }
        }
        return words + [word]
    }
}
