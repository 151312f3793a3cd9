public import PainlogDomain

/// Something `log` did that the person should know about; the entry is logged all the same.
public enum LogNotice: Sendable, Equatable {
    /// The wall-clock time happened twice; the earlier instant was taken.
    case repeatedTime(Timestamp, secondOffset: Int)
    /// A name new to the diary is close to one it has: probably a typo.
    case similarName(NameKind, new: String, existing: String)
    /// An entry with the same intensity and areas lies within 10 minutes.
    case possibleDuplicate(of: Entry)
    /// The entry lasts more than 31 days (`length` as a notice says it: `40 days`).
    case longEntry(length: String)

    /// The notice for `entry` when it lasts more than 31 days (`EntryEndRules.noticeSeconds`); nil
    /// otherwise.
    public static func length(of entry: Entry) -> LogNotice? {
        EntryEndRules.noticeLength(start: entry.occurredAt, end: entry.endedAt).map { .longEntry(length: $0) }
    }
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
