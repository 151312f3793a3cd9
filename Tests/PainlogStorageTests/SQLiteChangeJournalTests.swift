import Foundation
import PainlogDomain
import PainlogSystem
import Testing

@testable import PainlogStorage

/// The change journal over a real SQLite file: every undo must give back the tables exactly as
/// they were, row for row and byte for byte.
@Suite struct SQLiteChangeJournalTests {
    /// 2026-11-22T10:00:00+01:00.
    static let now: Int64 = 1_795_338_000

    // MARK: - log, edit, delete, each undone exactly

    @Test func undoingALogRemovesTheEntryAndNothingElse() throws {
        try withDiary { diary in
            _ = try diary.log(Self.content(intensity: 4, areas: ["neck"], note: "earlier"))
            let before = try diary.dump()
            let journalBefore = try diary.journalDump()

            let entry = try diary.log(
                Self.content(
                    intensity: 7, areas: ["head", "Neck", "jaw"], tags: ["work"],
                    medications: [
                        Medication(name: "ibuprofen", dose: "400mg"), Medication(name: "codeine", dose: "30 mg"),
                    ], note: "new"))
            #expect(try diary.dump() != before)

            let step = try #require(try diary.storage.journal.undoLatest(at: diary.time))
            #expect(step.kind == .log)
            #expect(step.summary == "log #\(entry.id)")
            #expect(step.entryCount == 1)
            #expect(try diary.dump() == before)
            #expect(try diary.journalDump() == journalBefore)
            #expect(try diary.storage.entries.entry(id: entry.id) == nil)
        }
    }

    @Test func undoingAnEditRestoresEveryFieldAndLinkInItsOrder() throws {
        try withDiary { diary in
            let original = try diary.log(
                Self.content(
                    intensity: 6, areas: ["lower back", "Head", "ärm"], tags: ["work", "Stress"],
                    medications: [
                        Medication(name: "ibuprofen", dose: "400mg"), Medication(name: "paracetamol"),
                        Medication(name: "ibuprofen", dose: "200mg"),
                    ],
                    note: "first \"note\"", occurredOffset: 19_800))
            _ = try diary.log(Self.content(intensity: 1, areas: ["head"], note: "other"))
            let before = try diary.dump()
            let journalBefore = try diary.journalDump()

            let changed = EntryContent(
                uid: original.uid, occurredAt: Timestamp(seconds: Self.now - 7200, offset: -10_800),
                intensity: try #require(Intensity(2)), areas: ["ärm", "knee", "lower back"], tags: [],
                medications: [Medication(name: "naproxen", dose: "250 mg")], note: "changed\nline two",
                createdAt: original.createdAt, updatedAt: Timestamp(seconds: Self.now + 60, offset: 3600))
            let edited = try diary.edit(original.id, to: changed)
            #expect(edited.areas == ["ärm", "knee", "lower back"])
            #expect(try diary.dump() != before)

            let step = try #require(try diary.storage.journal.undoLatest(at: diary.time))
            #expect(step.kind == .edit)
            #expect(step.summary == "edit #\(original.id)")
            #expect(try diary.dump() == before)
            #expect(try diary.journalDump() == journalBefore)
            #expect(try diary.storage.entries.entry(id: original.id) == original)
        }
    }

