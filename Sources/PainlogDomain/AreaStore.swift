/// An area with how often and how recently it was logged.
public struct AreaUsage: Sendable, Equatable {
    public let name: String
    public let entryCount: Int
    public let lastLogged: Timestamp

    public init(name: String, entryCount: Int, lastLogged: Timestamp) {
        self.name = name
        self.entryCount = entryCount
        self.lastLogged = lastLogged
    }
}

/// An area as stored: its id and the diary's spelling.
public struct AreaRecord: Sendable, Equatable {
    public let id: Int64
    public let name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}

/// The diary's body areas.
public protocol AreaStore {
    /// Every area that has entries, with counts, most used first.
    func usage() throws -> [AreaUsage]

    /// The area whose name matches case-insensitively, or nil.
    func area(named name: String) throws -> AreaRecord?

    /// The ids of the entries that have area `id`.
    func entryIDs(withArea id: Int64) throws -> [Int64]

    /// Gives area `id` a new spelling or name (no other area may have its case-folded form).
    func rename(area id: Int64, to name: String) throws

    /// Moves every entry of area `id` to area `target`; an entry that had both keeps one.
    func merge(area id: Int64, into target: Int64) throws
}
