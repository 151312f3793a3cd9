public import PainlogDomain

/// What the status file for the phone holds (`sync --status`): when it was made, the acute-medication
/// days of the last 30 days (only when the diary has a migraine or headache condition), and today's
/// entries, newest first.
public struct SyncStatus: Sendable, Equatable {
    /// The most of today's entries read for the file (more could never fit in its 40 lines).
    public static let maximumEntries = 40

    /// When the file was made, in local time.
    public let written: Timestamp
    /// The 30 days ending today: acute-medication days by class, and the thresholds reached; nil
    /// when the diary has no migraine or headache condition.
    public let medication: Medication?
    /// Today's entries (their own local date), newest first, at most `maximumEntries`.
    public let today: [Entry]
    /// How many entries today has in all.
    public let todayCount: Int
    /// Today's date.
    public let date: LocalDate

    /// The acute-medication days of the last 30 days, from the overuse computation (`OveruseHistory`).
    public struct Medication: Sendable, Equatable {
        /// The newest block of 30 days.
        public let block: OveruseBlock
        /// The thresholds reached in it.
        public let flags: [OveruseFlag]

        public init(block: OveruseBlock, flags: [OveruseFlag]) {
            self.block = block
            self.flags = flags
        }
    }

    public init(written: Timestamp, date: LocalDate, medication: Medication?, today: [Entry], todayCount: Int) {
        self.written = written
        self.date = date
        self.medication = medication
        self.today = today
        self.todayCount = todayCount
    }
}
