public import PainlogDomain

/// An entry as a user names it where an id is taken (`show`, `edit`, `delete`): its number (`12`,
/// `#12`), its key or the beginning of its uid (`@a1b2c3d4`, `a1b2`), or `last`, the entry with the
/// latest time.
public enum EntryReference: Sendable, Equatable {
    case id(Int64)
    /// A key or uid prefix: 4 to 32 lowercase hexadecimal digits, dashes left out.
    case key(String)
    /// The entry with the latest `occurred_at` (of two at the same second, the higher id): the attack
    /// logged last, even when an older one was typed in after it.
    case last

    /// How many matches an ambiguous or deleted prefix lists.
    static let listedMatches = 10

    /// The reference in `text` (`12`, `#12`, `@a1b2c3d4`, `a1b2c3d4`, `last` in any case), or a usage
    /// error naming it.
    ///
    /// Decimal digits alone are always a number, so `4021` never names a uid.
    public static func parse(_ text: String) throws(PainlogError) -> EntryReference {
        if text.trimmingWhitespace().lowercased() == "last" { return .last }
        if let id = try? EntryID.parse(text) { return .id(id) }
        if let digits = EntryKey.typedPrefix(text) { return .key(digits) }
        throw .usage(
            "'\(QuotedValue.shown(text))' is not an entry id; use the number shown by '\(hint: .listEntries)', "
                + "e.g. 12 or #12, a key such as @3f2a9c1e (at least \(EntryKey.shortestPrefix) of its digits), "
                + "or last for the latest entry")
    }

    /// The entry this names in `store`, or nil when there is none.
    ///
    /// A prefix that matches several entries is a usage error listing them; one that matches only
    /// deleted entries is a failure saying when and by which diary each was deleted.
    public func entry(in store: any EntryStore) throws -> Entry? {
        switch self {
        case .id(let id):
            return try store.entry(id: id)
        case .last:
            return try store.entries(matching: EntryFilter(), order: .newestFirst, limit: 1).first
        case .key(let digits):
            return try Self.entry(withKey: digits, in: store)
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
        case .key(let digits):
            PainlogError(
                .failure,
                "no entry or deletion has a key or uid beginning @\(digits); '\(hint: .listEntries)' shows "
                    + "the ids and 'show' each entry's key")
        case .last:
            PainlogError(
                .failure, "the diary has no entries, so 'last' names none; '\(hint: .logWithArea)' records one")
        }
    }

    /// `#12`, `@a1b2c3d4` or `last`: how a message names the reference.
    public var text: String {
        switch self {
        case .id(let id): "#\(id)"
        case .key(let digits): "@" + digits
        case .last: "last"
        }
    }

    /// The live entry whose uid begins with `digits`: the only one, also beside deleted ones.
    private static func entry(withKey digits: String, in store: any EntryStore) throws -> Entry? {
        let prefix = EntryKey.uidPrefix(ofDigits: digits)
        let live = try store.entries(withUIDPrefix: prefix, limit: listedMatches + 1)
        if live.count == 1 { return live[0] }
        if live.count > 1 {
            var listed: [String] = []
            for entry in live.prefix(listedMatches) {
                listed.append(
                    "#\(entry.id) @\(try store.key(of: entry.uid)) (\(EntryTimeFormat.short(entry.occurredAt)), "
                        + "\(entry.intensity.value)/10)")
            }
            let more = live.count > listedMatches ? " and more" : ""
            throw PainlogError.usage(
                "@\(digits) names more than one entry: \(listed.joined(separator: "; "))\(more); "
                    + "give more of its digits")
        }
        let deleted = try store.deletions(withUIDPrefix: prefix, limit: listedMatches + 1)
        guard !deleted.isEmpty else { return nil }
        var listed: [String] = []
        for match in deleted.prefix(listedMatches) {
            listed.append("@\(try store.key(of: match.uid)) on \(EntryTimeFormat.short(match.deletedAt)) \(by(match))")
        }
        let more = deleted.count > listedMatches ? " and more" : ""
        let subject = deleted.count == 1 ? "an entry that was deleted" : "entries that were deleted"
        throw PainlogError.failure("@\(digits) names \(subject): \(listed.joined(separator: "; "))\(more)")
    }

    /// `by diary 3f2b8c1e` (the first 8 digits of its id), or that it is not known.
    private static func by(_ match: DeletedEntryMatch) -> String {
        guard let diary = match.deletedBy else { return "(by a diary it does not record)" }
        return "by diary \(diary.prefix(8))"
    }
}
