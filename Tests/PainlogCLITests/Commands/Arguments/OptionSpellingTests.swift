import ArgumentParser
import PainlogDomain
import Testing

@testable import PainlogCLI

/// The one table from the fields errors name to the options that give them: the words on stderr are
/// the options a user can type.
@Suite struct OptionSpellingTests {
    @Test(arguments: [
        (InputField.since, "--since"), (.until, "--until"), (.at, "--at"), (.window, "--window"), (.limit, "--limit"),
        (.all, "--all"), (.minimum, "--min"), (.maximum, "--max"), (.pain, "--pain"), (.removeArea, "--remove-area"),
        (.addTag, "--add-tag"), (.medication, "--med"), (.clearMedications, "--clear-meds"), (.whenAnswer, "when"),
    ])
    func eachFieldIsSpelledAsTheCommandLineTakesIt(field: InputField, spelling: String) {
        #expect(OptionSpelling.spelling(of: field) == spelling)
    }

    @Test func everyFlagSpellingIsAnOptionPainlogDeclares() {
        let words = Set(Painlog.completionScript(for: .bash).split { !($0.isLetter || $0 == "-") }.map(String.init))
        for field in InputField.allCases where OptionSpelling.spelling(of: field).hasPrefix("--") {
            #expect(words.contains(OptionSpelling.spelling(of: field)), "\(field)")
        }
    }

    @Test func anErrorIsReportedWithItsFieldsAsOptions() {
        let error = PainlogError.usage("\(field: .limit) 5 and \(field: .all) contradict each other; give one of them")
        let (message, status) = ErrorReporter.describe(error)
        #expect(message == "--limit 5 and --all contradict each other; give one of them")
        #expect(status == ErrorReporter.Status.usage)
    }

    @Test func aWrappedErrorKeepsItsFields() {
        let error = PainlogError(.badData, "line 2 (row 1): " + PainlogError.usage("\(field: .at) 'x' is bad").text)
        #expect(OptionSpelling.message(of: error) == "line 2 (row 1): --at 'x' is bad")
    }
}
