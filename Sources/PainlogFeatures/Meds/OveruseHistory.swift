public import PainlogDomain

/// One block of 30 local calendar days and the days in it with a dose of each acute class.
public struct OveruseBlock: Sendable, Equatable {
    public let start: LocalDate
    public let end: LocalDate
    /// Days with a dose of each acute class (every acute class present, 0 when none).
    public let days: [MedicationClass: Int]
    /// Days with a dose of any acute class.
    public let acuteDays: Int

    public init(start: LocalDate, end: LocalDate, days: [MedicationClass: Int], acuteDays: Int) {
        self.start = start
        self.end = end
        self.days = days
        self.acuteDays = acuteDays
    }
}

/// A threshold reached in the last block: one class's own, or several acute classes together.
public struct OveruseFlag: Sendable, Equatable {
    /// The class; nil for several classes together (`combined`, ICHD-3 8.2.6).
    public let medicationClass: MedicationClass?
    /// For `combined`, the acute classes taken in the block.
    public let classes: [MedicationClass]
    public let days: Int
    public let threshold: Int
    /// In how many consecutive blocks, ending with the last, the threshold was reached.
    public let consecutiveBlocks: Int

    public init(
        medicationClass: MedicationClass?, classes: [MedicationClass], days: Int, threshold: Int, consecutiveBlocks: Int
    ) {
        self.medicationClass = medicationClass
        self.classes = classes
        self.days = days
        self.threshold = threshold
        self.consecutiveBlocks = consecutiveBlocks
    }

    /// `simple_analgesic`, … or `combined`.
    public var name: String { medicationClass?.rawValue ?? "combined" }

    /// Whether this flag concerns a medication of `medicationClass`.
    public func concerns(_ medicationClass: MedicationClass?) -> Bool {
        guard let medicationClass else { return false }
        return self.medicationClass == medicationClass
            || (self.medicationClass == nil && classes.contains(medicationClass))
    }
}

/// Acute-medication days by class in blocks of 30 days ending on a given day, and the thresholds
/// reached (README: "Medication overuse"): the one computation behind `meds`, the dashboard and
/// the report.
public struct OveruseHistory: Sendable, Equatable {
    /// The days in a block.
    public static let blockDays = 30
    /// The most blocks looked at.
    public static let maximumBlocks = 12

    /// The last day of the newest block.
    public let until: LocalDate
    /// Newest first, back to the oldest block with a dose (the newest always), at most 12.
    public let blocks: [OveruseBlock]
    public let flags: [OveruseFlag]

    /// The first day any block can start on, for the query.
    public static func firstDay(until: LocalDate) -> LocalDate {
        until.adding(days: 1 - blockDays * maximumBlocks)
    }

    /// Counts `intakes` (each medication and dose taken per day) by the class `classOf` gives each.
    public init(
        intakes: [MedicationIntakeDay], until: LocalDate, classOf: (_ name: String, _ dose: String) -> MedicationClass?
    ) {
        self.until = until
        // Per block and acute class, the days with a dose as bits (a block is 30 days): no set or
        // hashing per dose, which a diary of a year's doses would feel.
        let acute = MedicationClass.acute
        var classDays = [UInt32](repeating: 0, count: Self.maximumBlocks * acute.count)
        var acuteDays = [UInt32](repeating: 0, count: Self.maximumBlocks)
        // The days of the classes with a threshold of their own: those the combined rule counts.
        var ruleDays = [UInt32](repeating: 0, count: Self.maximumBlocks)
        let last = until.daysSinceEpoch
        var oldest = 0
        for intake in intakes {
            let back = Int(last - intake.day.daysSinceEpoch)
            guard back >= 0, back < Self.blockDays * Self.maximumBlocks,
                let medicationClass = classOf(intake.name, intake.dose),
                let index = acute.firstIndex(of: medicationClass)
            else { continue }
            let block = back / Self.blockDays
            let bit = UInt32(1) << UInt32(back % Self.blockDays)
            classDays[block * acute.count + index] |= bit
            acuteDays[block] |= bit
            if medicationClass.overuseThreshold != nil { ruleDays[block] |= bit }
            oldest = max(oldest, block)
        }
        let counted = (0...oldest).map { block in
            OveruseBlock(
                start: until.adding(days: -Self.blockDays * block - Self.blockDays + 1),
                end: until.adding(days: -Self.blockDays * block),
                days: Dictionary(
                    uniqueKeysWithValues: acute.indices.map {
                        (acute[$0], classDays[block * acute.count + $0].nonzeroBitCount)
                    }),
                acuteDays: acuteDays[block].nonzeroBitCount)
        }
        blocks = counted
        func reachesOwn(_ block: OveruseBlock, _ medicationClass: MedicationClass) -> Bool {
            (block.days[medicationClass] ?? 0) >= (medicationClass.overuseThreshold ?? Int.max)
        }
        func combinedClasses(_ block: OveruseBlock) -> [MedicationClass] {
            MedicationClass.acute.filter { $0.overuseThreshold != nil && (block.days[$0] ?? 0) > 0 }
        }
        func combined(_ block: OveruseBlock, _ index: Int) -> Bool {
            let used = combinedClasses(block)
            return used.count >= 2 && ruleDays[index].nonzeroBitCount >= MedicationClass.combinedThreshold
                && !used.contains { reachesOwn(block, $0) }
        }
        func consecutive(_ holds: (OveruseBlock, Int) -> Bool) -> Int {
            var count = 0
            for (index, block) in counted.enumerated() {
                guard holds(block, index) else { break }
                count += 1
            }
            return count
        }
        var found: [OveruseFlag] = []
        let newest = counted[0]
        for medicationClass in MedicationClass.acute where reachesOwn(newest, medicationClass) {
            found.append(
                OveruseFlag(
                    medicationClass: medicationClass, classes: [medicationClass],
                    days: newest.days[medicationClass] ?? 0, threshold: medicationClass.overuseThreshold ?? 0,
                    consecutiveBlocks: consecutive { block, _ in reachesOwn(block, medicationClass) }))
        }
        if combined(newest, 0) {
            found.append(
                OveruseFlag(
                    medicationClass: nil, classes: combinedClasses(newest),
                    days: ruleDays[0].nonzeroBitCount, threshold: MedicationClass.combinedThreshold,
                    consecutiveBlocks: consecutive(combined)))
        }
        flags = found
    }
}
