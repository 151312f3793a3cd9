import PainlogDomain
import PainlogFeatures
import Testing

/// `painlog tags`.
@Suite struct TagsPresenterTests {
    @Test func tableWithComparisonsWhereThereAreEnoughDays() {
        let report = TagsReport(
            rows: [
                TagRow(
                    name: "poor sleep", entryCount: 4, lastLogged: StatsDiary.time("2026-11-03T20:00:00+01:00"),
                    comparison: TagComparison(daysWith: 3, daysWithout: 3, meanWith: 38.0 / 6, meanWithout: 2.25)),
                TagRow(
                    name: "rare", entryCount: 2, lastLogged: StatsDiary.time("2026-11-05T08:00:00+01:00"),
                    comparison: TagComparison(daysWith: 2, daysWithout: 4, meanWith: nil, meanWithout: nil)),
            ], loggedDays: 6)
        #expect(
            TagsPresenter.lines(for: report, hints: HintMarkers.text).map(\.plainText) == [
                "TAG         ENTRIES  LAST LOGGED           DAYS  WITH  WITHOUT",
                "poor sleep        4  Tue 2026-11-03 20:00     3   6.3      2.3",
                "rare              2  Thu 2026-11-05 08:00     2     –        –",
                "",
                "WITH / WITHOUT: mean intensity of all entries on the days with the tag and on the other days "
                    + "(6 logged days in all); shown when each side has at least 3 days.",
                "A tag that goes with worse days is not proven to cause them.",
            ])
    }

    @Test func noTags() {
        let empty = TagsReport(rows: [], loggedDays: 3)
        let lines = TagsPresenter.lines(for: empty, hints: HintMarkers.text)
        #expect(lines.map(\.plainText) == ["No tags yet: <logWithTag>"])
    }
}
