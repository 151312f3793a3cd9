import PainlogDomain
import PainlogFeatures

/// `painlog log`: records an entry and shows it, as a line or as JSON.
struct LogFlow: DiaryFlow {
    let request: LogEntryRequest
    let json: Bool
    /// `--follow-up`: a reminder two hours after the dose.
    var followUp = false

    func run(_ context: FlowContext) throws {
        let interactor = LogEntryInteractor(
            unitOfWork: context.diary.unitOfWork, names: context.diary.names, calendar: context.calendar,
            makeUID: context.environment.makeUID)
        let rules = try followUp ? followUpRules(context) : nil
        if let rules {
            // Checked on the validated draft before anything is written: a refusal leaves the diary as it was.
            let (draft, _) = try interactor.draft(request, uid: Self.draftUID)
            if let refusal = rules.refusal(areas: draft.areas, medications: draft.medications) {
                throw PainlogError.usage(FollowUpCommandLine.refusal(refusal))
            }
        }
        let logged = try interactor.record(request)
        let entry = logged.entry
        let conditions = try context.diary.conditions.conditions()
        let membership = ConditionMembership(conditions)
        let key = try context.diary.entries.key(of: entry.uid)
        if json {
            context.view.writeJSON(.object(EntryJSONFormatter.members(entry, key: key, conditions: membership)))
        } else {
            context.view.show([LoggedEntryPresenter.line(for: entry, key: key)])
        }
        for notice in logged.notices {
            context.view.notice(NoticePresenter.line(notice, logged: entry, hints: CommandHintText.text))
        }
        if let notice = ConditionsPresenter.severalConditionsNotice(membership.names(of: entry)) {
            context.view.notice(notice)
        }
        if let notice = StatusMigrainosusNotice.line(for: entry, conditions: conditions, hints: CommandHintText.text) {
            context.view.notice(notice)
        }
        try context.noticeUnclassed(entry.medications)
        if let rules {
            try FollowUpReminderScheduling.schedule(
                for: entry, key: key, area: rules.followUpArea(areas: entry.areas), context: context)
        }
    }

    /// A uid for the draft that is checked and thrown away.
    private static let draftUID = "00000000-0000-4000-8000-000000000000"

    private func followUpRules(_ context: FlowContext) throws -> FollowUpReminderRules {
        try FollowUpReminderRules.of(
            conditions: context.diary.conditions, statistics: context.diary.nameStatistics,
            calendar: context.calendar)
    }
}
