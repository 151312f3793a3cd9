import Foundation
import PainlogDomain
import PainlogStorage
import PainlogSystem
import PainlogTestSupport
import Testing

@testable import PainlogFeatures

/// Makes text a spreadsheet, a CSV reader or a JSON writer could get wrong.
private struct HostileText {
    var random: SplitMix64

    /// Pieces of notes: CSV and JSON syntax, formula starters, line ends of every kind, emoji
    /// (with joiners and variation selectors), bidirectional and zero-width marks, combining
    /// and prepended marks, scalars at the ends of the ranges, and control characters.
    static let notePieces: [String] = [
        "\"", ",", "\r", "\n", "\r\n", "\n\r", "=", "+", "-", "@", "'", "\t", ";", "; ", "\"\"", ",\"", "\\", "/",
        "\\u00e9", "\\n", "{\"a\":[1]}", "[", "]", "=SUM(A1:A3)", "'=1+2", "+49 30 1234", "-5", "@home",
        "😀", "👩‍👩‍👧", "🏳️‍🌈", "👍🏽", "\u{200F}", "\u{200E}", "\u{202E}", "\u{2066}", "\u{200B}", "\u{200D}",
        "\u{FEFF}", "\u{301}", "e\u{301}", "\u{E9}", "\u{1E9B}\u{323}", "שלום", "مرحبا", "\u{600}", "\u{110BD}", "한국어",
        "\u{1100}\u{1161}", "ﬁ", "İ", "ß", "ΣΑΣ", "𝔘𝔫𝔦", "\u{10FFFF}", "\u{FFFD}", "\u{FFFF}", " ", "  ", "\u{A0}",
        "\u{3000}", "\u{2028}", "\u{2029}", "\u{85}", "\u{0}", "\u{1}", "\u{1B}[31m", "\u{7F}", "pain", "Kopf",
        "ibuprofen 400mg", "a", "b", "ü", "x y",
    ]

    /// The pieces a name may hold: no `;`, no control characters and no bidirectional controls
    /// (which an import refuses in names since issue 24; notes keep them).
    static let namePieces = notePieces.filter { piece in
        !piece.unicodeScalars.contains {
            $0 == ";" || $0.properties.generalCategory == .control || BidiControls.contains($0)
        }
    }

    /// First scalars that the export must guard against formulas, and others that start lines.
    static let starts = ["=", "+", "-", "@", "'", "\t", "\r", "\n", "\r\n", " ", "\"", ",", "\u{FEFF}", "\u{301}"]

    /// A few names that differ only in case, so the diary's first spelling is exercised.
    static let sharedNames = [
        "Neck", "NECK", "neck", "Lower back", "lower BACK", "Kopf", "KOPF", "İstanbul", "=head", "-knee",
    ]

    mutating func note(long: Bool) -> String {
        var text = random.chance(40) ? random.pick(Self.starts) : ""
        var length = text.unicodeScalars.count
        let pieces = long ? Int.max : random.int(0...40)
        var count = 0
        while count < pieces, length < NoteRules.maximumLength {
            let piece = random.pick(Self.notePieces)
            text += piece
            length += piece.unicodeScalars.count
            count += 1
        }
        guard long else { return text }
        // Exactly at the limit, which counts Unicode scalars.
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(NoteRules.maximumLength)))
    }

    /// A name as a user might type it, validated (so trimmed) as `log` would; nil when invalid.
    mutating func name(kind: NameKind) -> String? {
        if random.chance(30) { return random.pick(Self.sharedNames) }
        var text = random.chance(30) ? random.pick(["=", "+", "-", "@", "'"]) : ""
        for _ in 0...random.int(0...6) {
            text += random.pick(Self.namePieces)
        }
        if random.chance(5) { text = String(repeating: "ä", count: 64) }
        return try? NameRules.validated(text, kind: kind)
    }

    mutating func names(kind: NameKind, most: Int) -> [String] {
        let raw = (0..<random.int(0...most)).compactMap { _ in name(kind: kind) }
        return (try? NameRules.validatedList(raw, kind: kind)) ?? []
    }

    mutating func medications() -> [Medication] {
        (0..<random.int(0...3)).compactMap { _ in
            guard let name = name(kind: .medication) else { return nil }
            let dose = random.pick(["", " 400mg", " 30 mg", " 1", " 2.5 ml", " 5mg/kg", " 1 000 IU"])
            return try? Medication(parsing: name + dose)
        }
    }

    /// Any string at all, for the record-level check.
    mutating func anything() -> String {
        switch random.int(0...9) {
        case 0: return ""
        case 1: return random.pick(["'", "''", "'='", "\"", "\"\"", ",", "\r\n", "\r", "\n", " "])
        case 2: return note(long: false) + random.pick(Self.starts)
        case 3: return name(kind: .area) ?? "'"
        default: return note(long: false)
        }
    }
}

