/// Which entries a listing, export or statistic covers.
///
/// Every condition given must hold.
public struct EntryFilter: Sendable, Equatable {
    /// Entries at or after this instant.
    public let since: Int64?
    /// Entries strictly before this instant (an inclusive `--until` is turned into the next second
    /// by the interactor).
    public let before: Int64?
    /// Entries whose own local date (the date `list` shows, at the offset stored with the entry) is
    /// this day or later: a date alone in `--since`, wherever painlog runs now.
    public let sinceDay: LocalDate?
    /// Entries whose own local date is this day or earlier: a date alone in `--until`.
    public let throughDay: LocalDate?
    /// Entries in any of these areas (compared case-insensitively); empty means any.
    public let areas: [String]
    /// Entries with any of these tags (compared case-insensitively); empty means any.
    public let tags: [String]
    /// Entries with any of these medication names, whatever the dose (compared case-insensitively);
    /// empty means any.
    public let medications: [String]
    public let minimumIntensity: Intensity?
    public let maximumIntensity: Intensity?
    /// Entries whose note contains this text, ignoring case.
    public let noteContains: String?
    /// Entries of any of these conditions (by name, compared as names are): entries with an area of
    /// one of them; empty means any.
    public let conditions: [String]

    public init(
        since: Int64? = nil, before: Int64? = nil, sinceDay: LocalDate? = nil, throughDay: LocalDate? = nil,
        areas: [String] = [], tags: [String] = [], minimumIntensity: Intensity? = nil,
        maximumIntensity: Intensity? = nil,
        noteContains: String? = nil,
        medications: [String] = [], conditions: [String] = []
    ) {
        self.since = since
        self.before = before
        self.sinceDay = sinceDay
        self.throughDay = throughDay
        self.areas = areas
        self.tags = tags
        self.medications = medications
        self.minimumIntensity = minimumIntensity
        self.maximumIntensity = maximumIntensity
        self.noteContains = noteContains
        self.conditions = conditions
    }

    /// Every entry.
    public static let all = EntryFilter()
}

/// The order entries come back in.
public enum EntryOrder: Sendable, Equatable {
    /// Latest `occurredAt` first, as `list` shows them.
    case newestFirst
    /// Earliest first, as `export` writes them.
    case oldestFirst
}
