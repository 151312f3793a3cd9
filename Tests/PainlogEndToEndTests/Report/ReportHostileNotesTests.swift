import Foundation
import Testing

/// Every string of the Big List of Naughty Strings (Fixtures/blns.txt) as a note, an area and a
/// tag, through `painlog report`: none becomes markup; a parser reads each back as the text typed,
/// but for the characters HTML cannot carry (shown as their control pictures or U+FFFD).
@Suite struct ReportHostileNotesTests {
    /// The CSV a diary of the corpus imports from: one entry a minute from 2026-11-01 08:00, the
    /// string as its note (after `n:` so no leading character is taken for a formula guard).
    static func csv(_ corpus: [String]) -> String {
        func cell(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        var csv = "occurred_at,intensity,areas,tags,medications,note\r\n"
        for (index, text) in corpus.enumerated() {
            let minutes = index % 600
            let time = String(
                format: "2026-11-%02dT%02d:%02d:00+01:00", 1 + index / 600, 8 + minutes / 60, minutes % 60)
            csv += "\(time),\(index % 11),,,," + cell("n:" + text) + "\r\n"
        }
        return csv
    }

    /// What the report shows for `text`, by the rules of `HTMLText.escaped` once a parser has read it,
    /// with each bidirectional control as its visible spelling (`\u202E`, issue 24).
    static func shown(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            switch value {
            case 0x202A...0x202E, 0x2066...0x2069:
                out.append(contentsOf: "\\u\(String(value, radix: 16, uppercase: true))".unicodeScalars)
            case 0x09, 0x0A, 0x0D: out.append(scalar)
            case 0..<0x20: out.append(Unicode.Scalar(0x2400 + value)!)
            case 0x7F: out.append("\u{2421}")
            case 0x80...0x9F, 0xFDD0...0xFDEF: out.append("\u{FFFD}")
            default: out.append(value & 0xFFFE == 0xFFFE ? "\u{FFFD}" : scalar)
            }
        }
        return String(out)
    }

    @Test func everyNaughtyNoteIsShownAsText() throws {
        let corpus = try ReliabilityTests.HostileStringsTests.corpus()
        try #require(corpus.count > 400)
        let sandbox = try PainlogSandbox()
        let file = try sandbox.write("blns.csv", Self.csv(corpus))
        let imported = try sandbox.run(["import", file])
        try #require(imported.status == 0, "\(imported)")
        // Names too: the strings the contract allows as names, as areas and tags of a few entries.
        // Names that compare equal (case, canonical form) share the diary's first spelling: one of each.
        var keys = Set<String>()
        let names = corpus.filter { text in
            guard let name = ReliabilityTests.HostileStringsTests.expectedName(text) else { return false }
            return keys.insert(name.precomposedStringWithCanonicalMapping.lowercased()).inserted
        }.prefix(40)
        for (index, name) in names.enumerated() {
            let log = try sandbox.run([
                "log", "5", "--at", "2026-11-05T\(10 + index / 60):\(String(format: "%02d", index % 60))",
                "--area=" + name, "--tag=" + name,
            ])
            try #require(log.status == 0, "\(log)")
        }

        let run = try sandbox.run(["report", "--output", "r.html"])
        try #require(run.status == 0, "\(run)")
        let page = try ReportPageReader.read(sandbox.path("r.html"), in: sandbox.folder)
        #expect(page.elements["script"] == nil)
        #expect(
            Set(page.elements.keys).isSubset(of: [
                "html", "head", "meta", "title", "style", "body", "section", "header", "h1", "h2", "h3", "p", "dl",
                "div",
                "dt", "dd", "b",
                "figure", "svg", "line", "text", "rect", "path", "circle", "figcaption", "table", "thead", "tbody",
                "tr", "th", "td", "caption", "span",
            ]), "\(page.elements.keys.sorted())")
        #expect(page.links.isEmpty)
        let notes = page.rows.prefix(corpus.count).map { $0[6] }
        #expect(notes.count == corpus.count)
        for (note, text) in zip(notes, corpus) where note != Self.shown("n:" + text) {
            Issue.record("the note \(text.debugDescription) was shown as \(note.debugDescription)")
        }
        let named = page.rows.dropFirst(corpus.count).prefix(names.count)
        for (row, name) in zip(named, names) {
            let stored = try #require(ReliabilityTests.HostileStringsTests.expectedName(name))
            #expect(row[3] == Self.shown(stored) && row[5] == Self.shown(stored), "\(name.debugDescription)")
        }
    }
}
