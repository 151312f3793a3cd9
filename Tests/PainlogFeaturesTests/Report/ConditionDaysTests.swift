import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// The days of each condition that `StatisticsStore.days` cannot give (issue 39), over a real diary:
/// migraine and treated days by the clinical rules, the unassigned entries' days, and the entries
/// counted for more than one condition — an attack that started before the span counting on the
/// days it reached inside it.
@Suite struct ConditionDaysTests {
    static func date(_ month: Int, _ day: Int) -> LocalDate { LocalDate(year: 2026, month: month, day: day)! }

    @Test func migraineTreatedAndUnassignedDaysOverTheSpan() throws {
        let diary = try StatsDiary()
        let written = StatsDiary.time("2026-11-22T10:00:00+01:00")
        func add(_ intensity: Int, _ start: String, end: String? = nil, areas: [String], medications: [String] = [])
            throws
        {
            _ = try diary.storage.entries.insert(
                EntryContent(
                    uid: UUID().uuidString.lowercased(), occurredAt: StatsDiary.time(start),
                    endedAt: end.map(StatsDiary.time), intensity: Intensity(intensity)!, areas: areas, tags: [],
                    medications: try medications.map { try Medication(parsing: $0) }, note: "", createdAt: written,
                    updatedAt: written))
        }
        // Started before the span with a triptan: a migraine day on 1 November, its treated day outside.
        try add(
            6, "2026-10-31T22:00:00+01:00", end: "2026-11-01T03:00:00+01:00", areas: ["head"],
            medications: ["sumatriptan"])
        // In both conditions, treated with ibuprofen: a headache and treated day, no migraine day.
        try add(7, "2026-11-05T09:00:00+01:00", areas: ["head", "back"], medications: ["ibuprofen"])
        try add(3, "2026-11-06T09:00:00+01:00", areas: ["knee"])
        try add(5, "2026-10-20T09:00:00+02:00", areas: ["knee"])
        // The conditions are the diary's own: an entry's conditions are read with it from its areas.
        let interactor = ConditionsInteractor(
            conditions: diary.storage.conditions, areas: diary.storage.areas, unitOfWork: diary.storage.unitOfWork,
            calendar: diary.localCalendar, makeUID: { UUID().uuidString.lowercased() })
        _ = try interactor.add("migraine", kind: "migraine", areas: ["head"])
        _ = try interactor.add("back", kind: "pain", areas: ["back"])
        let conditions = try diary.storage.conditions.conditions()
        let days = try ConditionDays.read(
            from: diary.storage.entries, filter: EntryFilter(), within: Self.date(11, 1)...Self.date(11, 30),
            conditions: conditions, classOf: { name, dose in MedicationClass.of(name, dose: dose) })
        let migraine = try #require(days.clinical["migraine"])
        #expect(migraine.count(from: Self.date(11, 1), through: Self.date(11, 30), where: \.migraine) == 1)
        #expect(migraine.count(from: Self.date(11, 1), through: Self.date(11, 30), where: \.headache) == 2)
        #expect(migraine[Self.date(11, 5)].acuteMedication && !migraine[Self.date(11, 1)].acuteMedication)
        #expect(migraine.byDate[Self.date(10, 31)] == nil, "only the span's days")
        #expect(days.clinical["back"]?.byDate.keys.sorted() == [Self.date(11, 5)])
        #expect(
            days.unassigned == [
                DayFigures(
                    date: Self.date(11, 6), entries: 1, worst: 3, started: 1, startedSum: 3, startedMinimum: 3,
                    startedMaximum: 3)
            ])
        #expect(days.sharedEntries == 1)
    }
}
