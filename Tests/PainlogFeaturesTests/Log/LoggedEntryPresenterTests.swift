import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct LoggedEntryPresenterTests {
    @Test func echoesTheIntensityTimeAndAreas() {
        let line = LoggedEntryPresenter.line(for: sampleEntry())
        #expect(line.plainText == "Logged #12: 7/10 at Sun 2026-11-22 08:30 (head, neck)")
        #expect(
            line.spans == [
                StyledSpan("Logged #12: "), StyledSpan("7/10", .severe), StyledSpan(" at Sun 2026-11-22 08:30"),
                StyledSpan(" (head, neck)"),
            ])
    }

    @Test func leavesOutAreasWhenThereAreNone() {
        let line = LoggedEntryPresenter.line(for: sampleEntry(id: 1, intensity: 0, areas: []))
        #expect(line.plainText == "Logged #1: 0/10 at Sun 2026-11-22 08:30")
        #expect(line.spans[1] == StyledSpan("0/10", .dim))
    }

    @Test(arguments: [(1, TextStyle.mild), (3, .mild), (4, .moderate), (6, .moderate), (7, .severe), (10, .severe)])
    func colourFollowsTheIntensity(value: Int, style: TextStyle) {
        #expect(
            LoggedEntryPresenter.line(for: sampleEntry(intensity: value)).spans[1] == StyledSpan("\(value)/10", style))
    }

    @Test func showsTheEntrysOwnWallClockTime() {
        let entry = sampleEntry(at: Timestamp(seconds: fixedNow, offset: 19_800), areas: ["頭"])
        #expect(LoggedEntryPresenter.line(for: entry).plainText == "Logged #12: 7/10 at Sun 2026-11-22 13:00 (頭)")
    }
}
