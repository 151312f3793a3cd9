import PainlogDomain
import PainlogFeatures

/// `painlog log`: records an entry and shows it, as a line or as JSON.
struct LogFlow: DiaryFlow {
    let request: LogEntryRequest
    let json: Bool

    func run(_ context: FlowContext) throws {
        let interactor = LogEntryInteractor(
            unitOfWork: context.diary.unitOfWork, names: context.diary.names, calendar: context.calendar,
            makeUID: context.environment.makeUID)
        let logged = try interactor.record(request)
        let entry = logged.entry
        let membership = ConditionMembership(try context.diary.conditions.conditions())
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
    }
}