/// Offsets from −12:00 to +14:00 in quarter hours (which include +05:45 and +12:45).
private func offset(_ random: inout SplitMix64) -> Int {
    random.chance(10) ? 5 * 3600 + 45 * 60 : random.int(-48...56) * 900
}

/// The "now" of these tests: 2026-11-22T10:00:00+01:00.
private let roundTripNow: Int64 = {
    guard let now = Timestamp(iso8601: "2026-11-22T10:00:00+01:00") else { fatalError("bad test time") }
    return now.seconds
}()

private let roundTripZone = (TimeZoneRules(identifier: "Europe/Berlin") ?? .utc)

/// 200 entries of hostile text, ids and times, the same on every run.
private func generatedEntries(seed: UInt64) -> [(id: Int64, content: EntryContent)] {
    var text = HostileText(random: SplitMix64(seed: seed))
    var ids = Set<Int64>()
    var entries: [(id: Int64, content: EntryContent)] = []
    let earliest = roundTripNow - 27 * 365 * 86_400
    for index in 0..<200 {
        var id: Int64
        repeat { id = Int64(text.random.int(1...100_000)) } while !ids.insert(id).inserted
        let occurred = Int64(text.random.int(Int(earliest)...Int(roundTripNow - 2 * 86_400)))
        let created = min(occurred + Int64(text.random.int(0...86_400)), roundTripNow)
        let updated = min(created + Int64(text.random.chance(50) ? 0 : text.random.int(0...10_000_000)), roundTripNow)
        let content = EntryContent(
            uid: UUID().uuidString.lowercased(),
            occurredAt: Timestamp(seconds: occurred, offset: offset(&text.random)),
            intensity: Intensity(text.random.int(0...10)) ?? Intensity.zeroForTests,
            areas: text.names(kind: .area, most: 5),
            tags: text.names(kind: .tag, most: 4),
            medications: text.medications(),
            note: text.note(long: index % 50 == 7),
            createdAt: Timestamp(seconds: created, offset: offset(&text.random)),
            updatedAt: Timestamp(seconds: updated, offset: offset(&text.random)))
        entries.append((id: id, content: content))
    }
    return entries
}

extension Intensity {
    fileprivate static var zeroForTests: Intensity {
        guard let zero = Intensity(0) else { fatalError("0 is on the scale") }
        return zero
    }
}

/// A diary in a fresh SQLite file in its own temporary folder, removed when the diary goes.
private final class RoundTripDiary {
    let folder: String
    let storage: SQLiteStorage

    init() throws {
        folder = NSTemporaryDirectory() + "painlog-round-trip-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        storage = try SQLiteStorage.open(
            path: folder + "/diary.sqlite", clock: FixedTimeSource(roundTripNow), zone: roundTripZone)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Each exported row (the header first), as `painlog export` writes them: oldest first.
    func exportCSV() throws -> [String] {
        var rows = [EntryCSVFormatter.header]
        try forEachExported { rows.append(EntryCSVFormatter.row($0)) }
        return rows
    }

    /// The JSON export in pieces: the opening bracket, each element, the closing bracket.
    func exportJSON() throws -> [String] {
        var pieces = [EntryStreamFormat.json.opening]
        var count = 0
        try forEachExported {
            pieces.append(EntryStreamFormat.json.element($0, index: count))
            count += 1
        }
        pieces.append(EntryStreamFormat.json.closing(count: count))
        return pieces
    }

