import PainlogDomain
import PainlogFeatures

/// Writes view models to standard output and messages to standard error, and reads answers from
/// its input.
///
/// It sees only view models (styled lines and ready-made text), never an entity or a service.
final class TerminalView {
    private let output: any OutputSink
    private let messages: any OutputSink
    private let input: any LineSource
    private let renderer: TerminalRenderer
    /// `-q`/`--quiet`: notices are not written (errors and questions still are).
    private let quiet: Bool
    /// Whether stderr is a terminal, where progress may be drawn.
    private let messagesAreTerminal: Bool
    /// Milliseconds of work before progress is drawn.
    private let progressDelay: Int64

    init(
        output: any OutputSink, messages: any OutputSink, input: any LineSource, colour: Bool, quiet: Bool = false,
        messagesAreTerminal: Bool = false, progressDelay: Int64 = ProgressWriter.delay
    ) {
        self.output = output
        self.messages = messages
        self.input = input
        self.renderer = TerminalRenderer(colour: colour)
        self.quiet = quiet
        self.messagesAreTerminal = messagesAreTerminal
        self.progressDelay = progressDelay
    }

    /// A view like this one whose results go to `sink` instead (its messages still go to stderr).
    func holdingOutput(in sink: any OutputSink) -> TerminalView {
        TerminalView(
            output: sink, messages: messages, input: input, colour: renderer.colour, quiet: quiet,
            messagesAreTerminal: messagesAreTerminal, progressDelay: progressDelay)
    }

    /// A progress counter on stderr for long work, such as `progress("Importing", counting: "rows")`.
    ///
    /// It draws nothing when stderr is not a terminal, or with `--quiet`.
    func progress(_ label: String, counting unit: String) -> ProgressWriter {
        ProgressWriter(
            sink: messagesAreTerminal && !quiet ? messages : nil, label: label, unit: unit, delay: progressDelay)
    }

    /// Where results go, for output streamed as it is made (`EntryStreamWriter`).
    var results: any OutputSink { output }

    /// Results: lines for stdout.
    func show(_ lines: [StyledLine]) {
        for line in lines { output.write(renderer.render(line) + "\n") }
    }

    /// Results already formatted (CSV): written as they are, never coloured.
    func write(_ text: String) {
        output.write(text)
    }

    /// A presenter's JSON value as the whole result: written by `JSONWriter.document` (an array one
    /// element per line, anything else on one line, with the final newline), never coloured.
    func writeJSON(_ value: JSONValue) {
        output.write(bytes: JSONWriter.document(value))
    }

    /// A notice for stderr (not a result).
    func notice(_ text: String) {
        guard !quiet else { return }
        messages.write(text + "\n")
    }

    /// The one-line error for stderr.
    func error(_ message: String) {
        messages.write("error: " + message + "\n")
    }

    /// Asks a yes/no question on the terminal and reads the answer from stdin; only `y` or `yes`
    /// (any case) is a yes.
    ///
    /// The question goes to stderr so stdout keeps only results.
    func ask(_ question: String) throws -> Bool {
        try output.flush()
        messages.write(question)
        try messages.flush()
        guard let answer = input.readLine() else { return false }
        let word = answer.trimmingWhitespace().lowercased()
        return word == "y" || word == "yes"
    }

    /// Asks `question` on stderr and reads one line from stdin, without its line end; nil at the
    /// end of input (Ctrl-D) or when Ctrl-C interrupted the read (see `InterruptibleInput`).
    func prompt(_ question: String) throws -> String? {
        try output.flush()
        messages.write(question)
        try messages.flush()
        return input.readLine()
    }

    func flush() throws {
        try messages.flush()
        try output.flush()
    }
}
