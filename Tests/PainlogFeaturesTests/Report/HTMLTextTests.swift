import PainlogFeatures
import Testing

/// Noncharacters, which Swift's literals refuse.
private func scalars(_ values: UInt32...) -> String {
    String(String.UnicodeScalarView(values.compactMap(Unicode.Scalar.init)))
}

/// The one escaping function every piece of diary text in the report goes through.
@Suite struct HTMLTextTests {
    @Test(
        arguments: [
            ("plain text, ünïcödé, 😖", "plain text, ünïcödé, 😖"),
            ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
            ("a & b \"c\" 'd'", "a &amp; b &quot;c&quot; &#39;d&#39;"),
            // An entity typed in a note stays text (Plot would have let it through as an entity).
            ("AT&amp;T &lt;b&gt; &#60;", "AT&amp;amp;T &amp;lt;b&amp;gt; &amp;#60;"),
            ("line one\nline two\tand a tab\r\n", "line one\nline two\tand a tab\r\n"),
            ("nul\u{0}bell\u{7}esc\u{1B}del\u{7F}", "nul\u{2400}bell\u{2407}esc\u{241B}del\u{2421}"),
            ("c1\u{85}\u{9F} non" + scalars(0xFDD0, 0xFFFE, 0x1FFFF), "c1\u{FFFD}\u{FFFD} non\u{FFFD}\u{FFFD}\u{FFFD}"),
            (
                "right-to-left \u{202E}mark\u{202C} and \u{A0}\u{FEFF}",
                "right-to-left \u{202E}mark\u{202C} and \u{A0}\u{FEFF}"
            ),
            ("", ""),
        ] as [(String, String)])
    func escapes(text: String, expected: String) {
        #expect(HTMLText.escaped(text) == expected)
    }

    @Test func nothingMarkupLikeSurvives() {
        let hostile = "\"><img src=x onerror=alert(1)>'<svg/onload=alert(2)>&"
        let escaped = HTMLText.escaped(hostile)
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\"") && !escaped.contains("'"))
        #expect(escaped.filter { $0 == "&" }.count == hostile.filter { "<>\"'&".contains($0) }.count)
    }
}
