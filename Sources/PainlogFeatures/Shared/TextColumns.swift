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

    /// How one column is laid out by `styledLines(header:cells:columns:gap:)`.
    struct Column: Sendable, Equatable {
        /// Numbers line up on their last digit, so they pad on the left.
        var rightAligned = false
        /// A column keeps its width even when this page of rows is narrower, so tables printed at
        /// different times line up with each other and with a fixed header.
        var minimumWidth = 0
        /// A coloured score should colour its digits and not the gap after them, so the gap can
        /// stay plain; otherwise the gap shares the cell's style and a dim id stays one dim run.
        var plainGap = false
        /// Where the gap after this column's cells goes when `plainGap` is off.
        var gap = Gap.inCell

        /// Where the gap after a cell goes, which matters where spans are coloured or compared.
        enum Gap: Sendable, Equatable {
            /// At the end of the cell's last span, in its style (a dim id column stays one dim run).
            case inCell
            /// At the start of the next cell's first span, in that span's style: a table whose
            /// cells each begin with their gap, as `list`'s (a coloured bar, then `  head`).
            case withNext
            /// A plain span of its own: a grid of coloured marks keeps each mark apart from the
            /// spaces between them, as the calendar's.
            case apart
        }

        /// A column with the given alignment, minimum width and gap.
        init(rightAligned: Bool = false, minimumWidth: Int = 0, plainGap: Bool = false, gap: Gap = .inCell) {
            self.rightAligned = rightAligned
            self.minimumWidth = minimumWidth
            self.plainGap = plainGap
            self.gap = gap
        }

        /// A left-aligned column as wide as its widest cell.
        static let left = Column()
        /// A right-aligned column as wide as its widest cell.
        static let right = Column(rightAligned: true)
    }

    /// Rows of cells, each one or more styled spans (a value and its bar), laid out as columns
    /// `gap` spaces apart under an optional bold header; works for a label/value block too.
    ///
    /// Unlike `styledLines(header:rows:rightAligned:)`, nothing is trimmed: a left-aligned last
    /// column is simply not padded, so a label over an empty value keeps its width and a value
    /// keeps its own trailing spaces. A row may stop short of the columns (a placeholder for a
    /// group with no entries): its last cell is then the line's end, with no gap after it.
    /// Padding goes into the cell's edge span, in its style.
    static func styledLines(
        header: [String]? = nil, cells rows: [[[StyledSpan]]], columns: [Column], gap: Int = 2
    ) -> [StyledLine] {
        let gapText = String(repeating: " ", count: gap)
        // Each cell's text and width are worked out once, in plain loops: this runs for every table
        // and block painlog prints, and the first use of each generic collection operation costs
        // the runtime lookups that every command pays for.
        var widths: [Int] = []
        widths.reserveCapacity(columns.count)
        for column in columns { widths.append(column.minimumWidth) }
        func measured(_ text: String, _ column: Int) -> Int {
            let width = DisplayText.width(text)
            if column < widths.count && width > widths[column] { widths[column] = width }
            return width
        }
        var headerWidths: [Int] = []
        for (column, title) in (header ?? []).enumerated() { headerWidths.append(measured(title, column)) }
        // One flat list, row after row: an array of arrays would be one more generic type to make.
        var cellWidths: [Int] = []
        for row in rows {
            for (column, cell) in row.enumerated() {
                var text = ""
                for span in cell { text += span.text }
                cellWidths.append(measured(text, column))
            }
        }
        let last = columns.count - 1
        func padding(_ width: Int, _ column: Int, last: Int = last) -> String {
            if column == last && !columns[column].rightAligned { return "" }
            return String(repeating: " ", count: max(0, widths[column] - width))
        }
        var result: [StyledLine] = []
        if let header {
            var text = ""
            for (column, title) in header.enumerated() {
                let pad = padding(headerWidths[column], column)
                text += columns[column].rightAligned ? pad + title : title + pad
                if column != last { text += gapText }
            }
            result.append(StyledLine(text, .bold))
        }
        var cellIndex = 0
        for row in rows {
            var spans: [StyledSpan] = []
            var pendingGap = ""
            var gapWithNext = false
            let rowLast = row.count - 1
            for (column, cell) in row.enumerated() {
                var pieces = cell.isEmpty ? [StyledSpan("")] : cell
                let pad = padding(cellWidths[cellIndex], column, last: rowLast)
                cellIndex += 1
                if columns[column].rightAligned {
                    pieces[0] = StyledSpan(pad + pieces[0].text, pieces[0].style)
                } else {
                    pieces[pieces.count - 1] = appending(pad, to: pieces[pieces.count - 1])
                }
                if !pendingGap.isEmpty {
                    if gapWithNext || pieces[0].style == .plain {
                        pieces[0] = StyledSpan(pendingGap + pieces[0].text, pieces[0].style)
                    } else {
                        spans.append(StyledSpan(pendingGap))
                    }
                    pendingGap = ""
                }
                gapWithNext = false
                if column < rowLast {
                    if columns[column].plainGap || columns[column].gap == .withNext {
                        pendingGap = gapText
                        gapWithNext = columns[column].gap == .withNext
                    } else if columns[column].gap == .apart {
                        pieces.append(StyledSpan(gapText))
                    } else {
                        pieces[pieces.count - 1] = appending(gapText, to: pieces[pieces.count - 1])
                    }
                }
                spans += pieces
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

    private static func appending(_ text: String, to span: StyledSpan) -> StyledSpan {
        StyledSpan(span.text + text, span.style)
    }

    private static func trimmed(_ text: String) -> String {
        var text = text
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
