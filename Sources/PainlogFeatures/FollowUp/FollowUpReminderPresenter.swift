public import PainlogDomain

/// The words of `log … --follow-up` and of the reminder itself (`due --follow-up UID`).
///
/// The commands they name (`logCommand`) come from the CLI, which owns the flags.
public enum FollowUpReminderPresenter {
    /// The reminder's line, on stdout and as the notification's body:
    /// `2 hours since sumatriptan 50mg (Sun 2026-11-22 10:00): how much does it hurt now? painlog log 0-10 -a head`.
    public static func reminderLine(_ question: FollowUpQuestion, logCommand: String) -> String {
        let medicines = question.medications.map(\.text).joined(separator: ", ")
        return
            "2 hours since \(medicines.isEmpty ? "the dose" : medicines) (\(EntryTimeFormat.short(question.takenAt))): "
            + "how much does it hurt now? " + logCommand
    }

    /// The notice when the reminder was scheduled.
    public static func scheduledNotice(at time: Timestamp, through job: String) -> String {
        Notice.line("a reminder to log the pain at \(EntryTimeFormat.short(time)) (\(job)); painlog undo takes it back")
    }

    /// The notice when the 2-hour mark has passed already: nothing was scheduled; `logCommand` logs
    /// the pain at that time.
    public static func pastNotice(at time: Timestamp, logCommand: String) -> String {
        Notice.line(
            "no reminder scheduled: 2 hours after the dose was \(EntryTimeFormat.short(time)), already past; "
                + "log the pain then with " + logCommand)
    }

    /// `2026-11-22 12:00`: the time as a WHEN that names it exactly.
    public static func when(_ time: Timestamp) -> String { String(EntryTimeFormat.short(time).dropFirst(4)) }

    /// The notice when neither scheduler is there: the entry is logged all the same.
    public static func cannotScheduleNotice(at time: Timestamp, logCommand: String) -> String {
        Notice.line(
            "cannot schedule the reminder: no systemd user manager answers and atd is not running "
                + "(install at and start atd); log the pain at \(EntryTimeFormat.short(time)) with " + logCommand)
    }

    /// The notice when `undo` took a reminder back.
    public static func cancelledNotice(job: String) -> String {
        Notice.line("the follow-up reminder (\(job)) is cancelled")
    }
}
