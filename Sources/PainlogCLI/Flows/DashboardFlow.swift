import PainlogFeatures

/// `painlog` alone: today's entries, the last 7 days and the most frequent area.
struct DashboardFlow: DiaryFlow {
    func run(_ context: FlowContext) throws {
        let interactor = DashboardInteractor(
            store: context.diary.entries, statistics: context.diary.statistics, areas: context.diary.areas,
            clock: context.clock, zone: context.zone)
        context.view.show(DashboardPresenter.lines(for: try interactor.dashboard(), width: context.terminalWidth))
    }
}
