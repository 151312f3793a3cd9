public import PainlogDomain

/// What `due --follow-up UID` finds when the reminder comes.
public enum FollowUpState: Sendable, Equatable {
    /// The entry is not in the diary (deleted, taken back by `undo`, or never in this diary).
    case gone
    /// A follow-up is in the diary already: nothing to ask.
    case followedUp
    /// No follow-up yet: ask for one.
    case awaiting(FollowUpQuestion)
}

/// What the reminder asks about: the dose, when it was taken, and how to log the pain now.
public struct FollowUpQuestion: Sendable, Equatable {
    /// The entry's acute medicines (all its medications when none of them is acute any more).
    public let medications: [Medication]
    /// When the dose was taken (the entry's time).
    public let takenAt: Timestamp
    /// The area to log the follow-up with, so that it counts for the same condition; nil when the
    /// entry has none in a migraine condition any more.
    public let area: String?

    public init(medications: [Medication], takenAt: Timestamp, area: String?) {
        self.medications = medications
        self.takenAt = takenAt
        self.area = area
    }
}

/// Reads whether a dose has its follow-up, by the contract's definition (*The 2-hour outcome*): an
/// entry of the same condition from 1 h 30 to 2 h 30 after the dose, or an end of the dose's entry
/// (which stands for a follow-up, at 0 or above).
public struct FollowUpCheckInteractor {
    private let entries: any EntryStore
    private let conditions: any ConditionStore
    private let statistics: any NameStatisticsStore
    private let calendar: LocalCalendar

    public init(
        entries: any EntryStore, conditions: any ConditionStore, statistics: any NameStatisticsStore,
        calendar: LocalCalendar
    ) {
        self.entries = entries
        self.conditions = conditions
        self.statistics = statistics
        self.calendar = calendar
    }

    /// Whether `text` is an entry uid: `8-4-4-4-12` hexadecimal digits.
    public static func isUID(_ text: String) -> Bool { ImportedEntry.isUUID(text) }

    /// The state of the follow-up of the entry `uid`.
    public func state(of uid: String) throws -> FollowUpState {
        guard let entry = try entries.entry(uid: uid.lowercased()) else { return .gone }
        if entry.endedAt != nil { return .followedUp }
        let rules = try FollowUpReminderRules.of(conditions: conditions, statistics: statistics, calendar: calendar)
        let migraine = rules.migraineConditions(areas: entry.areas).map(\.name)
        // An entry no longer in a migraine condition (its areas moved): any entry in the window counts.
        let dose = entry.occurredAt.seconds
        let window = EntryFilter(
            since: dose + TwoHourOutcome.earliest, before: dose + TwoHourOutcome.latest + 1, conditions: migraine)
        if try entries.count(matching: window, upTo: 1) > 0 { return .followedUp }
        let acute = rules.acuteMedications(entry.medications)
        return .awaiting(
            FollowUpQuestion(
                medications: acute.isEmpty ? entry.medications : acute, takenAt: entry.occurredAt,
                area: rules.followUpArea(areas: entry.areas)))
    }
}
