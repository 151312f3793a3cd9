/// Lays out a header and rows as columns two spaces apart, each as wide as its widest cell
/// (terminal columns, so wide characters count twice).
enum TextColumns {
    /// The header line first, then one line per row; trailing spaces are dropped.
    static func lines(header: [String], rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let widths = header.indices.map { column in
            ([header] + rows).map { DisplayText.width($0[column]) }.max() ?? 0
        }
        return ([header] + rows).map { cells in
            let padded = cells.enumerated().map { column, cell in
                DisplayText.padded(cell, to: widths[column], right: rightAligned.contains(column))
            }
            var line = padded.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
