public import PainlogDomain

/// What a `conditions add`, `edit`, `rename` or `remove` did.
public enum ConditionChange: Sendable, Equatable {
    case added(Condition)
    case edited(Condition)
    case renamed(from: String, to: String)
    case removed(Condition)
    /// Nothing changed: the condition already was as asked.
    case unchanged(Condition)
}

/// An area a change named that no entry carries yet, with the closest area the diary has.
public struct UnknownConditionArea: Sendable, Equatable {
    public let area: String
    public let closest: String?

    public init(area: String, closest: String?) {
        self.area = area
        self.closest = closest
    }
}

/// A change with the areas it named that the diary does not have yet (each a notice).
public struct ConditionChangeResult: Sendable, Equatable {
    public let change: ConditionChange
    public let unknownAreas: [UnknownConditionArea]

    public init(change: ConditionChange, unknownAreas: [UnknownConditionArea] = []) {
        self.change = change
        self.unknownAreas = unknownAreas
    }
}

/// `painlog conditions`: lists, adds, edits, renames and removes conditions (issue 39), each change
/// one undo step.
public struct ConditionsInteractor {
    private let conditions: any ConditionStore
    private let areas: any NameStore
    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar
    private let makeUID: () -> String

    public init(
        conditions: any ConditionStore, areas: any NameStore, unitOfWork: any UnitOfWork, calendar: LocalCalendar,
        makeUID: @escaping () -> String
    ) {
        self.conditions = conditions
        self.areas = areas
        self.unitOfWork = unitOfWork
        self.calendar = calendar
        self.makeUID = makeUID
    }

    /// Every condition with its entries, by name.
    public func list() throws -> [ConditionUsage] {
        try conditions.usage()
    }

    /// The condition named `name`; an unknown one is a failure offering the closest name.
    public func show(_ name: String) throws -> ConditionUsage {
        let valid = try ConditionNameRules.validated(name, allowingBidiControls: true)
        let key = NameRules.key(for: valid)
        guard let found = try conditions.usage().first(where: { NameRules.key(for: $0.condition.name) == key }) else {
            throw try Self.missing(valid, in: conditions)
        }
        return found
    }

    /// Adds condition `name` of kind `kindText` with `areaTexts`.
    public func add(_ name: String, kind kindText: String, areas areaTexts: [String]) throws -> ConditionChangeResult {
        let name = try ConditionNameRules.validated(name)
        let kind = try ConditionKind(parsing: kindText)
        let areaNames = try NameRules.validatedList(areaTexts, kind: .area)
        guard !areaNames.isEmpty else {
            throw PainlogError.usage("a condition needs at least one area; give \(field: .area) AREA")
        }
        return try unitOfWork.inWriteTransaction { diary in
            if let existing = try diary.conditions.condition(named: name) {
                throw PainlogError.usage("condition '\(QuotedValue.shown(existing.name))' already exists")
            }
            try Self.refuseTaken(areaNames, except: nil, in: diary.conditions)
            let time = calendar.timestamp(at: calendar.now())
            let step = try diary.journal.record(
                .condition, summary: "conditions add '\(name)'", at: time, changing: [], created: [])
            try diary.journal.noteConditions(in: step)
            let uid = makeUID()
            try diary.conditions.insert(uid: uid, name: name, kind: kind, at: time)
            for area in areaNames {
                try diary.conditions.assign(area: area, to: uid, at: time)
            }
            let added = try Self.required(name, in: diary.conditions)
            return ConditionChangeResult(change: .added(added), unknownAreas: try unknown(areaNames))
        }
    }

    /// Adds areas to condition `name`, takes areas out of it, or gives it another kind.
    public func edit(
        _ name: String, addAreas addTexts: [String], removeAreas removeTexts: [String], kind kindText: String?
    ) throws -> ConditionChangeResult {
        let name = try ConditionNameRules.validated(name, allowingBidiControls: true)
        let kind = try kindText.map { text throws(PainlogError) in try ConditionKind(parsing: text) }
        let adding = try NameRules.validatedList(addTexts, kind: .area)
        let removing = try NameRules.validatedList(removeTexts, kind: .area, allowingBidiControls: true)
        guard kind != nil || !adding.isEmpty || !removing.isEmpty else {
            throw PainlogError.usage(
                "nothing to change; give \(field: .addArea) AREA, \(field: .removeArea) AREA or \(field: .kind) KIND")
        }
        let removingKeys = Set(removing.map(NameRules.key(for:)))
        if let both = adding.first(where: { removingKeys.contains(NameRules.key(for: $0)) }) {
            throw PainlogError.usage(
                "area '\(QuotedValue.shown(both))' is both added and removed; give it once")
        }
        return try unitOfWork.inWriteTransaction { diary in
            guard let condition = try diary.conditions.condition(named: name) else {
                throw try Self.missing(name, in: diary.conditions)
            }
            try Self.refuseTaken(adding, except: condition.uid, in: diary.conditions)
            let holding = Set(condition.areas.map(NameRules.key(for:)))
            for area in removing where !holding.contains(NameRules.key(for: area)) {
                throw PainlogError.usage(
                    "area '\(QuotedValue.shown(area))' is not in condition '\(QuotedValue.shown(condition.name))'")
            }
            let newAreas = adding.filter { !holding.contains(NameRules.key(for: $0)) }
            let newKind = kind.flatMap { $0 == condition.kind ? nil : $0 }
            guard newKind != nil || !newAreas.isEmpty || !removing.isEmpty else {
                return ConditionChangeResult(change: .unchanged(condition))
            }
            let time = calendar.timestamp(at: calendar.now())
            let step = try diary.journal.record(
                .condition, summary: "conditions edit '\(condition.name)'", at: time, changing: [], created: [])
            try diary.journal.noteConditions(in: step)
            if let newKind { try diary.conditions.setKind(uid: condition.uid, to: newKind, at: time) }
            for area in newAreas { try diary.conditions.assign(area: area, to: condition.uid, at: time) }
            for area in removing { try diary.conditions.assign(area: area, to: nil, at: time) }
            let edited = try Self.required(condition.name, in: diary.conditions)
            return ConditionChangeResult(change: .edited(edited), unknownAreas: try unknown(newAreas))
        }
    }

