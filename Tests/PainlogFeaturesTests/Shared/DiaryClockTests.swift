import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// The diary's clock as kept in its settings; the clock's own rules are `HybridClockTests`'.
@Suite struct DiaryClockTests {
    @Test func theClockIsKeptInTheDiaryBetweenCommands() throws {
        let diary = try TestDiary()
        let settings = diary.storage.settings
        let keeper = DiaryClock(settings: settings)
        var clock = try keeper.load()
        let first = clock.stamp(now: fixedNow)
        try keeper.save(clock)
        // The next command runs on a clock set back an hour: its stamp still comes later.
        var next = try keeper.load()
        let second = next.stamp(now: fixedNow - 3600)
        try keeper.save(next)
        #expect(first == ChangeStamp(seconds: fixedNow, counter: 0, diary: try settings.diaryID()))
        #expect(second == ChangeStamp(seconds: fixedNow, counter: 1, diary: try settings.diaryID()))
        #expect(try settings.value(DiaryClock.setting) == second.text)
    }

    @Test func anUnreadableKeptStampStartsFromThisComputersClock() throws {
        let diary = try TestDiary()
        try diary.storage.settings.set(DiaryClock.setting, to: "not a stamp")
        var clock = try DiaryClock(settings: diary.storage.settings).load()
        #expect(clock.latest == nil)
        let stamp = clock.stamp(now: fixedNow)
        #expect(stamp.seconds == fixedNow && stamp.counter == 0)
    }
}
