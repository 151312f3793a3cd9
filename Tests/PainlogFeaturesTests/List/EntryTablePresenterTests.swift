import PainlogDomain
import Testing

@testable import PainlogFeatures

@Suite struct EntryTablePresenterTests {
    /// The view's words for seeing more, as the CLI writes them: the clipping below is measured on them.
    static func hints(_ hint: CommandHint) -> String {
        hint == .showMoreEntries ? "--limit N or --all" : HintMarkers.text(for: hint)
    }

    static let entries = [
        sampleEntry(
            id: 12, at: berlin(2026, 11, 22, 8, 30), intensity: 7, areas: ["head", "neck"],
            note: "Woke up with it, worse after coffee and the long commute"),
        sampleEntry(id: 9, at: berlin(2026, 11, 21, 20, 0), intensity: 10, areas: [], note: ""),
        sampleEntry(
            id: 3, at: berlin(2026, 11, 20, 7, 5), intensity: 0, areas: ["lower back", "left shoulder"],
            note: "line one\nline two"),
    ]

    static func text(_ lines: [StyledLine]) -> [String] { lines.map(\.plainText) }

    @Test func at120ColumnsShowsEverythingAndCutsOnlyWhatIsTooLong() {
        #expect(
            Self.text(EntryTablePresenter.lines(for: Self.entries, width: 120, hints: Self.hints)) == [
                " ID  WHEN                  PAIN      AREAS                     MEDS                      TAGS    NOTE",
                "#12  Sun 2026-11-22 08:30   7 ███▌   head, neck                ibuprofen 400mg, codein…  wetter  Woke up with it, worse…",
                " #9  Sat 2026-11-21 20:00  10 █████                            ibuprofen 400mg, codein…  wetter",
                " #3  Fri 2026-11-20 07:05   0        lower back, left should…  ibuprofen 400mg, codein…  wetter  line one⏎ line two",
            ])
    }

    @Test func eachHeaderIsItsOwnBoldSpanWithTheGapBeforeIt() {
        let header = EntryTablePresenter.lines(for: Self.entries, width: 120, hints: Self.hints)[0]
        #expect(
            header.spans == [
                StyledSpan(" ID  ", .bold), StyledSpan("WHEN" + String(repeating: " ", count: 18), .bold),
                StyledSpan("PAIN    ", .bold), StyledSpan("  AREAS" + String(repeating: " ", count: 19), .bold),
                StyledSpan("  MEDS" + String(repeating: " ", count: 20), .bold), StyledSpan("  TAGS  ", .bold),
                StyledSpan("  NOTE", .bold),
            ])
    }

    @Test func aLongAttacksLastedHeaderStaysOnTheLeft() {
        let start = berlin(2026, 11, 22, 8, 30)
        let long = Entry(
            id: 4, uid: "4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab", occurredAt: start,
            endedAt: Timestamp(seconds: start.seconds + 1_000 * 86_400 + 3 * 3_600, offset: 3600),
            intensity: Intensity(5)!, areas: ["head"], tags: [], medications: [], note: "",
            createdAt: start, updatedAt: start)
        #expect(
            Self.text(EntryTablePresenter.lines(for: [long], width: 80, hints: Self.hints)) == [
                "ID  WHEN                  PAIN      LASTED   AREAS  NOTE",
                "#4  Sun 2026-11-22 08:30   5 ██▌    1000d3h  head",
            ])
    }

    @Test func at100ColumnsTagsGoAndTheNoteIsCutWithAnEllipsis() {
        #expect(
            Self.text(EntryTablePresenter.lines(for: Self.entries, width: 100, hints: Self.hints)) == [
                " ID  WHEN                  PAIN      AREAS                     MEDS                     NOTE",
                "#12  Sun 2026-11-22 08:30   7 ███▌   head, neck                ibuprofen 400mg, codei…  Woke up wit…",
                " #9  Sat 2026-11-21 20:00  10 █████                            ibuprofen 400mg, codei…",
                " #3  Fri 2026-11-20 07:05   0        lower back, left should…  ibuprofen 400mg, codei…  line one⏎ l…",
            ])
    }

    @Test func at80ColumnsMedicationsComeBeforeTheNote() {
        #expect(
            Self.text(EntryTablePresenter.lines(for: Self.entries, width: 80, hints: Self.hints)) == [
                " ID  WHEN                  PAIN      AREAS                     MEDS",
                "#12  Sun 2026-11-22 08:30   7 ███▌   head, neck                ibuprofen 4…",
                " #9  Sat 2026-11-21 20:00  10 █████                            ibuprofen 4…",
                " #3  Fri 2026-11-20 07:05   0        lower back, left should…  ibuprofen 4…",
            ])
    }

    @Test func withoutMedicationsOrTagsThereAreNoSuchColumns() {
        let plain = Self.entries.map {
            sampleEntry(
                id: $0.id, at: $0.occurredAt, intensity: $0.intensity.value, areas: $0.areas, tags: [], medications: [],
                note: $0.note)
        }
        #expect(
            Self.text(EntryTablePresenter.lines(for: plain, width: 80, hints: Self.hints)) == [
                " ID  WHEN                  PAIN      AREAS                     NOTE",
                "#12  Sun 2026-11-22 08:30   7 ███▌   head, neck                Woke up with it,…",
                " #9  Sat 2026-11-21 20:00  10 █████",
                " #3  Fri 2026-11-20 07:05   0        lower back, left should…  line one⏎ line t…",
            ])
    }

    @Test func at60ColumnsTheNoteIsDropped() {
        #expect(
            Self.text(EntryTablePresenter.lines(for: Self.entries, width: 60, hints: Self.hints)) == [
                " ID  WHEN                  PAIN      AREAS",
                "#12  Sun 2026-11-22 08:30   7 ███▌   head, neck",
                " #9  Sat 2026-11-21 20:00  10 █████",
                " #3  Fri 2026-11-20 07:05   0        lower back, left shoul…",
            ])
    }

    @Test func at40ColumnsTheAreasAreDroppedToo() {
        #expect(
            Self.text(EntryTablePresenter.lines(for: Self.entries, width: 40, hiddenCount: 5, hints: Self.hints)) == [
                " ID  WHEN                  PAIN",
                "#12  Sun 2026-11-22 08:30   7 ███▌",
                " #9  Sat 2026-11-21 20:00  10 █████",
                " #3  Fri 2026-11-20 07:05   0",
                "… 5 older entries; use --limit N or --a…",
            ])
    }

    @Test func at20ColumnsLinesAreCutRatherThanWrapped() {
        #expect(
            Self.text(EntryTablePresenter.lines(for: Self.entries, width: 20, hiddenCount: 5, hints: Self.hints)) == [
                " ID  WHEN…",
                "#12  Sun 2026-11-22…",
                " #9  Sat 2026-11-21…",
                " #3  Fri 2026-11-20…",
                "… 5 older entries;…",
            ])
    }

    static let unicodeEntries = [
        sampleEntry(id: 1, areas: ["頭痛", "Rücken"], note: "痛い😖😖 e\u{0301}e\u{0301} 👩\u{200D}👩\u{200D}👧 \u{200F}כאב"),
        sampleEntry(id: 123_456, intensity: 1, areas: ["🦵 knee", "ＡＢＣ"], note: "\u{1B}[2J\u{1B}[31mred\tand\r\nmore"),
        sampleEntry(
            id: 42, intensity: 10, areas: [String(repeating: "x", count: 64)], note: String(repeating: "長", count: 300)),
    ]

    @Test(arguments: [120, 100, 80, 79, 61, 60, 59, 50, 42, 41, 40, 39, 30, 20, 10])
    func noLineIsWiderThanTheTerminal(width: Int) {
        for hidden in [0, 1, 1234] {
            let entries = Self.unicodeEntries + Self.entries
            for line in EntryTablePresenter.lines(for: entries, width: width, hiddenCount: hidden, hints: Self.hints) {
                #expect(DisplayText.width(line.plainText) <= width, "\(line.plainText)")
                #expect(
                    !line.plainText.unicodeScalars.contains { $0.properties.generalCategory == .control },
                    "\(line.plainText)")
            }
        }
    }

    @Test func stylesIdsDimTheHeaderBoldAndTheBarByIntensity() throws {
        let lines = EntryTablePresenter.lines(for: Self.entries, width: 100, hints: Self.hints)
        #expect(lines[0].spans.allSatisfy { $0.style == .bold })
        #expect(
            lines[1].spans == [
                StyledSpan("#12  ", .dim), StyledSpan("Sun 2026-11-22 08:30  "), StyledSpan(" 7 "),
                StyledSpan("███▌ ", .severe),
                StyledSpan("  head, neck              "), StyledSpan("  ibuprofen 400mg, codei…"),
                StyledSpan("  Woke up wit…"),
            ])
        #expect(lines[2].spans[3] == StyledSpan("█████", .severe))
        #expect(lines[3].spans[3] == StyledSpan("     ", .dim))
    }

    @Test func anEmptyListSaysSo() {
        let none = [StyledLine("No entries match.", .dim)]
        #expect(EntryTablePresenter.lines(for: [], width: 80, hints: Self.hints) == none)
        #expect(EntryTablePresenter.lines(for: [], width: 80, hiddenCount: 3, hints: Self.hints) == none)
    }

    @Test func mentionsHowManyOlderEntriesAreHidden() {
        let one = EntryTablePresenter.lines(for: Self.entries, width: 120, hiddenCount: 1, hints: Self.hints)
        #expect(one.count == 5)
        #expect(one.last == StyledLine("… 1 older entry; use --limit N or --all to see more", .dim))
        let many = EntryTablePresenter.lines(for: Self.entries, width: 120, hiddenCount: 5, hints: Self.hints)
        #expect(many.last == StyledLine("… 5 older entries; use --limit N or --all to see more", .dim))
        #expect(EntryTablePresenter.lines(for: Self.entries, width: 120, hiddenCount: 0, hints: Self.hints).count == 4)
    }

    @Test func controlCharactersInANoteCannotReachTheTerminal() {
        let entry = sampleEntry(id: 1, areas: [], note: "evil\u{1B}[2J\u{07}done")
        let lines = EntryTablePresenter.lines(for: [entry], width: 120, hints: Self.hints)
        #expect(lines[1].plainText.hasSuffix("  evil\u{FFFD}[2J\u{FFFD}done"), "\(lines[1].plainText)")
    }
}
