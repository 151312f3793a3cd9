import Foundation
import Testing

extension ReliabilityTests {
    /// "What you type is data, never code": SQL and LIKE metacharacters are stored as written, filters
    /// match them literally, and the schema is the same afterwards.
    @Suite("SQL injection")
    struct InjectionTests {
        static let hostile = [
            "'); DROP TABLE entries; --",
            "\" OR 1=1 --",
            "%",
            "_",
            "\\",
            "\\\\",
            "'",
            "Robert'); DROP TABLE Students;--",
            "a%b_c",
        ]

        /// A name may not contain `;` (see the contract's "Names").
        static func isValidName(_ text: String) -> Bool { !text.contains(";") }

        private func schema(_ harness: ReliabilityHarness) throws -> String {
            try harness.sqlite(
                harness.database, "SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name;")
        }

        /// The ids `list` gives for `filter`, or nil when painlog refused the filter as a usage error.
        private func ids(_ harness: ReliabilityHarness, _ filter: [String]) throws -> Set<Int>? {
            let outcome = try harness.painlog(["list", "--all", "--format", "json"] + filter)
            if outcome.exited(64), outcome.hasOneErrorLine { return nil }
            #expect(outcome.exited(0), "\(outcome)")
            return Set(try EntryJSON.array(outcome.stdout).map(\.id))
        }

        @Test("hostile notes, areas, tags and medications are stored verbatim and matched literally")
        func injection() throws {
            let harness = try ReliabilityHarness()
            #expect(try harness.painlog(["migrate"]).exited(0))
            let schemaBefore = try schema(harness)

            // Entries the filters must not match by accident (`%` and `_` match anything in LIKE).
            var notes: [Int: String] = [:]
            var names: [Int: String] = [:]
            for control in ["plain note", "100 percent done", "under score"] {
                let logged = try harness.painlog(
                    [
                        "log", "2", "--note", control, "--area", "plain", "--tag", "plain", "--med", "aspirin 500mg",
                        "--json",
                    ])
                try #require(logged.exited(0), "\(logged)")
                notes[try EntryJSON.object(logged.stdout).id] = control
            }

            for text in Self.hostile {
                let all = ["log", "5", "--note=\(text)", "--area=\(text)", "--tag=\(text)", "--med=\(text)", "--json"]
                let outcome = try harness.painlog(all)
                if Self.isValidName(text) {
                    try #require(outcome.exited(0), "\(outcome)")
                    let id = try EntryJSON.object(outcome.stdout).id
                    notes[id] = text
                    names[id] = text
                } else {
                    // A name with ';' is refused as a usage error, and then nothing is written.
                    #expect(outcome.exited(64) && outcome.hasOneErrorLine, "\(outcome)")
                    for option in ["--area", "--tag", "--med"] {
                        let refused = try harness.painlog(["log", "5", "\(option)=\(text)"])
                        #expect(refused.exited(64) && refused.hasOneErrorLine, "\(refused)")
                        #expect(refused.err.contains(text), "the error names the value: \(refused)")
                    }
                    let noteOnly = try harness.painlog(["log", "5", "--note=\(text)", "--json"])
                    try #require(noteOnly.exited(0), "\(noteOnly)")
                    notes[try EntryJSON.object(noteOnly.stdout).id] = text
                }
            }
            #expect(try harness.count(harness.database) == notes.count)

            // Stored verbatim.
            for (id, note) in notes.sorted(by: { $0.key < $1.key }) {
                let shown = try harness.painlog(["show", "\(id)", "--json"])
                try #require(shown.exited(0), "\(shown)")
                let entry = try EntryJSON.object(shown.stdout)
                #expect(
                    sameBytes(entry.note, note), "#\(id): \(entry.note.debugDescription) ≠ \(note.debugDescription)")
                if let name = names[id] {
                    #expect(sameBytes(entry.areas, [name]) && sameBytes(entry.tags, [name]), "#\(id): \(entry)")
                    #expect(sameBytes(entry.medications, [name]), "#\(id): \(entry.medications)")
                }
            }

            // Matched literally: each filter finds exactly the entries that hold the text.
            for text in Self.hostile {
                let byName = Set(names.filter { $0.value.lowercased() == text.lowercased() }.keys)
                let bySearch = Set(notes.filter { $0.value.lowercased().contains(text.lowercased()) }.keys)
                for option in ["--area", "--tag"] {
                    let found = try ids(harness, [option, text])
                    if Self.isValidName(text) {
                        #expect(found == byName, "\(option) \(text)")
                    } else {
                        #expect(found == nil || found == [], "\(option) \(text): \(String(describing: found))")
                    }
                }
                #expect(try ids(harness, ["--search", text]) == bySearch, "--search \(text)")
                #expect(try ids(harness, ["--search=\(text)", "--area=plain"]) == [], "--search \(text) --area plain")
            }

            #expect(try schema(harness) == schemaBefore)
            #expect(try harness.count(harness.database) == notes.count)
            #expect(try harness.integrity(harness.database) == "ok")
        }
    }
}
