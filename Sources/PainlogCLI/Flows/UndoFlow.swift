import PainlogDomain
import PainlogFeatures

/// `painlog undo`: reverts the newest change, or with `--list` shows what can be reverted.
struct UndoFlow: DiaryFlow {
    /// `--list`: list the steps instead of undoing one.
    let listOnly: Bool

    var pagesOutput: Bool { listOnly }
    /// `--list --json`.
    var json = false

    func run(_ context: FlowContext) throws {
        let interactor = UndoInteractor(journal: context.diary.journal, calendar: context.calendar)
        if listOnly, json {
            context.view.writeJSON(UndoPresenter.json(try interactor.steps()))
        } else if listOnly {
            let steps = try interactor.steps()
            let capacity = interactor.capacity
            context.view.show(UndoPresenter.listLines(steps, capacity: capacity, hints: CommandHintText.text))
        } else {
            context.view.show([UndoPresenter.undoneLine(try interactor.undo())])
            // An entry the undo took away takes its follow-up reminder along (log --follow-up).
            try FollowUpReminderScheduling.cancelGone(context: context)
        }
    }
}
