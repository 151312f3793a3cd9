import PainlogDomain
import PainlogFeatures
import Testing

/// What `areas` and `areas rename` print, as pure functions of their results.
@Suite struct AreasPresenterTests {
    private static func time(_ text: String) -> Timestamp {
        guard let time = Timestamp(iso8601: text) else { fatalError("bad test time \(text)") }
        return time
    }

    @Test func noAreasIsAHint() {
        #expect(
            AreasPresenter.lines(for: [], hints: HintMarkers.text) == [StyledLine("No areas yet: <logWithArea>", .dim)])
    }

    @Test func jsonIsNameEntriesAndLastLoggedInTheEntrysOwnOffset() {
        let json = JSONOutput.text(
            AreasPresenter.json([
                NameUsage(name: "lower back", entryCount: 12, lastLogged: Self.time("2026-11-21T18:40:00+01:00")),
                NameUsage(name: "head \"left\"", entryCount: 3, lastLogged: Self.time("2026-10-01T23:30:00-05:00")),
            ]))
        #expect(
            json == """
                [
                  {"name":"lower back","entries":12,"last_logged":"2026-11-21T18:40:00+01:00"},
                  {"name":"head \\"left\\"","entries":3,"last_logged":"2026-10-01T23:30:00-05:00"}
                ]

                """)
        #expect(JSONOutput.text(AreasPresenter.json([])) == "[]\n")
    }

    @Test func theTableLinesUpByDisplayWidth() {
        let lines = AreasPresenter.lines(
            for: [
                NameUsage(name: "lower back", entryCount: 12, lastLogged: Self.time("2026-11-21T18:40:00+01:00")),
                NameUsage(name: "head", entryCount: 3, lastLogged: Self.time("2026-10-01T23:30:00-05:00")),
                NameUsage(name: "肩", entryCount: 1, lastLogged: Self.time("2026-11-22T08:30:00+01:00")),
            ], hints: HintMarkers.text)
        #expect(
            lines.map(\.plainText) == [
                "AREA        ENTRIES  LAST LOGGED",
                "lower back       12  Sat 2026-11-21 18:40",
                // The entry's own wall-clock time, not Berlin's.
                "head              3  Thu 2026-10-01 23:30",
                // A wide character takes two columns.
                "肩                1  Sun 2026-11-22 08:30",
            ])
        #expect(lines[0].spans.first?.style == .bold)
        #expect(lines[1].spans.last?.style == .dim)
    }

    @Test func shortNamesStillFitTheHeading() {
        let lines = AreasPresenter.lines(
            for: [
                NameUsage(name: "hip", entryCount: 1_234_567_890, lastLogged: Self.time("2026-11-22T08:30:00+01:00"))
            ], hints: HintMarkers.text)
        #expect(lines.map(\.plainText) == ["AREA     ENTRIES  LAST LOGGED", "hip   1234567890  Sun 2026-11-22 08:30"])
    }

    @Test(
        arguments: [
            (.renamed(from: "head", to: "Head", entries: 2), "Renamed area 'head' to 'Head' (2 entries)."),
            (.renamed(from: "lower back", to: "back", entries: 1), "Renamed area 'lower back' to 'back' (1 entry)."),
            (
                .merged(from: "neck", into: "head", entries: 3, overlapping: 0),
                "Merged area 'neck' into 'head' (3 entries)."
            ),
            (
                .merged(from: "neck", into: "head", entries: 3, overlapping: 2),
                "Merged area 'neck' into 'head' (3 entries; 2 entries had both and keep one)."
            ),
            (
                .merged(from: "neck", into: "head", entries: 1, overlapping: 1),
                "Merged area 'neck' into 'head' (1 entry; 1 entry had both and keeps one)."
            ),
            (.unchanged("head"), "Nothing changed: the area is already called 'head'."),
        ] as [(NameRenameOutcome, String)])
    func outcomeLines(outcome: NameRenameOutcome, line: String) {
        #expect(AreasPresenter.line(for: outcome) == StyledLine(line))
    }
}
