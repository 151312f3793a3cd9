import PainlogDomain
import PainlogFeatures

/// `painlog areas`: every area with its entry count and when it was last logged, as a table or JSON.
struct AreasFlow: DiaryFlow {
    let json: Bool

    func run(_ context: FlowContext) throws {
        let interactor = NamesInteractor(
            areas: context.diary.areas, unitOfWork: context.diary.unitOfWork, clock: context.clock, zone: context.zone)
        let areas = try interactor.usage()
        if json {
            context.view.write(AreasPresenter.json(areas))
        } else {
            context.view.show(AreasPresenter.lines(for: areas, hints: CommandHintText.text))
        }
    }
}
