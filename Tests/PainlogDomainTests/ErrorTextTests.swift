import PainlogDomain
import Testing

/// The wording of an error keeps its fields apart, so the CLI can name them and tests can ask which
/// value was refused.
@Suite struct ErrorTextTests {
    @Test func fieldsStayFieldsAndTextJoins() {
        let text: ErrorText = "\(field: .minimum) \(8) is greater than \(field: .maximum) \(3)"
        #expect(text.parts == [.field(.minimum), .text(" 8 is greater than "), .field(.maximum), .text(" 3")])
        #expect(text.fields == [.minimum, .maximum])
    }

    @Test func renderingNamesEachFieldAsAsked() {
        let text: ErrorText = "\(field: .since) 'x' is not before \(field: .until) 'y'"
        let rendered = text.rendered(naming: { "<" + $0.rawValue + ">" }, hints: { _ in "" })
        #expect(rendered == "<since> 'x' is not before <until> 'y'")
        #expect(text.description == "since 'x' is not before until 'y'")
    }

    @Test func wordingAssembledInPiecesEqualsTheSameWordingInOne() {
        let pieces = "line 3: " + ErrorText("\(field: .at) 'x'") + " is bad"
        #expect(pieces == "line 3: \(field: .at) 'x' is bad")
        #expect(ErrorText("a") + "b" == ErrorText("ab"))
        #expect(ErrorText("").parts.isEmpty)
    }

    @Test func fieldListsAreJoinedBySeparator() {
        let text: ErrorText = "missing: \(fields: [.pain, .activity], separator: ", ")"
        #expect(text.rendered(naming: \.rawValue, hints: { _ in "" }) == "missing: pain, activity")
    }

    @Test func anErrorWithoutFieldsSaysItsMessageAsGiven() {
        let error = PainlogError.usage("no entry #3")
        #expect(error.fields.isEmpty)
        #expect(error.message == "no entry #3")
        #expect(error.message(naming: { _ in "?" }, hints: { _ in "?" }) == "no entry #3")
    }

    @Test func hintsStayHintsUntilShown() {
        let text: ErrorText = "no entry #3; '\(hint: .listEntries)' shows the ids"
        #expect(text.parts == [.text("no entry #3; '"), .hint(.listEntries), .text("' shows the ids")])
        #expect(text.fields.isEmpty)
        let rendered = text.rendered(naming: \.rawValue, hints: { _ in "painlog list" })
        #expect(rendered == "no entry #3; 'painlog list' shows the ids")
    }
}
