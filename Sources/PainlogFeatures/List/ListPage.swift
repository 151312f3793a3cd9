public import PainlogDomain

/// What `list` shows: a page of entries, newest first, and how many matching ones it left out.
public struct ListPage: Sendable, Equatable {
    public let entries: [Entry]
    /// Matching entries beyond the page, counted up to `ListEntriesInteractor.hiddenCountCap`.
    public let hiddenCount: Int
    /// The count stopped at the cap: there are more than `hiddenCount`.
    public let hiddenCountIsAtLeast: Bool

    public init(entries: [Entry], hiddenCount: Int = 0, hiddenCountIsAtLeast: Bool = false) {
        self.entries = entries
        self.hiddenCount = hiddenCount
        self.hiddenCountIsAtLeast = hiddenCountIsAtLeast
    }
}
