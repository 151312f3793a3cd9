import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogSystem
import PainlogTestSupport
import Testing

/// A time written in a test, known to be valid.
private func at(_ text: String) -> Timestamp {
    guard let time = Timestamp(iso8601: text) else { fatalError("bad time in a test: \(text)") }
    return time
}

private func painLevel(_ value: Int) -> Intensity {
    guard let intensity = Intensity(value) else { fatalError("bad intensity in a test: \(value)") }
    return intensity
}

/// The "now" of every import here; rows must not be later.
private let written = at("2026-11-22T10:00:00+01:00")
private let importNow = written.seconds
private let importZone = (TimeZoneRules(identifier: "Europe/Berlin") ?? .utc)

private func newUID() -> String { UUID().uuidString.lowercased() }

/// A diary in a fresh SQLite file, in a temporary folder removed when the diary goes.
private final class ImportTestDiary {
    let folder: String
    let storage: SQLiteStorage

    init() throws {
        folder = NSTemporaryDirectory() + "painlog-import-tests-" + newUID()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        storage = try SQLiteStorage.open(
            path: folder + "/diary.sqlite", clock: FixedTimeSource(importNow), zone: importZone)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    var store: any EntryStore { storage.entries }

    private var importer: ImportEntriesInteractor {
        ImportEntriesInteractor(
            unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(clock: FixedTimeSource(importNow), zone: importZone),
            makeUID: newUID)
    }

    func importCSV(_ text: String, dryRun: Bool = false) throws -> ImportReport {
        try importer.importEntries(
            from: CSVImportReader(source: MemoryByteSource(text)), sourceName: "test.csv", dryRun: dryRun)
    }

    func importJSON(_ text: String, dryRun: Bool = false) throws -> ImportReport {
        try importer.importEntries(
            from: JSONImportReader(source: MemoryByteSource(text)), sourceName: "test.json", dryRun: dryRun)
    }

    func importFile(_ file: ImportEntriesInteractorTests.File, dryRun: Bool = false) throws -> ImportReport {
        switch file.format {
        case .csv: return try importCSV(file.text, dryRun: dryRun)
        case .json: return try importJSON(file.text, dryRun: dryRun)
        }
    }

    /// Logs an entry as `painlog log` does, with its undo step.
    @discardableResult
    func log(_ intensity: String, areas: [String] = [], at: String? = nil, note: String? = nil) throws -> Entry {
        try LogEntryInteractor(
            unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(clock: FixedTimeSource(importNow), zone: importZone),
            makeUID: newUID
        ).log(LogEntryRequest(intensity: intensity, areas: areas, at: at, note: note))
    }

    /// Writes an entry straight into the store, without an undo step, and reads it back.
    @discardableResult
    func insert(_ entry: Entry) throws -> Entry {
        let id = try storage.entries.insert(entry.content, preferredID: entry.id)
        return try #require(try storage.entries.entry(id: id))
    }

    func entries() throws -> [Entry] {
        try storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil).sorted { $0.id < $1.id }
    }

    func steps() throws -> [JournalStep] {
        try storage.journal.recentSteps(limit: 1_000)
    }

    /// Every entry, byte for byte, and the undo steps: equal snapshots mean nothing changed.
    func snapshot() throws -> [UInt8] {
        var text = try entries().map { EntryCSVFormatter.row($0) }.joined()
        for step in try steps() {
            text += "\(step.id) \(step.kind) \(step.summary) \(step.entryCount)\n"
        }
        return Array(text.utf8)
    }
}

private func entry(
    id: Int64, uid: String = newUID(), occurredAt: String = "2026-11-20T08:30:00+01:00", intensity: Int = 5,
    areas: [String] = [], tags: [String] = [], medications: [Medication] = [], note: String = "",
    createdAt: Timestamp = at("2026-11-20T09:00:00+01:00"), updatedAt: Timestamp = at("2026-11-20T09:00:00+01:00")
) -> Entry {
    Entry(
        id: id, uid: uid, occurredAt: at(occurredAt), intensity: painLevel(intensity), areas: areas,
        tags: tags, medications: medications, note: note, createdAt: createdAt, updatedAt: updatedAt)
}

