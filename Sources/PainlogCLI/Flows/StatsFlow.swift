import PainlogDomain
import PainlogFeatures

/// `painlog stats`: count, mean, min and max per group, as a table with a chart or as JSON.
struct StatsFlow: DiaryFlow {
    let filter: EntryFilterRequest
    let grouping: StatsGrouping
    let format: TableJSONOrCSV

    func run(_ context: FlowContext) throws {
        try context.requireConditions(in: filter)
        let interactor = StatsInteractor(
            statistics: context.diary.statistics, calendar: context.calendar,
            nameStatistics: context.diary.nameStatistics)
        let report = try interactor.report(filter, by: grouping)
        switch format {
        case .json: context.view.writeJSON(StatsPresenter.json(report))
        case .csv: context.view.write(StatsPresenter.csv(report))
        case .table: context.view.show(StatsPresenter.lines(for: report, width: context.terminalWidth))
        }
        try context.noticeUnknownNames(in: filter)
    }
}
