import PainlogDomain
import PainlogFeatures

/// `painlog calendar`: month grids fitted to the terminal, or JSON.
struct CalendarFlow: DiaryFlow {
    let request: CalendarRequest
    let json: Bool

    func run(_ context: FlowContext) throws {
        try context.requireConditions(in: EntryFilterRequest(conditions: request.conditions))
        let interactor = CalendarInteractor(
            statistics: context.diary.statistics, nameStatistics: context.diary.nameStatistics,
            calendar: context.calendar)
        let calendar = try interactor.calendar(request)
        if json {
            context.view.writeJSON(CalendarPresenter.json(calendar))
        } else {
            context.view.show(CalendarPresenter.lines(for: calendar, width: context.terminalWidth))
        }
        try context.noticeUnknownNames(
            in: EntryFilterRequest(areas: request.areas, tags: request.tags, medications: request.medications))
    }
}
