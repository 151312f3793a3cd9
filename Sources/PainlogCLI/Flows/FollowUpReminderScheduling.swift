import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// How `log … --follow-up` leaves its reminder with the system, and how `undo` takes it back.
enum FollowUpReminderScheduling {
    /// The systemd units' name prefix; the entry's key follows.
    static let unitPrefix = "painlog-followup-"

    /// Schedules the reminder for `entry`, just logged with key `key`, and says in a notice what
    /// became of it: scheduled, past (nothing scheduled), or no scheduler (nothing scheduled).
    static func schedule(for entry: Entry, key: String, area: String?, context: FlowContext) throws {
        let environment = context.environment
        let remindAt = FollowUpReminderRules.reminderTime(dose: entry.occurredAt.seconds)
        let time = context.calendar.timestamp(at: remindAt)
        let logCommand = FollowUpCommandLine.logCommand(
            area: area, database: context.diaryPath, variables: environment.variables)
        guard remindAt > context.calendar.now() else {
            let logThen = FollowUpCommandLine.logCommand(
                area: area, database: context.diaryPath, variables: environment.variables,
                at: FollowUpReminderPresenter.when(time))
            context.view.notice(FollowUpReminderPresenter.pastNotice(at: time, logCommand: logThen))
            return
        }
        // The entry is written: from here on a failure is a notice, never an error.
        let scheduler = OneOffJobScheduler(runner: environment.processes, variables: environment.variables)
        guard let binary = try? ReminderLocation.runningBinary(),
            let database = try? ReminderLocation.absolute(context.diaryPath),
            let job = scheduler.schedule(
                FollowUpCommandLine.reminder(binary: binary, database: database, uid: entry.uid), at: remindAt,
                unitName: unitPrefix + key, zone: context.zone)
        else {
            context.view.notice(FollowUpReminderPresenter.cannotScheduleNotice(at: time, logCommand: logCommand))
            return
        }
        // Not remembered (a write that failed), `undo` cannot take the job back; the reminder then
        // finds the entry gone and says nothing.
        try? FollowUpReminderLedger(settings: context.diary.settings).remember(
            PendingFollowUp(uid: entry.uid, job: job.text, remindAt: remindAt), now: context.calendar.now())
        context.view.notice(FollowUpReminderPresenter.scheduledNotice(at: time, through: job.description))
    }

    /// Stops and removes the reminders of entries no longer in the diary (after `undo`), with a
    /// notice for each job taken back; a job that already ran or was removed is forgotten quietly.
    static func cancelGone(context: FlowContext) throws {
        let ledger = FollowUpReminderLedger(settings: context.diary.settings)
        let pending = try ledger.pending()
        guard !pending.isEmpty else { return }
        let scheduler = OneOffJobScheduler(
            runner: context.environment.processes, variables: context.environment.variables)
        var gone: Set<String> = []
        for reminder in pending where try context.diary.entries.entry(uid: reminder.uid) == nil {
            gone.insert(reminder.uid)
            guard let job = ScheduledJob(text: reminder.job), scheduler.cancel(job) else { continue }
            context.view.notice(FollowUpReminderPresenter.cancelledNotice(job: job.description))
        }
        try ledger.forget(uids: gone)
    }
}
