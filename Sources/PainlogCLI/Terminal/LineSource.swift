/// Where a view reads a typed answer from. Injected like the output sinks, so flows that ask
/// (delete's confirmation, the guided entry) run in tests with scripted answers.
protocol LineSource: AnyObject {
    /// The next line without its line end, or nil at the end of input.
    func readLine() -> String?
}

/// Standard input, a line at a time.
final class StandardInputLines: LineSource {
    func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}
