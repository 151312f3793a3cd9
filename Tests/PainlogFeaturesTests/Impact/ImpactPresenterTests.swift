import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// What `impact` prints, as pure functions of the records.
@Suite struct ImpactPresenterTests {
    private func record(_ id: Int64, _ pain: Int, _ enjoyment: Int, _ activity: Int, at time: Timestamp) -> ImpactRecord
    {
        ImpactRecord(
            id: id,
            content: ImpactContent(
                uid: uid(Int(id)), recordedAt: time, pain: Intensity(pain)!, enjoyment: Intensity(enjoyment)!,
                activity: Intensity(activity)!, createdAt: time, updatedAt: time))
    }

    /// Newest first, as the interactor lists them: #3 then #2 then #1 (the first).
    private var records: [ImpactRecord] {
        [
            record(3, 4, 3, 3, at: berlin(2026, 11, 22, 8, 30)),
            record(2, 7, 7, 6, at: berlin(2026, 11, 15, 9)),
            record(1, 6, 6, 6, at: berlin(2026, 11, 8, 9)),
        ]
    }

    @Test func theRecordedLineNamesEveryAnswerTheScoreAndTheWeek() {
        let line = ImpactPresenter.recordedLine(record(3, 6, 5, 8, at: berlin(2026, 11, 22, 8, 30)))
        #expect(
            line.plainText
                == "Recorded impact #3: PEG 6.3 (pain 6, enjoyment 5, activity 8) for the week to Sun 2026-11-22 08:30."
        )
        #expect(line.spans[1].style == .moderate)
    }

    @Test func thePainQuestionOffersTheRoundedSevenDayMean() {
        let question = ImpactPresenter.question(.pain, sevenDayMean: 5.5)
        #expect(question.hasPrefix("Pain on average in the past week (0 no pain – 10 as bad as you can imagine)? "))
        #expect(question.hasSuffix("[Enter: 6, your 7-day mean 5.5] "))
        #expect(ImpactPresenter.painDefault(4.4) == 4)
        #expect(ImpactPresenter.painDefault(nil) == nil)
        #expect(!ImpactPresenter.question(.pain, sevenDayMean: nil).contains("Enter"))
        #expect(ImpactPresenter.question(.enjoyment, sevenDayMean: 5).contains("enjoyment of life"))
        #expect(ImpactPresenter.question(.activity, sevenDayMean: 5).contains("general activity"))
    }

    @Test func theTableShowsEachRecordWithItsChangeFromTheFirst() {
        let lines = ImpactPresenter.tableLines(records, hints: HintMarkers.text).map(\.plainText)
        #expect(
            lines == [
                "   ID  WHEN                  PAIN  ENJOYMENT  ACTIVITY  SCORE  CHANGE",
                "   #3  Sun 2026-11-22 08:30     4          3         3    3.3    -2.7",
                "   #2  Sun 2026-11-15 09:00     7          7         6    6.7    +0.7",
                "   #1  Sun 2026-11-08 09:00     6          6         6    6.0       –",
                "PEG score: the mean of the three answers; change: against the first record (#1).",
            ])
    }

    @Test func anEmptyListSaysHowToRecordOne() {
        let lines = ImpactPresenter.tableLines([], hints: HintMarkers.text)
        #expect(lines.map(\.plainText) == ["No impact records yet. '<recordImpact>' asks the three PEG questions."])
        #expect(JSONOutput.text(ImpactPresenter.json([ImpactRecord]())) == "[]\n")
        #expect(ImpactPresenter.csv([]) == "id,uid,recorded_at,pain,enjoyment,activity,score,change_from_first\r\n")
    }

    @Test func jsonHasTheContractsFieldsAndAnUnroundedScore() {
        #expect(
            JSONWriter.text(ImpactPresenter.json(records[0]))
                == "{\"id\":3,\"uid\":\"\(uid(3))\",\"recorded_at\":\"2026-11-22T08:30:00+01:00\",\"pain\":4,\"enjoyment\":3,"
                + "\"activity\":3,\"score\":\(10.0 / 3)}")
        let array = JSONOutput.text(ImpactPresenter.json(records))
        #expect(array.hasPrefix("[\n  {\"id\":3,"))
        #expect(array.contains("\"change_from_first\":\(-8.0 / 3)}"))
        #expect(array.hasSuffix("\"change_from_first\":0.0}\n]\n"))
    }

    @Test func csvHasAHeaderAndOneCRLFRowPerRecordNewestFirst() {
        let rows = ImpactPresenter.csv(records).components(separatedBy: "\r\n")
        #expect(rows.count == 5)
        #expect(rows[1] == "3,\(uid(3)),2026-11-22T08:30:00+01:00,4,3,3,\(10.0 / 3),\(-8.0 / 3)")
        #expect(rows[3] == "1,\(uid(1)),2026-11-08T09:00:00+01:00,6,6,6,6.0,0.0")
        #expect(rows[4] == "")
    }
}
