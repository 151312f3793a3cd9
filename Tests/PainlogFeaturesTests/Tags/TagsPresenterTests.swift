import PainlogDomain
import PainlogFeatures
import Testing

/// `painlog tags`, as a table and as JSON.
@Suite struct TagsPresenterTests {
    static let report = TagsReport(
        rows: [
            TagRow(
                name: "poor sleep", entryCount: 4, lastLogged: StatsDiary.time("2026-11-03T20:00:00+01:00"),
                comparison: TagComparison(
                    daysWith: 3, daysWithout: 3, meanWith: 19.0 / 3, meanWithout: 7.0 / 3, difference: 4,
                    interval: -0.738_718_716_123_153...8.738_718_716_123_152)),
            TagRow(
                name: "lay down", entryCount: 12, lastLogged: StatsDiary.time("2026-10-12T08:00:00+01:00"),
                comparison: TagComparison(
                    daysWith: 12, daysWithout: 10, meanWith: 7.5, meanWithout: 4, difference: 3.5,
                    interval: 2.75...4.25)),
            TagRow(
                name: "rare", entryCount: 2, lastLogged: StatsDiary.time("2026-11-05T08:00:00+01:00"),
                comparison: TagComparison(daysWith: 2, daysWithout: 4, meanWith: nil, meanWithout: nil)),
        ], loggedDays: 6)

    @Test func tableWithDifferenceIntervalAndFewDays() {
        #expect(
            TagsPresenter.lines(for: Self.report, hints: HintMarkers.text).map(\.plainText) == [
                "TAG         ENTRIES  LAST LOGGED           DAYS  WITH  WITHOUT  DIFFERENCE  95% INTERVAL",
                "poor sleep        4  Tue 2026-11-03 20:00     3   6.3      2.3        +4.0  -0.7 to +8.7  few days",
                "lay down         12  Mon 2026-10-12 08:00    12   7.5      4.0        +3.5  +2.8 to +4.3",
                "rare              2  Thu 2026-11-05 08:00     2     –        –           –             –  few days",
                "",
                "WITH / WITHOUT: the average over days of each day's mean intensity, on the days with the tag and on "
                    + "the other days (6 logged days in all); DIFFERENCE: WITH − WITHOUT, with its 95% interval "
                    + "(Welch's, over days). Figures need 3 days on each side; under 10 they are marked few days.",
                "A tag logged because of pain (\"lay down\") goes with worse days by construction: a difference does "
                    + "not show that the tag causes pain.",
            ])
    }

    @Test func jsonHasTheContractsFieldsWithNullFiguresUnderThreeDays() {
        #expect(
            JSONOutput.text(TagsPresenter.json(Self.report)) == """
                [
                  {"name":"poor sleep","entries":4,"last_logged":"2026-11-03T20:00:00+01:00","days":3,\
                "mean_with":6.333333333333333,"mean_without":2.3333333333333335,"difference":4.0,\
                "ci95":[-0.738718716123153,8.738718716123152],"few_days":true},
                  {"name":"lay down","entries":12,"last_logged":"2026-10-12T08:00:00+01:00","days":12,\
                "mean_with":7.5,"mean_without":4.0,"difference":3.5,"ci95":[2.75,4.25],"few_days":false},
                  {"name":"rare","entries":2,"last_logged":"2026-11-05T08:00:00+01:00","days":2,\
                "mean_with":null,"mean_without":null,"difference":null,"ci95":null,"few_days":true}
                ]

                """)
    }

    @Test func noTags() {
        let empty = TagsReport(rows: [], loggedDays: 3)
        #expect(
            TagsPresenter.lines(for: empty, hints: HintMarkers.text).map(\.plainText) == ["No tags yet: <logWithTag>"])
        #expect(JSONOutput.text(TagsPresenter.json(empty)) == "[]\n")
    }
}
