public import PainlogDomain

/// Streams the entries an export covers, oldest first, as they are read.
public struct ExportEntriesInteractor {
    private let store: any EntryStore
    private let clock: any TimeSource
    private let zone: TimeZoneRules

    public init(store: any EntryStore, clock: any TimeSource, zone: TimeZoneRules) {
        self.store = store
        self.clock = clock
        self.zone = zone
    }

    /// Resolves the filter first (a bad value is a usage error before anything is written).
    public func filter(_ request: EntryFilterRequest) throws(PainlogError) -> EntryFilter {
        try request.resolved(now: clock.now(), zone: zone)
    }

    /// Calls `body` with every matching entry, oldest first. Returns how many there were.
    @discardableResult
    public func forEachEntry(matching filter: EntryFilter, _ body: (Entry) throws -> Void) throws -> Int {
        var count = 0
        try store.forEachEntry(matching: filter, order: .oldestFirst, limit: nil) { entry in
            try body(entry)
            count += 1
        }
        return count
    }
}
