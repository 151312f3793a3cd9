public import PainlogDomain

/// The formats entries stream in, for `list --format csv|json` and `export`: an opening, each entry
/// as it is read, and a closing, so a million entries never sit in memory at once.
public enum EntryStreamFormat: String, Sendable, CaseIterable {
    /// RFC 4180 with the contract's header and CRLF rows (`EntryCSVFormatter`).
    case csv
    /// A JSON array of the contract's entry objects, one per line (`EntryJSONFormatter`).
    case json
    /// A FHIR R4 Bundle for a clinic's systems (`FHIRBundleFormatter`); `export` only.
    case fhir

    /// What comes before the first entry.
    public var opening: String {
        switch self {
        case .csv: EntryCSVFormatter.header
        case .json: JSONArrayFraming.opening
        case .fhir: FHIRBundleFormatter.opening
        }
    }

    /// Appends entry number `index` (from 0), with whatever separates it from the one before, as UTF-8;
    /// JSON with its `key` when given (`list`).
    public func append(_ entry: Entry, index: Int, key: String? = nil, to out: inout [UInt8]) {
        switch self {
        case .csv:
            EntryCSVFormatter.appendRow(entry, to: &out)
        case .json:
            out.append(contentsOf: JSONArrayFraming.separator(before: index).utf8)
            EntryJSONFormatter.append(entry, key: key, to: &out)
        case .fhir:
            FHIRBundleFormatter.append(entry, to: &out)
        }
    }

    /// `append(_:index:to:)` for `list`'s JSON, whose objects end with the entry's conditions.
    public func append(
        _ entry: Entry, index: Int, key: String? = nil, conditions: ConditionMembership, to out: inout [UInt8]
    ) {
        guard self == .json else { return append(entry, index: index, to: &out) }
        out.append(contentsOf: JSONArrayFraming.separator(before: index).utf8)
        JSONWriter.append(.object(EntryJSONFormatter.members(entry, key: key, conditions: conditions)), to: &out)
    }

    /// What comes after the last of `count` entries.
    public func closing(count: Int) -> String {
        switch self {
        case .csv: ""
        case .json: JSONArrayFraming.closing(count: count)
        case .fhir: FHIRBundleFormatter.closing
        }
    }
}
