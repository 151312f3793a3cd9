/// Why a file in the sync folder was not merged: it cannot be read, is not a painlog sync file, or
/// is cut short or damaged; it is skipped whole.
public enum SyncFileProblem: Error, Equatable {
    case skipped(file: String, reason: String)

    public var message: String {
        switch self {
        case .skipped(let file, let reason):
            return "skipped \(file): \(reason); nothing from it was merged"
        }
    }
}
