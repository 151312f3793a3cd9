public import PainlogDomain

/// What `areas rename`, `tags rename` and `meds rename` print.
public enum NameRenamePresenter {
    public static func line(for outcome: NameRenameOutcome, kind: NameKind) -> StyledLine {
        func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
        let what = kind.rawValue
        switch outcome {
        case .renamed(let from, let to, let count):
            return StyledLine("Renamed \(what) '\(from)' to '\(to)' (\(entries(count))).")
        case .merged(let from, let into, let count, let overlapping):
            var both = ""
            if overlapping > 0 {
                let keep =
                    kind == .medication
                    ? (overlapping == 1 ? "keeps each dose" : "keep each dose")
                    : (overlapping == 1 ? "keeps one" : "keep one")
                both = "; \(entries(overlapping)) had both and \(keep)"
            }
            return StyledLine("Merged \(what) '\(from)' into '\(into)' (\(entries(count))\(both)).")
        case .unchanged(let name):
            return StyledLine("Nothing changed: the \(what) is already called '\(name)'.")
        }
    }
}
