public import PainlogDomain

/// The days of each condition over a span of days that need more than `StatisticsStore.days`
/// gives (issue 39): migraine days and treated days by the clinical rules (`ClinicalDays`), and the
/// days of the entries of no condition (*unassigned*), read in one pass over the entries that count
/// on the span.
///
/// An entry counts on every local date from its start's to its end's, also one that started before
/// the span (`AttackFacts.localDates`, as `calendar` counts it in SQL); it belongs to every
/// condition that has one of its areas (`ConditionMembership`). A *treated day* is the local date of
/// an entry of the condition that carries an acute dose (by the class `classOf` gives each dose).
public struct ConditionDays: Sendable, Equatable {
    /// Each condition's clinical days (by its name's key), on the span's days only; a condition
    /// without an entry on the span is absent.
    public let clinical: [String: ClinicalDays]
    /// The unassigned entries' days on the span, oldest first, counted as `StatisticsStore.days`
    /// counts a day (entries that count on it, worst, those that started on it).
    public let unassigned: [DayFigures]
    /// Entries that started in the span and belong to more than one condition.
    public let sharedEntries: Int

    public init(clinical: [String: ClinicalDays], unassigned: [DayFigures], sharedEntries: Int) {
        self.clinical = clinical
        self.unassigned = unassigned
        self.sharedEntries = sharedEntries
    }

    /// Entries read and sorted at a time (the clinical rules sort a batch into days).
    static let batchSize = 2_048

    /// Reads the entries `filter` chooses (its names and intensities; any period in it is replaced
    /// by `range`) that count on a day of `range`, and sorts them into days.
    public static func read(
        from entries: any EntryStore, filter: EntryFilter, within range: ClosedRange<LocalDate>,
        conditions: [Condition], classOf: (_ name: String, _ dose: String) -> MedicationClass?
    ) throws -> ConditionDays {
        let membership = ConditionMembership(conditions)
        let kinds = Dictionary(
            conditions.map { (NameRules.key(for: $0.name), $0.kind) }, uniquingKeysWith: { first, _ in first })
        // An entry lasts at most `TimeSpan.maximumSeconds`: one that started earlier cannot reach the span.
        let reach = Int((TimeSpan.maximumSeconds + 86_399) / 86_400) + 1
        let wide = EntryFilter(
            sinceDay: range.lowerBound.adding(days: -reach), throughDay: range.upperBound, areas: filter.areas,
            tags: filter.tags, minimumIntensity: filter.minimumIntensity, maximumIntensity: filter.maximumIntensity,
            noteContains: filter.noteContains, medications: filter.medications, conditions: filter.conditions)
        var batches: [String: [ClinicalDayEntry]] = [:]
        var clinical: [String: [LocalDate: ClinicalDayFacts]] = [:]
        var unassigned: [LocalDate: UnassignedDay] = [:]
        var shared = 0
        var pending = 0
        func flush() {
            for (key, batch) in batches where !batch.isEmpty {
                var days = clinical[key] ?? [:]
                for (date, facts) in ClinicalDays(entries: batch).byDate where range.contains(date) {
                    days[date] = days[date].map { merged($0, facts) } ?? facts
                }
                clinical[key] = days
            }
            batches = [:]
            pending = 0
        }
        try entries.forEachEntry(matching: wide, order: .oldestFirst, limit: nil) { entry in
            let attack = attackFacts(of: entry, classOf: classOf)
            let dates = attack.localDates
            guard let last = dates.last, last >= range.lowerBound else { return }
            let names = membership.names(of: entry)
            let startsInRange = range.contains(entry.occurredAt.local.date)
            if names.count > 1, startsInRange { shared += 1 }
            if names.isEmpty {
                for date in dates where range.contains(date) {
                    unassigned[date, default: UnassignedDay()].add(entry.intensity.value, started: date == dates[0])
                }
                return
            }
            for name in names {
                let key = NameRules.key(for: name)
                let kind = kinds[key].flatMap { HeadacheConditionKind(rawValue: $0.rawValue) }
                batches[key, default: []].append(ClinicalDayEntry(attack: attack, kind: kind))
                pending += 1
            }
            if pending >= batchSize { flush() }
        }
        flush()
        return ConditionDays(
            clinical: clinical.mapValues(ClinicalDays.init(byDate:)),
            unassigned: unassigned.sorted { $0.key < $1.key }.map { $0.value.figures(on: $0.key) },
            sharedEntries: shared)
    }

    /// What the clinical rules read of `entry`: intensity, start, end, symptoms and the acute
    /// classes of its doses.
    public static func attackFacts(
        of entry: Entry, classOf: (_ name: String, _ dose: String) -> MedicationClass?
    ) -> AttackFacts {
        var classes = Set<ClinicalMedicineClass>()
        for medication in entry.medications {
            guard let found = classOf(medication.name, medication.dose), found.isAcute,
                let clinicalClass = ClinicalMedicineClass(rawValue: found.rawValue)
            else { continue }
            classes.insert(clinicalClass)
        }
        return AttackFacts(
            intensity: entry.intensity.value, start: entry.occurredAt, end: entry.endedAt,
            symptoms: Set(entry.symptoms.symptoms.compactMap { ClinicalSymptom(rawValue: $0.rawValue) }),
            acuteClasses: classes)
    }

    /// One day's facts from two batches of entries: a flag set by either.
    private static func merged(_ a: ClinicalDayFacts, _ b: ClinicalDayFacts) -> ClinicalDayFacts {
        ClinicalDayFacts(
            logged: a.logged || b.logged, headache: a.headache || b.headache, migraine: a.migraine || b.migraine,
            moderate: a.moderate || b.moderate, acuteMedication: a.acuteMedication || b.acuteMedication,
            chronicMigraineFeatures: a.chronicMigraineFeatures || b.chronicMigraineFeatures,
            symptomsRecorded: a.symptomsRecorded || b.symptomsRecorded)
    }

    /// One day of the unassigned entries, as it adds up.
    private struct UnassignedDay {
        var entries = 0
        var worst = 0
        var started = 0
        var sum = 0
        var minimum = Int.max
        var maximum = 0

        mutating func add(_ intensity: Int, started isStart: Bool) {
            entries += 1
            worst = max(worst, intensity)
            guard isStart else { return }
            started += 1
            sum += intensity
            minimum = min(minimum, intensity)
            maximum = max(maximum, intensity)
        }

        func figures(on date: LocalDate) -> DayFigures {
            DayFigures(
                date: date, entries: entries, worst: worst, started: started, startedSum: sum,
                startedMinimum: started > 0 ? minimum : 0, startedMaximum: maximum)
        }
    }
}
