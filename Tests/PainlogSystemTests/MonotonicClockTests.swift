import Foundation
import Testing

@testable import PainlogSystem

@Suite struct MonotonicClockTests {
    @Test func neverGoesBackAndCountsMilliseconds() {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let before = Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000

        let first = MonotonicClock.milliseconds()
        let second = MonotonicClock.milliseconds()

        #expect(before <= first && first <= second)
    }
}
