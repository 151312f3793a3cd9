import PainlogTestSupport

/// The crash tests' seeded generator, the tests' shared SplitMix64: the same "random" delays on
/// every run, so a failure can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var generator: SplitMix64
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }
    mutating func next() -> UInt64 { generator.next() }
}
