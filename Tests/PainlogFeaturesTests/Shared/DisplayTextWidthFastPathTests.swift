import Testing

@testable import PainlogFeatures

/// The fast paths of `DisplayText.width` agree with measuring a Character at a time.
@Suite struct DisplayTextWidthFastPathTests {
    @Test(
        arguments: [
            "plain", "Mon 2026-11-23 20:51  7/10 ███████▌   head · neck", "café au lait…", "e\u{301}tude",
            "⏎ next line",
            "日本語", "emoji 😖 here", "flag 🇩🇪", "soft\u{AD}hyphen", "ñandú ¿qué?", "a\u{200D}b", "★☆", "Ɛʃʒ ˈstress",
        ])
    func fastPathsAgreeWithCharacters(text: String) {
        #expect(DisplayText.width(text) == text.reduce(0) { $0 + DisplayText.width(of: $1) })
    }
}
