import PainlogDomain
import PainlogFeatures

/// `painlog delete`: find every entry first (all or nothing), show them and ask on a terminal
/// unless `--yes`, refuse without a terminal, then delete them as one undo step.
struct DeleteFlow: DiaryFlow {
    let ids: [String]
    /// `--yes` was given.
    let confirmed: Bool

    func run(_ context: FlowContext) throws {
        let interactor = DeleteEntriesInteractor(
            store: context.diary.entries, unitOfWork: context.diary.unitOfWork, calendar: context.calendar
        )
        let entries = try interactor.entries(ids)
        if !confirmed {
            guard context.environment.terminal.inputIsTerminal else {
                throw PainlogError.failure(
                    "refusing to delete without confirmation: stdin is not a terminal; pass --yes")
            }
            context.view.show(
                EntryTablePresenter.lines(for: entries, width: context.terminalWidth, hints: CommandHintText.text))
            guard try context.view.ask(DeletePresenter.question(count: entries.count)) else {
                throw PainlogError.failure("nothing was deleted")
            }
        }
        try interactor.delete(entries)
        context.view.show([DeletePresenter.deletedLine(entries, hints: CommandHintText.text)])
    }
}
