import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogSystem
import Testing

/// `delete ID...`: all or nothing, as one undo step. (Asking on a terminal is the CLI's part:
/// see the end-to-end tests.)
@Suite struct DeleteEntriesInteractorTests {
    /// 2026-11-22T10:00:00+01:00, when the entries are logged.
    static let loggedAt: Int64 = 1_795_338_000
    /// An hour later, when they are deleted.
    static let deletedAt: Int64 = loggedAt + 3600

    @Test func findsTheEntriesInTheOrderGivenWithoutRepeats() throws {
        try withDeleteDiary { diary in
            let logged = try diary.logThree()
            let found = try diary.interactor.entries(["3", "#1", "1", "#3"])
            #expect(found == [logged[2], logged[0]])
        }
    }

    @Test func deletesExactlyThoseEntriesAsOneStep() throws {
        try withDeleteDiary { diary in
            let logged = try diary.logThree()
            let interactor = diary.interactor
            try interactor.delete(try interactor.entries(["3", "1"]))

            #expect(try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil) == [logged[1]])
            let steps = try diary.storage.journal.recentSteps(limit: 10)
            #expect(steps.count == 4)
            let step = try #require(steps.first)
            #expect(step.kind == .delete)
            #expect(step.summary == "delete #3, #1")
            #expect(step.entryCount == 2)
            #expect(step.recordedAt == Timestamp(seconds: Self.deletedAt, offset: 3600))
        }
    }

    @Test func undoBringsEveryDeletedEntryBackWithEveryField() throws {
        try withDeleteDiary { diary in
            _ = try diary.logThree()
            let before = try diary.state()
            let interactor = diary.interactor
            try interactor.delete(try interactor.entries(["1", "2", "3"]))
            #expect(try diary.storage.entries.count(matching: .all) == 0)

            // Undone an hour after the delete: every entry comes back updated then (an undo is a change).
            let undoneAt = berlinZone.timestamp(at: Self.deletedAt + 3600)
            let undo = UndoInteractor(
                journal: diary.storage.journal,
                calendar: LocalCalendar(clock: FixedTimeSource(undoneAt.seconds), zone: berlinZone))
            let step = try undo.undo()
            #expect(step.kind == .delete)
            #expect(
                try diary.state()
                    == DeleteDiaryState(
                        entries: before.entries.map { $0.updated(at: undoneAt) }, noteBytes: before.noteBytes,
                        steps: before.steps))
        }
    }

    @Test func aMissingIdIsAFailureNamingItAndNothingIsDeleted() throws {
        try withDeleteDiary { diary in
            _ = try diary.logThree()
            let before = try diary.state()
            let error = try #require(throws: PainlogError.self) { try diary.interactor.entries(["1", "99", "2"]) }
            #expect(error.kind == .failure)
            #expect(error.message.contains("#99"))
            #expect(error.message.contains("nothing was deleted"))
            #expect(try diary.state() == before)
        }
    }

    @Test func everyMissingIdIsNamed() throws {
        try withDeleteDiary { diary in
            _ = try diary.logThree()
            let before = try diary.state()
            let error = try #require(throws: PainlogError.self) { try diary.interactor.entries(["98", "2", "#99"]) }
            #expect(error.kind == .failure)
            #expect(error.message.contains("#98") && error.message.contains("#99"))
            #expect(!error.message.contains("#2"))
            #expect(try diary.state() == before)
        }
    }

    @Test func anEntryDeletedAlreadyIsMissing() throws {
        try withDeleteDiary { diary in
            _ = try diary.logThree()
            let interactor = diary.interactor
            try interactor.delete(try interactor.entries(["2"]))
            let before = try diary.state()
            #expect(throws: PainlogError.failure("no entry #2; nothing was deleted")) {
                try interactor.entries(["1", "2"])
            }
            #expect(try diary.state() == before)
        }
    }

    @Test(arguments: [["abc"], ["0"], ["-1"], [""], ["#"], ["1,2"], ["1", "x"], ["1.5"], ["99999999999999999999"]])
    func aMalformedIdIsAUsageErrorNamingIt(ids: [String]) throws {
        try withDeleteDiary { diary in
            _ = try diary.logThree()
            let before = try diary.state()
            let error = try #require(throws: PainlogError.self) { try diary.interactor.entries(ids) }
            #expect(error.kind == .usage)
            #expect(error.message.contains("'\(ids.last ?? "")'"))
            #expect(try diary.state() == before)
        }
    }

    @Test func noIdsIsAUsageError() throws {
        try withDeleteDiary { diary in
            _ = try diary.logThree()
            let before = try diary.state()
            let error = try #require(throws: PainlogError.self) { try diary.interactor.entries([]) }
            #expect(error.kind == .usage)
            #expect(try diary.state() == before)
        }
    }
}

/// A diary in a temporary folder with three entries' worth of helpers.
private final class DeleteDiary {
    let folder: String
    let storage: SQLiteStorage
    let zone: TimeZoneRules

    init() throws {
        folder = NSTemporaryDirectory() + "painlog-delete-" + UUID().uuidString
        zone = try #require(TimeZoneRules(identifier: "Europe/Berlin"))
        storage = try SQLiteStorage.open(
            path: folder + "/diary.sqlite", clock: FixedTimeSource(DeleteEntriesInteractorTests.loggedAt), zone: zone)
    }

    var interactor: DeleteEntriesInteractor {
        DeleteEntriesInteractor(
            store: storage.entries, unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(
                clock: FixedTimeSource(DeleteEntriesInteractorTests.deletedAt),
                zone: zone))
    }

    /// Entries #1–#3, each with something in every field.
    func logThree() throws -> [Entry] {
        let log = LogEntryInteractor(
            unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(
                clock: FixedTimeSource(DeleteEntriesInteractorTests.loggedAt),
                zone: zone), makeUID: { UUID().uuidString.lowercased() })
        return [
            try log.log(
                LogEntryRequest(
                    intensity: "3", areas: ["head"], at: "2026-11-21T08:00", note: "one", tags: ["a"],
                    medications: ["ibuprofen 400mg"])),
            try log.log(
                LogEntryRequest(
                    intensity: "6", areas: ["neck", "Head"], at: "2026-11-22T01:00+05:30", note: "two\n\"quoted\" 🤕",
                    tags: ["b", "A"], medications: ["codeine 30 mg", "codeine 15 mg"])),
            try log.log(LogEntryRequest(intensity: "10", note: "nul \u{0} three")),
        ]
    }

    /// Every entry with its note's bytes, and every journal step.
    func state() throws -> DeleteDiaryState {
        let entries = try storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil).sorted {
            $0.id < $1.id
        }
        return DeleteDiaryState(
            entries: entries, noteBytes: entries.map { Array($0.note.utf8) },
            steps: try storage.journal.recentSteps(limit: 1000))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}

private struct DeleteDiaryState: Equatable {
    let entries: [Entry]
    let noteBytes: [[UInt8]]
    let steps: [JournalStep]
}

private func withDeleteDiary(_ body: (DeleteDiary) throws -> Void) throws {
    let diary = try DeleteDiary()
    defer { diary.remove() }
    try body(diary)
}
