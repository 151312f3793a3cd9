import PainlogDomain
import PainlogFeatures

/// `painlog areas`: every area with its entry count and when it was last logged.
struct AreasFlow: DiaryFlow {
    func run(_ context: FlowContext) throws {
        let interactor = NamesInteractor(
            areas: context.diary.areas, unitOfWork: context.diary.unitOfWork, clock: context.clock, zone: context.zone)
        context.view.show(AreasPresenter.lines(for: try interactor.usage(), hints: CommandHintText.text))
    }
}
