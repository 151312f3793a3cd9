/// Headache days, migraine days and the days ICHD-3 1.3 counts, per local calendar day.
///
/// Every rule counts an entry with an end on every local day from its start's date to its end's
/// (each at its own offset, as `DayDefinitions` counts a logged day), and an entry without an end on
/// its own day; an acute-medication day is the day of the entry that carries the dose. A day no entry
/// counts on has no facts (every flag false).
public struct ClinicalDays: Sendable, Equatable {
    /// The facts of each day some entry counts on.
    public let byDate: [LocalDate: ClinicalDayFacts]

    public init(byDate: [LocalDate: ClinicalDayFacts]) {
        self.byDate = byDate
    }

    /// Sorts `entries` into days.
    public init(entries: [ClinicalDayEntry]) {
        var days: [LocalDate: ClinicalDayFacts] = [:]
        for entry in entries {
            let attack = entry.attack
            if attack.isTreated { days[attack.start.local.date, default: ClinicalDayFacts()].acuteMedication = true }
            let marks = Self.marks(of: entry)
            for date in attack.localDates {
                var facts = days[date] ?? ClinicalDayFacts()
                facts.logged = true
                facts.headache = facts.headache || marks.headache
                facts.migraine = facts.migraine || marks.migraine
                facts.moderate = facts.moderate || marks.moderate
                facts.chronicMigraineFeatures = facts.chronicMigraineFeatures || marks.chronic
                facts.symptomsRecorded = facts.symptomsRecorded || marks.symptoms
                days[date] = facts
            }
        }
        byDate = days
    }

    /// The facts of `date` (every flag false when nothing counts on it).
    public subscript(date: LocalDate) -> ClinicalDayFacts { byDate[date] ?? ClinicalDayFacts() }

    /// How many days from `first` to `last` (both included) have `flag`.
    public func count(from first: LocalDate, through last: LocalDate, where flag: (ClinicalDayFacts) -> Bool) -> Int {
        guard first <= last else { return 0 }
        if Int64(byDate.count) < last.daysSinceEpoch - first.daysSinceEpoch {
            return byDate.reduce(0) { total, day in
                total + (day.key >= first && day.key <= last && flag(day.value) ? 1 : 0)
            }
        }
        var total = 0
        var date = first
        while date <= last {
            if let facts = byDate[date], flag(facts) { total += 1 }
            date = date.adding(days: 1)
        }
        return total
    }

    private struct Marks {
        let headache: Bool
        let migraine: Bool
        let moderate: Bool
        let chronic: Bool
        let symptoms: Bool
    }

    private static func marks(of entry: ClinicalDayEntry) -> Marks {
        guard let kind = entry.kind else {
            return Marks(headache: false, migraine: false, moderate: false, chronic: false, symptoms: false)
        }
        let attack = entry.attack
        let isMigraineCondition = kind == .migraine
        let migraine =
            isMigraineCondition
            && (AttackClassifier.classify(attack) != .neither
                || (attack.intensity > 0 && attack.carriesMigraineSpecificDose))
        let chronic =
            isMigraineCondition
            && (AttackClassifier.hasMigraineFeatures(attack)
                || (attack.intensity > 0 && entry.relievedByTriptanOrErgot))
        return Marks(
            headache: attack.intensity > 0, migraine: migraine,
            moderate: DayDefinitions.isModerateDay(worst: attack.intensity), chronic: chronic,
            symptoms: !attack.symptoms.isEmpty)
    }
}