    @Test func undoingADeleteBringsEveryEntryBackUnderItsIdAndUid() throws {
        try withDiary { diary in
            let first = try diary.log(
                Self.content(
                    intensity: 3, areas: ["head"], tags: ["a"], medications: [Medication(name: "aspirin")], note: "1"))
            let second = try diary.log(
                Self.content(intensity: 5, areas: ["neck", "head"], tags: ["b", "a"], note: "2"))
            let third = try diary.log(Self.content(intensity: 9, note: "3"))
            let before = try diary.dump()
            let journalBefore = try diary.journalDump()

            try diary.delete([third.id, first.id])
            #expect(try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil) == [second])

            let step = try #require(try diary.storage.journal.undoLatest(at: diary.time))
            #expect(step.kind == .delete)
            #expect(step.summary == "delete #\(third.id), #\(first.id)")
            #expect(step.entryCount == 2)
            #expect(try diary.dump() == before)
            #expect(try diary.journalDump() == journalBefore)
            #expect(
                try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil) == [
                    first, second, third,
                ])
        }
    }

    @Test func undoingEveryStepInTurnWalksBackToTheEmptyDiary() throws {
        try withDiary { diary in
            var dumps = [try diary.dump()]
            let entry = try diary.log(Self.content(intensity: 4, areas: ["head"], note: "a"))
            dumps.append(try diary.dump())
            _ = try diary.edit(entry.id, to: Self.content(intensity: 8, uid: entry.uid, areas: ["neck"], note: "b"))
            dumps.append(try diary.dump())
            let other = try diary.log(Self.content(intensity: 2, tags: ["x"], note: "c"))
            dumps.append(try diary.dump())
            try diary.delete([entry.id, other.id])

            while let expected = dumps.popLast() {
                #expect(try diary.storage.journal.undoLatest(at: diary.time) != nil)
                #expect(try diary.dump() == expected)
            }
            #expect(try diary.storage.journal.undoLatest(at: diary.time) == nil)
            #expect(try diary.dump() == EntryTablesDump(entries: [], areas: [], tags: [], medications: []))
        }
    }

    @Test func idsAreNotReusedAfterALogIsUndone() throws {
        try withDiary { diary in
            let first = try diary.log(Self.content(intensity: 1))
            _ = try diary.storage.journal.undoLatest(at: diary.time)
            let second = try diary.log(Self.content(intensity: 1))
            #expect(second.id > first.id)
        }
    }

    // MARK: - notes byte for byte

    /// A note that has broken text handling somewhere before, named for test output.
    struct HostileNote: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String

        init(_ name: String, _ text: String) {
            self.name = name
            self.text = text
        }

        var testDescription: String { name }
    }

    static let hostileNotes: [HostileNote] = [
        HostileNote("empty", ""),
        HostileNote("quotes and backslashes", "she said \"it's 'bad'\" \\ back\\slash"),
        HostileNote("newlines", "line one\nline two\r\nline three\rend\n"),
        HostileNote("emoji", "emoji 🤕🧠 and family 👩‍👩‍👧 and flag 🇩🇪"),
        HostileNote("right-to-left marks", "\u{202B}right-to-left \u{200F}עברית\u{200E} mark\u{202C} and العربية"),
        HostileNote("JSON", "{\"areas\": [1, 2], \"note\": null}"),
        HostileNote("a number", "123"),
        HostileNote("null", "null"),
        HostileNote("control characters", "tab\there, bell \u{7} escape \u{1B}[31m red"),
        HostileNote("NUL", "nul \u{0} in the middle"),
        HostileNote("decomposed and BOM", "e\u{301} decomposed, é composed, \u{FEFF}bom, \u{2028} separator"),
        HostileNote("10,000 ASCII", String(repeating: "x", count: 10_000)),
        HostileNote("10,000 emoji", String(repeating: "🤕", count: 10_000)),
        HostileNote("10,000 mixed", String(repeating: "a\"\n€", count: 2_500)),
    ]

    @Test(arguments: hostileNotes)
    func notesSurviveEditDeleteAndUndoByteForByte(hostile: HostileNote) throws {
        let note = hostile.text
        try withDiary { diary in
            let other = "other \"note\"\n🦵"
            let entry = try diary.log(Self.content(intensity: 5, areas: ["head"], note: note))
            #expect(Array(entry.note.utf8) == Array(note.utf8))
            let afterLog = try diary.dump()

            let edited = try diary.edit(
                entry.id, to: Self.content(intensity: 5, uid: entry.uid, areas: ["head"], note: other))
            #expect(Array(edited.note.utf8) == Array(other.utf8))
            let afterEdit = try diary.dump()
            _ = try diary.edit(entry.id, to: Self.content(intensity: 6, uid: entry.uid, note: note))
            try diary.delete([entry.id])

            _ = try diary.storage.journal.undoLatest(at: diary.time)
            _ = try diary.storage.journal.undoLatest(at: diary.time)
            #expect(try diary.dump() == afterEdit)
            _ = try diary.storage.journal.undoLatest(at: diary.time)
            #expect(try diary.dump() == afterLog)
            let restored = try #require(try diary.storage.entries.entry(id: entry.id))
            #expect(Array(restored.note.utf8) == Array(note.utf8))
            #expect(restored == entry)
        }
    }

    // MARK: - the bound, and listing

    @Test func keepsOnlyTheNewestHundredSteps() throws {
        try withDiary { diary in
            #expect(diary.storage.journal.capacity == 100)
            var logged: [Entry] = []
            for number in 0..<105 {
                logged.append(try diary.log(Self.content(intensity: number % 11, note: "\(number)")))
            }
            let steps = try diary.storage.journal.recentSteps(limit: 1000)
            #expect(steps.count == 100)
            #expect(steps.first?.summary == "log #\(logged[104].id)")
            #expect(steps.last?.summary == "log #\(logged[5].id)")
            #expect(try diary.scalar("SELECT count(*) FROM journal_steps") == 100)
            // Forgotten steps take their before-images with them.
            #expect(try diary.scalar("SELECT count(*) FROM journal_entries") == 100)

            for _ in 0..<100 {
                #expect(try diary.storage.journal.undoLatest(at: diary.time) != nil)
            }
            #expect(try diary.storage.journal.undoLatest(at: diary.time) == nil)
            let left = try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil)
            #expect(left == Array(logged.prefix(5)))
        }
    }

    @Test func undoneStepsDoNotCountAgainstTheBound() throws {
        try withDiary { diary in
            var logged: [Entry] = []
            for number in 0..<60 {
                logged.append(try diary.log(Self.content(intensity: number % 11)))
            }
            for _ in 0..<50 {
                #expect(try diary.storage.journal.undoLatest(at: diary.time) != nil)
            }
            for number in 0..<85 {
                logged.append(try diary.log(Self.content(intensity: number % 11)))
            }
            // 10 + 85 steps: all kept, although the newest step's id is 145.
            #expect(try diary.storage.journal.recentSteps(limit: 1000).count == 95)
            for number in 0..<10 {
                logged.append(try diary.log(Self.content(intensity: number % 11)))
            }
            let steps = try diary.storage.journal.recentSteps(limit: 1000)
            #expect(steps.count == 100)
            #expect(steps.last?.summary == "log #\(logged[5].id)")

            for _ in 0..<100 {
                #expect(try diary.storage.journal.undoLatest(at: diary.time) != nil)
            }
            #expect(try diary.storage.journal.undoLatest(at: diary.time) == nil)
            let left = try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil)
            #expect(left == Array(logged.prefix(5)))
        }
    }

    @Test func recentStepsAreNewestFirstWithWhatTheyTouched() throws {
        try withDiary { diary in
            let first = try diary.log(Self.content(intensity: 3), at: Timestamp(seconds: Self.now, offset: 3600))
            let second = try diary.log(Self.content(intensity: 4), at: Timestamp(seconds: Self.now + 10, offset: 3600))
            _ = try diary.edit(
                first.id, to: Self.content(intensity: 6, uid: first.uid),
                at: Timestamp(seconds: Self.now + 20, offset: -18_000))
            try diary.delete([first.id, second.id], at: Timestamp(seconds: Self.now + 30, offset: 0))

            let steps = try diary.storage.journal.recentSteps(limit: 10)
            #expect(steps.map(\.kind) == [.delete, .edit, .log, .log])
            #expect(steps.map(\.summary) == ["delete #1, #2", "edit #1", "log #2", "log #1"])
            #expect(steps.map(\.entryCount) == [2, 1, 1, 1])
            #expect(
                steps.map(\.recordedAt) == [
                    Timestamp(seconds: Self.now + 30, offset: 0), Timestamp(seconds: Self.now + 20, offset: -18_000),
                    Timestamp(seconds: Self.now + 10, offset: 3600), Timestamp(seconds: Self.now, offset: 3600),
                ])
            #expect(steps.map(\.id) == steps.map(\.id).sorted(by: >))
            #expect(try diary.storage.journal.recentSteps(limit: 2) == Array(steps.prefix(2)))
            #expect(try diary.storage.journal.recentSteps(limit: 0) == [])
        }
    }

    // MARK: - failures leave nothing behind

    @Test func aChangeThatThrowsLeavesNeitherTheChangeNorItsStep() throws {
        struct Interrupted: Error {}
        try withDiary { diary in
            let entry = try diary.log(Self.content(intensity: 5, areas: ["head"], tags: ["t"], note: "keep me"))
            let before = try diary.dump()
            let journalBefore = try diary.journalDump()
            let store = diary.storage.entries
            let journal = diary.storage.journal

            #expect(throws: Interrupted.self) {
                try diary.storage.unitOfWork.inWriteTransaction { _ in
                    try journal.record(
                        .edit, summary: "edit #\(entry.id)", at: diary.time, changing: [entry.id], created: [])
                    _ = try store.update(id: entry.id, with: Self.content(intensity: 9, uid: entry.uid, note: "lost"))
                    throw Interrupted()
                }
            }
            #expect(throws: Interrupted.self) {
                try diary.storage.unitOfWork.inWriteTransaction { _ in
                    try journal.record(
                        .delete, summary: "delete #\(entry.id)", at: diary.time, changing: [entry.id], created: [])
                    try store.delete(ids: [entry.id])
                    throw Interrupted()
                }
            }
            #expect(throws: Interrupted.self) {
                try diary.storage.unitOfWork.inWriteTransaction { _ in
                    let added = try store.insert(Self.content(intensity: 1, areas: ["new area"]))
                    try journal.record(
                        .log, summary: "log #\(added.id)", at: diary.time, changing: [], created: [added.id])
                    throw Interrupted()
                }
            }
            // The store's own failure (no such entry) after the step was recorded.
            #expect(throws: PainlogError.self) {
                try diary.storage.unitOfWork.inWriteTransaction { _ in
                    try journal.record(.edit, summary: "edit #999", at: diary.time, changing: [999], created: [])
                    _ = try store.update(id: 999, with: Self.content(intensity: 1))
                }
            }
            #expect(try diary.dump() == before)
            #expect(try diary.journalDump() == journalBefore)
            #expect(try journal.recentSteps(limit: 10).map(\.summary) == ["log #\(entry.id)"])
        }
    }

    @Test func anUndoThatFailsHalfWayChangesNothingAndKeepsTheStep() throws {
        try withDiary { diary in
            let first = try diary.log(Self.content(intensity: 3, areas: ["head"], note: "first"))
            let second = try diary.log(Self.content(intensity: 4, areas: ["neck"], note: "second"))
            try diary.delete([first.id, second.id])
            let afterDelete = try diary.dump()
            // Spoil the second before-image so that restoring it breaks the uid CHECK, after the
            // first entry has already been put back.
            try diary.write(
                "UPDATE journal_entries SET before = json_set(before, '$.uid', 'short') WHERE entry_id = \(second.id)")
            let journalBefore = try diary.journalDump()

            #expect(throws: (any Error).self) { try diary.storage.journal.undoLatest(at: diary.time) }
            #expect(try diary.dump() == afterDelete)
            #expect(try diary.journalDump() == journalBefore)
            #expect(try diary.storage.journal.recentSteps(limit: 1).first?.kind == .delete)
        }
    }

    // MARK: - helpers

    // MARK: - ends

    /// An end an hour after the start, across the night the clocks went back (UTC+2 → UTC+1).
    static let dstEnd = Timestamp(seconds: now - 1800, offset: 7200)

    @Test func undoingAnEditThatSetOrRemovedAnEndGivesItBackExactly() throws {
        try withDiary { diary in
            let plain = try diary.log(Self.content(intensity: 6, areas: ["head"]))
            let ended = try diary.log(Self.content(intensity: 7, areas: ["head"], endedAt: Self.dstEnd))
            #expect(try diary.storage.entries.entry(id: ended.id)?.endedAt == Self.dstEnd)

            for (entry, newEnd) in [(plain, Optional(Self.dstEnd)), (ended, nil)] {
                let before = try diary.dump()
                let changed = EntryContent(
                    uid: entry.uid, occurredAt: entry.occurredAt, endedAt: newEnd, intensity: entry.intensity,
                    areas: entry.areas, tags: entry.tags, medications: entry.medications, note: entry.note,
                    createdAt: entry.createdAt, updatedAt: Timestamp(seconds: Self.now + 60, offset: 3600))
                #expect(try diary.edit(entry.id, to: changed).endedAt == newEnd)
                #expect(try diary.dump() != before)

                _ = try #require(try diary.storage.journal.undoLatest(at: diary.time))
                #expect(try diary.dump() == before)
                #expect(try diary.storage.entries.entry(id: entry.id) == entry)
            }
        }
    }

    @Test func undoingADeleteBringsAnEntryBackWithItsEndAndItsOwnOffset() throws {
        try withDiary { diary in
            let entry = try diary.log(Self.content(intensity: 8, endedAt: Self.dstEnd))
            let before = try diary.dump()
            try diary.delete([entry.id])
            _ = try #require(try diary.storage.journal.undoLatest(at: diary.time))
            #expect(try diary.dump() == before)
            #expect(try diary.storage.entries.entry(id: entry.id)?.endedAt == Self.dstEnd)
        }
    }

    @Test func aBeforeImageFromBeforeEndsRestoresAnEntryWithoutOne() throws {
        try withDiary { diary in
            let entry = try diary.log(Self.content(intensity: 5))
            let before = try diary.dump()
            let changed = EntryContent(
                uid: entry.uid, occurredAt: entry.occurredAt, endedAt: Self.dstEnd, intensity: entry.intensity,
                areas: [], tags: [], medications: [], note: "", createdAt: entry.createdAt,
                updatedAt: entry.updatedAt)
            _ = try diary.edit(entry.id, to: changed)
            // As painlog 0.2 wrote it: no ended_at in the image at all.
            let connection = try SQLiteConnection(path: diary.path)
            try connection.run(
                "UPDATE journal_entries SET before = json_remove(before, '$.ended_at', '$.ended_offset')")
            _ = try #require(try diary.storage.journal.undoLatest(at: diary.time))
            #expect(try diary.dump() == before)
            #expect(try diary.storage.entries.entry(id: entry.id)?.endedAt == nil)
        }
    }

    // MARK: - an undo is a change (issue 27)

    /// An hour after the changes, in another zone's offset: when the undos below are typed.
    static let undoneAt = Timestamp(seconds: now + 3600, offset: -18_000)

    @Test func undoingAnEditOrADeletePutsEntriesBackUpdatedAtTheUndo() throws {
        try withDiary { diary in
            let original = try diary.log(
                Self.content(intensity: 6, areas: ["head"], tags: ["work"], note: "first", endedAt: Self.dstEnd))
            let other = try diary.log(Self.content(intensity: 2, note: "left alone"))
            _ = try diary.edit(original.id, to: Self.content(intensity: 9, uid: original.uid, note: "typo"))

            #expect(try diary.storage.journal.undoLatest(at: Self.undoneAt)?.kind == .edit)
            let restored = try #require(try diary.storage.entries.entry(id: original.id))
            #expect(restored == original.updated(at: Self.undoneAt), "every field back but updated_at")
            #expect(try diary.storage.entries.entry(id: other.id) == other, "an entry the step did not touch")

            try diary.delete([original.id, other.id])
            let later = Timestamp(seconds: Self.undoneAt.seconds + 60, offset: 3600)
            #expect(try diary.storage.journal.undoLatest(at: later)?.kind == .delete)
            #expect(
                try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil)
                    == [original.updated(at: later), other.updated(at: later)])
        }
    }

    @Test func undoingASyncPutsEntriesBackExactlyUpdatedAtIncluded() throws {
        try withDiary { diary in
            let entry = try diary.log(Self.content(intensity: 4, areas: ["neck"], note: "here"))
            let before = try diary.dump()
            let merged = EntryContent(
                uid: entry.uid, occurredAt: entry.occurredAt, intensity: try #require(Intensity(8)), areas: ["knee"],
                tags: [], medications: [], note: "there", createdAt: entry.createdAt,
                updatedAt: Timestamp(seconds: Self.now + 60, offset: 3600))
            try diary.storage.unitOfWork.inWriteTransaction { _ in
                try diary.storage.journal.record(
                    .sync, summary: "sync folder", at: diary.time, changing: [entry.id], created: [])
                _ = try diary.storage.entries.update(id: entry.id, with: merged)
            }
            #expect(try diary.storage.journal.undoLatest(at: Self.undoneAt)?.kind == .sync)
            #expect(try diary.dump() == before)
        }
    }

    // MARK: - symptoms (migration 0014)

    @Test func symptomsAreStoredAsASetAndEveryUndoGivesThemBack() throws {
        try withDiary { diary in
            let all = SymptomSet(Symptom.allCases)
            let entry = try diary.log(
                Self.content(intensity: 7, areas: ["head"], symptoms: SymptomSet([.nausea, .unilateral])))
            #expect(entry.symptoms == SymptomSet([.unilateral, .nausea]))
            #expect(entry.symptoms.names == ["nausea", "unilateral"])
            #expect(try diary.scalar("SELECT symptoms FROM entries WHERE id = \(entry.id)") == 9)
            let before = try diary.dump()

            _ = try diary.edit(entry.id, to: Self.content(intensity: 7, uid: entry.uid, areas: ["head"], symptoms: all))
            #expect(try diary.storage.entries.entry(id: entry.id)?.symptoms == all)
            #expect(try diary.scalar("SELECT symptoms FROM entries WHERE id = \(entry.id)") == 255)
            #expect(try diary.storage.journal.undoLatest(at: diary.time)?.kind == .edit)
            #expect(try diary.dump() == before)

            try diary.delete([entry.id])
            #expect(try diary.storage.journal.undoLatest(at: diary.time)?.kind == .delete)
            #expect(try diary.dump() == before)
            #expect(try diary.storage.entries.entry(id: entry.id)?.symptoms.names == ["nausea", "unilateral"])
        }
    }

    @Test func anUndoImageWrittenBeforeSymptomsGivesAnEntryWithoutThem() throws {
        try withDiary { diary in
            let entry = try diary.log(Self.content(intensity: 5, symptoms: SymptomSet([.aura])))
            try diary.delete([entry.id])
            // What painlog 0.3 wrote: the image without `symptoms`.
            try diary.write("UPDATE journal_entries SET before = json_remove(before, '$.symptoms')")
            #expect(try diary.storage.journal.undoLatest(at: diary.time)?.kind == .delete)
            #expect(try diary.storage.entries.entry(id: entry.id)?.symptoms == SymptomSet.none)
        }
    }

    @Test func theDatabaseRefusesBitsNoSymptomHas() throws {
        try withDiary { diary in
            let entry = try diary.log(Self.content(intensity: 5))
            #expect(throws: (any Error).self) {
                try diary.write("UPDATE entries SET symptoms = 256 WHERE id = \(entry.id)")
            }
            #expect(SymptomSet(rawValue: 0x1FF).rawValue == 255)
        }
    }

    static func content(
        intensity: Int, uid: String = UUID().uuidString.lowercased(), areas: [String] = [], tags: [String] = [],
        medications: [Medication] = [], note: String = "", occurredOffset: Int = 3600, endedAt: Timestamp? = nil,
        symptoms: SymptomSet = .none
    ) throws -> EntryContent {
        let written = Timestamp(seconds: now, offset: 3600)
        return EntryContent(
            uid: uid, occurredAt: Timestamp(seconds: now - 3600, offset: occurredOffset), endedAt: endedAt,
            intensity: try #require(Intensity(intensity)), areas: areas, tags: tags, medications: medications,
            note: note, createdAt: written, updatedAt: written, symptoms: symptoms)
    }
}