/// The entry with `intensity`, `note` or `areas` changed elsewhere an hour later: the same id, uid
/// and created_at, and an updated_at an hour on (an import takes a row only when it is newer).
private func changed(_ entry: Entry, intensity: Int? = nil, note: String? = nil, areas: [String]? = nil) -> Entry {
    Entry(
        id: entry.id, uid: entry.uid, occurredAt: entry.occurredAt,
        intensity: intensity.map(painLevel) ?? entry.intensity, areas: areas ?? entry.areas, tags: entry.tags,
        medications: entry.medications, note: note ?? entry.note, createdAt: entry.createdAt,
        updatedAt: Timestamp(seconds: entry.updatedAt.seconds + 3_600, offset: entry.updatedAt.offset))
}

/// The fields of an entry as raw bytes, so that two entries compare exactly (Swift's `==` on
/// strings treats canonically equivalent text as equal).
private func exact(_ entry: Entry) -> [UInt8] {
    Array(EntryCSVFormatter.row(entry).utf8)
}

@Suite struct ImportEntriesInteractorTests {
    enum Format: String, Sendable { case csv, json }

    static let bothFormats: [Format] = [.csv, .json]

    /// An import file's text in one of the two formats.
    struct File {
        let format: Format
        let text: String

        /// The export of `entries`, as `painlog export` writes it.
        init(_ format: Format, exporting entries: [Entry]) {
            self.format = format
            switch format {
            case .csv:
                text = EntryCSVFormatter.header + entries.map(EntryCSVFormatter.row).joined()
            case .json:
                text = EntryStreamFormat.json.text(entries)
            }
        }
    }

    @Test(arguments: bothFormats)
    func countsNewUpdatedAndUnchangedEntries(_ format: Format) throws {
        let diary = try ImportTestDiary()
        let kept = try diary.insert(
            entry(
                id: 1, areas: ["Neck"], tags: ["work"], medications: [Medication(name: "ibuprofen", dose: "400mg")],
                note: "same")
        )
        let edited = try diary.insert(entry(id: 2, occurredAt: "2026-11-21T07:00:00+01:00", intensity: 3))
        let added = entry(id: 10, occurredAt: "2026-11-19T22:15:00-05:00", intensity: 8, areas: ["back"], note: "new")

        let file = File(format, exporting: [kept, changed(edited, intensity: 7), added])
        let report = try diary.importFile(file)

        #expect(report == ImportReport(added: 1, updated: 1, unchanged: 1, dryRun: false))
        let entries = try diary.entries()
        #expect(entries.map(exact) == [kept, changed(edited, intensity: 7), added].map(exact))
        let step = try #require(try diary.steps().first)
        #expect(step.kind == .import)
        #expect(step.entryCount == 2)
    }

    @Test(arguments: bothFormats)
    func importingTheSameFileTwiceChangesNothingTheSecondTime(_ format: Format) throws {
        let diary = try ImportTestDiary()
        let file = File(
            format,
            exporting: [
                entry(id: 1, note: "first"), entry(id: 2, occurredAt: "2026-11-21T08:00:00+05:45", areas: ["head"]),
                entry(id: 3, occurredAt: "2026-11-20T23:59:59-12:00", tags: ["x"], note: "a,\"b\"\r\nc"),
            ])

        #expect(try diary.importFile(file) == ImportReport(added: 3, updated: 0, unchanged: 0, dryRun: false))
        let afterFirst = try diary.snapshot()
        #expect(try diary.steps().count == 1)

        #expect(try diary.importFile(file) == ImportReport(added: 0, updated: 0, unchanged: 3, dryRun: false))
        #expect(try diary.snapshot() == afterFirst)
        #expect(try diary.steps().count == 1)
    }

    @Test(arguments: bothFormats)
    func aDryRunReportsWhatWouldChangeAndWritesNothing(_ format: Format) throws {
        let diary = try ImportTestDiary()
        let existing = try diary.log("4", areas: ["knee"], at: "2026-11-20T08:00", note: "before")
        let file = File(format, exporting: [changed(existing, note: "after"), entry(id: 9, areas: ["Hip"])])
        let before = try diary.snapshot()

        let dryRun = try diary.importFile(file, dryRun: true)

        #expect(dryRun == ImportReport(added: 1, updated: 1, unchanged: 0, dryRun: true))
        #expect(try diary.snapshot() == before)
        // The dry run's counts are what the real import then does.
        #expect(try diary.importFile(file) == ImportReport(added: 1, updated: 1, unchanged: 0, dryRun: false))
    }

