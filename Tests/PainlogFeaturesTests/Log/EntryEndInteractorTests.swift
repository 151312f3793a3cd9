import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// An attack's end through `log` and `edit` against a real diary: `--for` with and without `--at`,
/// `--ended`, removal, `last`, daylight saving, undo, and every refused value writing nothing.
@Suite struct EntryEndInteractorTests {
    let diary: TestDiary
    let uids = UIDSequence()

    init() throws {
        diary = try TestDiary()
    }

    private func log(_ request: LogEntryRequest) throws -> Entry {
        try LogEntryInteractor(unitOfWork: diary.unitOfWork, calendar: fixedCalendar, makeUID: uids.next)
            .log(request)
    }

    private func edit(_ request: EditEntryRequest) throws -> EditOutcome {
        try EditEntryInteractor(unitOfWork: diary.unitOfWork, calendar: fixedCalendar).edit(request)
    }

    private func edited(_ request: EditEntryRequest) throws -> Entry {
        guard case .changed(_, let after) = try edit(request) else {
            Issue.record("\(request) changed nothing")
            throw PainlogError.failure("unchanged")
        }
        return after
    }

    /// Now, Sun 2026-11-22 08:30:00 +01:00, as a timestamp.
    private var now: Timestamp { berlinZone.timestamp(at: fixedNow) }

    // MARK: - log

    @Test func forWithAtEndsThatMuchLater() throws {
        let entry = try log(LogEntryRequest(intensity: "7", areas: ["head"], at: "yesterday 22:00", duration: "5h"))
        #expect(entry.occurredAt == berlin(2026, 11, 21, 22))
        #expect(entry.endedAt == berlin(2026, 11, 22, 3))
        #expect(try diary.store.entry(id: entry.id) == entry)
    }

    @Test func forWithoutAtStartedThatLongAgoAndEndsNow() throws {
        let entry = try log(LogEntryRequest(intensity: "6", duration: "1h30m"))
        #expect(entry.occurredAt == Timestamp(seconds: fixedNow - 5_400, offset: 3600))
        #expect(entry.endedAt == now)
    }

    @Test func endedGivesTheEndItself() throws {
        let entry = try log(LogEntryRequest(intensity: "5", at: "yesterday 21:00", ended: "2h ago"))
        #expect(entry.endedAt == Timestamp(seconds: fixedNow - 7_200, offset: 3600))
    }

    @Test func anAttackAcrossTheClocksGoingBackEndsAtItsOwnOffset() throws {
        // 2026-10-25 03:00 CEST became 02:00 CET: 23:00 +02:00 and five hours is 03:00 +01:00.
        let entry = try log(LogEntryRequest(intensity: "8", at: "2026-10-24 23:00", duration: "5h"))
        #expect(entry.occurredAt.offset == 7_200)
        #expect(entry.endedAt == Timestamp(seconds: entry.occurredAt.seconds + 18_000, offset: 3_600))
        #expect(entry.endedAt?.local.hour == 3)
        #expect(try diary.store.entry(id: entry.id)?.endedAt == entry.endedAt)
    }

    @Test func aStartWithAnotherZonesOffsetLendsItToTheEnd() throws {
        let entry = try log(LogEntryRequest(intensity: "4", at: "2026-11-20T08:30+05:30", duration: "2h"))
        #expect(entry.endedAt == Timestamp(seconds: entry.occurredAt.seconds + 7_200, offset: 19_800))
    }

