public import PainlogDomain

/// Finds one entry by the id the user typed.
public struct ShowEntryInteractor {
    private let store: any EntryStore

    public init(store: any EntryStore) {
        self.store = store
    }

    /// The entry with id `idText` (`12` or `#12`); a usage error for a malformed id and a failure
    /// when there is no such entry.
    public func entry(_ idText: String) throws -> Entry {
        let id = try EntryID.parse(idText)
        guard let entry = try store.entry(id: id) else {
            throw PainlogError(.failure, "no entry #\(id); '\(hint: .listEntries)' shows the ids")
        }
        return entry
    }
}
