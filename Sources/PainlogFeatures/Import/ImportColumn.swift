/// The columns of the export format, in the export's order.
public enum ImportColumn: Int, CaseIterable, Sendable {
    case id, uid, occurredAt, intensity, areas, tags, medications, note, createdAt, updatedAt, rev, endedAt, symptoms

    /// The column's name in the header and the JSON field's name.
    public var name: String { EntryCSVFormatter.columns[rawValue] }

    /// The column called `name`, or nil.
    public init?(name: String) {
        guard let index = EntryCSVFormatter.columns.firstIndex(of: name) else { return nil }
        self.init(rawValue: index)
    }
}
