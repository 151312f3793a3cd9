import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

@Suite struct DiaryClockTests {
    @Test func theClockIsKeptInTheDiaryBetweenCommands() throws {
        let diary = try TestDiary()
        let settings = diary.storage.settings
        let first = try DiaryClock(settings: settings, time: FixedTimeSource(fixedNow)).stamp()
        // The next command runs on a clock set back an hour: its stamp still comes later.
        let second = try DiaryClock(settings: settings, time: FixedTimeSource(fixedNow - 3600)).stamp()
        #expect(first == ChangeStamp(seconds: fixedNow, counter: 0, diary: try settings.diaryID()))
        #expect(second == ChangeStamp(seconds: fixedNow, counter: 1, diary: try settings.diaryID()))
        #expect(try settings.value(DiaryClock.setting) == second.text)
    }

    @Test func seenStampsAreAdoptedUpToFiveMinutesAhead() throws {
        let diary = try TestDiary()
        let settings = diary.storage.settings
        let clock = DiaryClock(settings: settings, time: FixedTimeSource(fixedNow))
        let other = String(repeating: "a", count: 32)
        try clock.receive([
            ChangeStamp(seconds: fixedNow + 120, counter: 2, diary: other),
            ChangeStamp(seconds: fixedNow + 86_400, counter: 0, diary: other),
        ])
        #expect(try clock.stamp() == ChangeStamp(seconds: fixedNow + 300, counter: 1, diary: try settings.diaryID()))
    }

    @Test func anUnreadableKeptStampStartsFromThisComputersClock() throws {
        let diary = try TestDiary()
        try diary.storage.settings.set(DiaryClock.setting, to: "not a stamp")
        let stamp = try DiaryClock(settings: diary.storage.settings, time: FixedTimeSource(fixedNow)).stamp()
        #expect(stamp.seconds == fixedNow && stamp.counter == 0)
    }
}
