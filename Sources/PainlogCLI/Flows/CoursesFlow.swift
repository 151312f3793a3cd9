import PainlogDomain
import PainlogFeatures

/// `painlog courses` and `painlog course start|dose|stop`: preventive courses (issue 40).
struct CoursesFlow: DiaryFlow {
    /// What the command asks.
    enum Action {
        case list
        case start(CourseRequest)
        case dose(CourseRequest)
        case stop(CourseRequest)
    }

    let action: Action
    let json: Bool

    func run(_ context: FlowContext) throws {
        let interactor = CoursesInteractor(
            courses: context.diary.courses, conditions: context.diary.conditions,
            unitOfWork: context.diary.unitOfWork, calendar: context.calendar, makeUID: context.environment.makeUID)
        let change: CourseChange
        switch action {
        case .list:
            let rows = try interactor.list()
            if json {
                context.view.writeJSON(CoursesPresenter.json(rows))
            } else {
                context.view.show(CoursesPresenter.lines(for: rows))
            }
            return
        case .start(let request): change = try interactor.start(request)
        case .dose(let request): change = try interactor.dose(request)
        case .stop(let request): change = try interactor.stop(request)
        }
        context.view.show([CoursesPresenter.line(for: change)])
        if let notice = CoursesPresenter.notice(for: change) { context.view.notice(notice) }
    }
}
