import PainlogFeatures

/// Turns styled lines into text for a terminal: ANSI colours when colour is on, plain otherwise.
struct TerminalRenderer {
    let colour: Bool

    func render(_ line: StyledLine) -> String {
        guard colour else { return line.plainText }
        return line.spans.map { span in
            guard let code = Self.code(for: span.style), !span.text.isEmpty else { return span.text }
            return "\u{1B}[\(code)m" + span.text + "\u{1B}[0m"
        }.joined()
    }

    private static func code(for style: TextStyle) -> String? {
        switch style {
        case .plain: return nil
        case .dim: return "2"
        case .bold: return "1"
        case .mild: return "32"
        case .moderate: return "33"
        case .severe: return "31"
        }
    }
}
