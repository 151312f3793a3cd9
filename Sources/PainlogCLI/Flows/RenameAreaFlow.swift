import PainlogFeatures

/// `painlog areas rename OLD NEW`: renames an area, or merges it into an existing one.
struct RenameAreaFlow: DiaryFlow {
    let old: String
    let new: String

    func run(_ context: FlowContext) throws {
        let interactor = AreasInteractor(
            areas: context.diary.areas, unitOfWork: context.diary.unitOfWork, clock: context.clock, zone: context.zone)
        context.view.show([AreasPresenter.line(for: try interactor.rename(old, to: new))])
    }
}
