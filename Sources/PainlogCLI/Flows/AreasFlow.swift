import PainlogDomain
import PainlogFeatures

/// `painlog areas`: every area with its entry count and when it was last logged, as a table or JSON.
struct AreasFlow: DiaryFlow {
    let format: TableJSONOrCSV

    func run(_ context: FlowContext) throws {
        let interactor = NamesInteractor(
            areas: context.diary.areas, unitOfWork: context.diary.unitOfWork, calendar: context.calendar)
        let areas = try interactor.usage()
        switch format {
        case .json: context.view.writeJSON(AreasPresenter.json(areas))
        case .csv: context.view.write(AreasPresenter.csv(areas))
        case .table: context.view.show(AreasPresenter.lines(for: areas, hints: CommandHintText.text))
        }
    }
}
