public import PainlogDomain

/// Every field of one entry, one per line, for `show`.
///
/// The note keeps its own lines. An entry with an end adds when it ended and how long it lasted,
/// under its time; one with symptoms adds them, under its medications.
public enum EntryDetailPresenter {
    /// `show --json`: the entry as `list --json` writes it, and with `--history` also `"history"`,
    /// the earlier values sync set aside (`EntryHistoryPresenter.json`).
    ///
    /// `key` is the entry's key.
    public static func json(
        _ entry: Entry, key: String? = nil, history: [SetAsideValue]?, conditions: ConditionMembership = .none
    ) -> JSONValue {
        var members = EntryJSONFormatter.members(entry, key: key, conditions: conditions)
        if let history { members.append(("history", EntryHistoryPresenter.json(history))) }
        return .object(members)
    }

    /// The entry's fields under `Entry #12  key @a1b2c3d4` (its number here and, when given, its key
    /// on every computer).
    public static func lines(for entry: Entry, key: String? = nil) -> [StyledLine] {
        let value = entry.intensity.value
        var rows: [[[StyledSpan]]] = [field("When", EntryTimeFormat.full(entry.occurredAt))]
        if let end = entry.endedAt, let seconds = entry.durationSeconds {
            rows.append(field("Ended", EntryTimeFormat.full(end)))
            rows.append(field("Lasted", EntryDurationFormat.compact(seconds)))
        }
        rows += [
            [
                label("Intensity"),
                [
                    StyledSpan("\(value)/10 "),
                    StyledSpan(IntensityBar.compactBar(for: value), TextStyle.forIntensity(value)),
                ],
            ],
            field("Areas", names(entry.areas)),
            field("Tags", names(entry.tags)),
            field("Medications", names(entry.medications.map(\.text))),
        ]
        // Only an entry that records symptoms has the line: an unrecorded symptom counts as absent.
        if !entry.symptoms.isEmpty { rows.append(field("Symptoms", entry.symptoms.names.joined(separator: ", "))) }
        let noteLines = DisplayText.sanitized(entry.note, singleLine: false).split(
            separator: "\n", omittingEmptySubsequences: false)
        if entry.note.isEmpty {
            rows.append(field("Note", "—"))
        } else {
            for (index, noteLine) in noteLines.enumerated() {
                rows.append([label(index == 0 ? "Note" : ""), [StyledSpan(String(noteLine))]])
            }
        }
        rows += [
            field("Created", EntryTimeFormat.full(entry.createdAt)),
            field("Updated", EntryTimeFormat.full(entry.updatedAt)),
            field("UID", entry.uid),
        ]
        // The labels' column is as wide as the widest label ("Medications:"), one space before the values.
        var title = [StyledSpan("Entry #\(entry.id)", .bold)]
        if let key { title.append(StyledSpan("  key @" + key)) }
        return [StyledLine(title)]
            + TextColumns.styledLines(cells: rows, columns: [.left, .left], gap: 1)
    }

    /// A dim label cell, `Name:` (empty for a note's later lines).
    private static func label(_ name: String) -> [StyledSpan] {
        [StyledSpan(name.isEmpty ? "" : name + ":", .dim)]
    }

    /// A label and a plain value, as one row of cells.
    private static func field(_ name: String, _ value: String) -> [[StyledSpan]] {
        [label(name), [StyledSpan(value)]]
    }

    private static func names(_ values: [String]) -> String {
        values.isEmpty ? "—" : DisplayText.sanitized(DisplayText.list(values, separator: ", "), singleLine: true)
    }
}
