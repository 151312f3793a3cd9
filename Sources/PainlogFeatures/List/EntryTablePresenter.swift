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
///
/// The table is made in two steps, so that `list --all` never holds its rows: `Widths` measures
/// the entries (a first pass), `Layout` fixes the columns from those widths and lays out one line
/// at a time (a second pass that writes each row as it is read). `lines(for:…)` does both over a
/// page held in memory.
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
        var widths = Widths()
        for entry in entries { widths.add(entry) }
        guard let layout = Layout(widths, width: width) else { return [Layout.noEntries] }
        var lines = [layout.header]
        lines.reserveCapacity(entries.count + 2)
        for entry in entries { lines.append(layout.line(for: entry)) }
        if hiddenCount > 0 {
            let count = (hiddenCountIsAtLeast ? "more than " : "") + NumberText.grouped(hiddenCount)
            let noun = hiddenCount == 1 && !hiddenCountIsAtLeast ? "entry" : "entries"
            lines.append(
                clipped(
                    StyledLine("… \(count) older \(noun); use \(hints(.showMoreEntries)) to see more", .dim), to: width)
            )
        }
        return lines
    }

    /// One entry's cells as the table shows them, before they are cut to their columns.
    struct Cells {
        let id: String
        let time: String
        let areas: String
        let note: String
        let medications: String
        let tags: String
        /// How long the attack lasted (`1h30m`), empty without an end.
        let lasted: String

        init(_ entry: Entry) {
            id = "#\(entry.id)"
            time = EntryTimeFormat.short(entry.occurredAt)
            areas = DisplayText.sanitized(DisplayText.list(entry.areas, separator: ", "), singleLine: true)
            note = DisplayText.sanitized(entry.note, singleLine: true)
            medications = DisplayText.sanitized(
                DisplayText.list(entry.medications.map(\.text), separator: ", "), singleLine: true)
            tags = DisplayText.sanitized(DisplayText.list(entry.tags, separator: ", "), singleLine: true)
            lasted = entry.durationSeconds.map(EntryDurationFormat.compact) ?? ""
        }
    }

    /// The widest cell of each column over the entries measured so far: all a layout needs to
    /// know of them, whatever their number.
    public struct Widths: Sendable, Equatable {
        /// How many entries were measured.
        public private(set) var count = 0
        var id = 0
        var time = 0
        var areas = 0
        var note = 0
        /// nil while no entry has any (the column is then left out).
        var medications: Int?
        var tags: Int?
        var lasted: Int?

        public init() {}

        /// Takes `entry`'s cells into account.
        public mutating func add(_ entry: Entry) {
            count += 1
            // `#` and the digits, and the 20 columns of `Sun 2026-11-22 08:30` for any time between
            // the years 1019 and 9987, without making the texts; the others as `Cells` makes them.
            id = max(id, entry.id > 0 ? 1 + Self.digits(entry.id) : DisplayText.width("#\(entry.id)"))
            let seconds = entry.occurredAt.seconds
            time = max(
                time,
                seconds > -30_000_000_000 && seconds < 253_000_000_000
                    ? 20 : DisplayText.width(EntryTimeFormat.short(entry.occurredAt)))
            func measured(_ names: [String]) -> Int? {
                names.isEmpty
                    ? nil
                    : DisplayText.width(
                        DisplayText.sanitized(DisplayText.list(names, separator: ", "), singleLine: true))
            }
            areas = max(areas, measured(entry.areas) ?? 0)
            note = max(note, DisplayText.width(DisplayText.sanitized(entry.note, singleLine: true)))
            if let width = measured(entry.medications.map(\.text)) { medications = max(medications ?? 0, width) }
            if let width = measured(entry.tags) { tags = max(tags ?? 0, width) }
            if let duration = entry.durationSeconds {
                lasted = max(lasted ?? 0, DisplayText.width(EntryDurationFormat.compact(duration)))
            }
        }

        private static func digits(_ value: Int64) -> Int {
            var count = 1
            var rest = value / 10
            while rest > 0 {
                count += 1
                rest /= 10
            }
            return count
        }
    }

    /// The columns of a table over entries of known widths, fitted to a terminal's width: its
    /// header line and each entry's line, one at a time.
    public struct Layout {
        /// What the table is when there are no entries.
        public static let noEntries = StyledLine("No entries match.", .dim)

        private let width: Int
        private let areaWidth: Int
        private let medsWidth: Int
        private let tagsWidth: Int
        private let lastedWidth: Int
        private let showAreas: Bool
        private let showNote: Bool
        private let noteColumn: Int
        private let columns: [TextColumns.Column]
        /// Every line fits in `width`: none is clipped.
        private let fits: Bool
        /// The header line, laid out and clipped.
        public let header: StyledLine

        /// The layout for entries of `widths`; nil when there were none.
        public init?(_ widths: Widths, width: Int) {
            guard widths.count > 0 else { return nil }
            self.width = width
            let gap = EntryTablePresenter.gap
            let idWidth = max(2, widths.id)
            let timeWidth = max(4, widths.time)
            let painWidth = 3 + IntensityBar.width  // "10 " + bar
            let lastedWidth = widths.lasted.map { max(6, $0) } ?? 0
            let fixed =
                idWidth + timeWidth + painWidth + 2 * gap.count + (lastedWidth > 0 ? gap.count + lastedWidth : 0)
            var areaWidth = min(24, max(5, widths.areas))
            var medsWidth = widths.medications.map { min(24, max(4, $0)) } ?? 0
            var tagsWidth = widths.tags.map { min(20, max(4, $0)) } ?? 0
            func noteRoom() -> Int {
                width - fixed - gap.count - areaWidth
                    - [medsWidth, tagsWidth].map { $0 > 0 ? gap.count + $0 : 0 }.reduce(0, +) - gap.count
            }
            if noteRoom() < 12 { tagsWidth = 0 }
            // Medications may give up columns (down to 12) so that the note keeps 12.
            if noteRoom() < 12, medsWidth > 12 { medsWidth = max(12, medsWidth - (12 - noteRoom())) }
            var noteWidth = noteRoom()
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
            noteColumn = min(noteWidth, max(4, widths.note))
            self.areaWidth = areaWidth
            self.medsWidth = medsWidth
            self.tagsWidth = tagsWidth
            self.lastedWidth = lastedWidth

            // The widths are fixed above, so `TextColumns` only pads to them, and a line laid out
            // alone is the line it would be among all the others. Each column from PAIN on begins
            // with its gap, so a bar keeps its colour to its own cells.
            var columns = [
                TextColumns.Column(rightAligned: true, minimumWidth: idWidth),
                TextColumns.Column(minimumWidth: timeWidth),
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
            self.columns = columns
            // The widest line the columns make: when it fits, no line needs clipping.
            let widest =
                columns.dropLast().map(\.minimumWidth).reduce(0, +) + gap.count * (columns.count - 1)
                + (showNote ? noteColumn : columns.last?.minimumWidth ?? 0)
            fits = widest <= width
            self.header = Self.laidOut(header, columns: columns, width: width, fits: fits)
        }

        /// `entry`'s line.
        public func line(for entry: Entry) -> StyledLine {
            let row = Cells(entry)
            let value = entry.intensity.value
            var cells = [
                [StyledSpan(row.id, .dim)], [StyledSpan(row.time)],
                [
                    StyledSpan(DisplayText.padded(String(value), to: 2, right: true) + " "),
                    StyledSpan(IntensityBar.bar(for: value), TextStyle.forIntensity(value)),
                ],
            ]
            if lastedWidth > 0 { cells.append([StyledSpan(row.lasted)]) }
            if showAreas { cells.append([StyledSpan(DisplayText.truncated(row.areas, to: areaWidth))]) }
            for (text, columns) in [(row.medications, medsWidth), (row.tags, tagsWidth)] where columns > 0 {
                cells.append([StyledSpan(DisplayText.truncated(text, to: columns))])
            }
            // A row without a note ends at the column before it.
            if showNote, !row.note.isEmpty {
                cells.append([StyledSpan(DisplayText.truncated(row.note, to: noteColumn))])
            }
            return Self.laidOut(cells, columns: columns, width: width, fits: fits)
        }

        private static func laidOut(
            _ cells: [[StyledSpan]], columns: [TextColumns.Column], width: Int, fits: Bool
        ) -> StyledLine {
            let line = StyledLine(
                trimmingTrailingSpaces: TextColumns.styledLines(cells: [cells], columns: columns)[0].spans)
            return fits ? line : clipped(line, to: width)
        }
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
}
