import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// `ClinicalDayCounter` over a real diary (Berlin, "now" Sunday 2026-11-22 10:00): the entries read
/// one at a time from SQLite and sorted into days by the Domain's clinical rules.
@Suite struct ClinicalDayCounterTests {
    private static func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        let conditions = ConditionsInteractor(
            conditions: diary.storage.conditions, areas: diary.storage.areas, unitOfWork: diary.storage.unitOfWork,
            calendar: diary.localCalendar, makeUID: { UUID().uuidString.lowercased() })
        _ = try conditions.add("migraine", kind: "migraine", areas: ["head"])
        _ = try conditions.add("tension", kind: "headache", areas: ["neck"])
        _ = try conditions.add("back", kind: "pain", areas: ["back"])
        return diary
    }

    private static func log(
        _ diary: StatsDiary, _ intensity: Int, at: String, areas: [String], duration: String? = nil,
        medications: [String] = [], symptoms: [String] = []
    ) throws {
        _ = try LogEntryInteractor(
            unitOfWork: diary.storage.unitOfWork, calendar: diary.localCalendar,
            makeUID: { UUID().uuidString.lowercased() }
        ).log(
            LogEntryRequest(
                intensity: "\(intensity)", areas: areas, at: at, duration: duration, medications: medications,
                symptoms: symptoms))
    }

    private static func counter(_ diary: StatsDiary) -> ClinicalDayCounter {
        ClinicalDayCounter(
            entries: diary.storage.statistics, classOf: { name, dose in MedicationClass.of(name, dose: dose) })
    }

    private static func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(isoString: text) else { fatalError("bad test date \(text)") }
        return date
    }

    /// An attack across midnight counts on both days, also when it started before the range; a
    /// neck headache is a headache day but never a migraine day; back pain neither.
    @Test func daysAcrossMidnightAndKinds() throws {
        let diary = try Self.diary()
        // Oct 31 22:00 for 6 h, unilateral nausea at 6: B C D, a migraine attack on Oct 31 and Nov 1.
        try Self.log(
            diary, 6, at: "2026-10-31T22:00", areas: ["head"], duration: "6h", symptoms: ["unilateral", "nausea"])
        // Nov 3 neck 5, unilateral nausea for 5 h: a headache day of a headache condition, no migraine day.
        try Self.log(
            diary, 5, at: "2026-11-03T08:00", areas: ["neck"], duration: "5h", symptoms: ["unilateral", "nausea"])
        // Nov 4 back 7 with ibuprofen: neither.
        try Self.log(diary, 7, at: "2026-11-04T08:00", areas: ["back"], medications: ["ibuprofen 400mg"])
        let november = Self.date("2026-11-01")...Self.date("2026-11-22")
        let days = try Self.counter(diary).days(matching: .all, within: november)
        #expect(days.count(from: november.lowerBound, through: november.upperBound) { $0.headache } == 2)
        #expect(days.count(from: november.lowerBound, through: november.upperBound) { $0.migraine } == 1)
        #expect(days[Self.date("2026-11-01")].migraine)
        #expect(!days[Self.date("2026-11-03")].migraine)
        #expect(days[Self.date("2026-11-04")].acuteMedication && !days[Self.date("2026-11-04")].headache)

        // A view of `tension` alone: its headache day, and no migraine condition in view.
        let tension = try Self.counter(diary).days(matching: EntryFilter(conditions: ["tension"]), within: november)
        let view = ClinicalView(all: try diary.storage.conditions.conditions(), chosen: ["tension"])
        let figures = ClinicalSpanFigures(tension, view: view, from: november.lowerBound, through: november.upperBound)
        #expect(figures == ClinicalSpanFigures(headacheDays: 1, migraineDays: nil, treatedDays: 0))
        let back = ClinicalView(all: try diary.storage.conditions.conditions(), chosen: ["back"])
        #expect(!back.hasHeadacheDays && back.hasTreatedDays)
    }

    /// The entries are read with their doses: two medications on one entry are one entry.
    @Test func dosesClassAnEntryAsTreated() throws {
        let diary = try Self.diary()
        try Self.log(
            diary, 4, at: "2026-11-10T08:00", areas: ["head"], medications: ["sumatriptan 50mg", "ibuprofen 400mg"])
        var rows: [ClinicalEntryRow] = []
        try diary.storage.statistics.forEachClinicalEntry(matching: .all, within: nil) { rows.append($0) }
        #expect(rows.count == 1)
        #expect(rows.first?.doses.map(\.name) == ["sumatriptan", "ibuprofen"])
        #expect(rows.first?.kind == .migraine)
        let attack = Self.counter(diary).attack(of: try #require(rows.first))
        #expect(attack.acuteClasses == [.triptan, .simpleAnalgesic])
        // Treated, no end: B; intensity 4 alone is not C: a migraine day by its triptan only.
        let days = try Self.counter(diary).days(matching: .all, within: nil)
        #expect(days[Self.date("2026-11-10")].migraine)
    }
}
