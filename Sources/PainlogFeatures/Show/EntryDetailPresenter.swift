public import PainlogDomain

/// Every field of one entry, one per line, for `show`. The note keeps its own lines.
public enum EntryDetailPresenter {
    public static func lines(for entry: Entry) -> [StyledLine] {
        let value = entry.intensity.value
        var lines = [
            StyledLine([StyledSpan("Entry #\(entry.id)", .bold)]),
            field("When", EntryTimeFormat.full(entry.occurredAt)),
            StyledLine([
                StyledSpan(label("Intensity"), .dim), StyledSpan("\(value)/10 "),
                StyledSpan(IntensityBar.compactBar(for: value), TextStyle.forIntensity(value)),
            ]),
            field("Areas", names(entry.areas)),
            field("Tags", names(entry.tags)),
            field("Medications", names(entry.medications.map(\.text))),
        ]
        let noteLines = DisplayText.sanitized(entry.note, singleLine: false).split(separator: "\n", omittingEmptySubsequences: false)
        if entry.note.isEmpty {
            lines.append(field("Note", "—"))
        } else {
            for (index, noteLine) in noteLines.enumerated() {
                lines.append(StyledLine([StyledSpan(index == 0 ? label("Note") : label(""), .dim), StyledSpan(String(noteLine))]))
            }
        }
        lines += [
            field("Created", EntryTimeFormat.full(entry.createdAt)),
            field("Updated", EntryTimeFormat.full(entry.updatedAt)),
            field("UID", entry.uid),
        ]
        return lines
    }

    private static func label(_ name: String) -> String {
        DisplayText.padded(name.isEmpty ? "" : name + ":", to: 13)
    }

    private static func field(_ name: String, _ value: String) -> StyledLine {
        StyledLine([StyledSpan(label(name), .dim), StyledSpan(value)])
    }

    private static func names(_ values: [String]) -> String {
        values.isEmpty ? "—" : DisplayText.sanitized(values.joined(separator: ", "), singleLine: true)
    }
}
