/// An area, tag or medication name with how often and how recently it was logged.
public struct NameUsage: Sendable, Equatable {
    public let name: String
    public let entryCount: Int
    public let lastLogged: Timestamp

    public init(name: String, entryCount: Int, lastLogged: Timestamp) {
        self.name = name
        self.entryCount = entryCount
        self.lastLogged = lastLogged
    }
}

/// A name as stored: its id and the diary's spelling.
public struct NameRecord: Sendable, Equatable {
    public let id: Int64
    public let name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}

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
