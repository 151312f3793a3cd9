/// Why a file in the sync folder was not merged.
public enum SyncFileProblem: Error, Equatable {
    /// It cannot be read, is not a painlog sync file, or is cut short or damaged: skipped.
    case skipped(file: String, reason: String)
    /// A time in it is more than a day ahead of this computer's clock: the sync is refused.
    case future(file: String, field: String, time: String)

    public var message: String {
        switch self {
        case .skipped(let file, let reason):
            return "skipped \(file): \(reason); nothing from it was merged"
        case .future(let file, let field, let time):
            return "\(file) has \(field) \(time), more than a day ahead of this computer's clock; "
                + "is the clock of the computer that wrote it wrong? Fix it (or this one), sync there, then sync here again; nothing was merged"
        }
    }
}
