import PainlogDomain
import PainlogFeatures

/// `painlog edit`: changes the fields named and shows what changed, or the entry after as JSON.
struct EditFlow: DiaryFlow {
    let request: EditEntryRequest
    let json: Bool

    func run(_ context: FlowContext) throws {
        let interactor = EditEntryInteractor(
            unitOfWork: context.diary.unitOfWork, calendar: context.calendar)
        // Asked before the edit, while the diary does not have the new names yet.
        let notices = try SimilarNameCheck(names: context.diary.names).notices(for: request)
        let outcome = try interactor.edit(request)
        let repeated = try interactor.repeatedTimeNotice(for: request)
        if json, case .changed(_, let after) = outcome {
            let conditions = ConditionMembership(try context.diary.conditions.conditions())
            context.view.writeJSON(
                .object(
                    EntryJSONFormatter.members(
                        after, key: try context.diary.entries.key(of: after.uid), conditions: conditions)))
        } else {
            context.view.show(EditedEntryPresenter.lines(for: outcome))
        }
        if case .changed(let before, let after) = outcome {
            // The length notice when the edit moved the start or the end, as `log` gives it.
            let moved = before.occurredAt != after.occurredAt || before.endedAt != after.endedAt
            let long = moved ? LogNotice.length(of: after) : nil
            for notice in (repeated.map { [$0] } ?? []) + notices + (long.map { [$0] } ?? []) {
                context.view.notice(NoticePresenter.line(notice, logged: after, hints: CommandHintText.text))
            }
        }
    }
}
