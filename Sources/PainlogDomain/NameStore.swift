/// The names of one kind (areas, tags or medications) that entries carry.
public protocol NameStore {
    /// Which names these are.
    var kind: NameKind { get }

    /// Every name that has entries, with counts, most used first.
    func usage() throws -> [NameUsage]

    /// The first of `usage()` alone, without finding every name's latest entry (the dashboard's
    /// "most often", on every bare `painlog`).
    func mostUsed() throws -> NameUsage?

    /// The name that matches case-insensitively, or nil.
    func record(named name: String) throws -> NameRecord?

    /// The ids of the entries that carry name `id`.
    func entryIDs(withName id: Int64) throws -> [Int64]

    /// Gives name `id` a new spelling or name (no other name of this kind may have its key).
    func rename(_ id: Int64, to name: String) throws

    /// Moves every entry of name `id` to name `target`. An entry that had both keeps one area or
    /// tag; a medication keeps each dose (two doses of one medication are two links).
    func merge(_ id: Int64, into target: Int64) throws
}
