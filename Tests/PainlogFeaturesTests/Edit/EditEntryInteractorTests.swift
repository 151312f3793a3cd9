import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogSystem
import Testing

/// `edit`: only the named fields change, with `log`'s rules; `uid` and `created_at` never move,
/// `updated_at` does; anything refused leaves the diary and its journal as they were.
@Suite struct EditEntryInteractorTests {
    /// 2026-11-22T10:00:00+01:00, when the entries are logged.
    static let loggedAt: Int64 = 1_795_338_000
    /// Ten minutes later, when they are edited.
    static let editedAt: Int64 = loggedAt + 600

    // MARK: - each field on its own

    @Test func intensityChangesOnlyTheIntensityAndUpdatedAt() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let six = try #require(Intensity(6))
            let outcome = try diary.edit(EditEntryRequest(id: "\(entry.id)", intensity: "6"))
            try diary.expectChanged(outcome, from: entry, to: entry.with(intensity: six))
        }
    }

    @Test func atChangesOnlyWhenItHappened() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let outcome = try diary.edit(EditEntryRequest(id: "#\(entry.id)", at: "yesterday 21:00"))
            try diary.expectChanged(
                outcome, from: entry, to: entry.with(occurredAt: Timestamp(seconds: 1_795_291_200, offset: 3600)))
        }
    }

    @Test func atKeepsAnExplicitOffset() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let outcome = try diary.edit(EditEntryRequest(id: "\(entry.id)", at: "2026-11-20T08:30+05:30"))
            try diary.expectChanged(
                outcome, from: entry, to: entry.with(occurredAt: Timestamp(seconds: 1_795_143_600, offset: 19_800)))
        }
    }

    @Test(arguments: [
        EditCase("empty", EditEntryRequest(id: "1", note: "")),
        EditCase("plain", EditEntryRequest(id: "1", note: "new note")),
        EditCase("quotes and newlines", EditEntryRequest(id: "1", note: "quotes \"'\" and\nnewlines\r\n")),
        EditCase("emoji and right-to-left", EditEntryRequest(id: "1", note: "🤕 \u{202B}עברית\u{202C}\u{200F}")),
        EditCase("NUL", EditEntryRequest(id: "1", note: "nul \u{0} inside")),
        EditCase("10,000 characters", EditEntryRequest(id: "1", note: String(repeating: "é🤕", count: 5_000))),
    ])
    func noteReplacesTheNoteByteForByte(edit: EditCase) throws {
        let note = try #require(edit.request.note)
        try withEditDiary { diary in
            let entry = try diary.logFull()
            #expect(entry.id == 1)
            let outcome = try diary.edit(edit.request)
            try diary.expectChanged(outcome, from: entry, to: entry.with(note: note))
            let stored = try #require(try diary.storage.entries.entry(id: entry.id))
            #expect(Array(stored.note.utf8) == Array(note.utf8))
        }
    }

    @Test func aNoteThatDiffersOnlyInItsBytesIsStillAChange() throws {
        try withEditDiary { diary in
            let composed = "caf\u{E9}"
            let decomposed = "cafe\u{301}"
            let entry = try diary.log(LogEntryRequest(intensity: "4", note: composed))
            let outcome = try diary.edit(EditEntryRequest(id: "\(entry.id)", note: decomposed))
            try diary.expectChanged(outcome, from: entry, to: entry.with(note: decomposed))
            let stored = try #require(try diary.storage.entries.entry(id: entry.id))
            #expect(Array(stored.note.utf8) == Array(decomposed.utf8))
        }
    }

    @Test func areaReplacesEveryAreaInTheOrderGiven() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let outcome = try diary.edit(EditEntryRequest(id: "\(entry.id)", areas: ["knee", " Hip ", "KNEE"]))
            try diary.expectChanged(outcome, from: entry, to: entry.with(areas: ["knee", "Hip"]))
        }
    }

    @Test func areaKeepsTheDiarysFirstSpellingOfAName() throws {
        try withEditDiary { diary in
            _ = try diary.log(LogEntryRequest(intensity: "2", areas: ["Lower Back"]))
            let entry = try diary.logFull()
            let outcome = try diary.edit(EditEntryRequest(id: "\(entry.id)", addAreas: ["lower back"]))
            try diary.expectChanged(outcome, from: entry, to: entry.with(areas: ["head", "Neck", "Lower Back"]))
        }
    }

    @Test func addAreaAppendsAndRemoveAreaRemovesIgnoringCase() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let outcome = try diary.edit(
                EditEntryRequest(id: "\(entry.id)", addAreas: ["jaw", "HEAD"], removeAreas: ["neck"]))
            try diary.expectChanged(outcome, from: entry, to: entry.with(areas: ["head", "jaw"]))
        }
    }

    @Test func areaThenAddAndRemoveWorkOnTheReplacement() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let outcome = try diary.edit(
                EditEntryRequest(id: "\(entry.id)", areas: ["knee", "hip"], addAreas: ["ankle"], removeAreas: ["Knee"]))
            try diary.expectChanged(outcome, from: entry, to: entry.with(areas: ["hip", "ankle"]))
        }
    }

    @Test func removingTheLastAreaLeavesNone() throws {
        try withEditDiary { diary in
            let entry = try diary.log(LogEntryRequest(intensity: "3", areas: ["head"]))
            let outcome = try diary.edit(EditEntryRequest(id: "\(entry.id)", removeAreas: ["HEAD"]))
            try diary.expectChanged(outcome, from: entry, to: entry.with(areas: []))
        }
    }

    @Test func tagsFollowTheSameThreeRules() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let replaced = try diary.edit(EditEntryRequest(id: "\(entry.id)", tags: ["sleep", "Weather", "SLEEP"]))
            try diary.expectChanged(replaced, from: entry, to: entry.with(tags: ["sleep", "Weather"]))

            let afterReplace = try #require(try diary.storage.entries.entry(id: entry.id))
            let added = try diary.edit(EditEntryRequest(id: "\(entry.id)", addTags: ["stress", "weather"]))
            try diary.expectChanged(
                added, from: afterReplace, to: afterReplace.with(tags: ["sleep", "Weather", "stress"]))

            let afterAdd = try #require(try diary.storage.entries.entry(id: entry.id))
            let removed = try diary.edit(EditEntryRequest(id: "\(entry.id)", removeTags: ["SLEEP", "Stress"]))
            try diary.expectChanged(removed, from: afterAdd, to: afterAdd.with(tags: ["Weather"]))
        }
    }

    @Test func medReplacesEveryMedication() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let outcome = try diary.edit(
                EditEntryRequest(id: "\(entry.id)", medications: ["codeine 30 mg", "paracetamol", "codeine 15 mg"]))
            try diary.expectChanged(
                outcome, from: entry,
                to: entry.with(medications: [
                    Medication(name: "codeine", dose: "30 mg"), Medication(name: "paracetamol"),
                    Medication(name: "codeine", dose: "15 mg"),
                ]))
        }
    }

    @Test func clearMedsRemovesEveryMedication() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let outcome = try diary.edit(EditEntryRequest(id: "\(entry.id)", clearMedications: true))
            try diary.expectChanged(outcome, from: entry, to: entry.with(medications: []))
        }
    }

    @Test func everythingAtOnce() throws {
        try withEditDiary { diary in
            let zero = try #require(Intensity(0))
            let entry = try diary.logFull()
            let outcome = try diary.edit(
                EditEntryRequest(
                    id: "\(entry.id)", intensity: "0", at: "2026-11-20T08:30+05:30", note: "all new", addAreas: ["jaw"],
                    removeAreas: ["head"], tags: ["x"], clearMedications: true))
            try diary.expectChanged(
                outcome, from: entry,
                to: entry.with(
                    occurredAt: Timestamp(seconds: 1_795_143_600, offset: 19_800), intensity: zero,
                    areas: ["Neck", "jaw"], tags: ["x"], medications: [], note: "all new"))
        }
    }

    // MARK: - nothing to change

    @Test(arguments: [
        EditCase("the same intensity", EditEntryRequest(id: "1", intensity: "5")),
        EditCase("the same intensity written with spaces", EditEntryRequest(id: "1", intensity: " 5 ")),
        EditCase("the same time", EditEntryRequest(id: "1", at: "2026-11-22T08:00")),
        EditCase("the same note", EditEntryRequest(id: "1", note: "stiff \"neck\"\nafter work")),
        EditCase("the same areas in another case", EditEntryRequest(id: "1", areas: ["HEAD", "neck"])),
        EditCase("adding an area it has", EditEntryRequest(id: "1", addAreas: ["Head"])),
        EditCase("the same tags", EditEntryRequest(id: "1", tags: ["work"])),
        EditCase("adding a tag it has", EditEntryRequest(id: "1", addTags: ["WORK"])),
        EditCase("the same medications", EditEntryRequest(id: "1", medications: ["ibuprofen 400mg", "tea"])),
        EditCase(
            "adding and removing the same new area", EditEntryRequest(id: "1", addAreas: ["jaw"], removeAreas: ["jaw"])),
    ])
    func anEditThatChangesNothingSaysSoAndKeepsUpdatedAt(edit: EditCase) throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            #expect(entry.id == 1)
            let before = try diary.state()
            let outcome = try diary.edit(edit.request)
            #expect(outcome == .unchanged(entry))
            #expect(try diary.state() == before)
        }
    }

    @Test func clearingMedsOfAnEntryWithoutAnyChangesNothing() throws {
        try withEditDiary { diary in
            let entry = try diary.log(LogEntryRequest(intensity: "3"))
            let before = try diary.state()
            #expect(try diary.edit(EditEntryRequest(id: "\(entry.id)", clearMedications: true)) == .unchanged(entry))
            #expect(try diary.state() == before)
        }
    }

    // MARK: - refused, changing nothing

    static let tooLong = String(repeating: "x", count: 65)

    @Test(arguments: [
        EditCase("no options at all", EditEntryRequest(id: "1"), says: "nothing to change for #1"),
        EditCase("intensity 11", EditEntryRequest(id: "1", intensity: "11"), says: "'11'"),
        EditCase("intensity -1", EditEntryRequest(id: "1", intensity: "-1"), says: "'-1'"),
        EditCase("intensity 5.5", EditEntryRequest(id: "1", intensity: "5.5"), says: "'5.5'"),
        EditCase("intensity five", EditEntryRequest(id: "1", intensity: "five"), says: "'five'"),
        EditCase("empty intensity", EditEntryRequest(id: "1", intensity: ""), says: "intensity"),
        EditCase("unparseable --at", EditEntryRequest(id: "1", at: "next blue moon"), says: "next blue moon"),
        EditCase("empty --at", EditEntryRequest(id: "1", at: ""), says: "at ''"),
        EditCase("--at in the future", EditEntryRequest(id: "1", at: "2026-11-23T09:00"), says: "future"),
        EditCase("--at later today", EditEntryRequest(id: "1", at: "23:00"), says: "future"),
        EditCase(
            "a note too long", EditEntryRequest(id: "1", note: String(repeating: "n", count: 10_001)), says: "10001"),
        EditCase("an empty --area", EditEntryRequest(id: "1", areas: ["  "]), says: "area"),
        EditCase("--area with ;", EditEntryRequest(id: "1", areas: ["a;b"]), says: "'a;b'"),
        EditCase("--area too long", EditEntryRequest(id: "1", areas: [tooLong]), says: tooLong),
        EditCase("--area with a control character", EditEntryRequest(id: "1", areas: ["bell\u{7}"]), says: "control"),
        EditCase("--add-area with ;", EditEntryRequest(id: "1", addAreas: ["x;y"]), says: "'x;y'"),
        EditCase("an empty --remove-area", EditEntryRequest(id: "1", removeAreas: [""]), says: "area"),
        EditCase("--tag with ;", EditEntryRequest(id: "1", tags: ["t;u"]), says: "'t;u'"),
        EditCase("--add-tag too long", EditEntryRequest(id: "1", addTags: [tooLong]), says: tooLong),
        EditCase("--remove-tag with a newline", EditEntryRequest(id: "1", removeTags: ["a\nb"]), says: "control"),
        EditCase("an empty --med", EditEntryRequest(id: "1", medications: [""]), says: "medication"),
        EditCase("--med with ;", EditEntryRequest(id: "1", medications: ["ibu;profen"]), says: "'ibu;profen'"),
        EditCase(
            "--med with --clear-meds", EditEntryRequest(id: "1", medications: ["tea"], clearMedications: true),
            says: "medication and clearMedications contradict"),
        EditCase(
            "removing an area it lacks", EditEntryRequest(id: "1", removeAreas: ["elbow"]),
            says: "removeArea 'elbow': entry #1 does not have it"),
        EditCase(
            "removing a tag it lacks", EditEntryRequest(id: "1", intensity: "9", removeTags: ["holiday"]),
            says: "removeTag 'holiday': entry #1 does not have it"),
        EditCase(
            "removing an area the replacement lacks", EditEntryRequest(id: "1", areas: ["knee"], removeAreas: ["head"]),
            says: "'head'"),
        EditCase("a malformed id", EditEntryRequest(id: "abc", intensity: "3"), says: "'abc'"),
        EditCase("id 0", EditEntryRequest(id: "0", intensity: "3"), says: "'0'"),
        EditCase("a negative id", EditEntryRequest(id: "-1", intensity: "3"), says: "'-1'"),
        EditCase("a missing id with a bad value", EditEntryRequest(id: "99", intensity: "11"), says: "'11'"),
    ])
    func aBadValueIsAUsageErrorThatChangesNothing(edit: EditCase) throws {
        try withEditDiary { diary in
            _ = try diary.logFull()
            let before = try diary.state()
            let error = try #require(throws: PainlogError.self) { try diary.edit(edit.request) }
            #expect(error.kind == .usage)
            #expect(error.message.contains(edit.says), "\(error.message)")
            #expect(!error.message.contains("\n"))
            #expect(try diary.state() == before)
        }
    }

    @Test func aMissingIdIsAFailureThatChangesNothing() throws {
        try withEditDiary { diary in
            _ = try diary.logFull()
            let before = try diary.state()
            let error = try #require(throws: PainlogError.self) {
                try diary.edit(EditEntryRequest(id: "99", intensity: "3"))
            }
            #expect(error.kind == .failure)
            #expect(error.message.contains("#99"))
            #expect(try diary.state() == before)
        }
    }

    // MARK: - the journal

    @Test func anEditIsOneUndoStepThatUndoReverts() throws {
        try withEditDiary { diary in
            let entry = try diary.logFull()
            let before = try diary.state()
            _ = try diary.edit(
                EditEntryRequest(id: "\(entry.id)", intensity: "1", addAreas: ["jaw"], clearMedications: true))
            let step = try #require(try diary.storage.journal.recentSteps(limit: 1).first)
            #expect(step.kind == .edit)
            #expect(step.summary == "edit #\(entry.id)")
            #expect(step.entryCount == 1)
            #expect(step.recordedAt == Timestamp(seconds: Self.editedAt, offset: 3600))

            // Undone ten minutes later: the entry comes back as it was, updated then (an undo is a change).
            let undoneAt = Self.editedAt + 600
            let undo = UndoInteractor(
                journal: diary.storage.journal,
                calendar: LocalCalendar(clock: FixedTimeSource(undoneAt), zone: berlinZone))
            #expect(try undo.undo() == step)
            let restored = before.entries.map {
                $0.id == entry.id ? $0.updated(at: berlinZone.timestamp(at: undoneAt)) : $0
            }
            #expect(
                try diary.state() == DiaryState(entries: restored, noteBytes: before.noteBytes, steps: before.steps))
        }
    }

    // MARK: - helpers

    /// One `edit` request, named for test output, with what its error must say.
    struct EditCase: Sendable, CustomTestStringConvertible {
        let name: String
        let request: EditEntryRequest
        let says: String

        init(_ name: String, _ request: EditEntryRequest, says: String = "") {
            self.name = name
            self.request = request
            self.says = says
        }

        var testDescription: String { name }
    }
}

