public import PainlogDomain

/// One tag in `painlog tags`.
public struct TagRow: Sendable, Equatable {
    public let name: String
    /// Entries that carry it.
    public let entryCount: Int
    public let lastLogged: Timestamp?
    /// Its days against the other logged days.
    public let comparison: TagComparison

    public init(name: String, entryCount: Int, lastLogged: Timestamp?, comparison: TagComparison) {
        self.name = name
        self.entryCount = entryCount
        self.lastLogged = lastLogged
        self.comparison = comparison
    }
}
