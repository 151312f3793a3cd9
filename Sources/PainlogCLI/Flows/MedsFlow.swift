import PainlogDomain
import PainlogFeatures

/// `painlog meds`: per medication its use, response and overuse flag, as a table or JSON.
struct MedsFlow: DiaryFlow {
    let filter: EntryFilterRequest
    /// `--window`, as typed; nil for 30m-4h.
    let window: String?
    let json: Bool
    /// `--overuse`: the blocks of 30 days and the flags only.
    var overuseOnly = false

    func run(_ context: FlowContext) throws {
        try context.requireConditions(in: filter)
        let window = try window.map { text throws(PainlogError) in try ResponseWindow(parsing: text) } ?? .standard
        let interactor = MedsInteractor(
            statistics: context.diary.nameStatistics, calendar: context.calendar)
        if overuseOnly {
            let history = try interactor.overuseHistory(filter)
            if json {
                context.view.writeJSON(OverusePresenter.json(history))
            } else {
                context.view.show(OverusePresenter.lines(history))
            }
            return
        }
        let report = try interactor.report(filter, window: window)
        if json {
            context.view.writeJSON(MedsPresenter.json(report))
        } else {
            context.view.show(MedsPresenter.lines(for: report, hints: CommandHintText.text))
        }
        try context.noticeUnknownNames(in: filter)
    }
}
