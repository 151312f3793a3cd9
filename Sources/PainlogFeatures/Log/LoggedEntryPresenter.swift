public import PainlogDomain

/// The one line `log` prints, echoing the resolved time so a misread date is seen at once:
/// `Logged #12: 7/10 at Sun 2026-11-22 08:30 (head, neck)`; an attack with an end adds how long it
/// lasted: `… at Sun 2026-11-22 22:00 for 5h (head)`.
///
/// With its key, the key comes last: `… (head) key @a1b2c3d4`.
public enum LoggedEntryPresenter {
    public static func line(for entry: Entry, key: String? = nil) -> StyledLine {
        var spans = [
            StyledSpan("Logged #\(entry.id): "),
            StyledSpan("\(entry.intensity.value)/10", TextStyle.forIntensity(entry.intensity.value)),
            StyledSpan(" at " + EntryTimeFormat.short(entry.occurredAt)),
        ]
        if let seconds = entry.durationSeconds {
            spans.append(StyledSpan(" for " + EntryDurationFormat.compact(seconds)))
        }
        if !entry.areas.isEmpty {
            spans.append(
                StyledSpan(" (" + DisplayText.sanitized(entry.areas.joined(separator: ", "), singleLine: true) + ")"))
        }
        if let key { spans.append(StyledSpan(" key @" + key)) }
        return StyledLine(spans)
    }
}
