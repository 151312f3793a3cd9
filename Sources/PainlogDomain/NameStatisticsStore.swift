/// How much one medication was used in a period.
public struct MedicationUse: Sendable, Equatable {
    /// The medication's name, every dose together.
    public let name: String
    /// Entries that carry it (an entry with two doses counts once).
    public let doses: Int
    /// Local calendar days (each entry's own) with at least one of those entries.
    public let days: Int
    /// The latest of those entries' times.
    public let lastTaken: Timestamp

    public init(name: String, doses: Int, days: Int, lastTaken: Timestamp) {
        self.name = name
        self.doses = doses
        self.days = days
        self.lastTaken = lastTaken
    }
}

/// An entry's intensity and that of the first entry inside the response window after it.
public struct IntensityPair: Sendable, Equatable {
    public let before: Int
    public let after: Int

    public init(before: Int, after: Int) {
        self.before = before
        self.after = after
    }
}

/// Where the entry that shows a response may lie: from `minimum` to `maximum` seconds after the
/// entry it follows, both ends included.
public struct ResponseWindow: Sendable, Equatable {
    public let minimum: Int64
    public let maximum: Int64

    public init(minimum: Int64, maximum: Int64) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// 30 minutes to 4 hours.
    public static let standard = ResponseWindow(minimum: 30 * 60, maximum: 4 * 3600)
}

/// Entries and intensities on the local calendar days that have a tag (or, for `all`, any entry).
public struct TagDays: Sendable, Equatable {
    /// The tag's name; empty for the totals over every logged day.
    public let name: String
    /// Entries that carry the tag (for the totals: every entry).
    public let entryCount: Int
    /// Local calendar days with at least one entry that carries the tag.
    public let days: Int
    /// Every entry on those days, tagged or not, and the sum of their intensities.
    public let entriesOnDays: Int
    public let intensitySumOnDays: Int
    /// The latest tagged entry's time.
    public let lastLogged: Timestamp?

    public init(name: String, entryCount: Int, days: Int, entriesOnDays: Int, intensitySumOnDays: Int, lastLogged: Timestamp?) {
        self.name = name
        self.entryCount = entryCount
        self.days = days
        self.entriesOnDays = entriesOnDays
        self.intensitySumOnDays = intensitySumOnDays
        self.lastLogged = lastLogged
    }
}

/// Aggregates over tags and medications, in the database.
public protocol NameStatisticsStore {
    /// Per medication name with a dose among the matching entries: doses, days and last dose; most
    /// days first.
    func medicationUse(matching filter: EntryFilter) throws -> [MedicationUse]

    /// For each matching entry with intensity above 0 that carries a medication (keyed by the
    /// medication's name; an entry counts for each name it carries) or none (key nil), the pair
    /// with the first entry (of all) inside `window` after it, counted. Entries without one are left out.
    func responsePairs(matching filter: EntryFilter, window: ResponseWindow) throws -> [String?: IntensityPairCounts]

    /// Per tag among the matching entries, its days and what was logged on them; and the same
    /// figures for every matching entry's day.
    func tagDays(matching filter: EntryFilter) throws -> (tags: [TagDays], all: TagDays)
}
