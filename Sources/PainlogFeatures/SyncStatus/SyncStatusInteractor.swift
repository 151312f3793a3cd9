public import PainlogDomain

/// `sync --status`: gathers what the status file for the phone shows, and keeps whether a sync
/// folder wants it (remembered per folder, as the sync's other settings are).
///
/// The medication days come from `MedsInteractor`'s overuse computation, the one behind `meds`, the
/// dashboard and the report.
public struct SyncStatusInteractor {
    private let entries: any EntryStore
    private let conditions: any ConditionStore
    private let nameStatistics: any NameStatisticsStore
    private let settings: any DiarySettings
    private let calendar: LocalCalendar

    public init(
        entries: any EntryStore, conditions: any ConditionStore, nameStatistics: any NameStatisticsStore,
        settings: any DiarySettings, calendar: LocalCalendar
    ) {
        self.entries = entries
        self.conditions = conditions
        self.nameStatistics = nameStatistics
        self.settings = settings
        self.calendar = calendar
    }

    /// The setting that says the sync in `folder` (its real path) writes the status file.
    static func setting(_ folder: String) -> String { "sync_status " + folder }

    /// `painlog-status-<the diary id's first 8 digits>.txt`.
    public static func fileName(diaryID: String) -> String { "painlog-status-\(diaryID.prefix(8)).txt" }

    /// The file name for this diary (its id as it is now: a sync may have given it a new one).
    public func fileName() throws -> String { Self.fileName(diaryID: try settings.diaryID()) }

    /// The setting's value for `--status`: written while the folder is not encrypted.
    static let plainFolders = "plain"
    /// The setting's value for `--status-plain`: written even into an encrypted folder.
    static let evenEncrypted = "even_encrypted"

    /// Whether the sync in `folderPath` writes the status file.
    public func isRemembered(folderPath: String) throws -> Bool {
        try settings.value(Self.setting(folderPath)) != nil
    }

    /// Whether the sync in `folderPath` writes the status file even when the folder is encrypted
    /// (`--status-plain`).
    public func isRememberedEvenEncrypted(folderPath: String) throws -> Bool {
        try settings.value(Self.setting(folderPath)) == Self.evenEncrypted
    }

    /// Remembers (`on`) or forgets that the sync in `folderPath` writes the status file;
    /// `evenEncrypted` (`--status-plain`) writes it into an encrypted folder too, while `--status`
    /// alone (`on` without it) leaves that to an unencrypted folder.
    public func remember(_ on: Bool, evenEncrypted: Bool = false, folderPath: String) throws {
        let key = Self.setting(folderPath)
        if on {
            let value = evenEncrypted ? Self.evenEncrypted : Self.plainFolders
            if try settings.value(key) != value { try settings.set(key, to: value) }
        } else if try settings.value(key) != nil {
            try settings.removeValue(key)
        }
    }

    /// What the file shows now.
    public func status() throws -> SyncStatus {
        let now = calendar.now()
        let today = calendar.date(of: now)
        let filter = EntryFilter(sinceDay: today, throughDay: today)
        let todays = try entries.entries(matching: filter, order: .newestFirst, limit: SyncStatus.maximumEntries)
        let count = todays.count < SyncStatus.maximumEntries ? todays.count : try entries.count(matching: filter)
        var medication: SyncStatus.Medication?
        if try conditions.conditions().contains(where: { $0.kind == .migraine || $0.kind == .headache }) {
            let history = try MedsInteractor(statistics: nameStatistics, calendar: calendar).overuse(until: today)
            if let block = history.blocks.first {
                medication = SyncStatus.Medication(block: block, flags: history.flags)
            }
        }
        return SyncStatus(
            written: calendar.timestamp(at: now), date: today, medication: medication, today: todays,
            todayCount: count)
    }
}
