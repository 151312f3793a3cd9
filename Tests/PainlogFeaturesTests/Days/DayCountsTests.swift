import PainlogDomain
import PainlogFeatures
import Testing

/// `DayDefinitions` and `DayCounts` on their own: which days count as what, from days and doses
/// made by hand.
@Suite struct DayCountsTests {
    private static func day(_ number: Int, worst: Int, entries: Int = 1) -> DayFigures {
        DayFigures(
            date: LocalDate(daysSinceEpoch: Int64(20_000 + number)), entries: entries, worst: worst, started: entries,
            startedSum: worst, startedMinimum: worst, startedMaximum: worst)
    }

    private static func dose(_ number: Int, _ name: String, _ dose: String = "") -> MedicationIntakeDay {
        MedicationIntakeDay(day: LocalDate(daysSinceEpoch: Int64(20_000 + number)), name: name, dose: dose)
    }

    @Test func theThresholds() {
        #expect(!DayDefinitions.isPainDay(worst: 0) && DayDefinitions.isPainDay(worst: 1))
        #expect(!DayDefinitions.isModerateDay(worst: 3) && DayDefinitions.isModerateDay(worst: 4))
        #expect(!DayDefinitions.isSevereDay(worst: 6) && DayDefinitions.isSevereDay(worst: 7))
        #expect(DayDefinitions.isSevereDay(worst: 10) && DayDefinitions.isModerateDay(worst: 10))
    }

    @Test func eachDayCountsOnceInEveryKindItIs() {
        let days = [0, 1, 3, 4, 6, 7, 10].enumerated().map { Self.day($0.offset, worst: $0.element) }
        let counts = DayCounts(days: days, medications: [], classOf: { _, _ in nil })
        #expect(
            counts
                == DayCounts(
                    loggedDays: 7, painDays: 6, moderateDays: 4, severeDays: 2, acuteMedicationDays: 0,
                    medicationDays: [:]))
        #expect(counts.medicationDays.count == MedicationClass.acute.count)
    }

    @Test func acuteMedicationDaysByClassAndInAll() {
        let doses = [
            Self.dose(1, "sumatriptan", "50mg"), Self.dose(1, "ibuprofen", "400mg"),
            Self.dose(1, "sumatriptan", "100mg"),
            Self.dose(2, "aspirin", "100mg"), Self.dose(3, "aspirin", "500mg"), Self.dose(4, "propranolol", "40mg"),
            Self.dose(5, "Imigran"),
        ]
        let classOf: (String, String) -> MedicationClass? = { name, dose in
            name == "Imigran" ? .triptan : MedicationClass.of(name, dose: dose)
        }
        let counts = DayCounts(days: [], medications: doses, classOf: classOf)
        #expect(counts.acuteMedicationDays == 3)
        #expect(counts.medicationDays[.triptan] == 2 && counts.medicationDays[.simpleAnalgesic] == 2)
        #expect(counts.loggedDays == 0)
        let classes = DayCounts.acuteClasses(of: doses, classOf: classOf)
        #expect(classes[LocalDate(daysSinceEpoch: 20_001)] == [.simpleAnalgesic, .triptan])
        #expect(classes[LocalDate(daysSinceEpoch: 20_002)] == nil)
    }

    @Test func byMonthSplitsAtTheMonthsEdges() throws {
        let october31 = try #require(LocalDate(year: 2026, month: 10, day: 31))
        let days = [
            DayFigures(
                date: october31, entries: 1, worst: 5, started: 1, startedSum: 5, startedMinimum: 5, startedMaximum: 5),
            DayFigures(
                date: october31.adding(days: 1), entries: 1, worst: 5, started: 0, startedSum: 0, startedMinimum: 0,
                startedMaximum: 0),
        ]
        let doses = [MedicationIntakeDay(day: october31.adding(days: 2), name: "codeine", dose: "30 mg")]
        let counts = DayCounts.byMonth(days: days, medications: doses) { name, dose in
            MedicationClass.of(name, dose: dose)
        }
        #expect(counts["2026-10"]?.painDays == 1 && counts["2026-10"]?.acuteMedicationDays == 0)
        #expect(counts["2026-11"]?.painDays == 1 && counts["2026-11"]?.medicationDays[.opioid] == 1)
    }
}
