/// The kinds of change a user can undo.
public enum ChangeKind: String, Sendable, Equatable {
    case log, edit, delete, `import`, rename, impact, sync
    /// `meds class NAME CLASS`.
    case medicationClass = "class"
    /// `conditions add`, `edit`, `rename` or `remove`.
    case condition
    /// `course start`, `dose` or `stop`.
    case course
}
