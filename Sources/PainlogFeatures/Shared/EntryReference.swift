public import PainlogDomain

/// An entry as a user names it where an id is taken (`show`, `edit`, `delete`): its id (`12`,
/// `#12`) or `last`, the entry with the latest time.
public enum EntryReference: Sendable, Equatable {
    case id(Int64)
    /// The entry with the latest `occurred_at` (of two at the same second, the higher id): the attack
    /// logged last, even when an older one was typed in after it.
    case last

    /// The reference in `text` (`12`, `#12`, `last` in any case), or a usage error naming it.
    public static func parse(_ text: String) throws(PainlogError) -> EntryReference {
        if text.trimmingWhitespace().lowercased() == "last" { return .last }
        do {
            return .id(try EntryID.parse(text))
        } catch {
            throw .usage(
                "'\(QuotedValue.shown(text))' is not an entry id; use the number shown by '\(hint: .listEntries)', "
                    + "e.g. 12 or #12, or last for the latest entry")
        }
    }

    /// The entry this names in `store`, or nil when there is none.
    public func entry(in store: any EntryStore) throws -> Entry? {
        switch self {
        case .id(let id):
            return try store.entry(id: id)
        case .last:
            return try store.entries(matching: EntryFilter(), order: .newestFirst, limit: 1).first
        }
    }

    /// The entry this names in `store`; a failure saying so when there is none.
    public func existingEntry(in store: any EntryStore) throws -> Entry {
        guard let entry = try entry(in: store) else { throw missing }
        return entry
    }

    /// The failure for a reference that names no entry: `#12` that does not exist, or `last` in a
    /// diary without entries.
    public var missing: PainlogError {
        switch self {
        case .id(let id):
            PainlogError(.failure, "no entry #\(id); '\(hint: .listEntries)' shows the ids")
        case .last:
            PainlogError(
                .failure, "the diary has no entries, so 'last' names none; '\(hint: .logWithArea)' records one")
        }
    }

    /// `#12`, or `last`: how a message names the reference.
    public var text: String {
        switch self {
        case .id(let id): "#\(id)"
        case .last: "last"
        }
    }
}
