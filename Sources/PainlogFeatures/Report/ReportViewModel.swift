/// The report as display-ready text, made by `ReportPresenter`; `ReportHTML` escapes every string
/// of it on the way out.
public struct ReportViewModel: Sendable, Equatable {
    /// One figure of the summary's header: `Average` `5.3` `worst 9 · least 1`.
    public struct Fact: Sendable, Equatable {
        public let label: String
        public let value: String
        public let detail: String
    }

    /// One point of the chart: a day (or week, or month) and its mean, least and worst; nil without entries.
    public struct ChartPoint: Sendable, Equatable {
        public let key: String
        public let mean: Double?
        public let least: Int?
        public let worst: Int?
    }

    /// A table of the summary: its caption, header, rows (flagged rows stand out), a line under it.
    public struct Table: Sendable, Equatable {
        public let title: String
        public let header: [String]
        /// Columns that hold numbers (right-aligned).
        public let numeric: Set<Int>
        public let rows: [[String]]
        public let flagged: Set<Int>
        /// Said instead of the table when it has no rows.
        public let empty: String
        /// Lines under the table: what the columns mean, rows left out, flags.
        public let notes: [String]
        /// Columns whose text wraps on page one (the rest keep to one line there).
        public var wrapping: Set<Int> = []
    }

    /// One entry in the list after the summary; `tags` and `note` nil when redacted.
    public struct EntryRow: Sendable, Equatable {
        public let when: String
        public let intensity: Int
        /// How long the attack lasted, as `list` shows it (`5h`, `1h30m`); empty without an end.
        public let lasted: String
        public let areas: String
        public let medications: String
        public let tags: String?
        public let note: String?
    }

    /// What every printed page carries: its paper, and the running header and footer.
    public struct Page: Sendable, Equatable {
        /// Nil: the printer's paper (the HTML without `--paper`).
        public let paper: ReportPaper?
        /// The `--patient` line, top left of every page; nil without one.
        public let patient: String?
        /// Top right of every page: the report and its period.
        public let running: String
        /// Bottom left of every page: when it was made (`page N of M` is bottom right).
        public let made: String
    }

    /// One pain's block after the summary: its heading, its figures in a sentence, and the
    /// medications taken with it.
    public struct AreaBlock: Sendable, Equatable {
        public let title: String
        public let figures: String
        public let medications: Table
    }

    /// One day of the calendar page's grids: its number, its worst pain (empty without entries), how
    /// bad (`ReportCalendarPage.level`), acute medication, and whether it lies in the report's period.
    public struct CalendarCell: Sendable, Equatable {
        public let day: Int
        public let worst: String
        public let level: Int
        public let acute: Bool
        public let inPeriod: Bool
    }

    /// One month's grid, Monday first: a week a row, nil before the first and after the last day.
    public struct MonthGrid: Sendable, Equatable {
        public let title: String
        public let weeks: [[CalendarCell?]]
    }

    /// One condition's block on page one (or `Unassigned`): its name, a sentence that leads with its
    /// main figure, and its days per month, over the period and per 30 days.
    public struct ConditionBlock: Sendable, Equatable {
        public let title: String
        public let lead: String
        public let table: Table
        /// A migraine condition's chronic-migraine statement, as `calendar` words it; empty otherwise.
        public var statement: [String] = []
    }

    /// One preventive course active in the period: its heading, its review's windows, and the
    /// review's summary, criteria, notes and whose decision it is (as `painlog review` words them).
    public struct CourseBlock: Sendable, Equatable {
        public let title: String
        public let table: Table
        public let lines: [String]
    }

    /// A calendar page: the grids, what a mark means, and the days by month.
    public struct CalendarPage: Sendable, Equatable {
        /// `Pain calendar`, `migraine: headache calendar`, `back: pain calendar`.
        public let name: String
        /// The name and the period.
        public let title: String
        public let months: [MonthGrid]
        public let table: Table
        public let legend: String
    }

    public let page: Page
    public let title: String
    public let period: String
    /// `Made …`, the filters, the redaction.
    public let subtitle: [String]
    /// The days over the period, first (`DayDefinitions`): logged, pain, moderate, severe and
    /// acute-medication days; empty when the summary has no day counts.
    public let dayFacts: [Fact]
    public let facts: [Fact]
    /// The change against the previous period with its IMMPACT band, as one sentence.
    public let change: String
    public let chartTitle: String
    public let chart: [ChartPoint]
    /// The chart's x labels: every `labelEvery`th point's key.
    public let labelEvery: Int
    public let areas: Table
    /// Page one's table of the most used areas (up to 3), when there is more than one: it then
    /// stands in for `areas`.
    public let byArea: Table?
    /// The heading over the blocks, and one block per area of `byArea`.
    public let areaBlocksTitle: String
    public let areaBlocks: [AreaBlock]
    public let medications: Table
    /// Nil when redacted.
    public let tags: Table?
    /// Nil when the period has no impact (PEG) records.
    public let impact: Table?
    /// Without conditions: the one line saying that conditions separate the pains; nil with them.
    public let conditionHint: String?
    /// The heading over the condition blocks, the blocks (empty without conditions), and the line
    /// on entries that counted for more than one condition (nil when none did).
    public let conditionBlocksTitle: String
    public let conditionBlocks: [ConditionBlock]
    public let sharedEntries: String?
    /// With conditions, the acute-medication days, after the blocks (every dose, once); empty without.
    public let medicationDayFacts: [Fact]
    /// The calendar pages: one per condition block, or the one `Pain calendar` without conditions;
    /// empty when the summary has no calendar.
    public var calendars: [CalendarPage]
    public let entriesTitle: String
    /// The line under the entries naming the medications not counted for overuse (no class); nil
    /// when every medication has a class.
    public var unclassedNote: String?
    public let redacted: Bool
    /// The heading over the course blocks, and one block per preventive course active in the period.
    public var coursesTitle = ""
    public var courseBlocks: [CourseBlock] = []
}
