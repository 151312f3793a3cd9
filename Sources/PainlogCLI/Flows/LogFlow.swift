import PainlogFeatures

/// `painlog log`: records an entry and shows it, as a line or as JSON.
struct LogFlow: DiaryFlow {
    let request: LogEntryRequest
    let json: Bool

    func run(_ context: FlowContext) throws {
        let interactor = LogEntryInteractor(
            unitOfWork: context.diary.unitOfWork, clock: context.clock, zone: context.zone,
            makeUID: context.environment.makeUID)
        let entry = try interactor.log(request)
        if json {
            context.view.write(EntryJSONFormatter.object(entry) + "\n")
        } else {
            context.view.show([LoggedEntryPresenter.line(for: entry)])
        }
    }
}
