import PainlogFeatures
import PainlogSystem

/// A counter on stderr for long work on a terminal, such as `import`: "Importing: 120,000 rows".
///
/// It shows nothing for the first second (short work stays silent), then redraws its one line at
/// most ten times a second, and `finish()` clears that line, so what follows starts on a clean
/// line. A disabled writer (stderr not a terminal, or `--quiet`) does nothing at all.
final class ProgressWriter {
    private let sink: (any OutputSink)?
    private let label: String
    private let unit: String
    private let milliseconds: () -> Int64
    private let start: Int64
    private var nextDraw: Int64
    private var drawn = false

    /// Counts between two looks at the clock: the count costs nothing measurable between them.
    private static let stride = 256
    /// The first line appears after this long, unless `PAINLOG_PROGRESS_AFTER_MS` says otherwise.
    static let delay: Int64 = 1000
    /// At most ten redraws a second.
    static let interval: Int64 = 100

    /// A writer to `sink`, or one that writes nothing when `sink` is nil.
    ///
    /// - Parameters:
    ///   - label: what is going on, e.g. "Importing".
    ///   - unit: what is counted, in the plural, e.g. "rows".
    ///   - milliseconds: a monotonic clock (tests give their own).
    ///   - delay: milliseconds before the line first appears.
    init(
        sink: (any OutputSink)?, label: String, unit: String, delay: Int64 = ProgressWriter.delay,
        milliseconds: @escaping () -> Int64 = ProgressWriter.monotonicMilliseconds
    ) {
        self.sink = sink
        self.label = label
        self.unit = unit
        self.milliseconds = milliseconds
        self.start = sink == nil ? 0 : milliseconds()
        self.nextDraw = start + delay
    }

    /// Hears that `count` things are done; redraws the line when it is time.
    func update(_ count: Int) {
        guard let sink, count % Self.stride == 0 else { return }
        let now = milliseconds()
        guard now >= nextDraw else { return }
        nextDraw = now + Self.interval
        drawn = true
        sink.write("\r\(label): \(NumberText.grouped(count)) \(unit)\u{1B}[K")
        try? sink.flush()
    }

    /// Draws `text` on the line at once: for one long step that cannot count, such as the PDF
    /// engine's run.
    func show(_ text: String) {
        guard let sink else { return }
        drawn = true
        sink.write("\r\(text)\u{1B}[K")
        try? sink.flush()
    }

    /// Clears the line, if one was drawn.
    func finish() {
        guard let sink, drawn else { return }
        drawn = false
        sink.write("\r\u{1B}[K")
        try? sink.flush()
    }

    /// Milliseconds on the monotonic clock.
    static func monotonicMilliseconds() -> Int64 {
        MonotonicClock.milliseconds()
    }
}
