import PainlogDomain
import PainlogFeatures

/// `painlog tags`: each tag with its count, and its days against the other logged days.
struct TagsFlow: DiaryFlow {
    let filter: EntryFilterRequest

    func run(_ context: FlowContext) throws {
        let interactor = TagsInteractor(
            statistics: context.diary.nameStatistics, clock: context.clock, zone: context.zone)
        context.view.show(TagsPresenter.lines(for: try interactor.report(filter), hints: CommandHintText.text))
    }
}