/// A diary in a temporary folder, with the interactors `edit` uses.
private final class EditDiary {
    let folder: String
    let storage: SQLiteStorage
    let zone: TimeZoneRules

    init() throws {
        folder = NSTemporaryDirectory() + "painlog-edit-" + UUID().uuidString
        zone = try #require(TimeZoneRules(identifier: "Europe/Berlin"))
        storage = try SQLiteStorage.open(
            path: folder + "/diary.sqlite", clock: FixedTimeSource(EditEntryInteractorTests.loggedAt), zone: zone)
    }

    func log(_ request: LogEntryRequest) throws -> Entry {
        try LogEntryInteractor(
            unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(
                clock: FixedTimeSource(EditEntryInteractorTests.loggedAt),
                zone: zone), makeUID: { UUID().uuidString.lowercased() }
        ).log(request)
    }

    /// An entry with something in every field.
    func logFull() throws -> Entry {
        try log(
            LogEntryRequest(
                intensity: "5", areas: ["head", "Neck"], at: "2026-11-22T08:00", note: "stiff \"neck\"\nafter work",
                tags: ["work"], medications: ["ibuprofen 400mg", "tea"]))
    }

    func edit(_ request: EditEntryRequest) throws -> EditOutcome {
        try EditEntryInteractor(
            unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(
                clock: FixedTimeSource(EditEntryInteractorTests.editedAt),
                zone: zone)
        ).edit(request)
    }

