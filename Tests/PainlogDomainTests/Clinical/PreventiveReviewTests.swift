import PainlogDomain
import Testing

/// The review of a preventive course: every branch, on hand-built days.
///
/// The course starts 2026-06-01; its 90-day baseline is 2026-03-03 to 2026-05-31; its blocks are
/// 06-01–06-30, 07-01–07-30, 07-31–08-29, 08-30–09-28…
@Suite struct PreventiveReviewTests {
    typealias F = ClinicalFixtures
    static let start = F.date("2026-06-01")
    static let baselineStart = F.date("2026-03-03")

    /// Days built window by window: every day logged unless `unlogged` says otherwise.
    struct Diary {
        var byDate: [LocalDate: ClinicalDayFacts] = [:]

        /// `count` days from `first`, each with `facts`.
        mutating func mark(_ first: LocalDate, _ count: Int, _ facts: ClinicalDayFacts) {
            for offset in 0..<count { byDate[first.adding(days: offset)] = facts }
        }

        /// Every day from `first` to `last` logged, keeping the days already marked.
        mutating func logged(_ first: LocalDate, through last: LocalDate) {
            var date = first
            while date <= last {
                if byDate[date] == nil { byDate[date] = ClinicalDayFacts(logged: true) }
                date = date.adding(days: 1)
            }
        }

        var days: ClinicalDays { ClinicalDays(byDate: byDate) }
    }

    static let migraineDay = ClinicalDayFacts(
        logged: true, headache: true, migraine: true, moderate: true, acuteMedication: true,
        chronicMigraineFeatures: true, symptomsRecorded: true)
    static let headacheDay = ClinicalDayFacts(logged: true, headache: true, symptomsRecorded: true)
    static let bareHeadacheDay = ClinicalDayFacts(logged: true, headache: true, migraine: true)

    /// A diary with `baseline` migraine days in the baseline and `blocks[i]` in block i + 1, every day
    /// of them logged through `today`.
    static func diary(
        baseline: Int, blocks: [Int], day: ClinicalDayFacts = migraineDay, blockDay: ClinicalDayFacts? = nil,
        today: LocalDate = F.date("2026-09-01")
    ) -> Diary {
        var diary = Diary()
        diary.mark(baselineStart, baseline, day)
        for (index, count) in blocks.enumerated() { diary.mark(start.adding(days: 30 * index), count, blockDay ?? day) }
        diary.logged(baselineStart, through: today)
        return diary
    }

    static func request(
        today: String = "2026-09-01", baselineDays: Int = 90, every: Int? = nil, from: String? = nil,
        stop: String? = nil
    ) -> ReviewRequest {
        ReviewRequest(
            courseStart: start, courseStop: stop.map(F.date), blocksFrom: from.map(F.date), baselineDays: baselineDays,
            everyWeeks: every, today: F.date(today))!
    }

    @Test func theBaselineIsTheDaysBeforeTheStartAndTheBlocksThirtyDaysFromIt() {
        let review = PreventiveReview(Self.request(), days: Self.diary(baseline: 30, blocks: [10, 10, 10]).days)
        #expect(review.baseline.start == Self.baselineStart)
        #expect(review.baseline.end == F.date("2026-05-31"))
        #expect(review.baseline.days == 90)
        #expect(review.baseline.counts.migraineDays == 30)
        #expect(review.baseline.per30Days.migraineDays == 10)
        #expect(review.baseline.counts.loggedDays == 90)
        #expect(review.blocks.map(\.start) == ["2026-06-01", "2026-07-01", "2026-07-31", "2026-08-30"].map(F.date))
        #expect(review.blocks.map(\.isComplete) == [true, true, true, false])
        // The running block ends today and scales by its own days.
        #expect(review.blocks[3].end == F.date("2026-09-01"))
        #expect(review.blocks[3].days == 3)
        #expect(review.blocks[3].per30Days.loggedDays == 30)
    }

