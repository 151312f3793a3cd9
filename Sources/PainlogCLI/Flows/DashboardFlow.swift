import PainlogDomain
import PainlogFeatures

/// `painlog` alone: today's entries, the last 7 days, the most frequent area and any
/// medication used on its class's overuse threshold of days.
///
/// With no diary it says where one would be and how to start it, and creates nothing.
struct DashboardFlow: AbsentDiaryFlow {
    func runWithoutDiary(path: String, view: TerminalView, environment: AppEnvironment) throws {
        if json {
            view.writeJSON(DashboardPresenter.json(Dashboard.none))
            return
        }
        view.show(
            DashboardPresenter.noDiaryLines(path: path, width: environment.terminal.width, hints: CommandHintText.text))
    }

    /// `painlog --json`.
    var json = false

    func run(_ context: FlowContext) throws {
        let interactor = DashboardInteractor(
            store: context.diary.entries, statistics: context.diary.statistics, areas: context.diary.areas,
            calendar: context.calendar, nameStatistics: context.diary.nameStatistics,
            conditions: context.diary.conditions)
        let dashboard = try interactor.dashboard()
        if json {
            context.view.writeJSON(DashboardPresenter.json(dashboard))
            return
        }
        context.view.show(
            DashboardPresenter.lines(for: dashboard, width: context.terminalWidth, hints: CommandHintText.text))
    }
}
