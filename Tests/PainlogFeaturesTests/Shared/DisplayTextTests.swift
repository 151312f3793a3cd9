import PainlogFeatures
import Testing

@Suite struct DisplayTextTests {
    struct Width: Sendable, CustomTestStringConvertible {
        let text: String
        let columns: Int
        let label: String
        var testDescription: String { label }
    }

    @Test(arguments: [
        Width(text: "", columns: 0, label: "empty"),
        Width(text: "abc", columns: 3, label: "ASCII"),
        Width(text: "Rücken", columns: 6, label: "precomposed umlaut"),
        Width(text: "Ru\u{0308}cken", columns: 6, label: "combining diaeresis"),
        Width(text: "e\u{0301}\u{0302}", columns: 1, label: "two combining marks"),
        Width(text: "頭痛", columns: 4, label: "CJK"),
        Width(text: "痛いです", columns: 8, label: "Hiragana and kanji"),
        Width(text: "한국어", columns: 6, label: "Hangul"),
        Width(text: "ＡＢ", columns: 4, label: "fullwidth Latin"),
        Width(text: "😖", columns: 2, label: "emoji"),
        Width(text: "😖x🤕", columns: 5, label: "emoji and ASCII"),
        Width(text: "👩\u{200D}👩\u{200D}👧", columns: 2, label: "zero-width-joiner family"),
        Width(text: "👍\u{1F3FD}", columns: 2, label: "skin tone modifier"),
        Width(text: "❤\u{FE0F}", columns: 2, label: "emoji presentation selector"),
        Width(text: "\u{200F}", columns: 0, label: "right-to-left mark"),
        Width(text: "a\u{200B}b", columns: 2, label: "zero-width space"),
        Width(text: "כאב", columns: 3, label: "Hebrew"),
        Width(text: "⏎ ", columns: 2, label: "return symbol"),
        Width(text: "…", columns: 1, label: "ellipsis"),
        Width(text: "█▌", columns: 2, label: "block elements"),
    ])
    func measuresTerminalColumns(width: Width) {
        #expect(DisplayText.width(width.text) == width.columns)
    }

    @Test func sanitizedMakesControlCharactersHarmless() {
        let hostile = "red\u{1B}[31m bell\u{07} nul-free\u{7F} c1\u{9B}2J end"
        let clean = DisplayText.sanitized(hostile, singleLine: false)
        #expect(clean == "red\u{FFFD}[31m bell\u{FFFD} nul-free\u{FFFD} c1\u{FFFD}2J end")
        #expect(!clean.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func sanitizedShowsBidirectionalControlsAsTheirVisibleSpelling() {
        // U+202E then `kcab` would show as `back` (issue 24).
        #expect(DisplayText.sanitized("\u{202E}kcab", singleLine: true) == "\\u202Ekcab")
        #expect(
            DisplayText.sanitized(
                "a\u{202A}\u{202B}\u{202C}\u{202D}\u{2066}\u{2067}\u{2068}\u{2069}\nb", singleLine: false)
                == "a\\u202A\\u202B\\u202C\\u202D\\u2066\\u2067\\u2068\\u2069\nb")
        // The marks stay: right-to-left writing needs them, and they reverse nothing.
        #expect(
            DisplayText.sanitized("\u{200F}כאב\u{200E} \u{061C}x", singleLine: true) == "\u{200F}כאב\u{200E} \u{061C}x")
    }

    @Test func sanitizedOnOneLineShowsLineBreaks() {
        #expect(DisplayText.sanitized("one\ntwo", singleLine: true) == "one⏎ two")
        #expect(DisplayText.sanitized("one\r\ntwo", singleLine: true) == "one⏎ two")
        #expect(DisplayText.sanitized("one\rtwo", singleLine: true) == "one⏎ two")
        #expect(DisplayText.sanitized("a\tb", singleLine: true) == "a b")
        #expect(DisplayText.sanitized("one\n\ntwo", singleLine: true) == "one⏎ ⏎ two")
    }

    @Test func sanitizedOnSeveralLinesKeepsNewlinesAndTabs() {
        #expect(DisplayText.sanitized("one\ntwo\tthree", singleLine: false) == "one\ntwo\tthree")
        #expect(DisplayText.sanitized("one\r\ntwo", singleLine: false) == "one\ntwo")
    }

    @Test func sanitizedLeavesOrdinaryTextAlone() {
        let text = "Kopf 頭 😖 👩\u{200D}👩\u{200D}👧 \u{200F}כאב e\u{0301} \"quoted\", 'single'"
        #expect(DisplayText.sanitized(text, singleLine: true).unicodeScalars.elementsEqual(text.unicodeScalars))
    }

    @Test func truncatedCutsToTheColumnsWithAnEllipsis() {
        #expect(DisplayText.truncated("abcdef", to: 6) == "abcdef")
        #expect(DisplayText.truncated("abcdef", to: 5) == "abcd…")
        #expect(DisplayText.truncated("abcdef", to: 1) == "…")
        #expect(DisplayText.truncated("abcdef", to: 0) == "")
        #expect(DisplayText.truncated("abcdef", to: -3) == "")
        #expect(DisplayText.truncated("", to: 3) == "")
    }

    @Test func truncatedNeverSplitsAWideCharacterOrACluster() {
        #expect(DisplayText.truncated("頭痛頭痛", to: 5) == "頭痛…")
        #expect(DisplayText.truncated("頭痛頭痛", to: 4) == "頭…")
        #expect(DisplayText.truncated("ae\u{0301}bc", to: 3) == "ae\u{0301}…")
        #expect(DisplayText.truncated("x👩\u{200D}👩\u{200D}👧y", to: 3) == "x…")
        for columns in 0...12 {
            #expect(DisplayText.width(DisplayText.truncated("頭😖a\u{0301}b頭痛😖", to: columns)) <= columns)
        }
    }

    @Test func paddedFillsToTheColumns() {
        #expect(DisplayText.padded("ab", to: 4) == "ab  ")
        #expect(DisplayText.padded("ab", to: 4, right: true) == "  ab")
        #expect(DisplayText.padded("頭", to: 4) == "頭  ")
        #expect(DisplayText.padded("abcdef", to: 4) == "abcdef")
    }
}
