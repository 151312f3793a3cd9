public import PainlogDomain

/// Lays entries out as a table that fits `width` columns.
///
/// For example:
///
///     ID  WHEN                  PAIN          AREAS       MEDS              TAGS   NOTE
///     12  Sun 2026-11-22 08:30   7 ███▌       head, neck  sumatriptan 50mg  sleep  Woke up with it…
///
/// MEDS and TAGS appear when an entry on the page has any, and so does LASTED (after PAIN: how long
/// an attack with an end lasted, `5h`, `1h30m`). The note takes the room that is left
/// and is cut with `…`; when that is too little, tags go first, then medications narrow, then the
/// note, medications and areas are left out, rather than wrapping lines.
public enum EntryTablePresenter {
    /// The space between two columns, as `TextColumns` lays them out.
    static let gap = "  "

    /// The table's lines, header first; one line saying so when there are no entries.
    /// - Parameters:
    ///   - hiddenCount: matching entries left out by the limit, mentioned at the end.
    ///   - hiddenCountIsAtLeast: the count was capped: there are more than `hiddenCount`.
    ///   - hints: the view's words for how to see the hidden entries.
    public static func lines(
        for entries: [Entry], width: Int, hiddenCount: Int = 0, hiddenCountIsAtLeast: Bool = false,
        hints: (CommandHint) -> String
    ) -> [StyledLine] {
        guard !entries.isEmpty else {
            return [StyledLine("No entries match.", .dim)]
        }
        let ids = entries.map { "#\($0.id)" }
        let times = entries.map { EntryTimeFormat.short($0.occurredAt) }
        let areas = entries.map { DisplayText.sanitized(DisplayText.list($0.areas, separator: ", "), singleLine: true) }
        let notes = entries.map { DisplayText.sanitized($0.note, singleLine: true) }
        let meds = entries.map {
            DisplayText.sanitized(DisplayText.list($0.medications.map(\.text), separator: ", "), singleLine: true)
        }
        let tags = entries.map { DisplayText.sanitized(DisplayText.list($0.tags, separator: ", "), singleLine: true) }
        let durations = entries.map { $0.durationSeconds.map(EntryDurationFormat.compact) ?? "" }

        let idWidth = max(2, ids.map(DisplayText.width).max() ?? 0)
        let timeWidth = max(4, times.map(DisplayText.width).max() ?? 0)
        let painWidth = 3 + IntensityBar.width  // "10 " + bar
        let lastedWidth = durations.contains { !$0.isEmpty } ? max(6, durations.map(DisplayText.width).max() ?? 0) : 0
        let fixed = idWidth + timeWidth + painWidth + 2 * gap.count + (lastedWidth > 0 ? gap.count + lastedWidth : 0)
        var areaWidth = min(24, max(5, areas.map(DisplayText.width).max() ?? 0))
        var medsWidth = optionalColumnWidth(meds, limit: 24)
        var tagsWidth = optionalColumnWidth(tags, limit: 20)
        func noteRoom() -> Int {
            width - fixed - gap.count - areaWidth
                - [medsWidth, tagsWidth].map { $0 > 0 ? gap.count + $0 : 0 }.reduce(0, +) - gap.count
        }
        if noteRoom() < 12 { tagsWidth = 0 }
        // Medications may give up columns (down to 12) so that the note keeps 12.
        if noteRoom() < 12, medsWidth > 12 { medsWidth = max(12, medsWidth - (12 - noteRoom())) }
        var noteWidth = noteRoom()
        let showAreas: Bool
        let showNote: Bool
        if noteWidth >= 12 {
            showAreas = true
            showNote = true
        } else if width - fixed - gap.count >= 5 {
            showAreas = true
            showNote = false
            areaWidth = min(areaWidth, width - fixed - gap.count)
            let medsRoom = width - fixed - gap.count - areaWidth - gap.count
            medsWidth = medsRoom >= 4 ? min(medsWidth, medsRoom) : 0
            noteWidth = 0
        } else {
            showAreas = false
            showNote = false
            medsWidth = 0
        }
        let noteColumn = min(noteWidth, max(4, notes.map(DisplayText.width).max() ?? 0))

        // The widths are fixed above, so `TextColumns` only pads to them. Each column from PAIN on
        // begins with its gap, so a bar keeps its colour to its own cells.
        var columns = [
            TextColumns.Column(rightAligned: true, minimumWidth: idWidth), TextColumns.Column(minimumWidth: timeWidth),
            TextColumns.Column(minimumWidth: painWidth, gap: .withNext),
        ]
        // LASTED's header stays on the left of its right-aligned durations.
        var header = [[StyledSpan("ID", .bold)], [StyledSpan("WHEN", .bold)], [StyledSpan("PAIN", .bold)]]
        if lastedWidth > 0 {
            columns.append(TextColumns.Column(rightAligned: true, minimumWidth: lastedWidth, gap: .withNext))
            header.append([StyledSpan(DisplayText.padded("LASTED", to: lastedWidth), .bold)])
        }
        for (title, shown, columnWidth) in [
            ("AREAS", showAreas, areaWidth), ("MEDS", medsWidth > 0, medsWidth), ("TAGS", tagsWidth > 0, tagsWidth),
        ] where shown {
            columns.append(TextColumns.Column(minimumWidth: columnWidth, gap: .withNext))
            header.append([StyledSpan(title, .bold)])
        }
        if showNote {
            columns.append(.left)
            header.append([StyledSpan("NOTE", .bold)])
        }
        var rows = [header]
        for (index, entry) in entries.enumerated() {
            let value = entry.intensity.value
            var cells = [
                [StyledSpan(ids[index], .dim)], [StyledSpan(times[index])],
                [
                    StyledSpan(DisplayText.padded(String(value), to: 2, right: true) + " "),
                    StyledSpan(IntensityBar.bar(for: value), TextStyle.forIntensity(value)),
                ],
            ]
            if lastedWidth > 0 { cells.append([StyledSpan(durations[index])]) }
            if showAreas { cells.append([StyledSpan(DisplayText.truncated(areas[index], to: areaWidth))]) }
            for (texts, columns) in [(meds, medsWidth), (tags, tagsWidth)] where columns > 0 {
                cells.append([StyledSpan(DisplayText.truncated(texts[index], to: columns))])
            }
            // A row without a note ends at the column before it.
            if showNote, !notes[index].isEmpty {
                cells.append([StyledSpan(DisplayText.truncated(notes[index], to: noteColumn))])
            }
            rows.append(cells)
        }
        var lines = TextColumns.styledLines(cells: rows, columns: columns).map {
            StyledLine(trimmingTrailingSpaces: $0.spans)
        }
        if hiddenCount > 0 {
            let count = (hiddenCountIsAtLeast ? "more than " : "") + NumberText.grouped(hiddenCount)
            let noun = hiddenCount == 1 && !hiddenCountIsAtLeast ? "entry" : "entries"
            lines.append(StyledLine("… \(count) older \(noun); use \(hints(.showMoreEntries)) to see more", .dim))
        }
        return lines.map { clipped($0, to: width) }
    }

    /// The line cut to `width` columns with `…` when it is wider: the last resort when even the
    /// id, time and intensity columns (or the hint about older entries) do not fit.
    private static func clipped(_ line: StyledLine, to width: Int) -> StyledLine {
        guard DisplayText.width(line.plainText) > width else { return line }
        var spans: [StyledSpan] = []
        var used = 0
        for span in line.spans {
            var text = ""
            for character in span.text {
                let columns = DisplayText.width(of: character)
                if used + columns > width - 1 {
                    while text.hasSuffix(" ") { text.removeLast() }
                    spans.append(StyledSpan(text + "…", span.style))
                    return StyledLine(spans)
                }
                text.append(character)
                used += columns
            }
            spans.append(span)
        }
        return StyledLine(spans)
    }

    /// The width of a column that only appears when some entry has something in it: 0 when none
    /// has, else its widest cell (at least its header's 4 columns), at most `limit`.
    private static func optionalColumnWidth(_ cells: [String], limit: Int) -> Int {
        guard cells.contains(where: { !$0.isEmpty }) else { return 0 }
        return min(limit, max(4, cells.map(DisplayText.width).max() ?? 0))
    }
}
