/// SplitMix64 with a fixed seed: small, fast and the same everywhere, so every run generates the
/// same cases on every toolchain (the standard library's `random(in:using:)` may change how it draws),
/// and a failure replays from its seed.
///
/// Shared by the property tests and the end-to-end crash tests.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True with probability `percent` / 100.
    public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    public mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// Up to `count` items, in random order, possibly repeated.
    public mutating func some<T>(_ items: [T], upTo count: Int) -> [T] {
        (0..<int(0...count)).map { _ in pick(items) }
    }
}
