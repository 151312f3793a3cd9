import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogSystem
import PainlogTestSupport
import Testing

@testable import PainlogStorage

/// Random runs of log, edit, delete and undo through the real interactors over a real SQLite
/// file.
///
/// Before every change the whole diary is pushed on a stack; every undo must give back exactly the
/// diary on top of it, but for the `updated_at` of each entry it puts back: the undo's time (an
/// undo is a change, issue 27). Seeds are fixed, so a failure repeats.
@Suite struct UndoPropertyTests {
    /// 2026-11-22T10:00:00+01:00.
    static let start: Int64 = 1_795_338_000

    @Test(arguments: [0x5EED_0001, 0xC0FF_EE42, 0x0BAD_CAFE] as [UInt64])
    func everyUndoGivesBackTheDiaryAsItWasBeforeTheChange(seed: UInt64) throws {
        let run = try UndoRun(seed: seed)
        defer { run.remove() }
        try run.play(operations: 320)
        try run.undoEverything()
    }
}

/// The whole diary: every entry with every field, the notes' exact bytes, the undo steps and the
/// tombstones of deleted entries.
private struct DiarySnapshot: Equatable {
    var entries: [Entry]
    let noteBytes: [[UInt8]]
    let steps: [JournalStep]
    var tombstones: [String] = []

    /// This diary as an undo back to it leaves it at `time`.
    ///
    /// An entry the undone change touched (missing from `current`, the diary before the undo, or
    /// different there in more than `updated_at`) comes back updated at `time`; one it did not
    /// touch stays as it is in `current`, whose `updated_at` a later change's undo may have moved.
    func puttingBack(over current: [Entry], at time: Timestamp) -> DiarySnapshot {
        let now = Dictionary(uniqueKeysWithValues: current.map { ($0.id, $0) })
        var copy = self
        copy.entries = entries.map { entry in
            guard let untouched = now[entry.id], untouched.updated(at: entry.updatedAt) == entry else {
                return entry.updated(at: time)
            }
            return untouched
        }
        return copy
    }
}

/// One seeded run and the stack of diaries that undo must give back.
private final class UndoRun {
    static let areas = ["head", "Neck", "lower back", "Kopf", "ärm", "शिर", "🦵 knee", "NECK", "Head"]
    static let tags = ["work", "Sleep", "weather", "stress", "WORK", "☔️"]
    static let medications = [
        "ibuprofen 400mg", "codeine 30 mg", "paracetamol", "Ibuprofen 200mg", "tea", "codeine 15 mg",
    ]
    static let times = [
        "now", "30m ago", "2h ago", "3d ago", "1w ago", "yesterday", "yesterday 21:00", "2026-11-20T08:30",
        "2026-11-01", "2026-11-20 07:15:30-03:00", "2026-11-21T23:59:59+14:00",
    ]
    static let notes = [
        "", "plain", "she said \"it's 'bad'\" \\ here", "line one\nline two\r\nthree\r", "🤕🧠 👩‍👩‍👧 🇩🇪",
        "\u{202B}right-to-left \u{200F}עברית\u{200E}\u{202C} العربية", "{\"areas\": [1], \"note\": null}",
        "123", "null",
        "nul \u{0} inside", "caf\u{E9}", "cafe\u{301}", "tab\t bell \u{7} esc \u{1B}[31m", "a,b;c\"d'e",
        String(repeating: "x", count: 10_000), String(repeating: "é🤕", count: 5_000),
    ]

    let folder: String
    let storage: SQLiteStorage
    let zone: TimeZoneRules
    private var random: SplitMix64
    private var now = UndoPropertyTests.start
    private var uidCounter: UInt64 = 0
    private var stack: [DiarySnapshot] = []
    /// Whether the journal's bound made it forget the oldest change of the run.
    private var forgotOldest = false
    private var counts: [String: Int] = [:]

    init(seed: UInt64) throws {
        random = SplitMix64(seed: seed)
        folder = NSTemporaryDirectory() + "painlog-undo-property-" + UUID().uuidString
        zone = try #require(TimeZoneRules(identifier: "Europe/Berlin"))
        storage = try SQLiteStorage.open(path: folder + "/diary.sqlite", clock: FixedTimeSource(now), zone: zone)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: - the run

    func play(operations: Int) throws {
        for _ in 0..<operations {
            now += Int64(random.int(1...5400))
            let entries = try snapshot().entries
            // Undo more often when the stack nears the journal's bound, so the run can end at the empty diary.
            let undoPercent = stack.count > 80 ? 60 : 25
            let roll = random.int(0...99)
            if roll < undoPercent {
                try undo()
            } else if entries.isEmpty || roll < undoPercent + 30 {
                try change("log") { try log() }
            } else if roll < undoPercent + 60 {
                try change("edit") { try edit(entries) }
            } else {
                try change("delete") { try delete(entries) }
            }
        }
        #expect(counts["undo", default: 0] > 40, "\(counts)")
        #expect(counts["edit", default: 0] > 40, "\(counts)")
        #expect(counts["delete", default: 0] > 20, "\(counts)")
    }

    /// Pops every diary left on the stack, then checks the start: the empty diary.
    func undoEverything() throws {
        while !stack.isEmpty {
            try undo()
        }
        #expect(!forgotOldest, "the run outgrew the journal's 100 steps; the start cannot be reached")
        if !forgotOldest {
            #expect(try snapshot() == DiarySnapshot(entries: [], noteBytes: [], steps: []))
        }
        #expect(throws: PainlogError.failure("nothing to undo")) {
            try UndoInteractor(
                journal: self.storage.journal,
                calendar: LocalCalendar(clock: FixedTimeSource(self.now), zone: self.zone)
            ).undo()
        }
    }

