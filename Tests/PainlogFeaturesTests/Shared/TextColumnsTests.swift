import Testing

@testable import PainlogFeatures

/// The layout with per-column settings: minimum widths, no header, several spans a cell, where gaps go.
struct TextColumnsTests {
    @Test func aMinimumWidthHoldsWhenTheCellsAreNarrower() {
        let lines = TextColumns.styledLines(
            header: ["ID", "N"], cells: [[[StyledSpan("#1")], [StyledSpan("7")]]],
            columns: [TextColumns.Column(rightAligned: true, minimumWidth: 5), .right])
        #expect(lines.map(\.plainText) == ["   ID  N", "   #1  7"])
        #expect(lines[0].spans == [StyledSpan("   ID  N", .bold)])
    }

    @Test func withoutAHeaderTheLastColumnIsNotPaddedAndNothingIsTrimmed() {
        let lines = TextColumns.styledLines(
            cells: [
                [[StyledSpan("Note:", .dim)], [StyledSpan("first ")]], [[StyledSpan("", .dim)], [StyledSpan("")]],
            ],
            columns: [.left, .left], gap: 1)
        #expect(lines.map(\.plainText) == ["Note: first ", "      "])
        #expect(lines[1].spans == [StyledSpan("      ", .dim), StyledSpan("")])
    }

    @Test func paddingAndTheGapShareTheCellsEdgeSpan() {
        let lines = TextColumns.styledLines(
            cells: [
                [[StyledSpan("#1", .dim)], [StyledSpan("3/10 "), StyledSpan("█", .severe)]],
                [[StyledSpan("#12", .dim)], [StyledSpan("x")]],
            ],
            columns: [.right, .left])
        #expect(lines[0].spans == [StyledSpan(" #1  ", .dim), StyledSpan("3/10 "), StyledSpan("█", .severe)])
        #expect(lines[1].spans == [StyledSpan("#12  ", .dim), StyledSpan("x")])
    }

    @Test func aPlainGapStaysOutOfTheColouredCell() {
        let columns = [TextColumns.Column(rightAligned: true, plainGap: true), .right, .right]
        let lines = TextColumns.styledLines(
            cells: [[[StyledSpan("5.7", .moderate)], [StyledSpan("+1")], [StyledSpan("9", .severe)]]], columns: columns)
        #expect(lines[0].spans == [StyledSpan("5.7", .moderate), StyledSpan("  +1  "), StyledSpan("9", .severe)])
    }

    @Test func aShortRowEndsAtItsLastCellWithNoGap() {
        let lines = TextColumns.styledLines(
            header: ["DAY", "ENTRIES", "MEAN"],
            cells: [
                [[StyledSpan("Mon")], [StyledSpan("3")], [StyledSpan("4.5")]],
                [[StyledSpan("Tue")], [StyledSpan("—", .dim)]],
            ],
            columns: [.left, .right, .right])
        #expect(lines.map(\.plainText) == ["DAY  ENTRIES  MEAN", "Mon        3   4.5", "Tue        —"])
        #expect(lines[2].spans == [StyledSpan("Tue  "), StyledSpan("      —", .dim)])
    }

    @Test func theHeaderedTableStillTrimsTrailingSpaces() {
        let lines = TextColumns.lines(header: ["A", "B"], rows: [["xyz", ""]], rightAligned: [])
        #expect(lines == ["A    B", "xyz"])
    }
}

/// Where the gap goes when it must be kept apart from a cell's colour.
struct TextColumnsGapTests {
    @Test func aGapWithTheNextCellStartsItsFirstSpanInItsStyle() {
        let columns = [
            TextColumns.Column(gap: .withNext), TextColumns.Column(gap: .withNext), TextColumns.Column.left,
        ]
        let lines = TextColumns.styledLines(
            cells: [
                [[StyledSpan("PAIN", .bold)], [StyledSpan("AREAS", .bold)], [StyledSpan("NOTE", .bold)]],
                [[StyledSpan("7 "), StyledSpan("███", .severe)], [StyledSpan("head")], [StyledSpan("x")]],
            ],
            columns: columns)
        #expect(
            lines[0].spans == [StyledSpan("PAIN ", .bold), StyledSpan("  AREAS", .bold), StyledSpan("  NOTE", .bold)])
        #expect(
            lines[1].spans == [StyledSpan("7 "), StyledSpan("███", .severe), StyledSpan("  head "), StyledSpan("  x")])
    }

    @Test func aGapApartIsAPlainSpanOfItsOwn() {
        let columns = Array(repeating: TextColumns.Column(rightAligned: true, minimumWidth: 3, gap: .apart), count: 2)
        let lines = TextColumns.styledLines(
            cells: [[[StyledSpan(""), StyledSpan("7", .severe)], [StyledSpan("12", .dim)]]], columns: columns, gap: 1)
        #expect(
            lines[0].spans == [StyledSpan("  "), StyledSpan("7", .severe), StyledSpan(" "), StyledSpan(" 12", .dim)])
    }
}
