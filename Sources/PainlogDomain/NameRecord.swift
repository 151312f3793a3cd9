/// A name as stored: its id and the diary's spelling.
public struct NameRecord: Sendable, Equatable {
    public let id: Int64
    public let name: String

    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