    private func forEachExported(_ body: (Entry) throws -> Void) throws {
        let exporter = ExportEntriesInteractor(
            store: storage.entries, calendar: LocalCalendar(clock: FixedTimeSource(roundTripNow), zone: roundTripZone))
        try exporter.forEachEntry(matching: try exporter.filter(EntryFilterRequest()), body)
    }

    func importing(_ reader: any ImportRecordReader) throws -> ImportReport {
        try ImportEntriesInteractor(
            unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(clock: FixedTimeSource(roundTripNow), zone: roundTripZone),
            makeUID: { UUID().uuidString.lowercased() }
        ).importEntries(from: reader, sourceName: "round trip", dryRun: false)
    }
}

/// Whether two exports are the same bytes; on a difference, records the first differing piece.
private func expectSameBytes(_ first: [String], _ second: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(first.count == second.count, sourceLocation: sourceLocation)
    if let index = zip(first, second).enumerated().first(where: { !$1.0.utf8.elementsEqual($1.1.utf8) })?.offset {
        Issue.record(
            "piece \(index) differs:\n\(String(reflecting: first[index]))\n\(String(reflecting: second[index]))",
            sourceLocation: sourceLocation)
    }
    #expect(first.joined().utf8.elementsEqual(second.joined().utf8), sourceLocation: sourceLocation)
}

/// Every field of an entry as bytes, names compared by key (the diary keeps first spellings).
private func fieldBytes(_ content: EntryContent) -> [[UInt8]] {
    [
        content.uid, content.occurredAt.iso8601, String(content.occurredAt.seconds), String(content.intensity.value),
        content.areas.map(NameRules.key(for:)).joined(separator: "\u{0}"),
        content.tags.map(NameRules.key(for:)).joined(separator: "\u{0}"),
        content.medications.map { NameRules.key(for: $0.name) + "\u{0}" + $0.dose }.joined(separator: "\u{1}"),
        content.note, content.createdAt.iso8601, String(content.createdAt.seconds), content.updatedAt.iso8601,
        String(content.updatedAt.seconds),
    ].map { Array($0.utf8) }
}

@Suite(.serialized) struct ExportImportRoundTripTests {
    static let seed: UInt64 = 0x7061_696E_6C6F_6721

    /// A diary holding the generated entries, and those entries.
    private func generatedDiary() throws -> (RoundTripDiary, [(id: Int64, content: EntryContent)]) {
        let diary = try RoundTripDiary()
        let generated = generatedEntries(seed: Self.seed)
        try diary.storage.unitOfWork.inWriteTransaction { _ in
            for (id, content) in generated {
                _ = try diary.storage.entries.insert(content, preferredID: id)
            }
        }
        return (diary, generated)
    }