    @Test func theBaselineLengthIsAsked() {
        #expect(ReviewRequest(courseStart: Self.start, baselineDays: 27, today: Self.start) == nil)
        let request = ReviewRequest(courseStart: Self.start, baselineDays: 28, today: F.date("2026-09-01"))!
        let review = PreventiveReview(request, days: Self.diary(baseline: 0, blocks: []).days)
        #expect(review.baseline.start == F.date("2026-05-04"))
        #expect(review.baseline.days == 28)
        #expect(ReviewRequest(courseStart: Self.start, today: Self.start)?.baselineDays == 90)
    }

    @Test func atMostTwelveBlocks() {
        let review = PreventiveReview(
            Self.request(today: "2027-12-31"),
            days: Self.diary(baseline: 0, blocks: [], today: F.date("2027-12-31")).days)
        #expect(review.blocks.count == 12)
        #expect(review.blocks.allSatisfy { $0.isComplete })
    }

    @Test func tooEarlyAtTwoBlocksJudgedAtThree() {
        let diary = Self.diary(baseline: 30, blocks: [4, 4, 4], today: F.date("2026-08-29"))
        let early = PreventiveReview(Self.request(today: "2026-08-29"), days: diary.days)
        #expect(early.blocks.filter(\.isComplete).count == 2)
        #expect(early.judged == nil)
        #expect(early.responder == nil)
        #expect(early.changeDays == nil && early.changePercent == nil)
        #expect(early.criteria.allSatisfy { $0.met == nil })
        #expect(early.notes.contains(.tooEarly(completeBlocks: 2, needed: 3)))

        let judged = PreventiveReview(Self.request(today: "2026-08-30"), days: diary.days)
        #expect(judged.judged?.per30Days.migraineDays == 4)
        #expect(judged.responder == true)
        #expect(judged.changeDays == -6)
        #expect(judged.changePercent == -60)
        #expect(!judged.notes.contains { if case .tooEarly = $0 { true } else { false } })
    }

