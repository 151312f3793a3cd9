/// What `list` was asked for, as typed.
public struct ListEntriesRequest: Sendable, Equatable {
    /// How many entries `list` shows when not told.
    public static let defaultLimit = 20

    public let filter: EntryFilterRequest
    /// `--limit N`; nil when not given.
    public let limit: Int?
    /// `--all`.
    public let all: Bool

    public init(filter: EntryFilterRequest, limit: Int? = nil, all: Bool = false) {
        self.filter = filter
        self.limit = limit
        self.all = all
    }
}
