import PainlogDomain
import PainlogFeatures
import PainlogStorage

/// Turns any error into the contract's one `error:` line on stderr and its exit status.
enum ErrorReporter {
    /// Exit statuses of the contract.
    enum Status {
        static let failure: Int32 = 1
        static let usage: Int32 = 64
        static let badData: Int32 = 65
        static let noInput: Int32 = 66
    }

    /// Writes the error as one line with control characters made visible: a message may quote a
    /// value from the command line or an import file, and must not send escape sequences to the terminal.
    static func report(_ error: any Error, to view: TerminalView) -> Int32 {
        let (message, status) = describe(error)
        view.error(DisplayText.sanitized(message.split(whereSeparator: \.isNewline).joined(separator: " "), singleLine: true))
        try? view.flush()
        return status
    }

    static func describe(_ error: any Error) -> (String, Int32) {
        switch error {
        case let error as PainlogError:
            switch error.kind {
            case .usage: return (error.message, Status.usage)
            case .failure: return (error.message, Status.failure)
            case .badData: return (error.message, Status.badData)
            case .noInput: return (error.message, Status.noInput)
            }
        case let error as DatabaseError where error.isBusy:
            return ("the database is busy (another painlog is writing); try again", Status.failure)
        case let error as DatabaseError where error.isDiskFull:
            return ("the disk is full; nothing was changed", Status.failure)
        case let error as DatabaseError:
            return ("database error: \(error.description); nothing was changed", Status.failure)
        default:
            return ("\(error)", Status.failure)
        }
    }
}
