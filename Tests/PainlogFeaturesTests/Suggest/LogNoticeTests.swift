import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// Notices of `log` (contract, *Added in 0.2 → Entering*): the entry is written all the same.
@Suite struct LogNoticeTests {
    let diary: TestDiary
    let interactor: LogEntryInteractor

    init() throws {
        diary = try TestDiary()
        let uids = UIDSequence()
        interactor = LogEntryInteractor(
            unitOfWork: diary.unitOfWork, names: diary.storage.names, calendar: fixedCalendar,
            makeUID: { uids.next() })
    }

    @Test func newNameCloseToAKnownOneIsStoredWithANotice() throws {
        _ = try interactor.log(
            LogEntryRequest(intensity: "5", areas: ["lower back"], tags: ["weather"], medications: ["ibuprofen 400mg"]))
        let logged = try interactor.record(
            LogEntryRequest(
                intensity: "6", areas: ["Lower Bakc", "neck"], at: "1h ago", tags: ["wether"],
                medications: ["ibuprofn 200mg"]))
        #expect(logged.entry.areas == ["Lower Bakc", "neck"])
        #expect(
            logged.notices == [
                .similarName(.area, new: "Lower Bakc", existing: "lower back"),
                .similarName(.tag, new: "wether", existing: "weather"),
                .similarName(.medication, new: "ibuprofn", existing: "ibuprofen"),
            ])
        var suggested: [CommandHint] = []
        let line = NoticePresenter.line(logged.notices[0], logged: logged.entry) { hint in
            suggested.append(hint)
            return "<rename>"
        }
        let close = "notice: new area 'Lower Bakc' is close to 'lower back'"
        #expect(line == close + "; if they are the same, merge them: <rename>")
        #expect(suggested == [.renameName(.area, old: "Lower Bakc", new: "lower back")])
        // Known names (any case) are not new.
        #expect(
            try interactor.record(LogEntryRequest(intensity: "6", areas: ["LOWER BACK"], at: "2h ago")).notices.isEmpty)
    }

    @Test func sameIntensityAndAreasWithinTenMinutesIsAPossibleDuplicate() throws {
        let first = try interactor.log(LogEntryRequest(intensity: "7", areas: ["head", "neck"], at: "08:20"))
        let second = try interactor.record(LogEntryRequest(intensity: "7", areas: ["Neck", "head"], at: "08:30"))
        #expect(second.notices == [.possibleDuplicate(of: first)])
        #expect(
            NoticePresenter.line(second.notices[0], logged: second.entry, hints: HintMarkers.text)
                == "notice: #1 at Sun 2026-11-22 08:20 has the same intensity and areas; "
                + "if #2 logs the same pain twice, '<undo>' removes it")
        #expect(try diary.count == 2)
        // Another intensity, other areas, or more than 10 minutes apart: no notice.
        #expect(
            try interactor.record(LogEntryRequest(intensity: "6", areas: ["head", "neck"], at: "08:25")).notices.isEmpty
        )
        #expect(try interactor.record(LogEntryRequest(intensity: "7", areas: ["head"], at: "08:25")).notices.isEmpty)
        #expect(
            try interactor.record(LogEntryRequest(intensity: "7", areas: ["head", "neck"], at: "08:09")).notices.count
                == 0)
        // Entries without areas are quick check-ins, not duplicates.
        _ = try interactor.log(LogEntryRequest(intensity: "3", at: "07:00"))
        #expect(try interactor.record(LogEntryRequest(intensity: "3", at: "07:01")).notices.isEmpty)
    }

    @Test func repeatedClockTimeSaysWhichOffsetItTook() throws {
        let logged = try interactor.record(LogEntryRequest(intensity: "4", at: "2026-10-25 02:30"))
        #expect(logged.entry.occurredAt.iso8601 == "2026-10-25T02:30:00+02:00")
        #expect(logged.notices == [.repeatedTime(logged.entry.occurredAt, secondOffset: 3600)])
        #expect(
            NoticePresenter.line(logged.notices[0], logged: logged.entry, hints: HintMarkers.text)
                == "notice: 2026-10-25 02:30 happened twice (the clocks went back); logged the first, at offset +02:00; "
                + "for the second give the offset: 2026-10-25T02:30+01:00")
    }

    /// A time with seconds keeps them in the notice, so the time to type back is the same instant.
    @Test func repeatedClockTimeKeepsItsSeconds() throws {
        let logged = try interactor.record(LogEntryRequest(intensity: "4", at: "2026-10-25 02:30:15"))
        #expect(
            NoticePresenter.line(logged.notices[0], logged: logged.entry, hints: HintMarkers.text)
                == "notice: 2026-10-25 02:30:15 happened twice (the clocks went back); logged the first, at offset "
                + "+02:00; for the second give the offset: 2026-10-25T02:30:15+01:00")
    }

    @Test func unknownFilterNamesAreNamedWithTheClosestKnownOne() throws {
        _ = try interactor.log(LogEntryRequest(intensity: "5", areas: ["head"], tags: ["weather"]))
        let check = FilterNameCheck(names: diary.storage.names)
        #expect(
            try check.notices(for: EntryFilterRequest(areas: ["heda", "HEAD", "knee"], tags: ["wether"])) == [
                "notice: no area is named 'heda'; did you mean 'head'?", "notice: no area is named 'knee'",
                "notice: no tag is named 'wether'; did you mean 'weather'?",
            ])
    }
}
