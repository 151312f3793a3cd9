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
            context.view.writeJSON(.object(EntryJSONFormatter.members(after)))
        } else {
            context.view.show(EditedEntryPresenter.lines(for: outcome))
        }
        if case .changed(_, let after) = outcome {
            for notice in (repeated.map { [$0] } ?? []) + notices {
                context.view.notice(NoticePresenter.line(notice, logged: after, hints: CommandHintText.text))
            }
        }
    }
}