    static let refusedLogs: [(String, LogEntryRequest, InputField)] = [
        ("zero", LogEntryRequest(intensity: "5", duration: "0"), .duration),
        ("negative", LogEntryRequest(intensity: "5", duration: "-1h"), .duration),
        ("malformed", LogEntryRequest(intensity: "5", duration: "five hours"), .duration),
        ("over a year", LogEntryRequest(intensity: "5", duration: "400d"), .duration),
        ("both", LogEntryRequest(intensity: "5", at: "yesterday 9am", duration: "1h", ended: "now"), .duration),
        ("end before start", LogEntryRequest(intensity: "5", at: "yesterday 9am", ended: "yesterday 8am"), .ended),
        ("end at the start", LogEntryRequest(intensity: "5", at: "yesterday 9am", ended: "yesterday 9am"), .ended),
        ("end without a start before it", LogEntryRequest(intensity: "5", ended: "1h ago"), .ended),
        ("end in the future", LogEntryRequest(intensity: "5", at: "yesterday 9am", ended: "today 23:00"), .ended),
        ("for past now", LogEntryRequest(intensity: "5", at: "1h ago", duration: "2h"), .duration),
        ("none on log", LogEntryRequest(intensity: "5", at: "1h ago", ended: "none"), .ended),
    ]

    @Test(arguments: refusedLogs)
    func aRefusedEndIsAUsageErrorNamingItAndWritesNothing(name: String, request: LogEntryRequest, field: InputField)
        throws
    {
        do {
            _ = try log(request)
            Issue.record("\(name) was accepted")
        } catch let error as PainlogError {
            #expect(error.kind == .usage, "\(name): \(error)")
            #expect(error.fields.first == field, "\(name): \(error)")
        }
        #expect(try diary.count == 0)
        #expect(try diary.journal.recentSteps(limit: 1).isEmpty)
    }

    // MARK: - edit

    @Test func editForCountsFromTheEntrysStartOrTheNewOne() throws {
        let entry = try log(LogEntryRequest(intensity: "7", at: "yesterday 22:00"))
        #expect(entry.endedAt == nil)
        #expect(try edited(EditEntryRequest(id: "\(entry.id)", duration: "3h")).endedAt == berlin(2026, 11, 22, 1))
        let moved = try edited(EditEntryRequest(id: "\(entry.id)", at: "yesterday 20:00", duration: "90m"))
        #expect(moved.occurredAt == berlin(2026, 11, 21, 20))
        #expect(moved.endedAt == berlin(2026, 11, 21, 21, 30))
    }

    @Test(arguments: ["0", "0m", "0h", "00"])
    func editForZeroRemovesTheEnd(zero: String) throws {
        let entry = try log(LogEntryRequest(intensity: "7", at: "yesterday 22:00", duration: "5h"))
        let after = try edited(EditEntryRequest(id: "\(entry.id)", duration: zero))
        #expect(after.endedAt == nil)
        #expect(try diary.store.entry(id: entry.id)?.endedAt == nil)
    }

    @Test(arguments: ["none", "NONE", " none "])
    func editEndedNoneRemovesTheEnd(none: String) throws {
        let entry = try log(LogEntryRequest(intensity: "7", at: "yesterday 22:00", duration: "5h"))
        #expect(try edited(EditEntryRequest(id: "\(entry.id)", ended: none)).endedAt == nil)
    }

    @Test func removingAnEndThereIsNotChangesNothing() throws {
        let entry = try log(LogEntryRequest(intensity: "7", at: "yesterday 22:00"))
        #expect(try edit(EditEntryRequest(id: "\(entry.id)", ended: "none")) == .unchanged(entry))
    }

    @Test func editLastEndedNowEndsTheAttackWithTheLatestTime() throws {
        let morning = try log(LogEntryRequest(intensity: "6", at: "today 07:00"))
        // Typed in afterwards, but earlier: not the latest.
        let older = try log(LogEntryRequest(intensity: "3", at: "yesterday 18:00"))
        let after = try edited(EditEntryRequest(id: "last", ended: "now"))
        #expect(after.id == morning.id)
        #expect(after.endedAt == now)
        #expect(try diary.store.entry(id: older.id)?.endedAt == nil)
    }

    @Test func undoOfAnEditGivesTheEndBackExactly() throws {
        let entry = try log(LogEntryRequest(intensity: "8", at: "2026-10-24 23:00", duration: "5h"))
        _ = try edited(EditEntryRequest(id: "\(entry.id)", ended: "none"))
        _ = try UndoInteractor(journal: diary.journal, calendar: fixedCalendar).undo()
        #expect(try diary.store.entry(id: entry.id) == entry)
        _ = try edited(EditEntryRequest(id: "\(entry.id)", duration: "1h"))
        _ = try UndoInteractor(journal: diary.journal, calendar: fixedCalendar).undo()
        #expect(try diary.store.entry(id: entry.id) == entry)
    }

