public import PainlogDomain

/// Streams the entries an export covers, oldest first, as they are read.
public struct ExportEntriesInteractor {
    private let store: any EntryStore
    private let calendar: LocalCalendar

    public init(store: any EntryStore, calendar: LocalCalendar) {
        self.store = store
        self.calendar = calendar
    }

    /// Resolves the filter first (a bad value is a usage error before anything is written).
    public func filter(_ request: EntryFilterRequest) throws(PainlogError) -> EntryFilter {
        try request.resolved(now: calendar.now(), zone: calendar.zone)
    }

    /// Calls `body` with every matching entry, oldest first; without its note and tags when
    /// `redacted`.
    ///
    /// Returns how many there were.
    @discardableResult
    public func forEachEntry(matching filter: EntryFilter, redacted: Bool = false, _ body: (Entry) throws -> Void)
        throws -> Int
    {
        var count = 0
        try store.forEachEntry(matching: filter, order: .oldestFirst, limit: nil) { entry in
            try body(redacted ? Self.redacted(entry) : entry)
            count += 1
        }
        return count
    }

    /// `entry` without what `--redact` leaves out: its note and its tags.
    static func redacted(_ entry: Entry) -> Entry {
        Entry(
            id: entry.id, uid: entry.uid, occurredAt: entry.occurredAt, endedAt: entry.endedAt,
            intensity: entry.intensity, areas: entry.areas, tags: [], medications: entry.medications, note: "",
            createdAt: entry.createdAt, updatedAt: entry.updatedAt, symptoms: entry.symptoms)
    }
}
