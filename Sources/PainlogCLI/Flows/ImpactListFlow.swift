import PainlogDomain
import PainlogFeatures

/// `painlog impact --list`: the PEG records, newest first, as a table, JSON or CSV.
struct ImpactListFlow: DiaryFlow {
    /// Output formats of `impact --list`: those of every command whose output is one table.
    typealias Format = TableJSONOrCSV

    let format: Format

    func run(_ context: FlowContext) throws {
        let interactor = ImpactInteractor(
            unitOfWork: context.diary.unitOfWork, impacts: context.diary.impacts, statistics: context.diary.statistics,
            calendar: context.calendar, makeUID: context.environment.makeUID)
        let records = try interactor.records()
        switch format {
        case .table: context.view.show(ImpactPresenter.tableLines(records, hints: CommandHintText.text))
        case .json: context.view.writeJSON(ImpactPresenter.json(records))
        case .csv: context.view.write(ImpactPresenter.csv(records))
        }
    }
}
