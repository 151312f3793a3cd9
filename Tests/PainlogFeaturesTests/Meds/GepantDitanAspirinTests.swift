import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// Issue 40's medication classes (now: Sunday 2026-11-22 10:00, Berlin): gepants and ditans are
/// acute and counted for acute-medication days, with no threshold of their own and no part in the
/// combined rule; aspirin is classed per dose, `meds` shows it as `other` when every dose in the
/// period is an antiplatelet dose, and FHIR codes such a dose B01AC06.
@Suite struct GepantDitanAspirinTests {
    /// `medication` at 08:00 on each day `back` days before 2026-11-22.
    private static func dose(_ medication: String, daysBack: some Sequence<Int>, in diary: StatsDiary) throws {
        let last = StatsDiary.time("2026-11-22T08:00:00+01:00").seconds
        for back in daysBack {
            try diary.add(
                6, at: diary.zone.timestamp(at: last - Int64(back) * 86_400).iso8601, areas: ["head"],
                medications: [medication])
        }
    }

    @Test(arguments: [
        ("ubrogepant", MedicationClass.gepant), ("Rimegepant 75mg", .gepant), ("zavegepant nasal", .gepant),
        ("lasmiditan", .ditan),
    ])
    func theTableKnowsTheNewAcuteClasses(name: String, expected: MedicationClass) {
        #expect(MedicationClass.of(name) == expected)
        #expect(expected.isAcute && expected.overuseThreshold == nil && expected.isAcuteWithoutThreshold)
        #expect(MedicationClass.acute.suffix(2) == [.gepant, .ditan])
        #expect(!MedicationClass.triptan.isAcuteWithoutThreshold && !MedicationClass.other.isAcute)
    }

    @Test func gepantDaysCountAsAcuteButAreNeverFlagged() throws {
        let diary = try StatsDiary()
        try Self.dose("rimegepant 75mg", daysBack: 0..<20, in: diary)
        try Self.dose("lasmiditan 100mg", daysBack: 20..<25, in: diary)
        let history = try diary.meds.overuse()
        #expect(history.blocks[0].days[.gepant] == 20)
        #expect(history.blocks[0].days[.ditan] == 5)
        #expect(history.blocks[0].acuteDays == 25)
        #expect(history.flags.isEmpty, "ICHD-3 8.2 names no threshold for them")
        let line = try #require(OverusePresenter.daysLine(history))
        #expect(line.contains("gepants 20 (no overuse threshold: ICHD-3 8.2 names none)"), "\(line)")
        #expect(line.contains("ditans 5 (no overuse threshold: ICHD-3 8.2 names none)"), "\(line)")

        let json = JSONWriter.text(OverusePresenter.json(history))
        #expect(json.contains(#""gepant":20,"ditan":5,"acute":25"#), "\(json)")
        let table = OverusePresenter.lines(history).map(\.plainText)
        #expect(table.contains { $0.contains("GEPANT") && $0.contains("DITAN") && $0.contains("ANY ACUTE") })
    }

    @Test func gepantsTakeNoPartInTheCombinedRule() throws {
        let diary = try StatsDiary()
        // Triptan on 5 days, NSAID on 4 others, ubrogepant on 6 more: 15 acute days, but only 9 of
        // classes ICHD-3 8.2 names.
        try Self.dose("sumatriptan", daysBack: 0..<5, in: diary)
        try Self.dose("naproxen", daysBack: 5..<9, in: diary)
        try Self.dose("ubrogepant", daysBack: 9..<15, in: diary)
        let history = try diary.meds.overuse()
        #expect(history.blocks[0].acuteDays == 15)
        #expect(history.flags.isEmpty)

        // One more NSAID day makes 10 days of the named classes: combined, without the gepant.
        try Self.dose("naproxen", daysBack: [20], in: diary)
        let flagged = try diary.meds.overuse()
        #expect(
            flagged.flags == [
                OveruseFlag(
                    medicationClass: nil, classes: [.simpleAnalgesic, .triptan], days: 10, threshold: 10,
                    consecutiveBlocks: 1)
            ])
    }

    @Test func theCalendarCountsGepantAndDitanDaysInAcute() throws {
        let diary = try StatsDiary()
        try Self.dose("ubrogepant", daysBack: [0, 1], in: diary)
        try Self.dose("lasmiditan", daysBack: [2], in: diary)
        let calendar = try CalendarInteractor(
            statistics: diary.storage.statistics, nameStatistics: diary.storage.nameStatistics,
            calendar: diary.localCalendar
        ).calendar(CalendarRequest(months: 1))
        let counts = try #require(calendar.months.last?.counts)
        #expect(counts.medicationDays[.gepant] == 2 && counts.medicationDays[.ditan] == 1)
        #expect(counts.acuteMedicationDays == 3)
        let json = JSONWriter.text(CalendarPresenter.json(calendar))
        #expect(json.contains(#""gepant":2,"ditan":1"#), "\(json)")
    }

    @Test func aspirinTakenOnlyAtAntiplateletDosesIsOtherInMeds() throws {
        let diary = try StatsDiary()
        try Self.dose("aspirin 100mg", daysBack: 0..<20, in: diary)
        try Self.dose("aspirin 75 mg", daysBack: 20..<25, in: diary)
        let low = try diary.meds.report()
        #expect(low.rows.map(\.medicationClass) == [.other])
        #expect(low.rows.first?.overuse == nil)
        #expect(try diary.meds.overuse().blocks[0].acuteDays == 0)

        try Self.dose("aspirin 500mg", daysBack: [26], in: diary)
        let mixed = try diary.meds.report()
        #expect(mixed.rows.map(\.medicationClass) == [.simpleAnalgesic], "one analgesic dose: not every dose")
        #expect(try diary.meds.overuse().blocks[0].days[.simpleAnalgesic] == 1)
    }

    @Test func fhirCodesAnAntiplateletDoseB01AC06() throws {
        #expect(FHIRMedicationCode.atc(of: "aspirin", dose: "100mg")?.code == "B01AC06")
        #expect(FHIRMedicationCode.atc(of: "Acetylsalicylic acid", dose: "75 mg")?.code == "B01AC06")
        #expect(FHIRMedicationCode.atc(of: "aspirin", dose: "500mg")?.code == "N02BA01")
        #expect(FHIRMedicationCode.atc(of: "aspirin", dose: "")?.code == "N02BA01")
        #expect(FHIRMedicationCode.atc(of: "ibuprofen", dose: "50mg")?.code == "M01AE01")
    }
}
