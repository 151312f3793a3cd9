import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// `painlog log` without INTENSITY: on a terminal, a guided entry that asks for what the options
/// did not give, then records it as `log` does.
///
/// Without a terminal, a missing INTENSITY is a usage error, found before the diary is opened.
struct GuidedLogFlow: DiaryFlow {
    /// The values given as options.
    let given: GuidedEntryAnswers
    let json: Bool

    /// The answers were read from stdin and cannot be read again.
    var canRunAgain: Bool { false }

    func check(environment: AppEnvironment) throws {
        guard environment.terminal.inputIsTerminal, environment.terminal.outputIsTerminal else {
            throw PainlogError.usage(
                "the intensity is missing: give a whole number 0–10, e.g. 'painlog log 5'; "
                    + "painlog asks for it only when stdin and stdout are a terminal")
        }
    }

    func run(_ context: FlowContext) throws {
        let coordinator = GuidedEntryCoordinator(
            view: GuidedEntryView(view: context.view),
            rules: GuidedEntryRules(calendar: context.calendar),
            names: context.diary.names, width: context.terminalWidth,
            conditions: try context.diary.conditions.conditions())
        let request = try InterruptibleInput.run { try coordinator.run(given: given) }
        try LogFlow(request: request, json: json).run(context)
    }
}
