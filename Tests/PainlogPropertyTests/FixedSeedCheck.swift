import PropertyBased
import Testing

/// The seed every property here starts from, so that CI checks the same cases on every run.
let propertySeed: (UInt64, UInt64, UInt64, UInt64) = (
    0x7061_696E_6C6F_6721, 0x6973_7375_6520_2336, 0x7072_6F70_6572_7479, 0x0000_0000_0000_0006
)

/// Runs `body` on `count` values that `input` draws from a generator seeded with `seed`, and stops
/// at the first case that throws, naming its number and value.
///
/// PropertyBased's `propertyCheck` seeds itself anew on every run, and its `.fixedSeed` trait is for
/// reproducing one failure: it runs a single case and records an issue even when that case passes.
/// So the fixed seed is applied here, with PropertyBased's own generator and combinators. Checks in
/// `body` should use `try #require`, so that a failure stops the run at its case.
func checkProperty<Value>(
    _ input: Generator<Value, some Sequence>, count: Int = 500,
    seed: (UInt64, UInt64, UInt64, UInt64) = propertySeed,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Value) throws -> Void
) {
    var random = Xoshiro(seed: seed)
    for index in 1...count {
        let value: Value
        do {
            value = try input.run(using: &random, limit: 1000)
        } catch {
            Issue.record("case \(index): the generator found no value: \(error)", sourceLocation: sourceLocation)
            return
        }
        do {
            try body(value)
        } catch {
            Issue.record(
                "case \(index) of \(count) fails with \(String(describingForTest: value)): \(error)",
                sourceLocation: sourceLocation)
            return
        }
    }
}
