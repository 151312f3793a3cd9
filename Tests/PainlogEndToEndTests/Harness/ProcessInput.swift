import Foundation

/// What a started program reads on stdin.
enum ProcessInput {
    /// `/dev/null`.
    case null
    /// These bytes, from a file written first.
    case data(Data)
    /// These bytes, written into a pipe as the program reads (the way a shell pipeline gives them).
    case piped(Data)
    /// A pipe the test writes to or closes (`RunningProgram.input`).
    case pipe
    /// The file at this path.
    case file(String)
}
