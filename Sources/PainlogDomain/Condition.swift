/// What a condition is, which decides the days it counts.
public enum ConditionKind: String, Sendable, Equatable, CaseIterable {
    /// Migraine: headache days, migraine days, the 2-hour outcome.
    case migraine
    /// Another headache disorder (cluster, tension-type): headache days only.
    case headache
    /// Any other pain (back pain, arthritis): pain days.
    case pain

    /// The kind `text` names (any case); anything else is a usage error naming the choices.
    public init(parsing text: String) throws(PainlogError) {
        guard let kind = ConditionKind(rawValue: text.lowercased()) else {
            throw .usage(
                "unknown condition kind '\(QuotedValue.shown(text))'; use one of "
                    + Self.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = kind
    }
}

/// A named group of areas with a kind (issue 39): an entry belongs to every condition that has one
/// of its areas.
public struct Condition: Sendable, Equatable {
    /// The same on every computer the diary syncs with.
    public let uid: String
    /// As first typed (or as renamed); compared by `NameRules.key`.
    public let name: String
    public let kind: ConditionKind
    /// The condition's areas, by their spelling, sorted by key.
    public let areas: [String]
    public let createdAt: Timestamp
    public let updatedAt: Timestamp

    public init(
        uid: String, name: String, kind: ConditionKind, areas: [String], createdAt: Timestamp, updatedAt: Timestamp
    ) {
        self.uid = uid
        self.name = name
        self.kind = kind
        self.areas = areas
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// A condition with what its entries add up to, for `conditions` and `conditions show`.
public struct ConditionUsage: Sendable, Equatable {
    public let condition: Condition
    /// How many entries have an area of the condition.
    public let entries: Int
    /// The latest of them, or nil when there is none.
    public let lastLogged: Timestamp?

    public init(condition: Condition, entries: Int, lastLogged: Timestamp?) {
        self.condition = condition
        self.entries = entries
        self.lastLogged = lastLogged
    }
}

/// The rules of condition names: those of area names, said of a condition.
public enum ConditionNameRules {
    /// `raw` trimmed, or a usage error naming the value (see `NameRules.validated`).
    public static func validated(_ raw: String, allowingBidiControls: Bool = false) throws(PainlogError) -> String {
        try NameRules.validated(raw, label: "condition", allowingBidiControls: allowingBidiControls)
    }
}
