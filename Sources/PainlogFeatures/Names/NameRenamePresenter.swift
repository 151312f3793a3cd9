public import PainlogDomain

/// What `areas rename`, `tags rename` and `meds rename` print.
public enum NameRenamePresenter {
    public static func line(for outcome: NameRenameOutcome, kind: NameKind) -> StyledLine {
        func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
        // An old name may hold a bidirectional control: shown as `\u202E`, as `areas` lists it.
        func shown(_ name: String) -> String { DisplayText.sanitized(name, singleLine: true) }
        let what = kind.rawValue
        switch outcome {
        case .renamed(let from, let to, let count):
            return StyledLine("Renamed \(what) '\(shown(from))' to '\(shown(to))' (\(entries(count))).")
        case .merged(let from, let into, let count, let overlapping):
            var both = ""
            if overlapping > 0 {
                let keep =
                    kind == .medication
                    ? (overlapping == 1 ? "keeps each dose" : "keep each dose")
                    : (overlapping == 1 ? "keeps one" : "keep one")
                both = "; \(entries(overlapping)) had both and \(keep)"
            }
            return StyledLine("Merged \(what) '\(shown(from))' into '\(shown(into))' (\(entries(count))\(both)).")
        case .unchanged(let name):
            return StyledLine("Nothing changed: the \(what) is already called '\(shown(name))'.")
        }
    }

    /// The notice for an area merged into one of another condition: it leaves its own.
    public static func leftConditionNotice(area: String, condition: String) -> String {
        let area = DisplayText.sanitized(area, singleLine: true)
        let condition = DisplayText.sanitized(condition, singleLine: true)
        return Notice.line("area '\(area)' left condition '\(condition)': the area it was merged into keeps its own")
    }
}
