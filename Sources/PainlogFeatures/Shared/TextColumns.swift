/// Lays out a header and rows as columns two spaces apart, each as wide as its widest cell
/// (terminal columns, so wide characters count twice).
enum TextColumns {
    /// The space between two columns.
    private static let gap = "  "

    /// The header line first, then one line per row; trailing spaces are dropped.
    static func lines(header: [String], rows: [[String]], rightAligned: Set<Int>) -> [String] {
        paddedRows(header: header, rows: rows, rightAligned: rightAligned).map { cells in
            var line = cells.joined(separator: gap)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The same layout for a terminal: the header bold, each cell in its own style, the gap after a
    /// cell in that cell's style (so a dim id column stays one dim run); trailing spaces are dropped.
    static func styledLines(header: [String], rows: [[StyledSpan]], rightAligned: Set<Int>) -> [StyledLine] {
        let padded = paddedRows(header: header, rows: rows.map { $0.map(\.text) }, rightAligned: rightAligned)
        var result = [StyledLine(trimmed(padded[0].joined(separator: gap)), .bold)]
        for (row, cells) in zip(rows, padded.dropFirst()) {
            var spans: [StyledSpan] = []
            for (column, text) in cells.enumerated() {
                let style = row[column].style
                let piece = column == cells.count - 1 ? text : text + gap
                if let last = spans.last, last.style == style {
                    spans[spans.count - 1] = StyledSpan(last.text + piece, style)
                } else {
                    spans.append(StyledSpan(piece, style))
                }
            }
            while let last = spans.last, last.text.hasSuffix(" ") || last.text.isEmpty {
                let text = trimmed(last.text)
                spans.removeLast()
                if !text.isEmpty {
                    spans.append(StyledSpan(text, last.style))
                    break
                }
            }
            result.append(StyledLine(spans))
        }
        return result
    }

    /// Every cell padded to its column's width, the header first.
    private static func paddedRows(header: [String], rows: [[String]], rightAligned: Set<Int>) -> [[String]] {
        let widths = header.indices.map { column in
            ([header] + rows).map { DisplayText.width($0[column]) }.max() ?? 0
        }
        return ([header] + rows).map { cells in
            cells.enumerated().map { column, cell in
                DisplayText.padded(cell, to: widths[column], right: rightAligned.contains(column))
            }
        }
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
