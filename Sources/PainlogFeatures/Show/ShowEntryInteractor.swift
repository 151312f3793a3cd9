public import PainlogDomain

/// Finds one entry by the id the user typed.
public struct ShowEntryInteractor {
    private let store: any EntryStore

    public init(store: any EntryStore) {
        self.store = store
    }

    /// The entry `idText` names (`12`, `#12` or `last`); a usage error for a malformed id and a
    /// failure when there is no such entry.
    public func entry(_ idText: String) throws -> Entry {
        try EntryReference.parse(idText).existingEntry(in: store)
    }

    /// The earlier values of `entry`'s fields that sync set aside (`show --history`).
    public func history(of entry: Entry, in stamps: any SyncStampStore) throws -> [SetAsideValue] {
        try stamps.earlierValues(uid: entry.uid)
    }
}
