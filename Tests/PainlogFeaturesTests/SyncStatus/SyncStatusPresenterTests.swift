import PainlogDomain
import PainlogFeatures
import Testing

/// The status file for the phone as a pure function of its `SyncStatus`: its lines, at most 40 of
/// at most 40 columns, never a note or a tag.
@Suite struct SyncStatusPresenterTests {
    private static func time(_ text: String) -> Timestamp {
        guard let time = Timestamp(iso8601: text) else { fatalError("bad test time \(text)") }
        return time
    }

    private static let today = LocalDate(year: 2026, month: 11, day: 28)!

    private static func entry(
        _ id: Int64, _ intensity: Int, at text: String, areas: [String] = ["head"], medications: [String] = []
    ) -> Entry {
        let time = Self.time(text)
        return Entry(
            id: id, uid: uid(Int(id)), occurredAt: time, intensity: Intensity(intensity)!, areas: areas,
            tags: ["work", "secret tag"], medications: medications.map { try! Medication(parsing: $0) },
            note: "a private note", createdAt: time, updatedAt: time)
    }

    private static func status(
        medication: SyncStatus.Medication? = nil, today entries: [Entry], count: Int? = nil
    ) -> SyncStatus {
        SyncStatus(
            written: time("2026-11-28T20:15:00+01:00"), date: today, medication: medication, today: entries,
            todayCount: count ?? entries.count)
    }

    private static func block(_ days: [MedicationClass: Int], acute: Int) -> OveruseBlock {
        var all: [MedicationClass: Int] = [:]
        for medicationClass in MedicationClass.acute { all[medicationClass] = days[medicationClass] ?? 0 }
        return OveruseBlock(
            start: today.adding(days: -29), end: today, days: all, acuteDays: acute)
    }

    @Test func writtenThenMedicationDaysOnceThenTodayNewestFirst() {
        let flag = OveruseFlag(
            medicationClass: .simpleAnalgesic, classes: [.simpleAnalgesic], days: 16, threshold: 15,
            consecutiveBlocks: 1)
        let status = Self.status(
            medication: SyncStatus.Medication(
                block: Self.block([.triptan: 8, .simpleAnalgesic: 16, .gepant: 1], acute: 20), flags: [flag]),
            today: [
                Self.entry(
                    2, 6, at: "2026-11-28T18:40:00+01:00", areas: ["head", "neck"], medications: ["sumatriptan 50mg"]),
                Self.entry(1, 3, at: "2026-11-28T07:05:00+01:00"),
            ])
        #expect(
            SyncStatusPresenter.lines(status) == [
                "Written Sat 2026-11-28 20:15 +01:00",
                "Acute-medication days, last 30 days:",
                "analgesic: 16 of 15 days, reached",
                "triptan: 8 of 10 days",
                "gepant: 1 day, no threshold",
                "any acute: 20 days",
                "Reached: information, not a diagnosis.",
                "Today (Sat 2026-11-28), newest first:",
                "18:40 6/10 head, neck; took sumatriptan",
                "      50mg",
                "07:05 3/10 head",
            ])
        let text = SyncStatusPresenter.text(status)
        #expect(text.hasSuffix("07:05 3/10 head\n"))
        #expect(!text.contains("note") && !text.contains("work") && !text.contains("secret"))
    }

    @Test func withoutAMigraineOrHeadacheConditionThereAreNoMedicationDays() {
        let status = Self.status(today: [])
        #expect(
            SyncStatusPresenter.lines(status) == [
                "Written Sat 2026-11-28 20:15 +01:00", "Today (Sat 2026-11-28): nothing logged.",
            ])
    }

    @Test func noAcuteDoseIsSaidAndTheCombinedRuleHasItsLine() {
        let none = Self.status(
            medication: SyncStatus.Medication(block: Self.block([:], acute: 0), flags: []), today: [])
        #expect(SyncStatusPresenter.lines(none)[1...2] == ["Acute-medication days, last 30 days:", "none"])
        let combined = OveruseFlag(
            medicationClass: nil, classes: [.simpleAnalgesic, .triptan], days: 11, threshold: 10, consecutiveBlocks: 1)
        let several = Self.status(
            medication: SyncStatus.Medication(
                block: Self.block([.simpleAnalgesic: 6, .triptan: 7], acute: 11), flags: [combined]),
            today: [])
        #expect(
            SyncStatusPresenter.lines(several)[1...6] == [
                "Acute-medication days, last 30 days:", "analgesic: 6 of 15 days", "triptan: 7 of 10 days",
                "any acute: 11 days", "classes together: 11 of 10 days, reached",
                "Reached: information, not a diagnosis.",
            ])
    }

    @Test func aBusyDayIsCutWithAndNMoreWithinFortyLines() {
        let entries = (0..<40).map { index in
            Self.entry(
                Int64(100 - index), 5, at: "2026-11-28T20:\(index < 10 ? "0" : "")\(index):00+01:00",
                medications: ["ibuprofen 400mg"])
        }
        let status = Self.status(
            medication: SyncStatus.Medication(block: Self.block([.simpleAnalgesic: 3], acute: 3), flags: []),
            today: entries, count: 57)
        let lines = SyncStatusPresenter.lines(status)
        #expect(lines.count == SyncStatusPresenter.maximumLines)
        // 1 written, 2 medication, 1 today: 36 left, 35 entries and the line that counts the rest.
        #expect(lines.last == "… and 22 more")
        #expect(lines[4] == "20:00 5/10 head; took ibuprofen 400mg")
    }

    @Test func everyLineFitsFortyColumnsAndALongEntryIsCutAtFourLines() {
        let long = Self.entry(
            1, 9, at: "2026-11-28T09:00:00+01:00",
            areas: ["left temple", "right temple", "back of the head", "neck", "shoulder", "jaw 顎関節 痛み"],
            medications: [
                "paracetamol/codeine 500mg", "metoclopramide 10mg", "a very long medication name of sixty chars",
                "ibuprofen 400mg", "naproxen 500mg",
            ])
        let lines = SyncStatusPresenter.lines(
            Self.status(today: [long, Self.entry(2, 1, at: "2026-11-28T08:00:00+01:00")]))
        for line in lines { #expect(DisplayText.width(line) <= SyncStatusPresenter.maximumColumns, "\(line)") }
        #expect(lines.count == 2 + 4 + 1)
        #expect(lines[5].hasSuffix("…"))
        #expect(lines[2].hasPrefix("09:00 9/10 left temple, right temple,"))
        #expect(lines.last == "08:00 1/10 head")
    }

    @Test func theFileIsNamedByTheDiaryIDsFirstEightDigits() {
        #expect(
            SyncStatusInteractor.fileName(diaryID: "3f2a9c1e0b7d4e5fa1b2c3d4e5f60718")
                == "painlog-status-3f2a9c1e.txt")
    }

    @Test func anEncryptedFolderSaysTheFileWasNotWrittenAndWhetherTheOldOneWasRemoved() {
        #expect(
            SyncStatusPresenter.encryptedFolderNotice(
                "painlog-status-3f2a9c1e.txt", removedOld: true, writeOption: "--status-plain",
                stopOption: "--no-status")
                == "notice: the status file painlog-status-3f2a9c1e.txt was not written (the one there was removed): "
                + "this folder is encrypted, and the status file shows today's entries in plain text; --status-plain "
                + "writes it anyway, --no-status stops asking for it")
        #expect(
            !SyncStatusPresenter.encryptedFolderNotice(
                "painlog-status-3f2a9c1e.txt", removedOld: false, writeOption: "--status-plain",
                stopOption: "--no-status"
            )
            .contains("removed"))
    }
}