    /// Checks that the edit changed `before` into exactly `expected` (plus the new `updated_at`)
    /// and that this is what the diary now holds.
    func expectChanged(
        _ outcome: EditOutcome, from before: Entry, to expected: Entry,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let moved = expected.with(updatedAt: Timestamp(seconds: EditEntryInteractorTests.editedAt, offset: 3600))
        guard case .changed(let reportedBefore, let after) = outcome else {
            Issue.record("expected a change, got \(outcome)", sourceLocation: sourceLocation)
            return
        }
        #expect(reportedBefore == before, sourceLocation: sourceLocation)
        #expect(after == moved, sourceLocation: sourceLocation)
        #expect(Array(after.note.utf8) == Array(moved.note.utf8), sourceLocation: sourceLocation)
        #expect(after.uid == before.uid && after.createdAt == before.createdAt, sourceLocation: sourceLocation)
        #expect(try storage.entries.entry(id: before.id) == moved, sourceLocation: sourceLocation)
    }

    /// Every entry and every journal step, with the notes' bytes.
    func state() throws -> DiaryState {
        let entries = try storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil).sorted {
            $0.id < $1.id
        }
        return DiaryState(
            entries: entries, noteBytes: entries.map { Array($0.note.utf8) },
            steps: try storage.journal.recentSteps(limit: 1000))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}

private struct DiaryState: Equatable {
    let entries: [Entry]
    let noteBytes: [[UInt8]]
    let steps: [JournalStep]
}

private func withEditDiary(_ body: (EditDiary) throws -> Void) throws {
    let diary = try EditDiary()
    defer { diary.remove() }
    try body(diary)
}

extension Entry {
    /// This entry with some fields replaced.
    fileprivate func with(
        occurredAt: Timestamp? = nil, intensity: Intensity? = nil, areas: [String]? = nil, tags: [String]? = nil,
        medications: [Medication]? = nil, note: String? = nil, updatedAt: Timestamp? = nil
    ) -> Entry {
        Entry(
            id: id, uid: uid, occurredAt: occurredAt ?? self.occurredAt, endedAt: endedAt,
            intensity: intensity ?? self.intensity,
            areas: areas ?? self.areas, tags: tags ?? self.tags, medications: medications ?? self.medications,
            note: note ?? self.note, createdAt: createdAt, updatedAt: updatedAt ?? self.updatedAt)
    }
}
