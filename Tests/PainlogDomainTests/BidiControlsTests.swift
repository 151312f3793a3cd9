import PainlogDomain
import Testing

/// The bidirectional controls (issue 24, finding 8): which they are, their visible spelling and
/// its way back.
@Suite struct BidiControlsTests {
    static let controls: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    @Test func theEmbeddingsOverridesAndIsolatesAreControlsAndTheirNeighboursAndTheMarksAreNot() {
        for scalar in Self.controls { #expect(BidiControls.contains(scalar), "\(scalar.value)") }
        let others: [Unicode.Scalar] = [
            "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{200E}", "\u{200F}", "\u{061C}", "a",
        ]
        for scalar in others { #expect(!BidiControls.contains(scalar), "\(scalar.value)") }
    }

    @Test func madeVisibleSpellsEachControlAndKeepsEverythingElse() {
        #expect(BidiControls.madeVisible("\u{202E}kcab") == "\\u202Ekcab")
        #expect(BidiControls.madeVisible("a\u{2066}b\u{2069}c \u{200F}כאב") == "a\\u2066b\\u2069c \u{200F}כאב")
        #expect(BidiControls.madeVisible("plain Rücken 😖") == "plain Rücken 😖")
    }

    @Test func theVisibleSpellingReadsBackInEitherCase() {
        #expect(BidiControls.decodingVisibleSpellings("\\u202Ekcab") == "\u{202E}kcab")
        #expect(BidiControls.decodingVisibleSpellings("x\\u202ey\\u2069") == "x\u{202E}y\u{2069}")
        for scalar in Self.controls {
            let text = "a" + String(scalar) + "b"
            #expect(BidiControls.decodingVisibleSpellings(BidiControls.madeVisible(text)) == text)
        }
    }

    @Test func textWithoutAVisibleSpellingOfAControlHasNoDecoding() {
        for text in ["back", "\\u0041", "\\u202", "\\u202F", "\\x202E", "\\\\", "\\u"] {
            #expect(BidiControls.decodingVisibleSpellings(text) == nil, "\(text)")
        }
    }

    @Test func aControlIsDescribedByItsCodePointAndName() {
        #expect(BidiControls.described("\u{202E}") == "U+202E RIGHT-TO-LEFT OVERRIDE")
        #expect(BidiControls.described("\u{2066}") == "U+2066 LEFT-TO-RIGHT ISOLATE")
    }
}
