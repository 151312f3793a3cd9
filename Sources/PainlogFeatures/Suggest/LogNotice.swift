public import PainlogDomain

/// Something `log` did that the person should know about; the entry is logged all the same.
public enum LogNotice: Sendable, Equatable {
    /// The wall-clock time happened twice; the earlier instant was taken.
    case repeatedTime(Timestamp, secondOffset: Int)
    /// A name new to the diary is close to one it has: probably a typo.
    case similarName(NameKind, new: String, existing: String)
    /// An entry with the same intensity and areas lies within 10 minutes.
    case possibleDuplicate(of: Entry)
}

/// An entry just logged, with its notices.
public struct LoggedEntry: Sendable, Equatable {
    public let entry: Entry
    public let notices: [LogNotice]

    public init(entry: Entry, notices: [LogNotice]) {
        self.entry = entry
        self.notices = notices
    }
}
