public import PainlogDomain

/// Which clinical figures a view has: headache days when a migraine or headache condition is in
/// view, migraine days when a migraine condition is, treated days when the view is one condition.
///
/// The conditions in view are those `-c/--condition` names, or every condition of the diary when it
/// names none.
public struct ClinicalView: Sendable, Equatable {
    /// The conditions in view.
    public let conditions: [Condition]
    /// The view is one condition (`-c` names one).
    public let isOneCondition: Bool

    /// The view of `chosen` (condition names as given; empty: every condition) among `all`.
    public init(all: [Condition], chosen: [String]) {
        let keys = Set(chosen.map { NameRules.key(for: $0) })
        conditions = keys.isEmpty ? all : all.filter { keys.contains(NameRules.key(for: $0.name)) }
        isOneCondition = keys.count == 1
    }

    /// A migraine or headache condition is in view: headache days are counted.
    public var hasHeadacheDays: Bool { conditions.contains { $0.kind == .migraine || $0.kind == .headache } }
    /// A migraine condition is in view: migraine days are counted.
    public var hasMigraineDays: Bool { conditions.contains { $0.kind == .migraine } }
    /// Treated days are counted (a view of one condition).
    public var hasTreatedDays: Bool { isOneCondition }
    /// Anything is to be counted at all (else the entries need not be read).
    public var countsAnything: Bool { hasHeadacheDays || hasTreatedDays }
}

/// A span's clinical day figures; nil where the view has no such figure (JSON `null`).
public struct ClinicalSpanFigures: Sendable, Equatable {
    public let headacheDays: Int?
    public let migraineDays: Int?
    public let treatedDays: Int?

    public init(headacheDays: Int?, migraineDays: Int?, treatedDays: Int?) {
        self.headacheDays = headacheDays
        self.migraineDays = migraineDays
        self.treatedDays = treatedDays
    }

    /// No figure at all: a view without headache conditions and not of one condition.
    public static let none = ClinicalSpanFigures(headacheDays: nil, migraineDays: nil, treatedDays: nil)

    /// The figures of `view` over the days from `first` through `last` of `days`.
    ///
    /// Treated days are the days of an entry in view that carries an acute dose (by the entry's own
    /// date, as acute-medication days are): in a view of one condition, every entry in view is one
    /// of that condition, so they are `ClinicalDayFacts.acuteMedication` over the view's entries.
    public init(_ days: ClinicalDays, view: ClinicalView, from first: LocalDate, through last: LocalDate) {
        headacheDays = view.hasHeadacheDays ? days.count(from: first, through: last) { $0.headache } : nil
        migraineDays = view.hasMigraineDays ? days.count(from: first, through: last) { $0.migraine } : nil
        treatedDays = view.hasTreatedDays ? days.count(from: first, through: last) { $0.acuteMedication } : nil
    }
}

/// Sorts a diary's entries into clinical days by the rules of `PainlogDomain/Clinical`: the one
/// counter of headache, migraine, moderate, treated and acute-medication days.
///
/// The days are `ClinicalDays`; the entries are read one at a time (`ClinicalEntryReading`, the
/// entries whose local dates reach into the range asked, as `calendar` selects them): only the days
/// are held, never the entries. `calendar`, `stats --by month`, the dashboard, the report's condition
/// blocks (`conditionDays`) and `review` (`streamedDays`) count with it, each entry read through one
/// `ClinicalEntryMapping`, so that their day figures agree.
public struct ClinicalDayCounter {
    private let entries: any ClinicalEntryReading
    /// How an entry is read by the rules.
    public let mapping: ClinicalEntryMapping

    /// Counts over `entries`, each dose classed by `classOf` (`MedsInteractor.classOf()`: `meds
    /// class`, the built-in table, aspirin by its dose).
    public init(
        entries: any ClinicalEntryReading, classOf: @escaping (_ name: String, _ dose: String) -> MedicationClass?
    ) {
        self.entries = entries
        self.mapping = ClinicalEntryMapping(classOf: classOf)
    }