    @Test func aBadLastRowWritesNothingAtAll() throws {
        let diary = try ImportTestDiary()
        let existing = try diary.log("4", at: "2026-11-20T08:00")
        let before = try diary.snapshot()
        let file =
            EntryCSVFormatter.header
            + EntryCSVFormatter.row(changed(existing, intensity: 9))
            + EntryCSVFormatter.row(entry(id: 5, areas: ["NECK"]))
            + "7,,2026-11-21T08:00:00+01:00,12,,,,,,,,,\r\n"

        #expect(throws: PainlogError(.badData, "line 4 (row 3): intensity must be a whole number 0–10, got '12'")) {
            try diary.importCSV(file)
        }

        #expect(try diary.snapshot() == before)
        // Not even an id or a name's spelling is left behind by the rolled-back rows.
        let next = try diary.log("2", areas: ["neck"])
        #expect(next.id == existing.id + 1)
        #expect(next.areas == ["neck"])
    }

    @Test(arguments: bothFormats)
    func oneImportIsOneUndoStepAndUndoPutsEverythingBack(_ format: Format) throws {
        let diary = try ImportTestDiary()
        let first = try diary.log("4", areas: ["knee"], at: "2026-11-20T08:00", note: "keep me")
        let second = try diary.log("6", at: "2026-11-21T08:00")
        let stepsBefore = try diary.steps()

        let file = File(
            format,
            exporting: [
                changed(first, intensity: 9, note: "changed", areas: ["hip", "Knee"]), second,
                entry(id: 50, note: "new one"), entry(id: 51, note: "new two"),
            ])
        #expect(try diary.importFile(file) == ImportReport(added: 2, updated: 1, unchanged: 1, dryRun: false))
        let steps = try diary.steps()
        #expect(steps.count == stepsBefore.count + 1)
        #expect(steps.first?.kind == .import)
        #expect(steps.first?.entryCount == 3)

        let undoneAt = importZone.timestamp(at: importNow + 600)
        let undone = try UndoInteractor(
            journal: diary.storage.journal,
            calendar: LocalCalendar(clock: FixedTimeSource(undoneAt.seconds), zone: importZone)
        ).undo()

        #expect(undone.kind == .import)
        #expect(undone.summary == "import test.\(format)")
        #expect(try diary.steps() == stepsBefore)
        // The entry the import changed comes back as it was, updated at the undo (an undo is a
        // change, so an export made before it is older); the one it left alone stays as it was.
        #expect(try diary.entries().map(exact) == [first.updated(at: undoneAt), second].map(exact))
    }

    @Test func rowsWithoutAUIDAlwaysBecomeNewEntries() throws {
        let diary = try ImportTestDiary()
        let file = "occurred_at,intensity,uid\r\n2026-11-20T08:00:00+01:00,4,\r\n2026-11-21T08:00:00+01:00,5,\r\n"

        #expect(try diary.importCSV(file) == ImportReport(added: 2, updated: 0, unchanged: 0, dryRun: false))
        #expect(try diary.importCSV(file) == ImportReport(added: 2, updated: 0, unchanged: 0, dryRun: false))

        let entries = try diary.entries()
        #expect(entries.count == 4)
        #expect(Set(entries.map(\.uid)).count == 4)
        for uid in entries.map(\.uid) {
            #expect(UUID(uuidString: uid) != nil && uid == uid.lowercased(), "\(uid)")
        }
        #expect(try diary.steps().count == 2)
    }

    @Test func idsFromTheFileAreKeptWhenFree() throws {
        let diary = try ImportTestDiary()
        let file = File(.csv, exporting: [entry(id: 7, occurredAt: "2026-11-19T08:00:00+01:00"), entry(id: 3)])

        _ = try diary.importFile(file)

        #expect(try diary.entries().map(\.id) == [3, 7])
        #expect(try diary.log("1").id == 8)
    }

    @Test func anIDAnEntryHasIsNotReused() throws {
        let diary = try ImportTestDiary()
        let existing = try diary.log("4", at: "2026-11-20T08:00")
        let other = entry(id: existing.id, note: "another entry with the same id")

        #expect(try diary.importFile(File(.csv, exporting: [other])).added == 1)

        let entries = try diary.entries()
        #expect(entries.map(exact).first == exact(existing))
        #expect(entries.count == 2)
        let imported = try #require(entries.first { $0.uid == other.uid })
        #expect(imported.id != existing.id)
    }

    @Test func anIDThatUndoCouldBringBackIsNotReused() throws {
        let diary = try ImportTestDiary()
        let deleted = try diary.log("4", at: "2026-11-20T08:00", note: "deleted, then undone")
        try diary.log("5")
        let deleter = DeleteEntriesInteractor(
            store: diary.store, unitOfWork: diary.storage.unitOfWork,
            calendar: LocalCalendar(
                clock: FixedTimeSource(importNow),
                zone: importZone))
        try deleter.delete(try deleter.entries([String(deleted.id)]))
        let other = entry(id: deleted.id, note: "wants the deleted entry's id")

        _ = try diary.importFile(File(.json, exporting: [other]))

        let imported = try #require(try diary.store.entry(uid: other.uid))
        #expect(imported.id != deleted.id)
        // Undoing the import, then the delete, brings the first entry back under its own id.
        let undoneAt = importZone.timestamp(at: importNow + 60)
        let undo = UndoInteractor(
            journal: diary.storage.journal,
            calendar: LocalCalendar(clock: FixedTimeSource(undoneAt.seconds), zone: importZone))
        _ = try undo.undo()
        _ = try undo.undo()
        #expect(try diary.store.entry(id: deleted.id).map(exact) == exact(deleted.updated(at: undoneAt)))
    }

    @Test func theIDOfAnUndoneEntryIsNotReused() throws {
        // `log` said "Logged #1", then `undo` took it back: #1 must never mean another entry.
        let diary = try ImportTestDiary()
        let undone = try diary.log("4", note: "logged, then undone")
        _ = try UndoInteractor(
            journal: diary.storage.journal, calendar: LocalCalendar(clock: FixedTimeSource(importNow), zone: importZone)
        )
        .undo()
        let other = entry(id: undone.id, note: "wants the undone entry's id")

        _ = try diary.importFile(File(.csv, exporting: [other]))

        let imported = try #require(try diary.store.entry(uid: other.uid))
        #expect(imported.id != undone.id)
    }

    @Test func theIDOfAnEntryDeletedLongAgoIsNotReused() throws {
        // Once the delete has left the journal (the newest 100 steps), undo cannot bring the entry
        // back, but its id was still shown to the user.
        let diary = try ImportTestDiary()
        let deleted = try diary.log("4", at: "2026-11-20T08:00", note: "deleted long ago")
        let deleter = DeleteEntriesInteractor(
            store: diary.store, unitOfWork: diary.storage.unitOfWork,
            calendar: LocalCalendar(
                clock: FixedTimeSource(importNow),
                zone: importZone))
        try deleter.delete(try deleter.entries([String(deleted.id)]))
        for _ in 0..<diary.storage.journal.capacity { try diary.log("1") }
        let other = entry(id: deleted.id, note: "wants the deleted entry's id")

        _ = try diary.importFile(File(.json, exporting: [other]))

        let imported = try #require(try diary.store.entry(uid: other.uid))
        #expect(imported.id != deleted.id)
    }

    @Test(arguments: [false, true])
    func aUIDTwiceInTheFileIsBadDataNamingTheSecondLine(alreadyInTheDiary: Bool) throws {
        let diary = try ImportTestDiary()
        let twice = entry(id: 1, note: "first")
        if alreadyInTheDiary { try diary.insert(twice) }
        let before = try diary.snapshot()
        let again = Entry(
            id: 3, uid: twice.uid.uppercased(), occurredAt: twice.occurredAt, intensity: painLevel(9),
            areas: [], tags: [], medications: [], note: "second", createdAt: twice.createdAt, updatedAt: twice.updatedAt
        )
        let file = File(.csv, exporting: [twice, entry(id: 2), again])

        #expect(
            throws: PainlogError(.badData, "line 4 (row 3): uid \(twice.uid) appears more than once in the file")
        ) {
            try diary.importFile(file)
        }
        #expect(try diary.snapshot() == before)
    }

    @Test func aCSVFileWithOnlyTheRequiredColumnsCreatesEntries() throws {
        let diary = try ImportTestDiary()
        let file = "intensity,occurred_at\n4,2026-11-20T08:30:00+05:45\n0,2026-11-21 07:15\n"

        #expect(try diary.importCSV(file) == ImportReport(added: 2, updated: 0, unchanged: 0, dryRun: false))

        let entries = try diary.entries()
        #expect(entries.map(\.occurredAt) == [at("2026-11-20T08:30:00+05:45"), at("2026-11-21T07:15:00+01:00")])
        #expect(entries.map(\.intensity.value) == [4, 0])
        for entry in entries {
            #expect(entry.areas.isEmpty && entry.tags.isEmpty && entry.medications.isEmpty && entry.note.isEmpty)
            #expect(entry.createdAt == written && entry.updatedAt == written)
        }
    }

    @Test func aJSONFileWithOnlyTheRequiredFieldsCreatesEntries() throws {
        let diary = try ImportTestDiary()
        let file = """
            [{"occurred_at": "2026-11-20T08:30:00Z", "intensity": 10},
             {"intensity": "3", "occurred_at": "2026-11-21T08:30:00-03:30", "note": null}]
            """

        #expect(try diary.importJSON(file) == ImportReport(added: 2, updated: 0, unchanged: 0, dryRun: false))

        let entries = try diary.entries()
        #expect(entries.map(\.occurredAt) == [at("2026-11-20T08:30:00+00:00"), at("2026-11-21T08:30:00-03:30")])
        #expect(entries.map(\.intensity.value) == [10, 3])
        #expect(entries.allSatisfy { $0.createdAt == written && $0.note.isEmpty })
    }

    @Test(arguments: bothFormats)
    func anEntryWhoseNamesDifferOnlyInCaseIsUnchanged(_ format: Format) throws {
        // The diary keeps the first spelling of a name, so storing another would change nothing.
        let diary = try ImportTestDiary()
        let existing = try diary.insert(entry(id: 1, areas: ["Lower back"], tags: ["Work"]))
        let file = File(
            format,
            exporting: [
                Entry(
                    id: 1, uid: existing.uid, occurredAt: existing.occurredAt, intensity: existing.intensity,
                    areas: ["lower BACK"], tags: ["WORK"], medications: [], note: existing.note,
                    createdAt: existing.createdAt, updatedAt: existing.updatedAt)
            ])

        #expect(try diary.importFile(file) == ImportReport(added: 0, updated: 0, unchanged: 1, dryRun: false))
        #expect(try diary.steps().isEmpty)
    }

    @Test(arguments: bothFormats)
    func aNoteThatDiffersOnlyInUnicodeNormalizationIsUpdated(_ format: Format) throws {
        // "café" precomposed and decomposed look alike, but a note is kept byte for byte.
        let diary = try ImportTestDiary()
        let existing = try diary.insert(entry(id: 1, note: "caf\u{E9}"))
        let decomposed = changed(existing, note: "cafe\u{301}")

        #expect(
            try diary.importFile(File(format, exporting: [decomposed]))
                == ImportReport(added: 0, updated: 1, unchanged: 0, dryRun: false))
        #expect(try diary.entries().map(exact) == [exact(decomposed)])
    }

    @Test func aChangedEntryKeepsItsIDAndUID() throws {
        let diary = try ImportTestDiary()
        let existing = try diary.log("4", at: "2026-11-20T08:00", note: "x")
        // The file says id 99 for this uid: the uid decides which entry it is, and that entry keeps its id.
        let moved = Entry(
            id: 99, uid: existing.uid, occurredAt: existing.occurredAt, intensity: painLevel(6),
            areas: [], tags: [], medications: [], note: "x", createdAt: existing.createdAt,
            updatedAt: Timestamp(seconds: existing.updatedAt.seconds + 60, offset: existing.updatedAt.offset))

        #expect(try diary.importFile(File(.csv, exporting: [moved])).updated == 1)

        let entries = try diary.entries()
        #expect(entries.map(\.id) == [existing.id])
        #expect(entries.first?.intensity.value == 6)
    }
}
