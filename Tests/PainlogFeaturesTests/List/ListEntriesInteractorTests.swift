import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct ListEntriesInteractorTests {
    let diary: TestDiary
    let interactor: ListEntriesInteractor

    init() throws {
        diary = try TestDiary()
        interactor = ListEntriesInteractor(store: diary.store, calendar: fixedCalendar)
    }

    /// 25 entries, one an hour back from 2026-11-22 08:00; entry n has uid n, n = 1 the oldest.
    func insertHourly() throws {
        for number in 1...25 {
            let time = Timestamp(seconds: berlin(2026, 11, 22, 8, 0).seconds - Int64(25 - number) * 3600, offset: 3600)
            _ = try diary.store.insert(entryContent(number, at: time, intensity: number % 11))
        }
    }

    func uids(_ request: ListEntriesRequest) throws -> [String] {
        let listed = try interactor.entries(request)
        var streamed: [Entry] = []
        try interactor.forEachEntry(request) { streamed.append($0) }
        #expect(streamed == listed)
        return listed.map(\.uid)
    }

    /// How many entries match the request's filter, ignoring its limit: what `page` shows plus what
    /// it counts as hidden, on a one-entry page so the count comes from the store's `count`.
    func matchingCount(_ request: ListEntriesRequest) throws -> Int {
        let page = try interactor.page(ListEntriesRequest(filter: request.filter, limit: 1))
        return page.entries.count + page.hiddenCount
    }

    // MARK: Limits

    @Test func showsTheNewestTwentyByDefault() throws {
        try insertHourly()
        let request = ListEntriesRequest(filter: EntryFilterRequest())
        #expect(try uids(request) == (6...25).reversed().map(uid))
        #expect(try matchingCount(request) == 25)
    }

    @Test func limitAndAll() throws {
        try insertHourly()
        #expect(try uids(ListEntriesRequest(filter: EntryFilterRequest(), limit: 3)) == [uid(25), uid(24), uid(23)])
        #expect(try uids(ListEntriesRequest(filter: EntryFilterRequest(), all: true)) == (1...25).reversed().map(uid))
        #expect(try uids(ListEntriesRequest(filter: EntryFilterRequest(), limit: 100)).count == 25)
    }

    @Test func limitWithAllIsAUsageError() throws {
        let error = try #require(throws: PainlogError.self) {
            try interactor.entries(ListEntriesRequest(filter: EntryFilterRequest(), limit: 5, all: true))
        }
        #expect(error == .usage("\(field: .limit) 5 and \(field: .all) contradict each other; give one of them"))
    }

    @Test(arguments: [0, -1])
    func aLimitBelowOneIsAUsageError(limit: Int) throws {
        let error = try #require(throws: PainlogError.self) {
            try interactor.entries(ListEntriesRequest(filter: EntryFilterRequest(), limit: limit))
        }
        #expect(error == .usage("\(field: .limit) must be a whole number of 1 or more, got '\(limit)'"))
    }

    @Test func anEmptyDiaryListsNothing() throws {
        #expect(try uids(ListEntriesRequest(filter: EntryFilterRequest())) == [])
        #expect(try matchingCount(ListEntriesRequest(filter: EntryFilterRequest())) == 0)
    }

    // MARK: Filters

    /// Entries either side of midnight and noon on 2026-11-21.
    func insertAroundTheDay() throws {
        let rows: [(Int, Timestamp, Int, [String], String)] = [
            (1, berlin(2026, 11, 20, 23, 59, 59), 2, ["Head"], "Ärger"),
            (2, berlin(2026, 11, 21, 0, 0, 0), 4, ["neck"], ""),
            (3, berlin(2026, 11, 21, 12, 0, 0), 6, ["head"], "after lunch"),
            (4, berlin(2026, 11, 21, 23, 59, 59), 8, [], "late ÄRGER"),
            (5, berlin(2026, 11, 22, 0, 0, 0), 10, ["knee"], ""),
        ]
        for (number, time, intensity, areas, note) in rows {
            _ = try diary.store.insert(entryContent(number, at: time, intensity: intensity, areas: areas, note: note))
        }
    }

    func uids(_ filter: EntryFilterRequest) throws -> [String] {
        let request = ListEntriesRequest(filter: filter, all: true)
        let found = try uids(request)
        #expect(try matchingCount(request) == found.count)
        return found
    }

    @Test func untilADateIncludesThatWholeDay() throws {
        try insertAroundTheDay()
        #expect(try uids(EntryFilterRequest(until: "2026-11-20")) == [uid(1)])
        #expect(try uids(EntryFilterRequest(until: "2026-11-21")) == [uid(4), uid(3), uid(2), uid(1)])
    }

    @Test func sinceADateStartsAtItsMidnight() throws {
        try insertAroundTheDay()
        #expect(try uids(EntryFilterRequest(since: "2026-11-21")) == [uid(5), uid(4), uid(3), uid(2)])
        #expect(try uids(EntryFilterRequest(since: "2026-11-21", until: "2026-11-21")) == [uid(4), uid(3), uid(2)])
    }

    @Test func untilATimeIncludesThatSecond() throws {
        try insertAroundTheDay()
        #expect(try uids(EntryFilterRequest(since: "2026-11-21 12:00", until: "2026-11-21 12:00")) == [uid(3)])
        #expect(try uids(EntryFilterRequest(until: "2026-11-21 11:59:59")) == [uid(2), uid(1)])
    }

    @Test func relativeTimesCountFromNow() throws {
        try insertAroundTheDay()
        #expect(try uids(EntryFilterRequest(since: "1d ago")) == [uid(5), uid(4), uid(3)])
        #expect(try uids(EntryFilterRequest(since: "yesterday")) == [uid(5), uid(4), uid(3), uid(2)])
    }

    @Test func areasIntensityAndSearchFilter() throws {
        try insertAroundTheDay()
        #expect(try uids(EntryFilterRequest(areas: ["HEAD"])) == [uid(3), uid(1)])
        #expect(try uids(EntryFilterRequest(areas: ["head", "KNEE"])) == [uid(5), uid(3), uid(1)])
        #expect(try uids(EntryFilterRequest(minimum: "4", maximum: "8")) == [uid(4), uid(3), uid(2)])
        #expect(try uids(EntryFilterRequest(minimum: "10")) == [uid(5)])
        #expect(try uids(EntryFilterRequest(search: "ärger")) == [uid(4), uid(1)])
        #expect(try uids(EntryFilterRequest(search: "")) == (1...5).reversed().map(uid))
    }

    @Test func matchingCountIgnoresTheLimit() throws {
        try insertAroundTheDay()
        let request = ListEntriesRequest(filter: EntryFilterRequest(since: "2026-11-21"), limit: 1)
        #expect(try interactor.entries(request).map(\.uid) == [uid(5)])
        #expect(try matchingCount(request) == 4)
    }

    static let badFilters: [(EntryFilterRequest, ErrorText)] = [
        (EntryFilterRequest(minimum: "8", maximum: "3"), "\(field: .minimum) 8 is greater than \(field: .maximum) 3"),
        (
            EntryFilterRequest(since: "2026-11-22", until: "2026-11-21"),
            "\(field: .since) '2026-11-22' is not before \(field: .until) '2026-11-21'"
        ),
        (
            EntryFilterRequest(since: "2026-11-21 12:00:01", until: "2026-11-21 12:00"),
            "\(field: .since) '2026-11-21 12:00:01' is not before \(field: .until) '2026-11-21 12:00'"
        ),
        (EntryFilterRequest(minimum: "eleven"), "\(field: .minimum) must be a whole number 0–10, got 'eleven'"),
        (EntryFilterRequest(maximum: "11"), "\(field: .maximum) must be a whole number 0–10, got '11'"),
        (EntryFilterRequest(areas: ["a;b"]), "area 'a;b' must not contain ';'"),
    ]

    @Test(arguments: badFilters)
    func aBadFilterIsAUsageError(filter: EntryFilterRequest, message: ErrorText) throws {
        try insertAroundTheDay()
        let request = ListEntriesRequest(filter: filter)
        #expect(throws: PainlogError.usage(message)) { try interactor.entries(request) }
        #expect(throws: PainlogError.usage(message)) { try matchingCount(request) }
    }

    @Test func anUnreadableTimeIsAUsageErrorNamingIt() throws {
        let error = try #require(throws: PainlogError.self) {
            try interactor.entries(ListEntriesRequest(filter: EntryFilterRequest(since: "next tuesday")))
        }
        #expect(error.kind == .usage)
        #expect(error.fields == [.since])
        #expect(error.message.hasPrefix("since 'next tuesday' is not a time"), "\(error.message)")
    }
}
