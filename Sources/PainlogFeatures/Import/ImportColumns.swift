/// The columns an import file may have, as the export writes them.
enum ImportColumns {
    static let all = EntryCSVFormatter.columns
    /// Columns an import reads past: the local times `export --excel` adds for spreadsheets.
    static let ignored = EntryCSVFormatter.spreadsheetColumns
    /// Without these a row cannot become an entry.
    static let required = ["occurred_at", "intensity"]
}