    @Test func theGeneratedEntriesAreHostileEnough() {
        let generated = generatedEntries(seed: Self.seed).map(\.content)
        let notes = generated.map(\.note)
        #expect(notes.filter { $0.unicodeScalars.count == NoteRules.maximumLength }.count == 4)
        for start in ["=", "+", "-", "@", "'", "\t", "\r"] {
            #expect(
                notes.contains { $0.unicodeScalars.first.map(String.init) == start },
                "a note starting with \(String(reflecting: start))")
        }
        for inner in ["\"", ",", "\r\n", "\u{200F}", "\u{200B}", "\u{301}", "😀", "\u{0}"] {
            #expect(notes.contains { containsBytes($0, inner) }, "a note containing \(String(reflecting: inner))")
        }
        let names = generated.flatMap { $0.areas + $0.tags + $0.medications.map(\.name) }
        #expect(names.contains { $0.unicodeScalars.count == NameRules.maximumLength })
        #expect(names.contains { $0.unicodeScalars.last == "\u{600}" || $0.unicodeScalars.last == "\u{110BD}" })
        #expect(names.contains { $0.hasPrefix("=") || $0.hasPrefix("-") })
        let offsets = Set(generated.map(\.occurredAt.offset))
        #expect(offsets.contains(5 * 3600 + 45 * 60))
        #expect(offsets.min() ?? 0 < -10 * 3600 && offsets.max() ?? 0 > 12 * 3600)
        #expect(generated.contains { !$0.medications.filter { !$0.dose.isEmpty }.isEmpty })
    }

    @Test func theStoreKeepsEveryGeneratedFieldExactly() throws {
        let (diary, generated) = try generatedDiary()
        for (id, content) in generated {
            let stored = try #require(try diary.storage.entries.entry(id: id))
            #expect(fieldBytes(stored.content) == fieldBytes(content), "entry \(id)")
        }
    }

    @Test func csvExportImportedIntoAnEmptyDiaryExportsTheSameBytes() throws {
        let (original, _) = try generatedDiary()
        let exported = try original.exportCSV()
        #expect(exported.count == 201)

        let copy = try RoundTripDiary()
        let report = try copy.importing(CSVImportReader(source: MemoryByteSource(exported.joined())))

        #expect(report == ImportReport(added: 200, updated: 0, unchanged: 0, dryRun: false))
        expectSameBytes(try copy.exportCSV(), exported)
        // And back into the diary it came from, the export is recognised as changing nothing.
        let again = try original.importing(CSVImportReader(source: MemoryByteSource(exported.joined())))
        #expect(again == ImportReport(added: 0, updated: 0, unchanged: 200, dryRun: false))
    }

    @Test func jsonExportImportedIntoAnEmptyDiaryExportsTheSameBytes() throws {
        let (original, _) = try generatedDiary()
        let exported = try original.exportJSON()
        #expect(exported.count == 202)

        let copy = try RoundTripDiary()
        let report = try copy.importing(JSONImportReader(source: MemoryByteSource(exported.joined())))

        #expect(report == ImportReport(added: 200, updated: 0, unchanged: 0, dryRun: false))
        expectSameBytes(try copy.exportJSON(), exported)
        let again = try original.importing(JSONImportReader(source: MemoryByteSource(exported.joined())))
        #expect(again == ImportReport(added: 0, updated: 0, unchanged: 200, dryRun: false))
        // The two formats carry the same diary: the CSV export of the JSON copy is the original's.
        expectSameBytes(try copy.exportCSV(), try original.exportCSV())
    }

    @Test func everyCSVCellReadsBackAsTheExactString() throws {
        var text = HostileText(random: SplitMix64(seed: Self.seed ^ 0xC5F))
        var records: [[String]] = []
        for _ in 0..<1_500 {
            // At least two cells: a record of one empty cell is a blank line.
            records.append((0..<text.random.int(2...6)).map { _ in text.anything() })
        }
        let document = records.map { $0.map(EntryCSVFormatter.cell).joined(separator: ",") + "\r\n" }.joined()

        for chunkSize in [nil, 1, 7, 4096] as [Int?] {
            let bytes = Array(document.utf8)
            let source: any ByteSource = chunkSize.map { ChunkedByteSource(bytes, size: $0) } ?? MemoryByteSource(bytes)
            let reader = CSVRecordReader(source: source)
            var index = 0
            while let record = try reader.next() {
                let read = record.fields.map(CSVImportReader.unguarded)
                let written = try #require(records.indices.contains(index) ? records[index] : nil, "an extra record")
                let same =
                    read.count == written.count && zip(read, written).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
                #expect(same, "record \(index) in chunks of \(String(describing: chunkSize)): \(read) vs \(written)")
                index += 1
            }
            #expect(index == records.count)
        }
    }

    @Test func noCellStartsWithAFormula() {
        var text = HostileText(random: SplitMix64(seed: Self.seed ^ 0xF0F))
        for _ in 0..<5_000 {
            let value = text.anything()
            var cell = Substring(EntryCSVFormatter.cell(value))
            if cell.hasPrefix("\"") { cell = cell.dropFirst() }
            if let first = cell.unicodeScalars.first {
                #expect(!["=", "+", "-", "@", "\t", "\r"].contains(first), "\(String(reflecting: value))")
            }
        }
    }
}

/// Whether `needle`'s UTF-8 bytes occur in `text`'s (not up to grapheme clusters, as `contains` is).
private func containsBytes(_ text: String, _ needle: String) -> Bool {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard haystack.count >= pattern.count else { return false }
    return (0...(haystack.count - pattern.count)).contains {
        haystack[$0..<($0 + pattern.count)].elementsEqual(pattern)
    }
}
