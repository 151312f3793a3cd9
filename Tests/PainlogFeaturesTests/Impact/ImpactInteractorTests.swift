import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// `impact` over a real SQLite diary: values checked as the contract says, one undo step, and the
/// 7-day mean offered for pain.
@Suite struct ImpactInteractorTests {
    let diary: TestDiary
    let interactor: ImpactInteractor

    init() throws {
        diary = try TestDiary()
        let uids = UIDSequence()
        interactor = ImpactInteractor(
            unitOfWork: diary.unitOfWork, impacts: diary.storage.impacts, statistics: diary.storage.statistics,
            calendar: fixedCalendar, makeUID: { uids.next() })
    }

    @Test func recordsTheThreeAnswersAndTheScoreIsTheirMean() throws {
        let record = try interactor.record(ImpactRequest(pain: "6", enjoyment: " 5 ", activity: "8"))

        let now = Timestamp(seconds: fixedNow, offset: 3600)
        #expect(
            record
                == ImpactRecord(
                    id: 1,
                    content: ImpactContent(
                        uid: uid(1), recordedAt: now, pain: Intensity(6)!, enjoyment: Intensity(5)!,
                        activity: Intensity(8)!,
                        createdAt: now, updatedAt: now)))
        #expect(record.score == 19.0 / 3)
        #expect(try interactor.records() == [record])
        #expect(try diary.journal.recentSteps(limit: 5).map(\.summary) == ["impact #1"])
        #expect(try diary.journal.recentSteps(limit: 5).map(\.kind) == [.impact])
    }

    @Test func atSetsTheEndOfTheWeekDescribed() throws {
        let record = try interactor.record(
            ImpactRequest(pain: "0", enjoyment: "0", activity: "10", at: "2026-11-15 20:00"))
        #expect(record.recordedAt == berlin(2026, 11, 15, 20))
        #expect(record.content.createdAt == Timestamp(seconds: fixedNow, offset: 3600))
    }

    @Test func listsNewestFirst() throws {
        let old = try interactor.record(ImpactRequest(pain: "7", enjoyment: "7", activity: "7", at: "2026-11-08"))
        let new = try interactor.record(ImpactRequest(pain: "4", enjoyment: "3", activity: "2"))
        let middle = try interactor.record(ImpactRequest(pain: "5", enjoyment: "5", activity: "5", at: "2026-11-15"))
        #expect(try interactor.records().map(\.id) == [new.id, middle.id, old.id])
    }

    static let badRequests: [(ImpactRequest, String)] = [
        (ImpactRequest(pain: "11", enjoyment: "1", activity: "1"), "pain must be a whole number 0–10, got '11'"),
        (ImpactRequest(pain: "1", enjoyment: "-1", activity: "1"), "enjoyment must be a whole number 0–10, got '-1'"),
        (ImpactRequest(pain: "1", enjoyment: "1", activity: "5.5"), "activity must be a whole number 0–10, got '5.5'"),
        (ImpactRequest(pain: "", enjoyment: "1", activity: "1"), "pain must be a whole number 0–10, got ''"),
        (ImpactRequest(pain: "1", enjoyment: "1", activity: "1", at: "tomorrow"), "at 'tomorrow'"),
        (ImpactRequest(pain: "1", enjoyment: "1", activity: "1", at: "2099-01-01"), "future"),
        (ImpactRequest(pain: "1"), "missing: enjoyment, activity"),
        (ImpactRequest(), "missing: pain, enjoyment, activity"),
    ]

    @Test(arguments: badRequests)
    func aBadOrMissingValueIsAUsageErrorAndWritesNothing(_ request: ImpactRequest, message: String) throws {
        let error = #expect(throws: PainlogError.self) { try interactor.record(request) }
        #expect(error?.kind == .usage)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(try interactor.records().isEmpty)
        #expect(try diary.journal.recentSteps(limit: 5).isEmpty)
    }

    @Test func checkRefusesABadGivenValueBeforeAnythingIsAsked() throws {
        let badAnswer = try #require(throws: PainlogError.self) {
            try interactor.check(ImpactRequest(enjoyment: "ten"))
        }
        #expect(badAnswer.fields == [.enjoyment])
        let badTime = try #require(throws: PainlogError.self) { try interactor.check(ImpactRequest(at: "someday")) }
        #expect(badTime.fields == [.at])
        try interactor.check(ImpactRequest(pain: "3"))
        try interactor.check(ImpactRequest())
    }

    @Test func undoRemovesTheRecordAndRemembersItAsGone() throws {
        let kept = try interactor.record(ImpactRequest(pain: "2", enjoyment: "2", activity: "2"))
        let undone = try interactor.record(ImpactRequest(pain: "9", enjoyment: "9", activity: "9"))

        let step = try UndoInteractor(journal: diary.journal, calendar: fixedCalendar).undo()

        #expect(step.summary == "impact #\(undone.id)")
        #expect(try interactor.records() == [kept])
        #expect(try diary.storage.impacts.tombstone(uid: undone.uid) == Timestamp(seconds: fixedNow, offset: 3600))
    }

    @Test func theSevenDayMeanCoversTheLastSevenLocalDays() throws {
        let uids = UIDSequence()
        let logger = LogEntryInteractor(
            unitOfWork: diary.unitOfWork, calendar: fixedCalendar, makeUID: { uids.next() })
        func entry(_ intensity: String, _ at: String) throws {
            _ = try logger.log(LogEntryRequest(intensity: intensity, at: at))
        }
        #expect(try interactor.sevenDayMeanPain(for: ImpactRequest()) == nil)
        try entry("9", "2026-11-15 23:30")  // eight days back: outside
        try entry("4", "2026-11-16 00:10")  // the first of the seven days
        try entry("6", "2026-11-22 08:00")  // today
        try entry("5", "2026-11-20")
        #expect(try interactor.sevenDayMeanPain(for: ImpactRequest()) == 5)
        // A week that ended earlier: the seven days up to that day.
        #expect(try interactor.sevenDayMeanPain(for: ImpactRequest(at: "2026-11-16 12:00")) == 6.5)
    }
}
