import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// `painlog impact`: records the weekly PEG.
///
/// Every value given is checked first; on a terminal the missing answers are asked (the diary's
/// 7-day mean offered for pain, a bad answer asked again); without one, all three are required.
/// Ctrl-D or Ctrl-C at a question records nothing.
struct ImpactFlow: DiaryFlow {
    let request: ImpactRequest
    let json: Bool

    /// Answers read from stdin cannot be read again.
    var canRunAgain: Bool { request.missing.isEmpty }

    func run(_ context: FlowContext) throws {
        let interactor = ImpactInteractor(
            unitOfWork: context.diary.unitOfWork, impacts: context.diary.impacts, statistics: context.diary.statistics,
            calendar: context.calendar, makeUID: context.environment.makeUID)
        try interactor.check(request)
        var complete = request
        if !request.missing.isEmpty, context.environment.terminal.inputIsTerminal {
            complete = try InterruptibleInput.run { try ask(request.missing, of: request, interactor, context) }
        }
        let record = try interactor.record(complete)
        if json {
            context.view.writeJSON(ImpactPresenter.json(record))
        } else {
            context.view.show([ImpactPresenter.recordedLine(record)])
        }
    }

    /// Asks each of `questions` until it gets a whole number 0–10; Enter takes the offered pain default.
    private func ask(
        _ questions: [ImpactQuestion], of request: ImpactRequest, _ interactor: ImpactInteractor, _ context: FlowContext
    ) throws -> ImpactRequest {
        var answered = request
        for question in questions {
            let mean = question == .pain ? try interactor.sevenDayMeanPain(for: request) : nil
            while true {
                guard let line = try context.view.prompt(ImpactPresenter.question(question, sevenDayMean: mean)) else {
                    throw PainlogError.failure("nothing was recorded")
                }
                var text = line
                if line.trimmingWhitespace().isEmpty, let offered = ImpactPresenter.painDefault(mean) {
                    text = String(offered)
                }
                do {
                    _ = try interactor.answer(text, to: question)
                    answered = answered.answering(question, with: text)
                    break
                } catch {
                    context.view.notice(ImpactPresenter.badAnswer(OptionSpelling.message(of: error)))
                }
            }
        }
        return answered
    }
}