/// Every row of the entry tables, in a fixed order, each as SQL-typed JSON with notes and doses as hex,
/// so two dumps are equal only when the tables hold the same bytes.
private struct EntryTablesDump: Equatable, CustomStringConvertible {
    var entries: [String]
    var areas: [String]
    var tags: [String]
    var medications: [String]

    var description: String {
        "entries: \(entries)\nentry_areas: \(areas)\nentry_tags: \(tags)\nentry_medications: \(medications)"
    }
}

/// A diary in a fresh temporary folder, written the way the interactors write it.
private final class TemporaryDiary {
    let folder: String
    let path: String
    let storage: SQLiteStorage
    let time = Timestamp(seconds: SQLiteChangeJournalTests.now, offset: 3600)

    init() throws {
        folder = NSTemporaryDirectory() + "painlog-journal-" + UUID().uuidString
        path = folder + "/diary.sqlite"
        let zone = try #require(TimeZoneRules(identifier: "Europe/Berlin"))
        storage = try SQLiteStorage.open(
            path: path, clock: FixedTimeSource(SQLiteChangeJournalTests.now), zone: zone)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Inserts an entry and records its step, as `LogEntryInteractor` does.
    func log(_ content: EntryContent, at time: Timestamp? = nil) throws -> Entry {
        try storage.unitOfWork.inWriteTransaction { _ in
            let entry = try storage.entries.insert(content)
            try storage.journal.record(
                .log, summary: "log #\(entry.id)", at: time ?? self.time, changing: [], created: [entry.id])
            return entry
        }
    }

    /// Records the step and replaces the entry, as `EditEntryInteractor` does.
    func edit(_ id: Int64, to content: EntryContent, at time: Timestamp? = nil) throws -> Entry {
        try storage.unitOfWork.inWriteTransaction { _ in
            try storage.journal.record(
                .edit, summary: "edit #\(id)", at: time ?? self.time, changing: [id], created: [])
            return try storage.entries.update(id: id, with: content)
        }
    }

    /// Records the step and deletes, as `DeleteEntriesInteractor` does.
    func delete(_ ids: [Int64], at time: Timestamp? = nil) throws {
        try storage.unitOfWork.inWriteTransaction { _ in
            try storage.journal.record(
                .delete, summary: "delete " + ids.map { "#\($0)" }.joined(separator: ", "), at: time ?? self.time,
                changing: ids, created: [])
            try storage.entries.delete(ids: ids)
        }
    }

    /// The four entry tables, read through a second connection.
    func dump() throws -> EntryTablesDump {
        let connection = try SQLiteConnection(path: path, readOnly: true)
        return EntryTablesDump(
            entries: try rows(
                """
                SELECT json_array(id, uid, typeof(uid), occurred_at, occurred_offset, intensity, hex(note), typeof(note),
                                  created_at, created_offset, updated_at, updated_offset,
                                  ended_at, typeof(ended_at), ended_offset, typeof(ended_offset), symptoms)
                FROM entries ORDER BY id
                """, connection),
            areas: try rows(
                "SELECT json_array(entry_id, area_id, position) FROM entry_areas ORDER BY entry_id, position",
                connection),
            tags: try rows(
                "SELECT json_array(entry_id, tag_id, position) FROM entry_tags ORDER BY entry_id, position", connection),
            medications: try rows(
                """
                SELECT json_array(entry_id, position, medication_id, hex(dose), typeof(dose))
                FROM entry_medications ORDER BY entry_id, position
                """, connection))
    }

    /// The journal's two tables.
    func journalDump() throws -> [String] {
        let connection = try SQLiteConnection(path: path, readOnly: true)
        return try rows(
            "SELECT json_array(id, command, summary, created_at, created_offset) FROM journal_steps ORDER BY id",
            connection)
            + rows(
                """
                SELECT json_array(step_id, entry_id, hex(before), typeof(before))
                FROM journal_entries ORDER BY step_id, entry_id
                """,
                connection)
    }

    func scalar(_ sql: SQLFragment) throws -> Int64 {
        try SQLiteConnection(path: path, readOnly: true).scalarInt(sql)
    }

    /// Writes behind the journal's back, through a connection of its own.
    func write(_ sql: SQLFragment) throws {
        let connection = try SQLiteConnection(path: path)
        try connection.run(sql)
    }

    private func rows(_ sql: SQLFragment, _ connection: SQLiteConnection) throws -> [String] {
        var rows: [String] = []
        try connection.query(sql, SingleColumn.self) { rows.append(String(row: $0)) }
        return rows
    }
}

/// Runs `body` with a new diary and removes its folder afterwards.
private func withDiary(_ body: (TemporaryDiary) throws -> Void) throws {
    let diary = try TemporaryDiary()
    defer { diary.remove() }
    try body(diary)
}
