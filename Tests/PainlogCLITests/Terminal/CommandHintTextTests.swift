import ArgumentParser
import PainlogFeatures
@testable import PainlogCLI
import Testing

/// The hints presenters give, written as painlog's own command lines: what a user copies must run.
@Suite struct CommandHintTextTests {
    @Test(arguments: [
        (CommandHint.logFirstEntry, "painlog log 5 --area head --note \"after lunch\""),
        (.logWithArea, "painlog log 5 --area head"),
        (.logWithTag, "painlog log 5 --tag \"poor sleep\""),
        (.logWithMedication, "painlog log 6 --med \"ibuprofen 400mg\""),
        (.logNow, "painlog log 0-10"),
        (.showMoreEntries, "--limit N or --all"),
    ])
    func eachHintIsACommandLine(hint: CommandHint, text: String) {
        #expect(CommandHintText.text(for: hint) == text)
    }

    @Test func everyHintWithAValueParsesAsTheLogCommand() throws {
        for hint in CommandHint.allCases where hint != .logNow && hint != .showMoreEntries {
            let arguments = Array(Self.shellWords(CommandHintText.text(for: hint)).dropFirst())
            #expect(try Painlog.parseAsRoot(arguments) is Painlog.Log, "\(hint)")
        }
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
