import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogTestSupport

@testable import PainlogStorage

/// One of two (or more) diaries kept in step by exports and imports, driven through the real
/// interactors over a real SQLite file, with a clock the test moves on.
final class MergeTestDiary {
    private let diary: TestDiary
    /// The clock of the next change, in seconds since 1970.
    var now: Int64
    private let uids: () -> String

    /// - Parameters:
    ///   - start: the clock's first reading.
    ///   - uids: where new entries' uids come from (give two diaries different sequences).
    init(start: Int64 = fixedNow - 86_400, uids: @escaping () -> String) throws {
        diary = try TestDiary()
        now = start
        self.uids = uids
    }

    /// A diary whose uids begin with `prefix` (a hexadecimal digit): diaries made with different
    /// prefixes never make the same uid.
    convenience init(uidPrefix prefix: String) throws {
        let uids = UIDSequence()
        try self.init(uids: { prefix + uids.next().dropFirst() })
    }

    /// Two diaries, a and b, each with an entry ("from a" in the head, "from b" in the neck), that
    /// have synced with each other through `folder`, each twice.
    static func syncedPair(through folder: any SyncFolder) throws -> (a: MergeTestDiary, b: MergeTestDiary) {
        let a = try MergeTestDiary(uidPrefix: "a")
        let b = try MergeTestDiary(uidPrefix: "b")
        try a.log(4, note: "from a", areas: ["head"])
        try b.log(6, note: "from b", areas: ["neck"])
        for diary in [a, b, a, b] {
            diary.wait()
            try diary.sync(folder)
        }
        return (a, b)
    }

    var storage: SQLiteStorage { diary.storage }
    private var clock: FixedTimeSource { FixedTimeSource(now) }
    private var calendar: LocalCalendar { LocalCalendar(clock: clock, zone: berlinZone) }

    /// Moves the clock on by `seconds`.
    func wait(_ seconds: Int64 = 60) { now += seconds }

    @discardableResult
    func log(
        _ intensity: Int, note: String = "", areas: [String] = [], medications: [String] = [],
        at: String? = "2026-11-20T08:00"
    ) throws -> Entry {
        try LogEntryInteractor(unitOfWork: diary.unitOfWork, calendar: calendar, makeUID: uids)
            .log(
                LogEntryRequest(
                    intensity: String(intensity), areas: areas, at: at, note: note, medications: medications))
    }

    @discardableResult
    func edit(_ id: Int64, intensity: Int? = nil, note: String? = nil) throws -> EditOutcome {
        try EditEntryInteractor(unitOfWork: diary.unitOfWork, calendar: calendar)
            .edit(EditEntryRequest(id: "\(id)", intensity: intensity.map(String.init), note: note))
    }

    @discardableResult
    func editTimes(_ id: Int64, at: String? = nil, ended: String? = nil) throws -> EditOutcome {
        try EditEntryInteractor(unitOfWork: diary.unitOfWork, calendar: calendar)
            .edit(EditEntryRequest(id: "\(id)", at: at, ended: ended))
    }

    @discardableResult
    func editAreas(_ id: Int64, add: [String] = [], remove: [String] = []) throws -> EditOutcome {
        try EditEntryInteractor(unitOfWork: diary.unitOfWork, calendar: calendar)
            .edit(EditEntryRequest(id: "\(id)", addAreas: add, removeAreas: remove))
    }

    @discardableResult
    func editSymptoms(_ id: Int64, add: [String] = [], remove: [String] = []) throws -> EditOutcome {
        try EditEntryInteractor(unitOfWork: diary.unitOfWork, calendar: calendar)
            .edit(EditEntryRequest(id: "\(id)", addSymptoms: add, removeSymptoms: remove))
    }

    /// The earlier values sync set aside for entry `uid`.
    func history(uid: String) throws -> [SetAsideValue] { try storage.syncStamps.earlierValues(uid: uid) }

