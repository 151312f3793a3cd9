import PainlogDomain

/// Everything `painlog tags` shows: each tag, most used first, over the logged days.
public struct TagsReport: Sendable, Equatable {
    public let rows: [TagRow]
    /// Local calendar days with any matching entry.
    public let loggedDays: Int

    public init(rows: [TagRow], loggedDays: Int) {
        self.rows = rows
        self.loggedDays = loggedDays
    }
}
