import PainlogDomain

/// Hints written as markers (`<logWithArea>`), so that a presenter's test sees which hint a line
/// carries and where, while the command text itself is the CLI's to test.
enum HintMarkers {
    /// `<hint>` for any hint.
    static func text(for hint: CommandHint) -> String { "<\(hint)>" }
}
