import PainlogDomain
import PainlogFeatures

/// `painlog areas|tags|meds rename OLD NEW`: renames a name, or merges it into an existing one.
struct RenameNameFlow: DiaryFlow {
    let kind: NameKind
    let old: String
    let new: String

    func run(_ context: FlowContext) throws {
        let interactor = NamesInteractor(
            kind: kind, names: context.diary.nameStore(kind), unitOfWork: context.diary.unitOfWork,
            calendar: context.calendar)
        let (outcome, left) = try interactor.renameCarryingCondition(old, to: new)
        context.view.show([NameRenamePresenter.line(for: outcome, kind: kind)])
        if let left {
            context.view.notice(NameRenamePresenter.leftConditionNotice(area: old, condition: left))
        }
    }
}
