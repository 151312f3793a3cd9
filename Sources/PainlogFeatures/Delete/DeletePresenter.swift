public import PainlogDomain

/// What `delete` shows before asking, and after deleting.
public enum DeletePresenter {
    /// The question asked on a terminal.
    public static func question(count: Int) -> String {
        count == 1 ? "Delete this entry? [y/N] " : "Delete these \(count) entries? [y/N] "
    }

    /// `Deleted #3, #5. 'painlog undo' brings them back.`
    /// `hints` writes the command that brings them back.
    public static func deletedLine(_ entries: [Entry], hints: (CommandHint) -> String) -> StyledLine {
        let ids = entries.map { "#\($0.id)" }.joined(separator: ", ")
        let them = entries.count == 1 ? "it" : "them"
        return StyledLine("Deleted \(ids). '\(hints(.undo))' brings \(them) back.")
    }
}
