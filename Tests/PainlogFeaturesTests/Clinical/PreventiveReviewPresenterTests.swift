import PainlogDomain
import PainlogFeatures
import Testing

/// `painlog review`'s words and JSON, from reviews of hand-built days.
@Suite struct PreventiveReviewPresenterTests {
    static let start = LocalDate(year: 2026, month: 6, day: 1)!
    static let migraineDay = ClinicalDayFacts(
        logged: true, headache: true, migraine: true, moderate: true, acuteMedication: true,
        chronicMigraineFeatures: true, symptomsRecorded: true)

    /// `baseline` migraine days in the 90 before 2026-06-01, `blocks[i]` in block i + 1, every day logged.
    static func review(
        baseline: Int, blocks: [Int], today: String = "2026-09-01", day: ClinicalDayFacts = migraineDay
    ) -> PreventiveReview {
        var byDate: [LocalDate: ClinicalDayFacts] = [:]
        let first = start.adding(days: -90)
        let last = LocalDate(isoString: today)!
        var date = first
        while date <= last {
            byDate[date] = ClinicalDayFacts(logged: true)
            date = date.adding(days: 1)
        }
        for offset in 0..<baseline { byDate[first.adding(days: offset)] = day }
        for (index, count) in blocks.enumerated() {
            for offset in 0..<count { byDate[start.adding(days: 30 * index + offset)] = day }
        }
        let request = ReviewRequest(courseStart: start, today: last)!
        return PreventiveReview(request, days: ClinicalDays(byDate: byDate))
    }

