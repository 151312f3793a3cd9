import PainlogDomain
import PainlogFeatures

/// Turns any error into the contract's one `error:` line on stderr and its exit status.
///
/// Every error line painlog prints comes from here: through the view once there is one, straight to
/// standard error before that (a bad command line or environment).
enum ErrorReporter {
    /// Exit statuses of the contract.
    enum Status {
        static let failure: Int32 = 1
        static let usage: Int32 = 64
        static let badData: Int32 = 65
        static let noInput: Int32 = 66
    }

    /// Reports `error` through the view (flushing what it holds) and returns its exit status.
    static func report(_ error: any Error, to view: TerminalView) -> Int32 {
        let (message, status) = describe(error)
        view.error(line(message))
        try? view.flush()
        return status
    }

    /// Reports `error` on standard error before any view exists, and returns its exit status.
    static func reportToStandardError(_ error: any Error) -> Int32 {
        let (message, status) = describe(error)
        reportToStandardError(message: message)
        return status
    }

    /// Writes `message` as the error line on standard error, before any view exists.
    static func reportToStandardError(message: String) {
        let standardError = FileDescriptorSink(descriptor: 2)
        standardError.write("error: " + line(message) + "\n")
        try? standardError.flush()
    }

    /// The message as one line with control characters made visible: a message may quote a value
    /// from the command line or an import file, and must not send escape sequences to the terminal.
    private static func line(_ message: String) -> String {
        DisplayText.sanitized(message.split(whereSeparator: \.isNewline).joined(separator: " "), singleLine: true)
    }

    static func describe(_ error: any Error) -> (String, Int32) {
        switch error {
        case let error as PainlogError:
            return describe(error)
        case let error as any PainlogErrorConvertible:
            // A storage error that escaped a read: storage says what it means.
            return describe(error.painlogError)
        default:
            return ("\(error)", Status.failure)
        }
    }

    private static func describe(_ error: PainlogError) -> (String, Int32) {
        let message = OptionSpelling.message(of: error)
        switch error.kind {
        case .usage: return (message, Status.usage)
        case .failure: return (message, Status.failure)
        case .badData: return (message, Status.badData)
        case .noInput: return (message, Status.noInput)
        }
    }
}
