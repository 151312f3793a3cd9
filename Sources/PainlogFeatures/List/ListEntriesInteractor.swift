public import PainlogDomain

/// Finds entries for `list`, newest first, through the time index: the newest N are read without
/// touching the rest of the diary.
public struct ListEntriesInteractor {
    private let store: any EntryStore
    private let calendar: LocalCalendar

    public init(store: any EntryStore, calendar: LocalCalendar) {
        self.store = store
        self.calendar = calendar
    }

    /// `list` counts the entries it leaves out only this far ("more than 1,000 older entries"): each
    /// one counted is a step along the time index, about 380 instructions, paid by every `list`.
    public static let hiddenCountCap = 1_000

    /// The page `list` shows and how many matching entries it leaves out, from one resolved filter
    /// (the clock read once) in one read snapshot, so the count agrees with the page.
    public func page(_ request: ListEntriesRequest) throws -> ListPage {
        let (filter, limit) = try resolve(request)
        return try store.inReadTransaction {
            let entries = try store.entries(matching: filter, order: .newestFirst, limit: limit)
            guard let limit, entries.count == limit else { return ListPage(entries: entries) }
            let cap = entries.count + Self.hiddenCountCap
            let matching = try store.count(matching: filter, upTo: cap + 1)
            return ListPage(
                entries: entries, hiddenCount: min(matching, cap) - entries.count, hiddenCountIsAtLeast: matching > cap)
        }
    }

    /// Calls `body` with each entry to list, newest first, as it is read.
    public func forEachEntry(_ request: ListEntriesRequest, _ body: (Entry) throws -> Void) throws {
        let (filter, limit) = try resolve(request)
        try store.forEachEntry(matching: filter, order: .newestFirst, limit: limit, body)
    }

    /// Calls `first` with each entry to list, newest first, then `second` with each again, from one
    /// resolved filter (the clock read once) in one read snapshot, so both passes see the same
    /// entries: `list --all` measures its columns in the first and writes its rows in the second,
    /// holding no more than one entry at a time.
    public func forEachEntryTwice(
        _ request: ListEntriesRequest, first: (Entry) throws -> Void, second: (Entry) throws -> Void
    ) throws {
        let (filter, limit) = try resolve(request)
        try store.inReadTransaction {
            try store.forEachEntry(matching: filter, order: .newestFirst, limit: limit, first)
            try store.forEachEntry(matching: filter, order: .newestFirst, limit: limit, second)
        }
    }

    /// The entries to list, newest first.
    public func entries(_ request: ListEntriesRequest) throws -> [Entry] {
        let (filter, limit) = try resolve(request)
        return try store.entries(matching: filter, order: .newestFirst, limit: limit)
    }

    private func resolve(_ request: ListEntriesRequest) throws -> (EntryFilter, Int?) {
        if request.all, let limit = request.limit {
            throw PainlogError.usage(
                "\(field: .limit) \(limit) and \(field: .all) contradict each other; give one of them")
        }
        if let limit = request.limit, limit < 1 {
            throw PainlogError.usage("\(field: .limit) must be a whole number of 1 or more, got '\(limit)'")
        }
        let filter = try request.filter.resolved(now: calendar.now(), zone: calendar.zone)
        return (filter, request.all ? nil : (request.limit ?? ListEntriesRequest.defaultLimit))
    }
}
