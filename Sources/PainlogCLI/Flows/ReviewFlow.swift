import PainlogDomain
import PainlogFeatures

/// `painlog review NAME`: a preventive course against its baseline (issue 40).
struct ReviewFlow: DiaryFlow {
    let query: ReviewQuery
    let json: Bool

    func run(_ context: FlowContext) throws {
        let interactor = ReviewInteractor(
            entries: context.diary.entries, conditions: context.diary.conditions, courses: context.diary.courses,
            statistics: context.diary.nameStatistics, calendar: context.calendar)
        let reviewed = try interactor.review(query)
        if json {
            context.view.writeJSON(ReviewPresenter.json(reviewed))
        } else {
            context.view.show(ReviewPresenter.lines(for: reviewed))
        }
    }
}
