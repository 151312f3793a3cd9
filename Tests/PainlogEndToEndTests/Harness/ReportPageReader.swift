import Foundation
import Testing

/// Reads a report back with Python's own HTML parser (standard library only): the elements it
/// holds, every `src`/`href`, the summary's figures, and the text of each entry's cells.
enum ReportPageReader {
    static let script = """
        import json, sys
        from html.parser import HTMLParser
        class Reader(HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.tags, self.links, self.facts, self.rows = {}, [], [], []
                self.cell = None; self.row = None; self.in_entries = False; self.fact = None
            def handle_starttag(self, tag, attrs):
                self.tags[tag] = self.tags.get(tag, 0) + 1
                attrs = dict(attrs)
                for name in ("src", "href", "xlink:href", "action", "data"):
                    if name in attrs: self.links.append(attrs[name])
                if tag == "section" and attrs.get("class") == "entries": self.in_entries = True
                if tag == "dd": self.fact = ""
                if self.in_entries and tag == "tr": self.row = []
                if self.row is not None and tag == "td": self.cell = ""
            def handle_endtag(self, tag):
                if tag == "dd": self.facts.append(" ".join(self.fact.split())); self.fact = None
                if tag == "td" and self.cell is not None: self.row.append(self.cell); self.cell = None
                if tag == "tr" and self.row is not None:
                    if self.row: self.rows.append(self.row)
                    self.row = None
            def handle_data(self, data):
                if self.cell is not None: self.cell += data
                if self.fact is not None: self.fact += data
        reader = Reader()
        reader.feed(open(sys.argv[1], encoding="utf-8", newline="").read())
        reader.close()
        print(json.dumps({"tags": reader.tags, "links": reader.links, "facts": reader.facts, "rows": reader.rows}))
        """

    struct Page {
        /// How many of each element.
        let elements: [String: Int]
        let links: [String]
        /// Each summary figure's text: `3 of 30 10% of the days`.
        let facts: [String]
        /// Each entry row's cells, in order.
        let rows: [[String]]
    }

    static func read(_ path: String, in folder: URL) throws -> Page {
        let run = try PythonPackages.run(script, [path], in: folder)
        if run.status == 127 {
            try Test.cancel("skipped: python3 is not installed (Debian package python3; .ci/run installs it)")
        }
        try #require(run.status == 0, "python3 could not parse the report:\n\(run.stderr)")
        let object = try PainlogSandbox.jsonObject(run.stdoutBytes)
        return Page(
            elements: object["tags"] as? [String: Int] ?? [:], links: object["links"] as? [String] ?? [],
            facts: object["facts"] as? [String] ?? [], rows: object["rows"] as? [[String]] ?? [])
    }
}
