/// The columns an import file may have, as the export writes them.
enum ImportColumns {
    static let all = EntryCSVFormatter.columns
    /// Without these a row cannot become an entry.
    static let required = ["occurred_at", "intensity"]
}
