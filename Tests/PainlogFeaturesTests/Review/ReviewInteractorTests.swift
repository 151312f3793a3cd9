import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// `ReviewInteractor` over a real diary (now: Sunday 2026-11-22 10:00 in Berlin): the days it reads
/// into the rules, relief at 2 hours read from the diary for a chronic baseline, and how it finds a
/// course.
@Suite struct ReviewInteractorTests {
    private static let conditionUID = "00000000-0000-4000-8000-000000000009"

    /// Condition `migraine` (area `head`) and course `erenumab` for it from 2026-10-01.
    private func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        let time = StatsDiary.time("2026-11-22T09:00:00+01:00")
        try diary.storage.unitOfWork.inWriteTransaction { changes in
            try changes.conditions.insert(uid: Self.conditionUID, name: "migraine", kind: .migraine, at: time)
            try changes.conditions.assign(area: "head", to: Self.conditionUID, at: time)
            try changes.courses.insert(
                uid: "00000000-0000-4000-8000-000000000001", name: "erenumab", conditionUID: Self.conditionUID,
                everyWeeks: nil, start: StatsDiary.time("2026-10-01T09:00:00+02:00"), at: time)
        }
        return diary
    }

    private func interactor(_ diary: StatsDiary) -> ReviewInteractor {
        ReviewInteractor(
            entries: diary.storage.entries, conditions: diary.storage.conditions, courses: diary.storage.courses,
            statistics: diary.storage.nameStatistics, calendar: diary.localCalendar)
    }

    /// A 28-day baseline (2026-09-03 to 09-30) with an entry at 5 every day (28 headache days, ≥ 15 ×
    /// 28 / 30 = 14) and no symptoms; on 9 days (≥ 8 × 28 / 30 = 7.5) it carries sumatriptan and is
    /// followed 2 hours later by an entry at `followUp`.
    private func baseline(_ diary: StatsDiary, followUp: Int) throws {
        for day in 3...30 {
            let date = "2026-09-" + (day < 10 ? "0\(day)" : "\(day)")
            let treated = day <= 11
            try diary.add(
                5, at: "\(date)T08:00:00+02:00", areas: ["head"], medications: treated ? ["sumatriptan 50mg"] : [])
            if treated { try diary.add(followUp, at: "\(date)T10:00:00+02:00", areas: ["head"]) }
        }
    }

    @Test func reliefAfterATriptanMakesAChronicBaseline() throws {
        let diary = try diary()
        try baseline(diary, followUp: 2)
        let reviewed = try interactor(diary).review(ReviewQuery(name: "Erenumab", baselineDays: 28))
        #expect(reviewed.condition == "migraine")
        let review = reviewed.review
        #expect(review.baseline.counts.headacheDays == 28)
        #expect(review.baseline.migraineFeatureDays == 9)
        #expect(review.notes.contains(.chronicBaseline))
        #expect(review.criteria.first?.threshold == 30)
        // Blocks from 10-01: 10-01..10-30 complete, 10-31.. running: too early.
        #expect(review.blocks.count == 2 && review.responder == nil)
    }

    @Test func withoutReliefTheBaselineIsNotChronic() throws {
        let diary = try diary()
        try baseline(diary, followUp: 5)
        let review = try interactor(diary).review(ReviewQuery(name: "erenumab", baselineDays: 28)).review
        #expect(review.baseline.migraineFeatureDays == 0)
        #expect(!review.notes.contains(.chronicBaseline))
        #expect(review.criteria.first?.threshold == 50)
    }

    @Test func aCourseIsFoundByNameOrStart() throws {
        let diary = try diary()
        let unknown = #expect(throws: PainlogError.self) {
            try interactor(diary).review(ReviewQuery(name: "erenumb"))
        }
        #expect(unknown?.kind == .failure)
        let noStart = #expect(throws: PainlogError.self) {
            try interactor(diary).review(ReviewQuery(name: "erenumab", start: "2026-10-02"))
        }
        #expect(noStart?.kind == .failure)
        #expect(
            try interactor(diary).review(ReviewQuery(name: "erenumab", start: "2026-10-01")).course.name == "erenumab")
        let short = #expect(throws: PainlogError.self) {
            try interactor(diary).review(ReviewQuery(name: "erenumab", baselineDays: 27))
        }
        #expect(short?.kind == .usage)
    }
}
