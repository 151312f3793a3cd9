public import PainlogDomain

/// What `conditions`, `conditions show` and the changes print.
public enum ConditionsPresenter {
    /// The table of conditions; with none, how to add one.
    public static func lines(for conditions: [ConditionUsage]) -> [StyledLine] {
        guard !conditions.isEmpty else {
            return [StyledLine("No conditions yet: painlog conditions add NAME (see its help)", .dim)]
        }
        let rows = conditions.map { usage in
            [
                StyledSpan(shown(usage.condition.name)), StyledSpan(usage.condition.kind.rawValue),
                StyledSpan(areas(usage.condition)), StyledSpan(String(usage.entries)),
                StyledSpan(usage.lastLogged.map(EntryTimeFormat.short) ?? "-", .dim),
            ]
        }
        return TextColumns.styledLines(
            header: ["CONDITION", "KIND", "AREAS", "ENTRIES", "LAST LOGGED"], rows: rows, rightAligned: [3])
    }

    /// `conditions show NAME`: one labelled line per field.
    public static func detail(_ usage: ConditionUsage) -> [StyledLine] {
        let condition = usage.condition
        let rows: [[[StyledSpan]]] = [
            [[StyledSpan("Condition", .dim)], [StyledSpan(shown(condition.name))]],
            [[StyledSpan("Kind", .dim)], [StyledSpan(condition.kind.rawValue)]],
            [[StyledSpan("Areas", .dim)], [StyledSpan(areas(condition))]],
            [[StyledSpan("Entries", .dim)], [StyledSpan(String(usage.entries))]],
            [[StyledSpan("Last logged", .dim)], [StyledSpan(usage.lastLogged.map(EntryTimeFormat.short) ?? "-")]],
            [[StyledSpan("Uid", .dim)], [StyledSpan(condition.uid)]],
        ]
        return TextColumns.styledLines(cells: rows, columns: [TextColumns.Column(), TextColumns.Column()])
    }

    /// The contract's `conditions --format json`: an array of `{"name", "kind", "areas", "entries",
    /// "last_logged"}`, in the table's order.
    public static func json(_ conditions: [ConditionUsage]) -> JSONValue {
        .array(conditions.map(object))
    }

    /// `conditions show NAME --format json`: the list's object with the condition's uid.
    public static func json(_ usage: ConditionUsage) -> JSONValue {
        guard case .object(let fields) = object(usage) else { return object(usage) }
        return .object([("uid", .string(usage.condition.uid))] + fields)
    }

    /// The line a change prints.
    public static func line(for change: ConditionChange) -> StyledLine {
        switch change {
        case .added(let condition):
            return StyledLine(
                "Added condition '\(shown(condition.name))' (\(condition.kind.rawValue)): \(areas(condition))")
        case .edited(let condition):
            return StyledLine(
                "Condition '\(shown(condition.name))' (\(condition.kind.rawValue)): \(areas(condition))")
        case .renamed(let from, let to):
            return StyledLine("Renamed condition '\(shown(from))' to '\(shown(to))'")
        case .removed(let condition):
            return StyledLine(
                "Removed condition '\(shown(condition.name))'; its entries stay and its areas are unassigned")
        case .unchanged(let condition):
            return StyledLine("Condition '\(shown(condition.name))' is already so; nothing changed", .dim)
        }
    }

    /// The notice for an area that no entry carries yet.
    public static func notice(_ unknown: UnknownConditionArea) -> String {
        var text = "no entry has area '\(shown(unknown.area))' yet"
        if let closest = unknown.closest { text += "; did you mean '\(shown(closest))'?" }
        return Notice.line(text)
    }

    /// The notice for an entry whose areas lie in more than one condition; nil for one or none.
    public static func severalConditionsNotice(_ conditions: [String]) -> String? {
        guard conditions.count > 1 else { return nil }
        let names = conditions.map { "'\(shown($0))'" }
        let listed = names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        return Notice.line("this entry's areas lie in conditions \(listed); its intensity counts for each")
    }

    private static func object(_ usage: ConditionUsage) -> JSONValue {
        .object([
            ("name", .string(usage.condition.name)), ("kind", .string(usage.condition.kind.rawValue)),
            ("areas", .array(usage.condition.areas.map { .string($0) })), ("entries", .number(usage.entries)),
            ("last_logged", usage.lastLogged.map { .string($0.iso8601) } ?? .null),
        ])
    }

    private static func areas(_ condition: Condition) -> String {
        condition.areas.isEmpty ? "(no areas)" : condition.areas.map(shown).joined(separator: ", ")
    }

    private static func shown(_ name: String) -> String { DisplayText.sanitized(name, singleLine: true) }
}
