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

/// Sorts a diary's entries into clinical days by the rules of `PainlogDomain/Clinical`.
///
/// The days are `ClinicalDays` (headache, migraine, moderate, acute-medication days); the entries are
/// read one at a time: only the days are held, never the entries. `calendar`, `stats --by month`,
/// the dashboard and the report count with it, so that their day figures agree.
public struct ClinicalDayCounter {
    private let entries: any ClinicalEntryReading
    private let classOf: (_ name: String, _ dose: String) -> MedicationClass?

    /// Counts over `entries`, each dose classed by `classOf` (`MedsInteractor.classOf()`: `meds
    /// class`, the built-in table, aspirin by its dose).
    public init(
        entries: any ClinicalEntryReading, classOf: @escaping (_ name: String, _ dose: String) -> MedicationClass?
    ) {
        self.entries = entries
        self.classOf = classOf
    }

    /// The days of the entries matching `filter`.
    ///
    /// With `range`, those whose dates reach into it (an entry with an end counts on every local date
    /// it spans, also one that started before the range); without, every matching entry on all its
    /// dates. Days outside the range may hold facts too: count within it
    /// (`ClinicalDays.count(from:through:)`).
    public func days(matching filter: EntryFilter, within range: ClosedRange<LocalDate>?) throws -> ClinicalDays {
        var days = ClinicalDays(byDate: [:])
        try entries.forEachClinicalEntry(matching: filter, within: range) { row in
            days.add(ClinicalDayEntry(attack: attack(of: row), kind: row.kind))
        }
        return days
    }

    /// The chronic-migraine statement for a view whose last day is `lastDay`, or nil.
    ///
    /// ICHD-3 1.3's counts over the 3 complete months before its month; nil when they are not met or
    /// no migraine condition exists. Headache days are over every migraine and headache condition together; the
    /// days with migraine features take a triptan or ergot dose with relief at 2 hours
    /// (`TwoHourOutcome`, the follow-up an entry of the same condition) into account.
    public func chronicMigraineStatement(conditions: [Condition], lastDay: LocalDate, overuseFlagged: Bool) throws
        -> ChronicMigraineStatement?
    {
        guard conditions.contains(where: { $0.kind == .migraine }) else { return nil }
        let months = ChronicMigraineCheck.months(before: lastDay)
        guard let first = months.first?.firstDay, let last = months.last?.lastDay else { return nil }
        var days = ClinicalDays(byDate: [:])
        for condition in conditions where condition.kind != .pain {
            let filter = EntryFilter(conditions: [condition.name])
            guard condition.kind == .migraine else {
                try entries.forEachClinicalEntry(matching: filter, within: first...last) { row in
                    days.add(ClinicalDayEntry(attack: attack(of: row), kind: row.kind))
                }
                continue
            }
            // The pairing of a dose with its follow-up needs the condition's entries of the three
            // months (and the day after, for a follow-up past midnight) side by side: a bounded window.
            var rows: [ClinicalEntryRow] = []
            try entries.forEachClinicalEntry(matching: filter, within: first...last.adding(days: 1)) { rows.append($0) }
            let outcomes = TwoHourOutcome.doses(of: rows.map(outcomeEntry(of:)))
            let relieved = TwoHourOutcome.entriesRelievedByTriptanOrErgot(outcomes)
            for (index, row) in rows.enumerated() {
                days.add(
                    ClinicalDayEntry(
                        attack: attack(of: row), kind: row.kind, relievedByTriptanOrErgot: relieved.contains(index)))
            }
        }
        return ChronicMigraineCheck.statement(of: days, lastDay: lastDay, overuseFlagged: overuseFlagged)
    }

    /// What the attack rules read of `row`.
    public func attack(of row: ClinicalEntryRow) -> AttackFacts {
        AttackFacts(
            intensity: row.intensity, start: row.start, end: row.end, symptoms: Set(row.symptoms.symptoms),
            acuteClasses: Set(row.doses.compactMap { acuteClass(of: $0) }))
    }

    private func outcomeEntry(of row: ClinicalEntryRow) -> OutcomeEntry {
        OutcomeEntry(
            time: row.start.seconds, end: row.end?.seconds, intensity: row.intensity,
            doses: row.doses.map { OutcomeDose(name: $0.name, acuteClass: acuteClass(of: $0)) })
    }

    /// The acute class of a dose, by its raw value (a class that is no acute medicine has none).
    private func acuteClass(of dose: ClinicalEntryRow.Dose) -> ClinicalMedicineClass? {
        classOf(dose.name, dose.dose).flatMap { ClinicalMedicineClass(rawValue: $0.rawValue) }
    }
}
