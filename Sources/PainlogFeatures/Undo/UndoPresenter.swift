public import PainlogDomain

/// What `undo` and `undo --list` print.
public enum UndoPresenter {
    /// The line `undo` prints for the step it undid.
    ///
    /// `Undid delete #3, #5 (2 entries, from Sun 2026-11-22 08:30).`
    public static func undoneLine(_ step: JournalStep) -> StyledLine {
        StyledLine(
            "Undid \(DisplayText.sanitized(step.summary, singleLine: true)) (\(entries(step))from \(EntryTimeFormat.short(step.recordedAt)))."
        )
    }

    /// `2 entries, ` — nothing for a step that touched names only.
    private static func entries(_ step: JournalStep) -> String {
        switch step.entryCount {
        case 0: return ""
        case 1: return "1 entry, "
        default: return "\(step.entryCount) entries, "
        }
    }

    /// `undo --list --json`: `[{"id", "kind", "summary", "at", "entries"}]`, newest (next to undo) first.
    public static func json(_ steps: [JournalStep]) -> JSONValue {
        var items: [JSONValue] = []
        for step in steps {
            items.append(
                .object([
                    ("id", .number(String(step.id))), ("kind", .string(step.kind.rawValue)),
                    ("summary", .string(step.summary)), ("at", .string(step.recordedAt.iso8601)),
                    ("entries", .number(String(step.entryCount))),
                ]))
        }
        return .array(items)
    }

    /// The columns of a time as `EntryTimeFormat.short` writes it.
    static let timeColumns = 20

    /// The steps that can be undone, newest (next to undo) first; `hints` writes the undo command.
    public static func listLines(
        _ steps: [JournalStep], capacity: Int, hints: (CommandHint) -> String
    ) -> [StyledLine] {
        guard !steps.isEmpty else { return [StyledLine("Nothing to undo.", .dim)] }
        let rows = steps.map { step -> [[StyledSpan]] in
            var change = [StyledSpan(DisplayText.sanitized(step.summary, singleLine: true))]
            if step.entryCount > 0 {
                change.append(StyledSpan(" (" + entries(step).dropLast(2) + ")", .dim))
            }
            return [[StyledSpan(EntryTimeFormat.short(step.recordedAt))], change]
        }
        // WHEN keeps the width of a time (`Sun 2026-11-22 08:30`), as the header always had.
        let columns = [TextColumns.Column(minimumWidth: timeColumns), TextColumns.Column.left]
        var lines = TextColumns.styledLines(header: ["WHEN", "CHANGE"], cells: rows, columns: columns)
        let kept = "the last \(capacity) changes are kept."
        lines.append(StyledLine("'\(hints(.undo))' reverts the first line; " + kept, .dim))
        return lines
    }
}
