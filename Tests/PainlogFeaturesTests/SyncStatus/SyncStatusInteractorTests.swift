import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// What the status file shows, read from a real diary: today's entries newest first, and the
/// acute-medication days of the last 30 days only with a migraine or headache condition.
@Suite struct SyncStatusInteractorTests {
    private func interactor(_ diary: StatsDiary) -> SyncStatusInteractor {
        SyncStatusInteractor(
            entries: diary.storage.entries, conditions: diary.storage.conditions,
            nameStatistics: diary.storage.nameStatistics, settings: diary.storage.settings,
            calendar: diary.localCalendar)
    }

    private func addCondition(_ diary: StatsDiary, kind: String) throws {
        _ = try ConditionsInteractor(
            conditions: diary.storage.conditions, areas: diary.storage.areas, unitOfWork: diary.storage.unitOfWork,
            calendar: diary.localCalendar, makeUID: { "c0000000-0000-4000-8000-000000000001" }
        ).add("migraine", kind: kind, areas: ["head"])
    }

    @Test func todaysEntriesNewestFirstAndNoMedicationDaysWithoutAHeadacheCondition() throws {
        let diary = try StatsDiary()
        try diary.add(4, at: "2026-11-21T23:30:00+01:00", areas: ["head"], medications: ["sumatriptan 50mg"])
        try diary.add(3, at: "2026-11-22T07:00:00+01:00", areas: ["back"])
        try diary.add(6, at: "2026-11-22T09:15:00+01:00", areas: ["head"], medications: ["sumatriptan 50mg"])
        try addCondition(diary, kind: "pain")

        let status = try interactor(diary).status()

        #expect(status.today.map(\.intensity.value) == [6, 3])
        #expect(status.todayCount == 2)
        #expect(status.medication == nil, "a pain condition only: no medication days")
        #expect(status.written.local.hour == 10)
    }

    @Test func aMigraineConditionAddsTheLast30DaysByClassFromTheOveruseComputation() throws {
        let diary = try StatsDiary()
        for day in 1...12 {
            let date = "2026-11-\(day < 10 ? "0" : "")\(day)T09:00:00+01:00"
            try diary.add(5, at: date, areas: ["head"], medications: ["sumatriptan 50mg"])
        }
        try diary.add(5, at: "2026-10-01T09:00:00+01:00", areas: ["head"], medications: ["ibuprofen 400mg"])
        try addCondition(diary, kind: "migraine")

        let status = try interactor(diary).status()

        let medication = try #require(status.medication)
        #expect(medication.block.days[.triptan] == 12)
        #expect(medication.block.days[.simpleAnalgesic] == 0, "2026-10-01 is more than 30 days back")
        #expect(medication.flags.map(\.medicationClass) == [.triptan])
        #expect(status.todayCount == 0)
    }

    @Test func theSettingIsRememberedPerFolderAndForgotten() throws {
        let diary = try StatsDiary()
        let status = interactor(diary)
        #expect(try !status.isRemembered(folderPath: "/sync/a"))
        try status.remember(true, folderPath: "/sync/a")
        #expect(try status.isRemembered(folderPath: "/sync/a"))
        #expect(try !status.isRemembered(folderPath: "/sync/b"))
        try status.remember(false, folderPath: "/sync/a")
        #expect(try !status.isRemembered(folderPath: "/sync/a"))
        #expect(try status.fileName() == "painlog-status-\(try diary.storage.settings.diaryID().prefix(8)).txt")
    }

    @Test func statusPlainIsRememberedAsWrittenEvenIntoAnEncryptedFolderUntilStatusOrNoStatus() throws {
        let diary = try StatsDiary()
        let status = interactor(diary)
        try status.remember(true, folderPath: "/sync/a")
        #expect(try !status.isRememberedEvenEncrypted(folderPath: "/sync/a"))
        try status.remember(true, evenEncrypted: true, folderPath: "/sync/a")
        #expect(try status.isRemembered(folderPath: "/sync/a"))
        #expect(try status.isRememberedEvenEncrypted(folderPath: "/sync/a"))
        #expect(try !status.isRememberedEvenEncrypted(folderPath: "/sync/b"))
        // --status alone, given later, leaves the file to an unencrypted folder again.
        try status.remember(true, folderPath: "/sync/a")
        #expect(try status.isRemembered(folderPath: "/sync/a"))
        #expect(try !status.isRememberedEvenEncrypted(folderPath: "/sync/a"))
        try status.remember(true, evenEncrypted: true, folderPath: "/sync/a")
        try status.remember(false, folderPath: "/sync/a")
        #expect(try !status.isRemembered(folderPath: "/sync/a"))
        #expect(try !status.isRememberedEvenEncrypted(folderPath: "/sync/a"))
    }
}
