import PainlogDomain
import PainlogFeatures
import Testing

/// Issue 25, part 3: overuse by class, over 30-day blocks ending on the period's last day.
///
/// With how many blocks in a row (now: Sunday 2026-11-22 10:00, Berlin). Every figure is worked out
/// from how the diary is built.
@Suite struct OveruseHistoryTests {
    /// `medication` at 08:00 on each day `back` days before `until` (2026-11-22 by default).
    private static func dose(
        _ medication: String, daysBack: some Sequence<Int>, until: String = "2026-11-22", in diary: StatsDiary
    ) throws {
        let last = StatsDiary.time(until + "T08:00:00+01:00").seconds
        for back in daysBack {
            let text = diary.zone.timestamp(at: last - Int64(back) * 86_400).iso8601
            try diary.add(4, at: text, areas: ["head"], medications: [medication])
        }
    }

    @Test func paracetamolAndIbuprofenOnDifferentDaysAreSixteenSimpleAnalgesicDays() throws {
        let diary = try StatsDiary()
        try Self.dose("paracetamol 500mg", daysBack: stride(from: 0, to: 16, by: 2), in: diary)
        try Self.dose("ibuprofen 400mg", daysBack: stride(from: 1, to: 16, by: 2), in: diary)
        let history = try diary.meds.overuse()
        #expect(history.blocks.count == 1)
        #expect(history.blocks[0].days[.simpleAnalgesic] == 16)
        #expect(history.flags.map(\.name) == ["simple_analgesic"])
        #expect(history.flags.map(\.days) == [16])
    }

    @Test func threeClassesOnFourteenDaysForFourMonthsAreCombined() throws {
        let diary = try StatsDiary()
        // In each of 4 blocks: triptan on 5 days, NSAID on 5 others, opioid on 4 others: 14 acute days,
        // no class at its own threshold.
        for block in 0..<4 {
            let start = block * 30
            try Self.dose("sumatriptan", daysBack: start..<start + 5, in: diary)
            try Self.dose("naproxen", daysBack: start + 5..<start + 10, in: diary)
            try Self.dose("tramadol", daysBack: start + 10..<start + 14, in: diary)
        }
        let history = try diary.meds.overuse()
        #expect(history.blocks.count == 4)
        #expect(history.blocks.map(\.acuteDays) == [14, 14, 14, 14])
        #expect(
            history.flags == [
                OveruseFlag(
                    medicationClass: nil, classes: [.simpleAnalgesic, .triptan, .opioid], days: 14, threshold: 10,
                    consecutiveBlocks: 4)
            ])
        #expect(OverusePresenter.flagLine(history.flags[0], until: history.until).contains("each of the last 4 blocks"))
        // Every medication of a combined class is flagged in `meds`.
        #expect(try diary.meds.report().rows.allSatisfy { $0.overuse != nil })
    }

    @Test func blocksEndOnThePeriodsLastDayAcrossMonthEnds() throws {
        let diary = try StatsDiary()
        // Triptan on 10 days in October (the 22nd to the 31st), none in November.
        try Self.dose("rizatriptan", daysBack: 22..<32, in: diary)
        #expect(try diary.meds.overuse().flags.isEmpty, "the 30 days to today hold none of them")
        let october = try diary.meds.report(EntryFilterRequest(since: "2026-10-01", until: "2026-10-31"))
        #expect(october.overuse.until == LocalDate(year: 2026, month: 10, day: 31))
        #expect(october.overuse.blocks[0].start == LocalDate(year: 2026, month: 10, day: 2))
        #expect(october.overuse.flags.map(\.name) == ["triptan"])
        #expect(october.rows.first?.daysInLast30 == 10)
        #expect(october.rows.first?.overuse != nil, "an October report flags October's overuse")
    }

    @Test func combinationProductsAndLowDoseAspirin() throws {
        #expect(MedicationClass.of("paracetamol/aspirin/caffeine") == .combinationAnalgesic)
        #expect(MedicationClass.of("Caffeine/Paracetamol/Aspirin 250/250/50") == .combinationAnalgesic)
        #expect(MedicationClass.of("paracetamol/codeine") == .combinationAnalgesic)
        #expect(MedicationClass.of("ergotamine/caffeine") == .ergot)
        #expect(MedicationClass.of("aspirin") == .simpleAnalgesic)
        #expect(MedicationClass.of("aspirin", dose: "100mg") == .other)
        #expect(MedicationClass.of("aspirin", dose: "75 mg") == .other)
        #expect(MedicationClass.of("Aspirin", dose: "500mg") == .simpleAnalgesic)
        #expect(MedicationClass.of("aspirin", dose: "") == .simpleAnalgesic)
        #expect(MedicationClass.of("ibuprofen", dose: "50mg") == .simpleAnalgesic)
        #expect(MedicationClass.other.isAcute == false && MedicationClass.preventive.overuseThreshold == nil)
    }

    @Test func lowDoseAspirinNeverCounts() throws {
        let diary = try StatsDiary()
        try Self.dose("aspirin 100mg", daysBack: 0..<30, in: diary)
        let history = try diary.meds.overuse()
        #expect(history.flags.isEmpty)
        #expect(history.blocks[0].acuteDays == 0)
    }

    @Test func atMostTwelveBlocksBackToTheFirstWithADose() throws {
        let diary = try StatsDiary()
        try Self.dose("sumatriptan", daysBack: [0, 95, 500], in: diary)
        // Without a flag, the dashboard and `meds` read only the newest block…
        #expect(try diary.meds.overuse().blocks.count == 1)
        // … `meds --overuse` reads them all.
        let history = try diary.meds.overuseHistory(EntryFilterRequest())
        // 95 days back is in block 3 (days 90–119); 500 days back is beyond 12 blocks (360 days).
        #expect(history.blocks.count == 4)
        #expect(history.blocks.map { $0.days[.triptan] ?? 0 } == [1, 0, 0, 1])
        let json = JSONOutput.text(OverusePresenter.json(history))
        #expect(
            json.hasPrefix("{\"until\":\"2026-11-22\",\"blocks\":[{\"start\":\"2026-10-24\",\"end\":\"2026-11-22\","))
        #expect(json.contains("\"days\":{\"simple_analgesic\":0,\"triptan\":1,\"ergot\":0,\"opioid\":0,"))
        #expect(json.hasSuffix("\"flags\":[]}\n"))
    }
}
