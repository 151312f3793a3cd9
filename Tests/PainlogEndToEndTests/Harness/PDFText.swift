import Foundation
import Testing

/// A PDF read back as `pdftotext` (poppler-utils) reads it: each page's text in reading order, runs
/// of white space as one space, so a phrase that a narrow column wrapped is still found whole.
enum PDFText {
    static func pages(_ pdf: String, pdftotext: String, in sandbox: PainlogSandbox) throws -> [String] {
        let run = try PainlogSandbox.tool(pdftotext, ["-enc", "UTF-8", pdf, "-"], in: sandbox.folder)
        try #require(run.status == 0, "pdftotext: \(run)")
        var pages = run.stdout.components(separatedBy: "\u{0C}").map {
            $0.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        // pdftotext ends the last page with a form feed too.
        if pages.last?.isEmpty == true { pages.removeLast() }
        return pages
    }

    /// Each page's lines as `pdftotext -layout` places them (a table's row on one line).
    static func layoutPages(_ pdf: String, pdftotext: String, in sandbox: PainlogSandbox) throws -> [[String]] {
        let run = try PainlogSandbox.tool(pdftotext, ["-enc", "UTF-8", "-layout", pdf, "-"], in: sandbox.folder)
        try #require(run.status == 0, "pdftotext: \(run)")
        return run.stdout.components(separatedBy: "\u{0C}").map { $0.components(separatedBy: "\n") }
    }

    /// Whether one of `lines` holds `words` in this order, each whole (runs of spaces between them).
    static func hasLine(_ lines: [String], with words: [String]) -> Bool {
        lines.contains { line in
            let found = line.split(separator: " ").map(String.init)
            var next = 0
            for word in found where next < words.count && word == words[next] { next += 1 }
            return next == words.count
        }
    }
}