    /// Renames condition `old` to `new` (a new spelling of the same name too).
    public func rename(_ oldText: String, to newText: String) throws -> ConditionChangeResult {
        let oldName = try ConditionNameRules.validated(oldText, allowingBidiControls: true)
        let newName = try ConditionNameRules.validated(newText)
        return try unitOfWork.inWriteTransaction { diary in
            guard let condition = try diary.conditions.condition(named: oldName) else {
                throw try Self.missing(oldName, in: diary.conditions)
            }
            if let other = try diary.conditions.condition(named: newName), other.uid != condition.uid {
                throw PainlogError.usage(
                    "condition '\(QuotedValue.shown(other.name))' already exists; conditions are not merged")
            }
            guard condition.name != newName else { return ConditionChangeResult(change: .unchanged(condition)) }
            let time = calendar.timestamp(at: calendar.now())
            let step = try diary.journal.record(
                .condition, summary: "conditions rename '\(condition.name)' '\(newName)'", at: time, changing: [],
                created: [])
            try diary.journal.noteConditions(in: step)
            try diary.conditions.rename(uid: condition.uid, to: newName, at: time)
            return ConditionChangeResult(change: .renamed(from: condition.name, to: newName))
        }
    }

    /// Removes condition `name`: its entries and areas stay, its areas become unassigned.
    public func remove(_ nameText: String) throws -> ConditionChangeResult {
        let name = try ConditionNameRules.validated(nameText, allowingBidiControls: true)
        return try unitOfWork.inWriteTransaction { diary in
            guard let condition = try diary.conditions.condition(named: name) else {
                throw try Self.missing(name, in: diary.conditions)
            }
            let time = calendar.timestamp(at: calendar.now())
            let step = try diary.journal.record(
                .condition, summary: "conditions remove '\(condition.name)'", at: time, changing: [], created: [])
            try diary.journal.noteConditions(in: step)
            try diary.conditions.remove(uid: condition.uid, at: time)
            return ConditionChangeResult(change: .removed(condition))
        }
    }

    /// The areas of `names` that no entry carries yet, each with the closest area that one does.
    private func unknown(_ names: [String]) throws -> [UnknownConditionArea] {
        let known = try areas.usage().map(\.name)
        let keys = Set(known.map(NameRules.key(for:)))
        return names.filter { !keys.contains(NameRules.key(for: $0)) }.map { area in
            UnknownConditionArea(area: area, closest: NameSuggestion.closest(to: area, among: known))
        }
    }

    /// Refuses an area of `names` that is in a condition other than `uid` (usage error naming it).
    private static func refuseTaken(_ names: [String], except uid: String?, in store: any ConditionStore) throws {
        for area in names {
            guard let holder = try store.conditionUID(ofArea: area), holder != uid else { continue }
            let holderName = try store.conditions().first { $0.uid == holder }?.name ?? holder
            throw PainlogError.usage(
                "area '\(QuotedValue.shown(area))' is in condition '\(QuotedValue.shown(holderName))'; "
                    + "an area is in one condition at most")
        }
    }

    /// The condition `name`, which the step has just written.
    private static func required(_ name: String, in store: any ConditionStore) throws -> Condition {
        guard let found = try store.condition(named: name) else { throw try missing(name, in: store) }
        return found
    }

    /// The failure for condition `name` that the diary does not have, offering the closest.
    public static func missing(_ name: String, in store: any ConditionStore) throws -> PainlogError {
        let known = try store.conditions().map(\.name)
        var text = "no condition '\(QuotedValue.shown(name))'"
        if let closest = NameSuggestion.closest(to: name, among: known) {
            text += "; did you mean '\(QuotedValue.shown(closest))'? "
        } else {
            text += "; "
        }
        return PainlogError(.failure, text + "'\(hint: .listConditions)' lists them")
    }
}
