/// The five day counts of a review's window, whole for a baseline or a block, means for the judged
/// blocks.
public struct ReviewFigures: Sendable, Equatable {
    public let headacheDays: Double
    public let migraineDays: Double
    public let moderateDays: Double
    public let acuteMedicationDays: Double
    /// Days with any entry, of any condition or none.
    public let loggedDays: Double

    public init(
        headacheDays: Double, migraineDays: Double, moderateDays: Double, acuteMedicationDays: Double,
        loggedDays: Double
    ) {
        self.headacheDays = headacheDays
        self.migraineDays = migraineDays
        self.moderateDays = moderateDays
        self.acuteMedicationDays = acuteMedicationDays
        self.loggedDays = loggedDays
    }

    /// The count the review compares for `measure`.
    public func value(of measure: ReviewMeasure) -> Double {
        switch measure {
        case .migraineDays: migraineDays
        case .headacheDays: headacheDays
        }
    }

    /// Every count times `factor`.
    func scaled(by factor: Double) -> ReviewFigures {
        ReviewFigures(
            headacheDays: headacheDays * factor, migraineDays: migraineDays * factor,
            moderateDays: moderateDays * factor, acuteMedicationDays: acuteMedicationDays * factor,
            loggedDays: loggedDays * factor)
    }
}

/// The baseline, one 30-day block, or the mean of the judged blocks.
public struct ReviewWindow: Sendable, Equatable {
    /// Its first day.
    public let start: LocalDate
    /// Its last day (for a block still running, today).
    public let end: LocalDate
    /// Its days (30 for a whole block and for the judged mean).
    public let days: Int
    /// Whether all of its days have passed (a baseline always has).
    public let isComplete: Bool
    /// The counts.
    public let counts: ReviewFigures
    /// The counts × 30 / days: never scaled by the days logged.
    public let per30Days: ReviewFigures
    /// Headache days on which an entry of the condition records a symptom (the 80% rule).
    public let headacheDaysWithSymptoms: Int
    /// Days the chronic-migraine statement counts (ICHD-3 1.3 C), for a chronic baseline.
    public let migraineFeatureDays: Int

    public init(
        start: LocalDate, end: LocalDate, days: Int, isComplete: Bool, counts: ReviewFigures, per30Days: ReviewFigures,
        headacheDaysWithSymptoms: Int, migraineFeatureDays: Int
    ) {
        self.start = start
        self.end = end
        self.days = days
        self.isComplete = isComplete
        self.counts = counts
        self.per30Days = per30Days
        self.headacheDaysWithSymptoms = headacheDaysWithSymptoms
        self.migraineFeatureDays = migraineFeatureDays
    }

    /// The window from `start` to `end` in `days`, complete when `isComplete`.
    public init(days facts: ClinicalDays, start: LocalDate, end: LocalDate, isComplete: Bool) {
        let length = Int(end.daysSinceEpoch - start.daysSinceEpoch) + 1
        func count(_ flag: (ClinicalDayFacts) -> Bool) -> Int { facts.count(from: start, through: end, where: flag) }
        let counts = ReviewFigures(
            headacheDays: Double(count { $0.headache }), migraineDays: Double(count { $0.migraine }),
            moderateDays: Double(count { $0.moderate }), acuteMedicationDays: Double(count { $0.acuteMedication }),
            loggedDays: Double(count { $0.logged }))
        self.init(
            start: start, end: end, days: length, isComplete: isComplete, counts: counts,
            per30Days: counts.scaled(by: 30 / Double(max(length, 1))),
            headacheDaysWithSymptoms: count { $0.headache && $0.symptomsRecorded },
            migraineFeatureDays: count { $0.chronicMigraineFeatures })
    }

    /// Whether at least 80% of its days were logged.
    public var isLoggedEnough: Bool { Int(counts.loggedDays) * 5 >= days * 4 }

    /// Whether at least 80% of its headache days record a symptom.
    public var recordsSymptomsEnough: Bool { headacheDaysWithSymptoms * 5 >= Int(counts.headacheDays) * 4 }
}
