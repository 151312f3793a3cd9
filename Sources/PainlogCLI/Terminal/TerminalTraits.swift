/// What painlog knows about the terminal around it, learned once at start: whether stdout and
/// stdin are terminals, and how wide to make tables.
struct TerminalTraits {
    let outputIsTerminal: Bool
    let inputIsTerminal: Bool
    let width: Int
    /// Whether stderr is a terminal (progress is drawn only there).
    var errorIsTerminal = false

    /// The process's own terminal; `COLUMNS` overrides its width.
    static func process(variables: [String: String]) -> TerminalTraits {
        TerminalTraits(
            outputIsTerminal: TerminalEnvironment.isTerminal(1), inputIsTerminal: TerminalEnvironment.isTerminal(0),
            width: TerminalEnvironment.width(variables: variables), errorIsTerminal: TerminalEnvironment.isTerminal(2))
    }
}