    @Test func anEpisodicBaselineWithFortyFivePercentFewerMeetsNeither() {
        // 40 in 90 days: 13.3 per 30; blocks 7, 7, 8: 7.3, 45% fewer.
        let review = PreventiveReview(Self.request(), days: Self.diary(baseline: 40, blocks: [7, 7, 8]).days)
        #expect(review.measure == .migraineDays)
        #expect(abs(review.changePercent! + 45) < 1e-9)
        #expect(
            review.criteria == [
                ReviewCriterion(source: .ehf, measure: .migraineDays, threshold: 50, met: false),
                ReviewCriterion(source: .ahs, measure: .headacheDays, threshold: 50, met: false),
            ])
        #expect(review.responder == false)
    }

    @Test func exactlyFiftyPercentFewerMeetsBoth() {
        // 28 in 90 days is 9.33 per 30, 14 in 3 blocks 4.67: a float would miss it by a hair.
        let review = PreventiveReview(Self.request(), days: Self.diary(baseline: 28, blocks: [5, 5, 4]).days)
        #expect(review.criteria.map(\.met) == [true, true])
        #expect(review.responder == true)
        let short = PreventiveReview(Self.request(), days: Self.diary(baseline: 28, blocks: [5, 5, 5]).days)
        #expect(short.responder == false)
    }

    @Test func aChronicBaselineWithThirtyFivePercentFewerMeetsEHFAtThirtyButNotAHS() {
        // 60 of 90 days: 20 headache days and 20 with migraine features per 30; blocks 13 each.
        let review = PreventiveReview(Self.request(), days: Self.diary(baseline: 60, blocks: [13, 13, 13]).days)
        #expect(review.notes.contains(.chronicBaseline))
        #expect(abs(review.changePercent! + 35) < 1e-9)
        #expect(
            review.criteria == [
                ReviewCriterion(source: .ehf, measure: .migraineDays, threshold: 30, met: true),
                ReviewCriterion(source: .ahs, measure: .headacheDays, threshold: 50, met: false),
            ])
        #expect(review.responder == true)
    }

    @Test func aChronicBaselineNeedsBothCountsPerThirtyDays() {
        // 45 headache days in 90 (15 per 30) but only 23 with features (7.7 per 30): episodic threshold.
        var diary = Diary()
        diary.mark(Self.baselineStart, 45, Self.headacheDay)
        diary.mark(Self.baselineStart, 23, Self.migraineDay)
        diary.logged(Self.baselineStart, through: F.date("2026-09-01"))
        let review = PreventiveReview(Self.request(), days: diary.days)
        #expect(!review.notes.contains(.chronicBaseline))
        #expect(review.criteria[0].threshold == 50)
        diary.mark(Self.baselineStart, 24, Self.migraineDay)
        #expect(PreventiveReview(Self.request(), days: diary.days).criteria[0].threshold == 30)
    }

    @Test func aBaselineOfZeroHasNoPercentAndNoJudgement() {
        let review = PreventiveReview(Self.request(), days: Self.diary(baseline: 0, blocks: [2, 0, 1]).days)
        #expect(review.changeDays == 1)
        #expect(review.changePercent == nil)
        #expect(review.responder == nil)
        #expect(review.criteria.allSatisfy { $0.met == nil })
        #expect(review.notes.contains(.emptyBaseline(.migraineDays)))
    }

    @Test func eightyPercentOfDaysLoggedIsEnoughAndSeventyNineIsNot() {
        var diary = Self.diary(baseline: 30, blocks: [4, 4, 4])
        // Block 2 (07-01–07-30): 24 of 30 days logged.
        for offset in 24..<30 { diary.byDate[F.date("2026-07-01").adding(days: offset)] = nil }
        let enough = PreventiveReview(Self.request(), days: diary.days)
        #expect(enough.responder == true)
        diary.byDate[F.date("2026-07-24")] = nil
        let tooFew = PreventiveReview(Self.request(), days: diary.days)
        #expect(tooFew.responder == nil)
        #expect(tooFew.criteria.allSatisfy { $0.met == nil })
        #expect(tooFew.notes.contains(.tooFewDaysLogged(window: 2, logged: 23, days: 30)))
        // The figures are still there, never scaled by the days logged.
        #expect(tooFew.judged?.per30Days.migraineDays == 4)
    }

    @Test func theBaselinesDaysLoggedCountToo() {
        var diary = Self.diary(baseline: 30, blocks: [4, 4, 4])
        for offset in 30..<49 { diary.byDate[Self.baselineStart.adding(days: offset)] = nil }
        #expect(PreventiveReview(Self.request(), days: diary.days).responder == nil)
        #expect(
            PreventiveReview(Self.request(), days: diary.days).notes.contains(
                .tooFewDaysLogged(window: 0, logged: 71, days: 90)))
        diary.byDate[Self.baselineStart.adding(days: 48)] = ClinicalDayFacts(logged: true)
        #expect(PreventiveReview(Self.request(), days: diary.days).responder == true)
    }

    @Test func aBaselineWithoutSymptomsComparesHeadacheDays() {
        // Before 0.4 nothing recorded symptoms: the baseline's headache days count as migraine days
        // nowhere, and the review compares headache days, saying why.
        var diary = Self.diary(baseline: 0, blocks: [3, 3, 3])
        diary.mark(Self.baselineStart, 30, ClinicalDayFacts(logged: true, headache: true))
        let review = PreventiveReview(Self.request(), days: diary.days)
        #expect(review.measure == .headacheDays)
        #expect(review.notes.contains(.headacheDaysCompared(window: 0, withSymptoms: 0, headacheDays: 30)))
        #expect(review.criteria[0] == ReviewCriterion(source: .ehf, measure: .headacheDays, threshold: 50, met: true))
        #expect(review.changePercent == -70)
    }

    @Test func eightyPercentOfHeadacheDaysWithSymptomsIsEnough() {
        var diary = Self.diary(baseline: 0, blocks: [5, 5, 5])
        diary.mark(Self.baselineStart, 8, Self.migraineDay)
        diary.mark(Self.baselineStart.adding(days: 8), 2, Self.bareHeadacheDay)
        #expect(PreventiveReview(Self.request(), days: diary.days).measure == .migraineDays)
        diary.mark(Self.baselineStart.adding(days: 7), 1, Self.bareHeadacheDay)
        let review = PreventiveReview(Self.request(), days: diary.days)
        #expect(review.measure == .headacheDays)
        #expect(review.notes.contains(.headacheDaysCompared(window: 0, withSymptoms: 7, headacheDays: 10)))
    }

    @Test func aJudgedBlockWithoutSymptomsComparesHeadacheDays() {
        let diary = Self.diary(baseline: 30, blocks: [5, 5, 5], blockDay: Self.bareHeadacheDay)
        let review = PreventiveReview(Self.request(), days: diary.days)
        #expect(review.measure == .headacheDays)
        #expect(review.notes.contains(.headacheDaysCompared(window: 1, withSymptoms: 0, headacheDays: 5)))
    }

    @Test func aQuarterlyCourseIsJudgedOnBlocksFourToSix() {
        let diary = Self.diary(baseline: 30, blocks: [10, 10, 10, 3, 3, 3], today: F.date("2026-11-28"))
        let early = PreventiveReview(Self.request(today: "2026-11-27", every: 12), days: diary.days)
        #expect(early.judgedBlocks == 4...6)
        #expect(early.notes.contains(.tooEarly(completeBlocks: 5, needed: 6)))
        #expect(early.responder == nil)
        let judged = PreventiveReview(Self.request(today: "2026-11-28", every: 12), days: diary.days)
        #expect(judged.judged?.start == F.date("2026-08-30"))
        #expect(judged.judged?.per30Days.migraineDays == 3)
        #expect(judged.responder == true)
        // Every 11 weeks is monthly enough: blocks 1–3, no response.
        let monthly = PreventiveReview(Self.request(today: "2026-11-28", every: 11), days: diary.days)
        #expect(monthly.judgedBlocks == 1...3)
        #expect(monthly.responder == false)
    }

    @Test func blocksStartFromTheTargetDoseWhenAsked() {
        let diary = Self.diary(baseline: 30, blocks: [10, 0, 2, 2, 2], today: F.date("2026-11-01"))
        let review = PreventiveReview(Self.request(today: "2026-11-01", from: "2026-07-01"), days: diary.days)
        #expect(review.baseline.end == F.date("2026-05-31"))
        #expect(review.blocks.first?.start == F.date("2026-07-01"))
        #expect(review.judged?.counts.migraineDays == (0.0 + 2 + 2) / 3)
    }

    @Test func blocksAfterAStopAreLeftOut() {
        let review = PreventiveReview(
            Self.request(stop: "2026-07-15"), days: Self.diary(baseline: 30, blocks: [4, 4, 4]).days)
        #expect(review.blocks.count == 2)
        #expect(review.notes.contains(.stopped(F.date("2026-07-15"))))
        #expect(review.notes.contains(.tooEarly(completeBlocks: 2, needed: 3)))
    }

    @Test func otherCoursesChangedInsideTheWindowsAreNamed() {
        let events = [
            ReviewCourseEvent(name: "topiramate", change: .stopped, date: F.date("2026-04-01")),
            ReviewCourseEvent(name: "magnesium", change: .started, date: F.date("2026-03-02")),
            ReviewCourseEvent(name: "propranolol", change: .doseChanged, date: F.date("2026-09-01")),
            ReviewCourseEvent(name: "candesartan", change: .started, date: F.date("2026-09-02")),
        ]
        let review = PreventiveReview(
            Self.request(), days: Self.diary(baseline: 30, blocks: [4, 4, 4]).days, otherCourses: events)
        let named = review.notes.compactMap { note -> String? in
            if case .otherCourse(let event) = note { event.name } else { nil }
        }
        #expect(named == ["topiramate", "propranolol"])
    }

    @Test func perThirtyDaysScalesByTheWindowsDaysOnly() {
        var diary = Self.diary(baseline: 0, blocks: [6, 6, 6])
        diary.mark(Self.baselineStart, 20, Self.migraineDay)
        for offset in 45..<90 { diary.byDate[Self.baselineStart.adding(days: offset)] = nil }
        // Half the baseline unlogged: the per-30 figure stays 20 × 30 / 90, not 20 × 30 / 45.
        let review = PreventiveReview(
            ReviewRequest(courseStart: Self.start, baselineDays: 90, today: F.date("2026-09-01"))!, days: diary.days)
        #expect(abs(review.baseline.per30Days.migraineDays - 20.0 / 3) < 1e-12)
        #expect(review.baseline.per30Days.acuteMedicationDays == review.baseline.per30Days.migraineDays)
    }
}