    /// What a change must do: leave the diary alone when it throws or changes nothing, and otherwise
    /// push the diary it changed for the matching undo.
    private enum Expectation {
        case succeeds
        case isRefused(PainlogError.Kind)
    }

    private func change(_ kind: String, _ body: () throws -> (Expectation, changed: Bool?)) throws {
        let before = try snapshot()
        var expectation = Expectation.succeeds
        var changed: Bool?
        var thrown: PainlogError?
        do {
            (expectation, changed) = try body()
        } catch let error as RefusedAsExpected {
            thrown = error.error
            expectation = .isRefused(error.expected)
        }
        switch expectation {
        case .succeeds:
            #expect(thrown == nil, "\(kind) failed: \(thrown?.message ?? "")")
        case .isRefused(let expected):
            #expect(
                thrown?.kind == expected,
                "\(kind) should have been refused (\(expected)), got \(String(describing: thrown))")
        }
        if thrown != nil || changed == false {
            #expect(try snapshot() == before, "a refused or empty \(kind) changed the diary")
            return
        }
        counts[kind, default: 0] += 1
        stack.append(before)
        if stack.count > storage.journal.capacity {
            stack.removeFirst()
            forgotOldest = true
        }
    }

    private func undo() throws {
        now += 1
        let undo = UndoInteractor(
            journal: storage.journal, calendar: LocalCalendar(clock: FixedTimeSource(now), zone: zone))
        guard let restored = stack.popLast() else {
            let before = try snapshot()
            #expect(throws: PainlogError.failure("nothing to undo")) { try undo.undo() }
            #expect(try snapshot() == before)
            return
        }
        counts["undo", default: 0] += 1
        let current = try snapshot().entries
        let step = try undo.undo()
        let after = try snapshot()
        let expected = restored.puttingBack(over: current, at: zone.timestamp(at: now))
        #expect(after.entries == expected.entries, "undo of \(step.summary) did not give back the diary")
        #expect(after.noteBytes == expected.noteBytes, "undo of \(step.summary) changed a note's bytes")
        #expect(after.tombstones == expected.tombstones, "undo of \(step.summary) did not give back the tombstones")
        if !forgotOldest {
            #expect(after.steps == expected.steps)
        }
    }

    // MARK: - the operations

    /// Thrown by an operation that was refused as the run expected (or not: the caller checks).
    private struct RefusedAsExpected: Error {
        let error: PainlogError
        let expected: PainlogError.Kind
    }

    /// Runs `body`, turning a PainlogError into `RefusedAsExpected` with the kind it should have had.
    private func expecting<T>(_ kind: PainlogError.Kind?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as PainlogError {
            throw RefusedAsExpected(error: error, expected: kind ?? .usage)
        }
    }

    private func log() throws -> (Expectation, changed: Bool?) {
        let request = LogEntryRequest(
            intensity: String(random.int(0...10)), areas: random.some(Self.areas, upTo: 3),
            at: random.chance(50) ? random.pick(Self.times) : nil,
            note: random.chance(70) ? random.pick(Self.notes) : nil, tags: random.some(Self.tags, upTo: 2),
            medications: random.some(Self.medications, upTo: 2))
        let interactor = LogEntryInteractor(
            unitOfWork: storage.unitOfWork, calendar: LocalCalendar(clock: FixedTimeSource(now), zone: zone),
            makeUID: nextUID)
        let entry = try expecting(nil) { try interactor.log(request) }
        #expect(entry.createdAt == zone.timestamp(at: now) && entry.updatedAt == entry.createdAt)
        return (.succeeds, changed: true)
    }

    private func edit(_ entries: [Entry]) throws -> (Expectation, changed: Bool?) {
        let missingID = random.chance(5)
        let entry = random.pick(entries)
        let id = missingID ? (entries.map(\.id).max() ?? 0) + Int64(random.int(1...50)) : entry.id
        var refusal: PainlogError.Kind? = missingID ? .failure : nil

        func maybe(_ percent: Int) -> Bool { random.chance(percent) }
        let intensity = maybe(30) ? String(random.int(0...10)) : nil
        let at = maybe(20) ? random.pick(Self.times) : nil
        let note = maybe(30) ? random.pick(Self.notes) : nil
        let areas = maybe(15) ? random.some(Self.areas, upTo: 3) : []
        let addAreas = maybe(20) ? random.some(Self.areas, upTo: 2) : []
        let tags = maybe(15) ? random.some(Self.tags, upTo: 2) : []
        let addTags = maybe(20) ? random.some(Self.tags, upTo: 2) : []
        let medications = maybe(20) ? random.some(Self.medications, upTo: 2) : []
        let clear = maybe(8)
        // Removals take names the entry will have after replacing and adding, unless one is chosen to be missing.
        let (removeAreas, missingArea) = removals(
            from: (areas.isEmpty ? entry.areas : areas) + addAreas, pool: Self.areas)
        let (removeTags, missingTag) = removals(from: (tags.isEmpty ? entry.tags : tags) + addTags, pool: Self.tags)

        let request = EditEntryRequest(
            id: random.chance(50) ? "\(id)" : "#\(id)", intensity: intensity, at: at, note: note, areas: areas,
            addAreas: addAreas, removeAreas: removeAreas, tags: tags, addTags: addTags, removeTags: removeTags,
            medications: medications, clearMedications: clear)
        let asksNothing =
            intensity == nil && at == nil && note == nil && areas.isEmpty && addAreas.isEmpty && removeAreas.isEmpty
            && tags.isEmpty && addTags.isEmpty && removeTags.isEmpty && medications.isEmpty && !clear
        if asksNothing || (clear && !medications.isEmpty) {
            refusal = .usage
        } else if refusal == nil && (missingArea || missingTag) {
            refusal = .usage
        }

        let interactor = EditEntryInteractor(
            unitOfWork: storage.unitOfWork, calendar: LocalCalendar(clock: FixedTimeSource(now), zone: zone))
        let outcome = try expecting(refusal) { try interactor.edit(request) }
        if let refusal {
            return (.isRefused(refusal), changed: false)
        }
        switch outcome {
        case .unchanged(let same):
            #expect(same == entry)
            return (.succeeds, changed: false)
        case .changed(let before, let after):
            #expect(before == entry)
            #expect(after.id == entry.id && after.uid == entry.uid && after.createdAt == entry.createdAt)
            #expect(after.updatedAt == zone.timestamp(at: now))
            if let intensity { #expect(after.intensity.value == Int(intensity)) }
            if let note { #expect(Array(after.note.utf8) == Array(note.utf8)) }
            if clear { #expect(after.medications.isEmpty) }
            return (.succeeds, changed: true)
        }
    }

    /// Some names to remove from `names` (compared ignoring case), and whether one missing from
    /// it was added on purpose.
    private func removals(from names: [String], pool: [String]) -> ([String], missing: Bool) {
        guard random.chance(20) else { return ([], false) }
        var unique: [String] = []
        for name in names where !unique.contains(where: { $0.lowercased() == name.lowercased() }) {
            unique.append(name)
        }
        var chosen: [String] = []
        for name in unique where random.chance(50) {
            chosen.append(random.chance(50) ? name.uppercased() : name)
        }
        let absent = pool.filter { name in !unique.contains { $0.lowercased() == name.lowercased() } }
        if random.chance(15), let name = absent.randomElement(using: &self.random) {
            chosen.append(name)
            return (chosen, true)
        }
        return (chosen, false)
    }

    private func delete(_ entries: [Entry]) throws -> (Expectation, changed: Bool?) {
        var ids = random.some(entries.map(\.id), upTo: 3).map { "\($0)" }
        if ids.isEmpty { ids = ["\(random.pick(entries).id)"] }
        let missing = random.chance(8)
        if missing {
            ids.insert("#\((entries.map(\.id).max() ?? 0) + Int64(random.int(1...50)))", at: random.int(0...ids.count))
        }
        let interactor = DeleteEntriesInteractor(
            store: storage.entries, unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(clock: FixedTimeSource(now), zone: zone))
        let found = try expecting(missing ? .failure : nil) { try interactor.entries(ids) }
        try interactor.delete(found)
        let left = try storage.entries.count(matching: .all)
        #expect(left == entries.count - Set(found.map(\.id)).count)
        // Deleted although an id was missing: reported by the caller, and undone like any change.
        return (missing ? .isRefused(.failure) : .succeeds, changed: true)
    }

    private func nextUID() -> String {
        uidCounter += 1
        let hex = String(uidCounter, radix: 16)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - hex.count) + hex
    }

    private func snapshot() throws -> DiarySnapshot {
        let entries = try storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil).sorted {
            $0.id < $1.id
        }
        return DiarySnapshot(
            entries: entries, noteBytes: entries.map { Array($0.note.utf8) },
            steps: try storage.journal.recentSteps(limit: 1000), tombstones: try tombstones())
    }

    /// Every tombstone as `uid id deleted_at offset`, read straight from the table.
    private func tombstones() throws -> [String] {
        let connection = try SQLiteConnection(path: folder + "/diary.sqlite", readOnly: true)
        defer { connection.close() }
        var rows: [String] = []
        try connection.query(
            "SELECT \(Tombstone.selection) FROM tombstones ORDER BY uid", Tombstone.Columns.self
        ) { row in
            let tombstone = Tombstone(row: row)
            rows.append(
                "\(tombstone.uid) \(tombstone.entryID) \(tombstone.deletedAt.seconds) \(tombstone.deletedAt.offset)")
        }
        return rows
    }
}
