/// Where a view writes text.
///
/// Injected, so tests and the coordinator decide where output goes.
protocol OutputSink: AnyObject {
    func write(_ text: String)
    /// Writes bytes that are already UTF-8 (the export's rows).
    func write(bytes: [UInt8])
    /// Writes out anything buffered; throws when the output could not be written.
    func flush() throws
}

/// An error writing to standard output or standard error.
struct OutputError: Error, CustomStringConvertible {
    let description: String
}
