import PainlogDomain
import PainlogFeatures

/// `painlog tags`: each tag with its count, and its days against the other logged days, as a table or JSON.
struct TagsFlow: DiaryFlow {
    let filter: EntryFilterRequest
    let json: Bool

    func run(_ context: FlowContext) throws {
        let interactor = TagsInteractor(
            statistics: context.diary.nameStatistics, clock: context.clock, zone: context.zone)
        let report = try interactor.report(filter)
        if json {
            context.view.write(TagsPresenter.json(report))
        } else {
            context.view.show(TagsPresenter.lines(for: report, hints: CommandHintText.text))
        }
    }
}
