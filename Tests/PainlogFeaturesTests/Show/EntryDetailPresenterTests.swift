import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct EntryDetailPresenterTests {
    @Test func listsEveryFieldOnItsOwnLine() {
        #expect(
            EntryDetailPresenter.lines(for: sampleEntry()).map(\.plainText) == [
                "Entry #12",
                "When:        Sun 2026-11-22 08:30:00 +01:00",
                "Intensity:   7/10 ███▌",
                "Areas:       head, neck",
                "Tags:        wetter",
                "Medications: ibuprofen 400mg, codeine 30 mg",
                "Note:        Woke up with it",
                "Created:     Sun 2026-11-22 08:31:00 +01:00",
                "Updated:     Sun 2026-11-22 09:31:00 +01:00",
                "UID:         4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab",
            ])
    }

    @Test func emptyFieldsShowADash() {
        let entry = sampleEntry(intensity: 0, areas: [], tags: [], medications: [], note: "")
        #expect(
            EntryDetailPresenter.lines(for: entry).map(\.plainText) == [
                "Entry #12",
                "When:        Sun 2026-11-22 08:30:00 +01:00",
                "Intensity:   0/10 ",
                "Areas:       —",
                "Tags:        —",
                "Medications: —",
                "Note:        —",
                "Created:     Sun 2026-11-22 08:31:00 +01:00",
                "Updated:     Sun 2026-11-22 09:31:00 +01:00",
                "UID:         4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab",
            ])
    }

    @Test func theNoteKeepsItsLinesAndLosesItsControlCharacters() {
        let entry = sampleEntry(note: "first\nsecond\r\n\nfourth\u{1B}[31m red\tcell")
        let lines = EntryDetailPresenter.lines(for: entry).map(\.plainText)
        #expect(
            Array(lines[6...9]) == [
                "Note:        first",
                "             second",
                "             ",
                "             fourth\u{FFFD}[31m red\tcell",
            ])
        #expect(lines[10] == "Created:     Sun 2026-11-22 08:31:00 +01:00")
    }

    @Test func labelsAreDimAndTheBarTakesTheIntensitysStyle() {
        let lines = EntryDetailPresenter.lines(for: sampleEntry(note: "a\nb"))
        #expect(lines[0].spans == [StyledSpan("Entry #12", .bold)])
        for line in lines.dropFirst() {
            #expect(line.spans.first?.style == .dim, "\(line.plainText)")
        }
        #expect(lines[2].spans.last == StyledSpan("███▌", .severe))
    }

    @Test func anOffsetOtherThanTheLocalOneIsShown() {
        let entry = sampleEntry(at: Timestamp(seconds: fixedNow, offset: -19_800))
        #expect(EntryDetailPresenter.lines(for: entry)[1].plainText == "When:        Sun 2026-11-22 02:00:00 -05:30")
    }
}
