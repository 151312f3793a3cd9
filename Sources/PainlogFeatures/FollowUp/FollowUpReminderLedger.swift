public import PainlogDomain

/// A reminder `log … --follow-up` left with the system, as the diary remembers it.
public struct PendingFollowUp: Sendable, Equatable {
    /// The uid of the entry it follows up.
    public let uid: String
    /// The scheduled job as the system layer writes it (`at 12`, `systemd painlog-followup-…`).
    public let job: String
    /// When it comes, in seconds since 1970.
    public let remindAt: Int64

    public init(uid: String, job: String, remindAt: Int64) {
        self.uid = uid
        self.job = job
        self.remindAt = remindAt
    }
}

/// The reminders this diary has scheduled and that may still come, kept in the diary's settings
/// (one value, a line per reminder), so that `undo` of an entry can take its reminder back.
///
/// They are this computer's (the jobs are this computer's scheduler's): the settings never travel
/// by sync, export or backup. A reminder whose time is a day past is dropped the next time one is
/// added: its job ran and is gone.
public struct FollowUpReminderLedger {
    /// The settings key.
    public static let key = "follow_up_reminders"
    /// How long after its time a reminder is still kept (a scheduler that was late, a suspended laptop).
    static let keptAfter: Int64 = 86_400

    private let settings: any DiarySettings

    public init(settings: any DiarySettings) {
        self.settings = settings
    }

    /// The reminders kept, in the order they were added.
    public func pending() throws -> [PendingFollowUp] {
        guard let text = try settings.value(Self.key) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let time = Int64(fields[2]) else { return nil }
            return PendingFollowUp(uid: String(fields[0]), job: String(fields[1]), remindAt: time)
        }
    }

    /// Keeps `reminder`, dropping those more than a day past `now`.
    public func remember(_ reminder: PendingFollowUp, now: Int64) throws {
        let kept = try pending().filter { $0.remindAt + Self.keptAfter >= now && $0.uid != reminder.uid }
        try store(kept + [reminder])
    }

    /// Forgets the reminders of the entries `uids`.
    public func forget(uids: Set<String>) throws {
        let all = try pending()
        let kept = all.filter { !uids.contains($0.uid) }
        if kept.count != all.count { try store(kept) }
    }

    private func store(_ reminders: [PendingFollowUp]) throws {
        guard !reminders.isEmpty else {
            try settings.removeValue(Self.key)
            return
        }
        try settings.set(
            Self.key, to: reminders.map { "\($0.uid)\t\($0.job)\t\($0.remindAt)" }.joined(separator: "\n"))
    }
}
