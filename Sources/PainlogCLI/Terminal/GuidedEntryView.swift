/// The guided entry's side of the terminal: a question, with the known names numbered above it, on
/// stderr (stdout keeps only the result), and the answer read from the view's input.
final class GuidedEntryView {
    private let view: TerminalView

    init(view: TerminalView) {
        self.view = view
    }

    /// Shows `choices` (lines) and asks `question`; the answer as typed, or nil at the end of input
    /// (Ctrl-D) or on Ctrl-C, after ending the question's line so an error starts on a line of its own.
    func ask(_ question: String, choices: [String] = []) throws -> String? {
        for line in choices { view.notice(line) }
        guard let answer = try view.prompt(question) else {
            view.notice("")
            return nil
        }
        return answer
    }

    /// Says why an answer was refused, before the question is asked again.
    func refuse(_ line: String) {
        view.notice(line)
    }
}