    @Test func aNewStartAtOrAfterTheKeptEndIsRefused() throws {
        let entry = try log(LogEntryRequest(intensity: "7", at: "yesterday 22:00", duration: "5h"))
        #expect(throws: PainlogError.self) {
            _ = try edit(EditEntryRequest(id: "\(entry.id)", at: "today 03:00"))
        }
        #expect(try diary.store.entry(id: entry.id) == entry)
        // With a new end as well it is fine.
        let after = try edited(EditEntryRequest(id: "\(entry.id)", at: "today 03:00", ended: "today 05:00"))
        #expect(after.endedAt == berlin(2026, 11, 22, 5))
    }

    static let refusedEdits: [(String, EditEntryRequest, InputField)] = [
        ("negative", EditEntryRequest(id: "1", duration: "-1h"), .duration),
        ("malformed", EditEntryRequest(id: "1", duration: "1.5h"), .duration),
        ("both", EditEntryRequest(id: "1", duration: "0", ended: "none"), .duration),
        ("end before start", EditEntryRequest(id: "1", ended: "yesterday 21:00"), .ended),
        ("end in the future", EditEntryRequest(id: "1", ended: "today 20:00"), .ended),
        ("for past now", EditEntryRequest(id: "1", duration: "2d"), .duration),
        ("not a time", EditEntryRequest(id: "1", ended: "soon"), .ended),
    ]

    @Test(arguments: refusedEdits)
    func aRefusedEditOfTheEndChangesNothing(name: String, request: EditEntryRequest, field: InputField) throws {
        let entry = try log(LogEntryRequest(intensity: "7", at: "yesterday 22:00", duration: "5h"))
        let steps = try diary.journal.recentSteps(limit: 10)
        do {
            _ = try edit(request)
            Issue.record("\(name) was accepted")
        } catch let error as PainlogError {
            #expect(error.kind == .usage, "\(name): \(error)")
            #expect(error.fields.first == field, "\(name): \(error)")
        }
        #expect(try diary.store.entry(id: entry.id) == entry)
        #expect(try diary.journal.recentSteps(limit: 10) == steps)
    }

    // MARK: - last

    @Test func lastIsTheLatestTimeAndOfTwoAtTheSameSecondTheHigherID() throws {
        _ = try diary.store.insert(entryContent(1, at: berlin(2026, 11, 21, 9)))
        let second = try diary.store.insert(entryContent(2, at: berlin(2026, 11, 21, 10)))
        let third = try diary.store.insert(entryContent(3, at: berlin(2026, 11, 21, 10)))
        _ = try diary.store.insert(entryContent(4, at: berlin(2026, 11, 20, 10)))
        #expect(second.id < third.id)
        #expect(try EntryReference.last.entry(in: diary.store) == third)
        #expect(try ShowEntryInteractor(store: diary.store).entry("last") == third)
        #expect(try ShowEntryInteractor(store: diary.store).entry("LAST") == third)
    }

    @Test func lastInAnEmptyDiaryIsAFailureThatSaysSo() throws {
        do {
            _ = try ShowEntryInteractor(store: diary.store).entry("last")
            Issue.record("found an entry in an empty diary")
        } catch let error as PainlogError {
            #expect(error.kind == .failure)
            #expect(error.message.contains("no entries"), "\(error)")
        }
        #expect(throws: PainlogError.self) { _ = try edit(EditEntryRequest(id: "last", ended: "now")) }
    }

    @Test func deleteTakesLastOnceEvenWhenItsIDIsGivenToo() throws {
        let entry = try log(LogEntryRequest(intensity: "5"))
        let interactor = DeleteEntriesInteractor(
            store: diary.store, unitOfWork: diary.unitOfWork, calendar: fixedCalendar)
        #expect(try interactor.entries(["last", "\(entry.id)", "last"]) == [entry])
    }
}
