import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sleeps for `seconds` (a delay before a kill, or a poll interval; never something asserted).
func pause(_ seconds: Double) {
    guard seconds > 0 else { return }
    usleep(useconds_t(min(seconds, 600) * 1_000_000))
}

/// Waits, polling, until `condition` holds or `limit` seconds passed; returns whether it held.
@discardableResult
func waitUntil(limit: Double = 30, _ condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(limit)
    while Date() < end {
        if condition() { return true }
        pause(0.01)
    }
    return condition()
}
