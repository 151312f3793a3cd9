import PainlogDomain
import PainlogFeatures

/// `painlog undo`: reverts the newest change, or with `--list` shows what can be reverted.
struct UndoFlow: DiaryFlow {
    /// `--list`: list the steps instead of undoing one.
    let listOnly: Bool

    func run(_ context: FlowContext) throws {
        let interactor = UndoInteractor(journal: context.diary.journal)
        if listOnly {
            let steps = try interactor.steps()
            let capacity = interactor.capacity
            context.view.show(UndoPresenter.listLines(steps, capacity: capacity, hints: CommandHintText.text))
        } else {
            context.view.show([UndoPresenter.undoneLine(try interactor.undo())])
        }
    }
}
