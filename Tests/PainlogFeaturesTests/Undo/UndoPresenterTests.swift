import PainlogDomain
import Testing

@testable import PainlogFeatures

/// `undo --list`'s table, laid out by `TextColumns`: WHEN a time wide, the entries dim after the change.
struct UndoPresenterTests {
    @Test func theListIsATableOfTimesAndChanges() {
        let at = Timestamp(seconds: fixedNow, offset: 3600)
        let steps = [
            JournalStep(id: 5, kind: .delete, summary: "delete #3, #5", recordedAt: at, entryCount: 2),
            JournalStep(id: 4, kind: .rename, summary: "rename area 'hed' to 'head'", recordedAt: at, entryCount: 0),
        ]
        let time = EntryTimeFormat.short(at)
        #expect(
            UndoPresenter.listLines(steps, capacity: 50, hints: HintMarkers.text) == [
                StyledLine("WHEN                  CHANGE", .bold),
                StyledLine([
                    StyledSpan(time + "  "), StyledSpan("delete #3, #5"), StyledSpan(" (2 entries)", .dim),
                ]),
                StyledLine([StyledSpan(time + "  "), StyledSpan("rename area 'hed' to 'head'")]),
                StyledLine("'<undo>' reverts the first line; the last 50 changes are kept.", .dim),
            ])
        #expect(
            UndoPresenter.listLines([], capacity: 50, hints: HintMarkers.text) == [StyledLine("Nothing to undo.", .dim)]
        )
    }
}
