public import PainlogDomain

/// The guided entry's questions and lists of known names, as ready-made text for the terminal.
public enum GuidedEntryPresenter {
    /// The intensity question, with the scale's meaning.
    public static let intensityQuestion = "How much does it hurt, 0–10 (0 no pain, 10 worst imaginable)? "

    /// The question for the names of `kind`: how to answer, given whether any are known.
    public static func namesQuestion(_ kind: NameKind, hasKnown: Bool) -> String {
        let title = plural(kind).prefix(1).uppercased() + plural(kind).dropFirst()
        let name = kind == .medication ? "'name dose'" : "names"
        let how = hasKnown ? "numbers and/or new \(name)" : name
        return "\(title) (\(how), separated by ','; empty: none)? "
    }

    /// The attack-feature question, asked after the areas when one is a migraine condition's, under
    /// the eight symptoms numbered 1–8.
    public static let symptomsQuestion = "Attack features (numbers, separated by ','; empty: none)? "

    /// Whether the attack goes on, asked after the attack features.
    public static let stillGoingQuestion = "Still going? (empty: yes; else when it ended, or how long) "

    /// The note question.
    public static let noteQuestion = "Note (one line; empty: none)? "

    /// The time question.
    public static let whenQuestion = "When (empty: now; e.g. 2h ago, this morning, last night, tue 6pm)? "

    /// The line before a question asked again: why the answer was refused.
    public static func refusal(_ message: String) -> String {
        "  " + DisplayText.sanitized(message, singleLine: true) + "; try again"
    }

    /// The known names numbered from 1, most used first, several to a line within `width`:
    /// `  1 lower back   2 head   3 neck`.
    public static func choices(_ known: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for (index, name) in known.enumerated() {
            let item = "\(index + 1) " + DisplayText.sanitized(name, singleLine: true)
            let candidate = line.isEmpty ? "  " + item : line + "   " + item
            if !line.isEmpty, candidate.unicodeScalars.count > max(width, 20) {
                lines.append(line)
                line = "  " + item
            } else {
                line = candidate
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private static func plural(_ kind: NameKind) -> String {
        switch kind {
        case .area: "areas"
        case .tag: "tags"
        case .medication: "medications"
        }
    }
}
