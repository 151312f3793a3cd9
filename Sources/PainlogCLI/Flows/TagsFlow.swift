import PainlogDomain
import PainlogFeatures

/// `painlog tags`: each tag with its count, and its days against the other logged days, as a table or JSON.
struct TagsFlow: DiaryFlow {
    let filter: EntryFilterRequest
    let format: TableJSONOrCSV

    func run(_ context: FlowContext) throws {
        try context.requireConditions(in: filter)
        let interactor = TagsInteractor(
            statistics: context.diary.nameStatistics, calendar: context.calendar)
        let report = try interactor.report(filter)
        switch format {
        case .json: context.view.writeJSON(TagsPresenter.json(report))
        case .csv: context.view.write(TagsPresenter.csv(report))
        case .table: context.view.show(TagsPresenter.lines(for: report, hints: CommandHintText.text))
        }
        try context.noticeUnknownNames(in: EntryFilterRequest(areas: filter.areas))
    }
}
