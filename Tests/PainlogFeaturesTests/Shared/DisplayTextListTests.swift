import Testing

@testable import PainlogFeatures

/// `DisplayText.list` writes names as `joined(separator:)` does, without its first-call cost.
struct DisplayTextListTests {
    @Test(arguments: [[], ["head"], ["head", "neck"], ["", "a", ""], ["caf\u{E9}", "Ru\u{0308}cken", "頭痛"]])
    func listIsJoinedWithTheSeparator(_ names: [String]) {
        #expect(Array(DisplayText.list(names, separator: ", ").utf8) == Array(names.joined(separator: ", ").utf8))
    }

    @Test(arguments: [
        "", " — ", "a", "a — b", " — a — — b — ", "a —— b", "Entries: 3 — mean 5.0 — worst 7", "e\u{301} — x",
        "a  —  b", "——",
    ])
    func partsAreWhatSplitGives(_ text: String) {
        let expected = text.split(separator: " — ").map { Array($0.utf8) }
        #expect(DisplayText.parts(of: text, separatedBy: " — ").map { Array($0.utf8) } == expected)
    }

    /// Each cell is measured once and padded to its column's widest cell, wide characters counting
    /// twice, with a header, a minimum width and a right-aligned column.
    @Test func styledColumnsArePaddedToTheWidestCell() {
        let lines = TextColumns.styledLines(
            header: ["NAME", "N"],
            cells: [[[StyledSpan("頭痛")], [StyledSpan("7")]], [[StyledSpan("a")], [StyledSpan("12")]]],
            columns: [TextColumns.Column(minimumWidth: 3), .right])
        #expect(lines.map(\.plainText) == ["NAME   N", "頭痛   7", "a     12"])
    }
}
