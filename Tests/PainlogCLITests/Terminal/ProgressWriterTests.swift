import PainlogFeatures
import Testing

@testable import PainlogCLI

/// The progress counter's rules on a clock the test moves: silent for the first second, at most
/// ten redraws a second, its line cleared at the end, and nothing at all without a sink.
@Suite struct ProgressWriterTests {
    /// A clock that says what the test last set.
    final class Clock: @unchecked Sendable {
        var milliseconds: Int64 = 5000
    }

    @Test func silentForASecondThenThrottledThenCleared() {
        let sink = StringSink()
        let clock = Clock()
        let progress = ProgressWriter(sink: sink, label: "Importing", unit: "rows") { clock.milliseconds }

        progress.update(256)
        clock.milliseconds += 999
        progress.update(512)
        #expect(sink.text == "", "nothing before a second has passed")

        clock.milliseconds += 1
        progress.update(768)
        progress.update(1024)
        clock.milliseconds += 99
        progress.update(1280)
        #expect(sink.text == "\rImporting: 768 rows\u{1B}[K", "one redraw in 100 ms")

        clock.milliseconds += 1
        progress.update(1_000_192)
        progress.update(1_000_193)
        progress.finish()
        #expect(sink.text == "\rImporting: 768 rows\u{1B}[K\rImporting: 1,000,192 rows\u{1B}[K\r\u{1B}[K")
    }

    @Test func aShortRunOrNoSinkWritesNothing() {
        let sink = StringSink()
        let short = ProgressWriter(sink: sink, label: "Importing", unit: "rows") { 0 }
        short.update(256)
        short.finish()
        #expect(sink.text == "")

        let none = ProgressWriter(sink: nil, label: "Importing", unit: "rows", delay: 0) { 10_000 }
        none.update(256)
        none.finish()
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (20_000, "20,000"), (1_234_567, "1,234,567")])
    func countsAreGroupedByThousands(count: Int, text: String) {
        #expect(NumberText.grouped(count) == text)
    }
}
