/// What a line suggests the user do next, named by its purpose: presenters say which hint a line
/// carries, and the view writes it as the commands and options of its own command line.
public enum CommandHint: Sendable, Equatable, CaseIterable {
    /// Log an entry, as the first thing to do in an empty diary: with an area and a note.
    case logFirstEntry
    /// Log an entry with an area, so that areas have something to list.
    case logWithArea
    /// Log an entry with a tag, so that tags have something to list.
    case logWithTag
    /// Log an entry with a medication, so that medications have something to list.
    case logWithMedication
    /// Log an entry now, at any intensity: a reminder's call to action.
    case logNow
    /// List more entries than the default page: the way past the limit.
    case showMoreEntries
}
