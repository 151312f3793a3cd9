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
