public import PainlogDomain

/// What `undo` and `undo --list` print.
public enum UndoPresenter {
    /// `Undid delete #3, #5 (2 entries, from Sun 2026-11-22 08:30).`
    public static func undoneLine(_ step: JournalStep) -> StyledLine {
        let count = step.entryCount == 1 ? "1 entry" : "\(step.entryCount) entries"
        return StyledLine("Undid \(step.summary) (\(count), from \(EntryTimeFormat.short(step.recordedAt))).")
    }

    /// The steps that can be undone, newest (next to undo) first.
    public static func listLines(_ steps: [JournalStep], capacity: Int) -> [StyledLine] {
        guard !steps.isEmpty else { return [StyledLine("Nothing to undo.", .dim)] }
        var lines = [StyledLine("WHEN                  CHANGE", .bold)]
        for step in steps {
            let count = step.entryCount == 1 ? "1 entry" : "\(step.entryCount) entries"
            lines.append(
                StyledLine([
                    StyledSpan(EntryTimeFormat.short(step.recordedAt) + "  "),
                    StyledSpan(DisplayText.sanitized(step.summary, singleLine: true)),
                    StyledSpan(" (\(count))", .dim),
                ]))
        }
        lines.append(StyledLine("'painlog undo' reverts the first line; the last \(capacity) changes are kept.", .dim))
        return lines
    }
}
