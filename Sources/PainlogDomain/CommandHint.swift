/// What a message suggests the user do next, named by its purpose: presenters and errors say which
/// hint they carry, and the CLI writes it as its own command line (`painlog log 5 --area head`).
public enum CommandHint: Sendable, Equatable {
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
    /// Undo the last change.
    case undo
    /// Answer the three PEG questions.
    case recordImpact
    /// List the entries, which shows their ids.
    case listEntries
    /// List the names of one kind.
    case listNames(NameKind)
    /// Rename (merge) the name `old` of one kind into `new`; both as they are to be shown.
    case renameName(NameKind, old: String, new: String)
    /// Sync, naming the folder the first time.
    case syncFolder
    /// Show the entry with this id with the earlier values sync set aside.
    case entryHistory(Int64)
    /// Give entry `id` another end.
    case editEnd(Int64)
    /// List the conditions.
    case listConditions
    /// List the preventive courses.
    case listCourses
}
