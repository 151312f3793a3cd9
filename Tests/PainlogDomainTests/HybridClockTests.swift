import PainlogDomain
import Testing

private let here = String(repeating: "5", count: 32)
private let other = String(repeating: "a", count: 32)

@Suite struct HybridClockTests {
    @Test func changesInOneSecondGetCountersInOrder() {
        var clock = HybridClock(diary: here)
        let stamps = (0..<3).map { _ in clock.stamp(now: 1000) }
        #expect(stamps.map(\.counter) == [0, 1, 2])
        #expect(stamps.allSatisfy { $0.seconds == 1000 })
        #expect(clock.stamp(now: 1001) == ChangeStamp(seconds: 1001, counter: 0, diary: here))
    }

    @Test func aClockSetBackKeepsStampsGoingForward() {
        var clock = HybridClock(diary: here)
        let before = clock.stamp(now: 5000)
        let after = clock.stamp(now: 4000)
        #expect(after == ChangeStamp(seconds: 5000, counter: 1, diary: here))
        #expect(after > before)
    }

    @Test func aSeenStampAFewMinutesAheadIsFollowed() {
        var clock = HybridClock(diary: here)
        let seen = ChangeStamp(seconds: 1060, counter: 4, diary: other)
        clock.receive(seen, now: 1000)
        let next = clock.stamp(now: 1000)
        #expect(next == ChangeStamp(seconds: 1060, counter: 5, diary: here))
        #expect(next > seen)
    }

    @Test func aSeenStampMoreThanFiveMinutesAheadIsAdoptedOnlyToFiveMinutes() {
        var clock = HybridClock(diary: here)
        clock.receive(ChangeStamp(seconds: 1000 + 86_400, counter: 0, diary: other), now: 1000)
        #expect(clock.stamp(now: 1000) == ChangeStamp(seconds: 1300, counter: 1, diary: here))
    }

    @Test func anOlderSeenStampChangesNothing() {
        var clock = HybridClock(diary: here)
        _ = clock.stamp(now: 2000)
        clock.receive(ChangeStamp(seconds: 1500, counter: 9, diary: other), now: 2000)
        #expect(clock.stamp(now: 2000) == ChangeStamp(seconds: 2000, counter: 1, diary: here))
    }

    @Test func stampsCompareByTimeThenCounterThenDiary() {
        let low = ChangeStamp(seconds: 10, counter: 1, diary: here)
        #expect(low < ChangeStamp(seconds: 11, counter: 0, diary: here))
        #expect(low < ChangeStamp(seconds: 10, counter: 2, diary: here))
        #expect(low < ChangeStamp(seconds: 10, counter: 1, diary: other))
    }

    @Test(arguments: [
        "", "1795338000.000000." + String(repeating: "5", count: 32), "01795338000.0.5",
        "01795338000.000000." + String(repeating: "A", count: 32),
        "0179533800x.000000." + String(repeating: "5", count: 32),
        "01795338000.000000." + String(repeating: "5", count: 31),
        "01795338000.000000.5." + String(repeating: "5", count: 30),
    ])
    func malformedTextIsNotAStamp(text: String) {
        #expect(ChangeStamp(text: text) == nil)
    }

    @Test func textHasFixedWidths() {
        #expect(ChangeStamp(seconds: 1_795_338_000, counter: 3, diary: here).text == "01795338000.000003." + here)
    }
}
