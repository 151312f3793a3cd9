import Foundation
import Testing

extension ReliabilityTests {
    /// The Big List of Naughty Strings (Fixtures/blns.txt) as notes, areas and tags: through `log`,
    /// `show --json`, `export` as CSV and JSON, `import` into fresh diaries and `export` again.
    ///
    /// Each string is stored exactly (a name trimmed of white space, as the contract says) or, as a
    /// name the contract does not allow, refused with one `error:` line and exit 64. None is
    /// truncated, none crashes painlog.
    @Suite("Hostile strings")
    struct HostileStringsTests {
        /// The corpus: one string per line, only LF separating them; `#` lines and empty lines are not strings.
        static func corpus() throws -> [String] {
            let url = ReliabilityPaths.fixture("blns.txt")
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw HarnessError("cannot read \(url.path)")
            }
            return data.split(separator: 0x0A, omittingEmptySubsequences: true)
                .filter { $0.first != UInt8(ascii: "#") }
                .map { String(decoding: $0, as: UTF8.self) }
        }

        /// The contract's rules for names: trimmed of white space; refused when empty, longer than 64
        /// Unicode scalars, or holding `;`, a control character or a bidirectional control.
        ///
        /// Returns the stored form, or nil.
        static func expectedName(_ raw: String) -> String? {
            let scalars = Array(raw.unicodeScalars)
            guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
                let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
            else { return nil }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[first...last])
            guard name.count <= 64, !name.contains(";"),
                !name.contains(where: { $0.properties.generalCategory == .control }),
                !name.contains(where: isBidiControl)
            else { return nil }
            return String(name)
        }

        /// The bidirectional controls a new name may not hold (U+202A–U+202E, U+2066–U+2069).
        static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
            (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }

        /// Names compare case-insensitively and keep the first spelling used, so a stored name may be
        /// another string's spelling of the same name.
        ///
        /// Returns the spellings that may stand for `raw`.
        static func acceptableSpellings(of raw: String, among corpus: [String]) -> [String] {
            guard let name = expectedName(raw) else { return [] }
            let spellings = corpus.compactMap(expectedName).filter { $0.lowercased() == name.lowercased() }
            return spellings.isEmpty ? [name] : spellings
        }

        /// Checks one stored name list against the string it came from.
        private func expectName(
            _ stored: [String], for raw: String, among corpus: [String], _ what: String,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            let spellings = Self.acceptableSpellings(of: raw, among: corpus)
            if spellings.isEmpty {
                #expect(
                    stored.isEmpty, "\(what) \(raw.debugDescription) stored as \(stored)",
                    sourceLocation: sourceLocation)
            } else {
                let expected = spellings.map(\.debugDescription)
                #expect(
                    stored.count == 1 && spellings.contains { sameBytes($0, stored[0]) },
                    "\(what) \(raw.debugDescription) stored as \(stored.map(\.debugDescription)), expected one of \(expected)",
                    sourceLocation: sourceLocation)
            }
        }

        /// The control characters in `text` other than newline and tab, as `U+XXXX`.
        static func rawControls(_ text: String) -> [String] {
            text.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }
                .map { "U+" + String($0.value, radix: 16, uppercase: true) }
        }

        /// True when stderr is one line with no control character in it: an error that echoes a
        /// value (from the command line or an import file) must not send escape sequences to the terminal.
        static func isPlainErrorLine(_ outcome: ProcessOutcome) -> Bool {
            outcome.hasOneErrorLine && rawControls(String(outcome.err.dropLast())).isEmpty
        }

        /// Why the contract refuses `raw` as a name, or nil when it is a valid name.
        static func refusal(_ raw: String) -> String? {
            let trimmed = raw.unicodeScalars.drop { $0.properties.isWhitespace }
            if trimmed.isEmpty { return "empty" }
            if expectedName(raw) != nil { return nil }
            if raw.contains(";") { return "semicolon" }
            if raw.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "control" }
            let name = trimmed.reversed().drop { $0.properties.isWhitespace }
            if name.count <= 64, name.contains(where: isBidiControl) { return "bidi" }
            return "length"
        }

        @Test(
            "every naughty string through import, log, show, export and import again: stored exactly or refused cleanly"
        )
        func naughtyStrings() throws {
            let harness = try ReliabilityHarness()
            let corpus = try Self.corpus()
            try #require(corpus.count > 500, "the fixture has only \(corpus.count) strings")

            // 1. Bulk: every string, NUL included, as a note, and as an area and a tag where it is a
            //    valid name, in a CSV file of the user's own (times in 2023, one a minute).
            let own = harness.path("own.csv")
            var lines = "occurred_at,intensity,areas,tags,note\r\n"
            for (index, text) in corpus.enumerated() {
                let name = Self.expectedName(text) == nil ? "" : text
                lines +=
                    "\(GeneratedTime.iso(1_700_000_000 + index * 60)),3,\(csvField(name)),\(csvField(name)),\(csvField(text))\r\n"
            }
            try Data(lines.utf8).write(to: URL(fileURLWithPath: own))
            let imported = try harness.painlog(["import", own])
            try #require(imported.exited(0), "\(imported)")

            // A name the contract refuses makes the whole import fail (exit 65) at its line. (In a
            // file `;` separates names, so it is no reason to refuse one there.)
            var reasons: Set<String> = []
            for text in corpus {
                guard let reason = Self.refusal(text), reasons.insert(reason).inserted, reason != "semicolon" else {
                    continue
                }
                let bad = harness.path("bad-\(reason).csv")
                let line = "\(GeneratedTime.iso(1_600_000_000)),3,\(csvField(text)),,refused area\r\n"
                try Data(("occurred_at,intensity,areas,tags,note\r\n" + line).utf8).write(to: URL(fileURLWithPath: bad))
                let refused = try harness.painlog(["import", bad])
                // An area of white space only may be read as an empty cell (no area) or refused;
                // it must never become a blank area.
                if reason == "empty", refused.exited(0) {
                    let entry = try EntryJSON.array(
                        try harness.painlog(["list", "--limit", "1", "--format", "json"]).stdout)
                    #expect(entry.first?.areas == [], "\(entry)")
                    #expect(try harness.painlog(["undo"]).exited(0))
                } else {
                    #expect(
                        refused.exited(65) && Self.isPlainErrorLine(refused) && refused.err.contains("line 2"),
                        "\(reason): \(refused)")
                }
            }
            #expect(
                reasons == ["empty", "semicolon", "control", "bidi", "length"],
                "the corpus lacks a kind of bad name: \(reasons)")
            #expect(try harness.count(harness.database) == corpus.count)

            // 2. log, for a sample (every 4th string and every one with a control character, the
            //    corpus having been imported whole): note,
            //    area and tag at once; a string the contract refuses as a name is refused with exit 64,
            //    and then logged as a note alone. A string holding NUL cannot be a command-line
            //    argument at all: the import above covers it.
            let sample = corpus.enumerated()
                .filter {
                    ($0.offset % 4 == 0 || !Self.rawControls($0.element).isEmpty)
                        && !$0.element.unicodeScalars.contains("\u{0}")
                }
                .map(\.element)
            let logged = try harness.painlogBatch(
                sample.map {
                    ["log", "5", "--json"] + option("--note", $0) + option("--area", $0) + option("--tag", $0)
                })
            var noteOnly: [String] = []
            var entryOf: [Int: String] = [:]
            for (text, outcome) in zip(sample, logged) {
                #expect(!outcome.signalled, "\(outcome)")
                if Self.expectedName(text) != nil {
                    #expect(outcome.exited(0), "\(outcome)")
                } else {
                    #expect(outcome.exited(64) && Self.isPlainErrorLine(outcome) && outcome.out.isEmpty, "\(outcome)")
                }
                if outcome.exited(0) {
                    entryOf[try EntryJSON.object(outcome.stdout).id] = text
                } else {
                    noteOnly.append(text)
                }
            }
            let notesLogged = try harness.painlogBatch(noteOnly.map { ["log", "5", "--json"] + option("--note", $0) })
            for (text, outcome) in zip(noteOnly, notesLogged) {
                #expect(outcome.exited(0), "\(outcome)")
                if outcome.exited(0) { entryOf[try EntryJSON.object(outcome.stdout).id] = text }
            }
            #expect(entryOf.count == sample.count)

            // A bad option value is quoted in the parser's error without its control characters too.
            let badValues = sample.filter { !Self.rawControls($0).isEmpty }
            for (text, outcome) in zip(badValues, try harness.painlogBatch(badValues.map { ["list", "--format", $0] }))
            {
                #expect(outcome.exited(64) && Self.isPlainErrorLine(outcome), "\(text.debugDescription): \(outcome)")
            }

            // 3. show --json gives each logged string back.
            let ids = entryOf.keys.sorted()
            let shown = try harness.painlogBatch(ids.map { ["show", "\($0)", "--json"] })
            var shownEntries: [Int: EntryJSON] = [:]
            for (id, outcome) in zip(ids, shown) {
                guard let text = entryOf[id] else { continue }
                #expect(outcome.exited(0), "\(outcome)")
                guard outcome.exited(0) else { continue }
                let entry = try EntryJSON.object(outcome.stdout)
                shownEntries[id] = entry
                #expect(
                    sameBytes(entry.note, text),
                    "note \(text.debugDescription) came back as \(entry.note.debugDescription)")
                let named = noteOnly.contains(text) ? "" : text
                expectName(entry.areas, for: named, among: corpus, "area")
                expectName(entry.tags, for: named, among: corpus, "tag")
            }

            // The terminal views show control characters made visible: no escape sequence, carriage
            // return or C1 control reaches the terminal (a newline or tab in a note may).
            let table = try harness.painlog(["list", "--all"])
            #expect(table.exited(0) && Self.rawControls(table.out).isEmpty, "list: \(Self.rawControls(table.out))")
            let controlled = ids.filter { id in entryOf[id].map { !Self.rawControls($0).isEmpty } ?? false }
            #expect(!controlled.isEmpty, "the sample has no string with control characters")
            for outcome in try harness.painlogBatch(controlled.map { ["show", "\($0)"] }) {
                #expect(
                    outcome.exited(0) && Self.rawControls(outcome.out).isEmpty,
                    "\(Self.rawControls(outcome.out)) in \(outcome)")
            }

            // 4. export as JSON and CSV: the imported strings in order, then the logged entries as
            //    `show` gave them, field for field.
            let csv = try harness.painlog(["export"])
            let json = try harness.painlog(["export", "--format", "json"])
            try #require(csv.exited(0) && json.exited(0), "\(csv) \(json)")
            let exported = try EntryJSON.array(json.stdout)
            try #require(exported.count == corpus.count + ids.count, "\(exported.count) entries exported")
            for (text, entry) in zip(corpus, exported) {
                #expect(
                    sameBytes(entry.note, text),
                    "imported note \(text.debugDescription) came back as \(entry.note.debugDescription)")
                expectName(entry.areas, for: text, among: corpus, "imported area")
                expectName(entry.tags, for: text, among: corpus, "imported tag")
            }
            for entry in exported.dropFirst(corpus.count) {
                #expect(shownEntries[entry.id] == entry, "#\(entry.id): export --format json differs from show --json")
            }
            try expectCSV(csv.out, matches: exported)

            // 5. import each export into a fresh diary and export again: the same bytes.
            let csvFile = harness.path("export.csv")
            let jsonFile = harness.path("export.json")
            try csv.stdout.write(to: URL(fileURLWithPath: csvFile))
            try json.stdout.write(to: URL(fileURLWithPath: jsonFile))
            for (file, name) in [(csvFile, "from-csv"), (jsonFile, "from-json")] {
                let db = harness.path("\(name).sqlite")
                let reimported = try harness.painlog(["import", file], db: db)
                #expect(reimported.exited(0), "\(reimported)")
                let csvAgain = try harness.painlog(["export"], db: db)
                let jsonAgain = try harness.painlog(["export", "--format", "json"], db: db)
                #expect(csvAgain.exited(0) && csvAgain.stdout == csv.stdout, "\(name): CSV export differs after import")
                #expect(
                    jsonAgain.exited(0) && jsonAgain.stdout == json.stdout, "\(name): JSON export differs after import")
                #expect(try harness.integrity(db) == "ok")
            }
            #expect(try harness.integrity(harness.database) == "ok")
        }

        /// Checks an exported CSV against the same entries in JSON: header, one row per entry, and
        /// each note, area and tag cell giving back the value once the formula guard is removed.
        private func expectCSV(
            _ text: String, matches entries: [EntryJSON], sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            let rows = parseCSV(text)
            try #require(
                rows.count == entries.count + 1, "CSV has \(rows.count) rows for \(entries.count) entries",
                sourceLocation: sourceLocation)
            #expect(
                rows[0] == [
                    "id", "uid", "occurred_at", "intensity", "areas", "tags", "medications", "note", "created_at",
                    "updated_at", "rev", "ended_at", "symptoms",
                ],
                sourceLocation: sourceLocation)
            for (row, entry) in zip(rows.dropFirst(), entries) {
                guard row.count == 13 else {
                    Issue.record(
                        "CSV row for #\(entry.id) has \(row.count) fields: \(row)", sourceLocation: sourceLocation)
                    continue
                }
                #expect(row[0] == "\(entry.id)" && row[1] == entry.uid, sourceLocation: sourceLocation)
                // The README's recipe holds for any text.
                #expect(
                    row[10] == documentedRev(row: row, header: rows[0]), "rev of #\(entry.id)",
                    sourceLocation: sourceLocation)
                let note = csvUnguarded(row[7])
                #expect(
                    sameBytes(note, entry.note), "CSV note \(note.debugDescription) ≠ \(entry.note.debugDescription)",
                    sourceLocation: sourceLocation)
                let areas = csvUnguarded(row[4])
                #expect(
                    sameBytes(areas, entry.areas.joined(separator: "; ")), "CSV areas \(areas.debugDescription)",
                    sourceLocation: sourceLocation)
                let tags = csvUnguarded(row[5])
                #expect(
                    sameBytes(tags, entry.tags.joined(separator: "; ")), "CSV tags \(tags.debugDescription)",
                    sourceLocation: sourceLocation)
            }
        }
    }
}