    @Test func theIssuesSentenceForAResponse() {
        let review = Self.review(baseline: 28, blocks: [4, 4, 4])
        #expect(
            PreventiveReviewPresenter.summary(review)
                == "baseline 9.3 migraine days per 30 days; months 1–3: 4.0 (−57%): a response by the EHF criterion "
                + "(at least 50% fewer migraine days) — discuss continuing with your doctor")
        #expect(
            PreventiveReviewPresenter.criterionLines(review) == [
                "EHF (European Headache Federation, 2022): at least 50% fewer migraine days: met (−57%)",
                "AHS (American Headache Society, 2021): at least 50% fewer headache days: met (−57%)",
            ])
    }

    @Test func noResponseSaysSoAndLeavesTheDecisionToTheDoctor() {
        let review = Self.review(baseline: 30, blocks: [7, 7, 7])
        #expect(
            PreventiveReviewPresenter.summary(review)
                == "baseline 10.0 migraine days per 30 days; months 1–3: 7.0 (−30%): not a response by the EHF criterion "
                + "(at least 50% fewer migraine days) — discuss with your doctor whether to continue")
        #expect(PreventiveReviewPresenter.decision.contains("doctor's"))
    }

    @Test func tooEarly() {
        let review = Self.review(baseline: 30, blocks: [4, 4], today: "2026-07-31")
        #expect(
            PreventiveReviewPresenter.summary(review)
                == "baseline 10.0 migraine days per 30 days; too early to judge: 2 of 3 30-day blocks complete")
        #expect(PreventiveReviewPresenter.criterionLines(review).allSatisfy { $0.hasSuffix(": not judged") })
        #expect(
            PreventiveReviewPresenter.noteLines(review)
                == ["Too early: 2 of the 3 complete 30-day blocks the judgement needs."])
    }

    @Test func aBaselineOfZero() {
        let review = Self.review(baseline: 0, blocks: [1, 1, 1])
        #expect(
            PreventiveReviewPresenter.summary(review)
                == "baseline 0.0 migraine days per 30 days; months 1–3: 1.0 (+1.0 days): a baseline of 0 leaves nothing to reduce"
        )
    }

    @Test func aChronicBaselineNamesItsThreshold() {
        let review = Self.review(baseline: 60, blocks: [13, 13, 13])
        #expect(
            PreventiveReviewPresenter.summary(review).hasSuffix(
                "(−35%): a response by the EHF criterion (at least 30% fewer migraine days after a chronic-migraine "
                    + "baseline) — discuss continuing with your doctor"))
        #expect(PreventiveReviewPresenter.criterionLines(review)[1].hasSuffix("not met (−35%)"))
    }

    @Test func headacheDaysInPlaceOfMigraineDaysIsSaid() {
        let bare = ClinicalDayFacts(logged: true, headache: true, migraine: true)
        let review = Self.review(baseline: 30, blocks: [3, 3, 3], day: bare)
        #expect(review.measure == .headacheDays)
        #expect(
            PreventiveReviewPresenter.summary(review).contains(
                "at least 50% fewer headache days, in place of migraine days"))
        #expect(PreventiveReviewPresenter.noteLines(review).first?.hasPrefix("Headache days are compared") == true)
    }

    @Test func theJSONShape() {
        let text = JSONWriter.text(
            PreventiveReviewPresenter.json(
                Self.review(baseline: 30, blocks: [4, 4, 4]), course: "erenumab", condition: "migraine"))
        #expect(
            text.hasPrefix(
                #"{"course":"erenumab","condition":"migraine","baseline":{"start":"2026-03-03","end":"2026-05-31","days":90,"headache_days":30,"migraine_days":30,"moderate_days":30,"acute_medication_days":30,"logged_days":90,"per_30_days":{"headache_days":10.0,"#
            ))
        #expect(text.contains(#""judged":{"start":"2026-06-01","end":"2026-08-29","days":30,"headache_days":4.0,"#))
        #expect(text.contains(#""measure":"migraine_days","change":{"days":-6.0,"percent":-60.0}"#))
        #expect(
            text.contains(
                #""criteria":[{"source":"EHF","measure":"migraine_days","threshold":50,"met":true},{"source":"AHS","measure":"headache_days","threshold":50,"met":true}]"#
            ))
        #expect(text.hasSuffix(#""responder":true,"notes":[]}"#))
    }

    @Test func theNotesInWords() {
        var byDate: [LocalDate: ClinicalDayFacts] = [:]
        let first = Self.start.adding(days: -90)
        for offset in 0..<(90 + 60) where offset < 90 || offset % 2 == 0 {
            byDate[first.adding(days: offset)] = offset < 30 ? Self.migraineDay : ClinicalDayFacts(logged: true)
        }
        let request = ReviewRequest(
            courseStart: Self.start, courseStop: LocalDate(year: 2026, month: 7, day: 10),
            today: LocalDate(year: 2026, month: 9, day: 1)!)!
        let events = [
            ReviewCourseEvent(name: "topiramate\u{202E}", change: .doseChanged, date: Self.start.adding(days: 3))
        ]
        let review = PreventiveReview(request, days: ClinicalDays(byDate: byDate), otherCourses: events)
        #expect(
            PreventiveReviewPresenter.noteLines(review) == [
                "The course stopped on 2026-07-10: no block starts after it.",
                "Too early: 2 of the 3 complete 30-day blocks the judgement needs.",
                "topiramate\\u202E changed dose on 2026-06-04, inside the review's windows.",
            ])
        let logged = Self.review(baseline: 30, blocks: [4, 4, 4])
        #expect(PreventiveReviewPresenter.noteLines(logged).isEmpty)
    }

    @Test func tooFewDaysLoggedKeepsTheContractsWords() {
        var byDate: [LocalDate: ClinicalDayFacts] = [:]
        let first = Self.start.adding(days: -90)
        for offset in 0..<(90 + 92) where offset >= 90 || offset % 2 == 0 {
            byDate[first.adding(days: offset)] = Self.migraineDay
        }
        let request = ReviewRequest(courseStart: Self.start, today: LocalDate(year: 2026, month: 9, day: 1)!)!
        let review = PreventiveReview(request, days: ClinicalDays(byDate: byDate))
        #expect(review.responder == nil)
        #expect(
            PreventiveReviewPresenter.noteLines(review).contains(
                "too few days logged to judge (45 of 90) in the baseline"))
        #expect(PreventiveReviewPresenter.summary(review).hasSuffix(": not judged (see the notes)"))
    }
}
