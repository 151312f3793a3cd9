public import PainlogDomain

/// One day of `painlog calendar`.
public struct CalendarDay: Sendable, Equatable {
    public let date: LocalDate
    /// The worst intensity of the entries that count on the day (see `DayDefinitions`); nil when none does.
    public let worst: Int?
    /// The entries that count on the day.
    public let entries: Int
    /// The medications taken on the day, without dose, each once (every dose, whatever the filters),
    /// in name order.
    public let medications: [String]
    /// The acute classes among them (`MedicationClass.acute` order): the day's acute-medication mark.
    public let acuteClasses: [MedicationClass]
    /// A migraine day (`ClinicalDayFacts.migraine`); false when no migraine condition is in view.
    public let migraine: Bool

    public init(
        date: LocalDate, worst: Int?, entries: Int, medications: [String], acuteClasses: [MedicationClass],
        migraine: Bool = false
    ) {
        self.migraine = migraine
        self.date = date
        self.worst = worst
        self.entries = entries
        self.medications = medications
        self.acuteClasses = acuteClasses
    }
}

/// One month of `painlog calendar`: its days up to the period's last day, and their counts.
public struct CalendarMonth: Sendable, Equatable {
    /// The month's first day.
    public let first: LocalDate
    public let daysInMonth: Int
    /// Every day of the month up to the period's last day, in order.
    public let days: [CalendarDay]
    public let counts: DayCounts
    /// Headache, migraine and treated days, each nil when the view has no such figure.
    public let clinical: ClinicalSpanFigures

    public init(
        first: LocalDate, daysInMonth: Int, days: [CalendarDay], counts: DayCounts,
        clinical: ClinicalSpanFigures = .none
    ) {
        self.clinical = clinical
        self.first = first
        self.daysInMonth = daysInMonth
        self.days = days
        self.counts = counts
    }

    /// `YYYY-MM`.
    public var key: String { String(first.isoString.prefix(7)) }
}

/// `painlog calendar`: the last months as a clinic's headache calendar.
public struct HeadacheCalendar: Sendable, Equatable {
    /// Oldest first.
    public let months: [CalendarMonth]
    /// The period's last day (today unless `--until`).
    public let lastDay: LocalDate
    /// Whether `--area`, `--tag` or `--med` chose the entries (medication days count every dose all the same).
    public let isFiltered: Bool
    /// A migraine condition is in view: the grid marks migraine days.
    public let marksMigraineDays: Bool
    /// The chronic-migraine statement, when the 3 complete months before the last day's meet its counts.
    public let chronicMigraine: ChronicMigraineStatement?

    public init(
        months: [CalendarMonth], lastDay: LocalDate, isFiltered: Bool, marksMigraineDays: Bool = false,
        chronicMigraine: ChronicMigraineStatement? = nil
    ) {
        self.marksMigraineDays = marksMigraineDays
        self.chronicMigraine = chronicMigraine
        self.months = months
        self.lastDay = lastDay
        self.isFiltered = isFiltered
    }
}
