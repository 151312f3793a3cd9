import PainlogDomain

/// Hints written as markers (`<logWithArea>`), so that a presenter's test sees which hint a line
/// carries and where, while the command text itself is the CLI's to test.
enum HintMarkers {
    /// `<hint>` for any hint; `<listNames tag>` for one about a kind of name.
    static func text(for hint: CommandHint) -> String {
        switch hint {
        case .listNames(let kind): "<listNames \(kind.rawValue)>"
        case .renameName(let kind, let old, let new): "<renameName \(kind.rawValue) \(old) \(new)>"
        default: "<\(hint)>"
        }
    }
}
