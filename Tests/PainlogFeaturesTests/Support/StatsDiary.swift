import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogSystem

/// A real diary in a fresh temporary folder, for the stats, areas and dashboard interactor tests:
/// SQLite as painlog uses it, "now" fixed, Berlin as the local zone.
final class StatsDiary {
    /// 2026-11-22T10:00:00+01:00, a Sunday.
    static let sunday: Int64 = 1_795_338_000

    let folder: URL
    let storage: SQLiteStorage
    let clock: FixedTimeSource
    let zone = (TimeZoneRules(identifier: "Europe/Berlin") ?? .utc)
    /// The clock and the zone, as the interactors take them.
    var localCalendar: LocalCalendar { LocalCalendar(clock: clock, zone: zone) }

    init(now: Int64 = StatsDiary.sunday) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("painlog-stats-\(UUID().uuidString)")
        clock = FixedTimeSource(now)
        storage = try SQLiteStorage.open(
            path: folder.appendingPathComponent("diary.sqlite").path, clock: clock, zone: zone)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A time in tests, where the text is known to be valid.
    static func time(_ text: String) -> Timestamp {
        guard let time = Timestamp(iso8601: text) else { fatalError("bad test time \(text)") }
        return time
    }

    /// Stores an entry as it is, with no undo step: times may be anything, even in the future.
    @discardableResult
    func add(
        _ intensity: Int, at text: String, areas: [String] = [], tags: [String] = [], medications: [String] = [],
        note: String = ""
    ) throws -> Entry {
        guard let value = Intensity(intensity) else { fatalError("bad test intensity \(intensity)") }
        let written = zone.timestamp(at: clock.now())
        return try storage.entries.insert(
            EntryContent(
                uid: UUID().uuidString.lowercased(), occurredAt: Self.time(text), intensity: value, areas: areas,
                tags: tags,
                medications: try medications.map { text throws in try Medication(parsing: text) }, note: note,
                createdAt: written,
                updatedAt: written))
    }

    /// Logs an entry as `painlog log` does, as one undo step.
    @discardableResult
    func log(_ intensity: Int, at text: String, areas: [String] = []) throws -> Entry {
        try LogEntryInteractor(
            unitOfWork: storage.unitOfWork, calendar: localCalendar, makeUID: { UUID().uuidString.lowercased() }
        ).log(LogEntryRequest(intensity: "\(intensity)", areas: areas, at: text))
    }

    var stats: StatsInteractor { StatsInteractor(statistics: storage.statistics, calendar: localCalendar) }

    var areas: NamesInteractor {
        NamesInteractor(areas: storage.areas, unitOfWork: storage.unitOfWork, calendar: localCalendar)
    }

    var dashboard: DashboardInteractor {
        DashboardInteractor(
            store: storage.entries, statistics: storage.statistics, areas: storage.areas, calendar: localCalendar)
    }

    var undo: UndoInteractor { UndoInteractor(journal: storage.journal, calendar: localCalendar) }

    /// Every entry, oldest first, and the area list: what a rename and its undo must agree on.
    func state() throws -> StatsDiaryState {
        StatsDiaryState(
            entries: try storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil),
            usage: try storage.areas.usage(),
            steps: try storage.journal.recentSteps(limit: 1000))
    }
}

/// What a diary holds, for before/after comparisons.
struct StatsDiaryState: Equatable {
    let entries: [Entry]
    let usage: [NameUsage]
    let steps: [JournalStep]
}