    func delete(_ ids: [Int64]) throws {
        let interactor = DeleteEntriesInteractor(
            store: diary.store, unitOfWork: diary.unitOfWork, calendar: calendar)
        try interactor.delete(try interactor.entries(ids.map { "\($0)" }))
    }

    func renameArea(_ old: String, to new: String) throws {
        _ = try NamesInteractor(areas: storage.areas, unitOfWork: diary.unitOfWork, calendar: calendar)
            .rename(old, to: new)
    }

    func setClass(_ medication: String, to medicationClass: String) throws {
        _ = try MedicationClassInteractor(unitOfWork: diary.unitOfWork, calendar: calendar)
            .setClass(of: medication, to: medicationClass)
    }

    /// The class set for each medication (by name as stored).
    func classes() throws -> [String: String] {
        try storage.unitOfWork.inWriteTransaction { try $0.medicationClasses.classes() }
    }

    @discardableResult
    func undo() throws -> JournalStep {
        try UndoInteractor(journal: diary.journal, calendar: calendar).undo()
    }

    /// The whole diary as `export` writes it (CSV).
    func export() throws -> String {
        var text = EntryCSVFormatter.header
        _ = try ExportEntriesInteractor(store: diary.store, calendar: calendar)
            .forEachEntry(matching: .all) { text += EntryCSVFormatter.row($0) }
        return text
    }

    /// Imports `csv`, returning the report and each change it lists.
    @discardableResult
    func importCSV(_ csv: String, dryRun: Bool = false) throws -> (report: ImportReport, changes: [ImportChange]) {
        var changes: [ImportChange] = []
        let report = try ImportEntriesInteractor(
            unitOfWork: diary.unitOfWork, calendar: calendar, makeUID: uids
        )
        .importEntries(from: CSVImportReader(source: MemoryByteSource(csv)), sourceName: "other.csv", dryRun: dryRun) {
            changes.append($0)
        }
        return (report, changes)
    }

    /// Syncs with `folder` as `painlog sync` does.
    @discardableResult
    func sync(_ folder: any SyncFolder, dryRun: Bool = false) throws -> SyncReport {
        try SyncInteractor(
            unitOfWork: diary.unitOfWork, settings: storage.settings, calendar: calendar, makeUID: uids
        )
        .sync(folder, folderPath: folder.name, dryRun: dryRun)
    }

    /// The name of this diary's file in a sync folder.
    func syncFileName() throws -> String { SyncFileFormat.fileName(diaryID: try storage.settings.diaryID()) }

    func entry(uid: String) throws -> Entry? { try diary.store.entry(uid: uid) }

    func entries() throws -> [Entry] {
        try diary.store.entries(matching: .all, order: .oldestFirst, limit: nil).sorted { $0.id < $1.id }
    }

    func steps() throws -> [JournalStep] { try diary.journal.recentSteps(limit: 1_000) }

    /// Every tombstone, by uid, read straight from the table.
    func tombstones() throws -> [String: Tombstone] {
        let connection = try SQLiteConnection(path: diary.path, readOnly: true)
        defer { connection.close() }
        var found: [String: Tombstone] = [:]
        try connection.query("SELECT \(Tombstone.selection) FROM tombstones", Tombstone.Columns.self) { row in
            let tombstone = Tombstone(row: row)
            found[tombstone.uid] = tombstone
        }
        return found
    }

    /// Every entry by uid, byte for byte as `export` writes it but without the id (ids differ
    /// between diaries).
    func contents() throws -> [String: String] {
        var contents: [String: String] = [:]
        for entry in try entries() {
            contents[entry.uid] = Self.content(of: entry)
        }
        return contents
    }

    /// One entry of `contents()`: its export row without the id.
    static func content(of entry: Entry) -> String {
        String(EntryCSVFormatter.row(entry).drop { $0 != "," }.dropFirst())
    }
}
