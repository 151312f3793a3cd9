import PainlogDomain
import PropertyBased
import Testing

/// One thing that happens to a diary's clock: this computer's clock moves (forward, or back as
/// far as a day), and then either a change is made here or a stamp from another diary is seen.
private struct ClockEvent: CustomStringConvertible {
    let jump: Int64
    /// Nil: a local change; else a stamp seen, this many seconds from this computer's time.
    let seen: (ahead: Int64, counter: Int, diary: String)?

    var description: String {
        seen.map { "jump \(jump), see \($0.ahead)s ahead #\($0.counter) of \($0.diary.prefix(1))" }
            ?? "jump \(jump), change"
    }
}

private let here = String(repeating: "5", count: 32)
private let others = [String(repeating: "1", count: 32), String(repeating: "a", count: 32)]

/// Runs of clock events: mostly small steps (often none, so changes share a second), now and then
/// a jump back, stamps from other diaries behind, level with or ahead of this computer (some more
/// than the 5 minutes the clock adopts).
private let runs = Generator<[ClockEvent], Shrink.None<[ClockEvent]>> { random in
    (0..<Int.random(in: 1...60, using: &random)).map { _ in
        let jump: Int64 =
            switch Int.random(in: 0..<10, using: &random) {
            case 0...3: 0
            case 4...7: Int64.random(in: 1...120, using: &random)
            case 8: -Int64.random(in: 1...3600, using: &random)
            default: -Int64.random(in: 3600...86_400, using: &random)
            }
        guard Bool.random(using: &random) else { return ClockEvent(jump: jump, seen: nil) }
        let ahead: Int64 = [-86_400, -60, 0, 1, 299, 300, 301, 3600, 86_400][Int.random(in: 0..<9, using: &random)]
        return ClockEvent(
            jump: jump,
            seen: (ahead, Int.random(in: 0...3, using: &random), others[Int.random(in: 0...1, using: &random)]))
    }
}

@Suite struct HybridClockPropertyTests {
    /// Every local stamp is later than every stamp made before it, and than every stamp seen before
    /// it that was at most 5 minutes ahead; and it is never more than 5 minutes ahead of the latest
    /// time this computer's clock showed.
    @Test func localStampsFollowEverythingMadeOrAdoptedAndStayNearTheClock() {
        checkProperty(runs, count: 1000) { events in
            var clock = HybridClock(diary: here)
            var now: Int64 = 1_795_338_000
            var latestNow = now
            var made: [ChangeStamp] = []
            var adopted: [ChangeStamp] = []
            for event in events {
                now += event.jump
                latestNow = max(latestNow, now)
                if let seen = event.seen {
                    let stamp = ChangeStamp(seconds: now + seen.ahead, counter: seen.counter, diary: seen.diary)
                    clock.receive(stamp, now: now)
                    if seen.ahead <= HybridClock.adoptionLimit { adopted.append(stamp) }
                    continue
                }
                let stamp = clock.stamp(now: now)
                try #require(stamp.diary == here)
                try #require(made.last.map { stamp > $0 } ?? true, "\(stamp) after \(made.last.map(\.text) ?? "")")
                try #require(adopted.allSatisfy { stamp > $0 }, "\(stamp) not after every adopted stamp")
                try #require(stamp.seconds <= latestNow + HybridClock.adoptionLimit, "\(stamp) runs ahead")
                made.append(stamp)
            }
        }
    }

    /// A stamp's text reads back as the stamp, and texts sort as their stamps do.
    @Test func textReadsBackAndSortsAsTheStamp() {
        let stamps = Generator<ChangeStamp, Shrink.None<ChangeStamp>> { random in
            ChangeStamp(
                seconds: Int64.random(in: 0...99_999_999_999, using: &random),
                counter: Int.random(in: 0...ChangeStamp.maximumCounter, using: &random),
                diary: (others + [here])[Int.random(in: 0...2, using: &random)])
        }
        checkProperty(zip(stamps, stamps), count: 2000) { first, second in
            try #require(ChangeStamp(text: first.text) == first)
            try #require((first < second) == (first.text < second.text), "\(first) vs \(second)")
        }
    }
}
