public import PainlogDomain

/// The days of a span of days (a month of `calendar` or of `stats --by month`, the dashboard's month
/// so far) as `DayDefinitions` counts them: logged, pain, moderate and severe days, and
/// acute-medication days in all and by class.
public struct DayCounts: Sendable, Equatable {
    public let loggedDays: Int
    public let painDays: Int
    public let moderateDays: Int
    public let severeDays: Int
    /// Days with a dose of any acute class.
    public let acuteMedicationDays: Int
    /// Days with a dose of each acute class (every acute class present, 0 when none).
    public let medicationDays: [MedicationClass: Int]

    public init(
        loggedDays: Int, painDays: Int, moderateDays: Int, severeDays: Int, acuteMedicationDays: Int,
        medicationDays: [MedicationClass: Int]
    ) {
        self.loggedDays = loggedDays
        self.painDays = painDays
        self.moderateDays = moderateDays
        self.severeDays = severeDays
        self.acuteMedicationDays = acuteMedicationDays
        var byClass: [MedicationClass: Int] = [:]
        for medicationClass in MedicationClass.acute { byClass[medicationClass] = medicationDays[medicationClass] ?? 0 }
        self.medicationDays = byClass
    }

    /// No day at all.
    public static let none = DayCounts(
        loggedDays: 0, painDays: 0, moderateDays: 0, severeDays: 0, acuteMedicationDays: 0, medicationDays: [:])

    /// Counts the `days` (one per local date, from `StatisticsStore.days`) and the `medications`
    /// (each medication and dose taken per date, whatever the filters) by the class `classOf` gives
    /// each intake.
    public init(
        days: [DayFigures], medications: [MedicationIntakeDay],
        classOf: (_ name: String, _ dose: String) -> MedicationClass?
    ) {
        var logged = 0
        var pain = 0
        var moderate = 0
        var severe = 0
        for day in days where day.entries > 0 {
            logged += 1
            if DayDefinitions.isPainDay(worst: day.worst) { pain += 1 }
            if DayDefinitions.isModerateDay(worst: day.worst) { moderate += 1 }
            if DayDefinitions.isSevereDay(worst: day.worst) { severe += 1 }
        }
        // Each date once per class and once in all, however many doses: sets of day numbers.
        var acuteDays = Set<Int64>()
        var classDays: [MedicationClass: Set<Int64>] = [:]
        for intake in medications {
            guard let medicationClass = classOf(intake.name, intake.dose), medicationClass.isAcute else { continue }
            let day = intake.day.daysSinceEpoch
            acuteDays.insert(day)
            classDays[medicationClass, default: []].insert(day)
        }
        self.init(
            loggedDays: logged, painDays: pain, moderateDays: moderate, severeDays: severe,
            acuteMedicationDays: acuteDays.count, medicationDays: classDays.mapValues(\.count))
    }

    /// The acute classes taken on each date that has one, in `MedicationClass.acute` order.
    public static func acuteClasses(
        of medications: [MedicationIntakeDay], classOf: (_ name: String, _ dose: String) -> MedicationClass?
    ) -> [LocalDate: [MedicationClass]] {
        var classes: [LocalDate: [MedicationClass]] = [:]
        for intake in medications {
            guard let medicationClass = classOf(intake.name, intake.dose), medicationClass.isAcute else { continue }
            var taken = classes[intake.day] ?? []
            if !taken.contains(medicationClass) {
                taken.append(medicationClass)
                taken.sort { a, b in
                    (MedicationClass.acute.firstIndex(of: a) ?? 0) < (MedicationClass.acute.firstIndex(of: b) ?? 0)
                }
            }
            classes[intake.day] = taken
        }
        return classes
    }

    /// The counts of each calendar month (`YYYY-MM`) that `days` or `medications` touch.
    public static func byMonth(
        days: [DayFigures], medications: [MedicationIntakeDay],
        classOf: (_ name: String, _ dose: String) -> MedicationClass?
    ) -> [String: DayCounts] {
        // Months by number (a text key per day would cost more than the counting).
        func month(_ date: LocalDate) -> Int { date.year * 12 + date.month - 1 }
        var dayGroups: [Int: [DayFigures]] = [:]
        for day in days { dayGroups[month(day.date), default: []].append(day) }
        var medicationGroups: [Int: [MedicationIntakeDay]] = [:]
        for intake in medications { medicationGroups[month(intake.day), default: []].append(intake) }
        var counts: [String: DayCounts] = [:]
        for key in Set(dayGroups.keys).union(medicationGroups.keys) {
            guard let first = LocalDate(year: key / 12, month: key % 12 + 1, day: 1) else { continue }
            counts[String(first.isoString.prefix(7))] = DayCounts(
                days: dayGroups[key] ?? [], medications: medicationGroups[key] ?? [], classOf: classOf)
        }
        return counts
    }
}
