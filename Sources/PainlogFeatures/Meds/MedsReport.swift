public import PainlogDomain

/// Everything `painlog meds` shows.
public struct MedsReport: Sendable, Equatable {
    /// The period's first and last local calendar days, as people read it.
    public let firstDay: LocalDate
    public let lastDay: LocalDate
    public let window: ResponseWindow
    /// Medications with a dose in the period, most days first.
    public let rows: [MedicationRow]
    /// The same response figures for entries without any medication.
    public let baseline: ResponseSummary
    /// Acute-medication days by class in blocks of 30 days ending on `lastDay`, and the flags.
    public let overuse: OveruseHistory

    public init(
        firstDay: LocalDate, lastDay: LocalDate, window: ResponseWindow, rows: [MedicationRow],
        baseline: ResponseSummary, overuse: OveruseHistory
    ) {
        self.firstDay = firstDay
        self.lastDay = lastDay
        self.window = window
        self.rows = rows
        self.baseline = baseline
        self.overuse = overuse
    }
}