    /// The days of the entries matching `filter`.
    ///
    /// With `range`, those whose dates reach into it (an entry with an end counts on every local date
    /// it spans, also one that started before the range); without, every matching entry on all its
    /// dates. Days outside the range may hold facts too: count within it
    /// (`ClinicalDays.count(from:through:)`). With `headacheKindsOnly`, only the entries of a migraine
    /// or headache condition in view are read: enough for headache and migraine days, not for
    /// logged or acute-medication days.
    public func days(
        matching filter: EntryFilter, within range: ClosedRange<LocalDate>?, headacheKindsOnly: Bool = false
    ) throws -> ClinicalDays {
        var days = ClinicalDays(byDate: [:])
        let query = ClinicalEntryQuery(filter: filter, range: range, headacheKindsOnly: headacheKindsOnly)
        try entries.forEachClinicalEntry(query) { row in
            days.add(ClinicalDayEntry(attack: mapping.attackFacts(row), kind: row.kind))
        }
        return days
    }

    /// The days of each of `conditions` (by its name's key, each entry as of its condition's kind) and
    /// of the unassigned entries, over the days of `range`, for the entries `filter` chooses (its
    /// names, intensities and note; a period in it is left out: `range` is the period) — selected as
    /// `days(matching:within:)` selects them.
    public func conditionDays(
        matching filter: EntryFilter, within range: ClosedRange<LocalDate>, conditions: [Condition]
    ) throws -> ConditionDays {
        let byUID = Dictionary(conditions.map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        var clinical: [String: ClinicalDays] = [:]
        var unassigned: [LocalDate: UnassignedDay] = [:]
        var shared = 0
        let names = EntryFilter(
            areas: filter.areas, tags: filter.tags, minimumIntensity: filter.minimumIntensity,
            maximumIntensity: filter.maximumIntensity, noteContains: filter.noteContains,
            medications: filter.medications, conditions: filter.conditions)
        try entries.forEachClinicalEntry(ClinicalEntryQuery(filter: names, range: range, readsConditions: true)) {
            row in
            let attack = mapping.attackFacts(row)
            let own = row.conditionUIDs.compactMap { byUID[$0] }
            if own.count > 1, range.contains(row.start.local.date) { shared += 1 }
            guard !own.isEmpty else {
                let dates = attack.localDates
                for date in dates where range.contains(date) {
                    unassigned[date, default: UnassignedDay()].add(row.intensity, started: date == dates[0])
                }
                return
            }
            for condition in own {
                clinical[NameRules.key(for: condition.name), default: ClinicalDays(byDate: [:])].add(
                    ClinicalDayEntry(attack: attack, kind: HeadacheConditionKind(condition.kind)))
            }
        }
        return ConditionDays(
            clinical: clinical.mapValues { $0.only(within: range) },
            unassigned: unassigned.sorted { $0.key < $1.key }.map { $0.value.figures(on: $0.key) },
            sharedEntries: shared)
    }

    /// The days from `first` through `last` of every entry whose dates reach into them.
    ///
    /// The entries are read oldest first: an entry of the `counted` conditions (by uid) as of their kind (migraine first when it
    /// has both), any other as of none — or left out without `others`. An entry of a counted migraine
    /// condition that brought relief at 2 hours after a triptan or ergot (`TwoHourOutcomeStream`, its
    /// follow-up an entry of the same condition) is added again with that relief, for ICHD-3 1.3 C3.
    public func streamedDays(
        from first: LocalDate, through last: LocalDate, counting counted: [String: HeadacheConditionKind],
        others: Bool
    ) throws -> ClinicalDays {
        var days = ClinicalDays(byDate: [:])
        // One 2-hour stream per migraine condition counted (a follow-up is an entry of the same
        // condition): an entry is added again with its relief once its outcome is out.
        var streams: [String: TwoHourOutcomeStream] = [:]
        var positions: [String: Int] = [:]
        var awaiting: [String: [(position: Int, entry: ClinicalDayEntry)]] = [:]
        func relieve(_ condition: String, _ outcome: DoseOutcome) {
            var queue = awaiting[condition] ?? []
            queue.removeAll { $0.position < outcome.entryIndex }
            if outcome.relief, outcome.acuteClass.countsForChronicMigraine,
                let held = queue.first(where: { $0.position == outcome.entryIndex })
            {
                let entry = held.entry
                days.add(ClinicalDayEntry(attack: entry.attack, kind: entry.kind, relievedByTriptanOrErgot: true))
            }
            awaiting[condition] = queue
        }
        let query = ClinicalEntryQuery(
            filter: EntryFilter(), range: first...last, order: .oldestFirst, readsConditions: true)
        try entries.forEachClinicalEntry(query) { row in
            let uids = row.conditionUIDs
            let kinds = uids.compactMap { counted[$0] }
            guard others || !kinds.isEmpty else { return }
            let kind: HeadacheConditionKind? = kinds.contains(.migraine) ? .migraine : kinds.first
            let clinical = ClinicalDayEntry(attack: mapping.attackFacts(row), kind: kind)
            days.add(clinical)
            for uid in uids where counted[uid] == .migraine {
                let position = positions[uid, default: 0]
                positions[uid] = position + 1
                if clinical.attack.intensity > 0,
                    clinical.attack.acuteClasses.contains(where: \.countsForChronicMigraine)
                {
                    awaiting[uid, default: []].append((position, clinical))
                }
                streams[uid, default: TwoHourOutcomeStream()].add(mapping.outcomeEntry(row)) { relieve(uid, $0) }
            }
        }
        for (uid, var stream) in streams { stream.finish { relieve(uid, $0) } }
        return days
    }

    /// The chronic-migraine statement for a view whose last day is `lastDay`, or nil.
    ///
    /// ICHD-3 1.3's counts over the 3 complete months before its month; nil when they are not met or
    /// no migraine condition exists. Headache days are over every migraine and headache condition
    /// together; the days with migraine features take a triptan or ergot dose with relief at 2 hours
    /// (`TwoHourOutcome`, the follow-up an entry of the same condition) into account.
    public func chronicMigraineStatement(conditions: [Condition], lastDay: LocalDate, overuseFlagged: Bool) throws
        -> ChronicMigraineStatement?
    {
        guard conditions.contains(where: { $0.kind == .migraine }) else { return nil }
        let months = ChronicMigraineCheck.months(before: lastDay)
        guard let first = months.first?.firstDay, let last = months.last?.lastDay else { return nil }
        var counted: [String: HeadacheConditionKind] = [:]
        for condition in conditions {
            if let kind = HeadacheConditionKind(condition.kind) { counted[condition.uid] = kind }
        }
        // The day after the months too, for a follow-up past midnight.
        let days = try streamedDays(from: first, through: last.adding(days: 1), counting: counted, others: false)
        return ChronicMigraineCheck.statement(of: days, lastDay: lastDay, overuseFlagged: overuseFlagged)
    }

    /// What the attack rules read of `row`.
    public func attack(of row: ClinicalEntryRow) -> AttackFacts { mapping.attackFacts(row) }
}

extension HeadacheConditionKind {
    /// The day rules' kind of a condition of `kind`; nil for a pain condition.
    public init?(_ kind: ConditionKind) {
        switch kind {
        case .migraine: self = .migraine
        case .headache: self = .headache
        case .pain: return nil
        }
    }
}

extension ClinicalDays {
    /// The same days, only those of `range`.
    func only(within range: ClosedRange<LocalDate>) -> ClinicalDays {
        ClinicalDays(byDate: byDate.filter { range.contains($0.key) })
    }
}

/// One day of the unassigned entries, as it adds up (counted as `StatisticsStore.days` counts a day:
/// entries that count on it, worst, those that started on it).
struct UnassignedDay {
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
