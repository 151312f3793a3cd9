public import PainlogDomain

/// Which conditions an entry belongs to: every condition that has one of its areas (issue 39).
///
/// Made once per command from the diary's conditions (a few), then asked per entry with no query.
public struct ConditionMembership: Sendable, Equatable {
    /// Each assigned area's key with its condition's name.
    private let conditionOfArea: [String: String]

    public init(_ conditions: [Condition]) {
        var map: [String: String] = [:]
        for condition in conditions {
            for area in condition.areas { map[NameRules.key(for: area)] = condition.name }
        }
        conditionOfArea = map
    }

    /// No conditions: every entry is unassigned.
    public static let none = ConditionMembership([])

    /// The names of the conditions `entry` belongs to, each once, sorted by key; empty when it is
    /// unassigned.
    public func names(of entry: Entry) -> [String] {
        guard !conditionOfArea.isEmpty else { return [] }
        var names: [String] = []
        for area in entry.areas {
            guard let name = conditionOfArea[NameRules.key(for: area)] else { continue }
            if !names.contains(name) { names.append(name) }
        }
        return names.count < 2 ? names : names.sorted { NameRules.key(for: $0) < NameRules.key(for: $1) }
    }
}
