import PainlogDomain

/// What a format 3 file says of a rename it lists: its diary knew it, from stamp `from` of its own
/// on (nil: the file does not say since when, for a rename learnt before painlog 0.4).
struct SyncRenameKnownBy: Equatable {
    let diary: String
    let from: ChangeStamp?
}

/// Keeps which renames each diary knew, and from which of its own stamps (docs/sync.md, *Renames
/// reach what was logged before they were known (0.4)*).
enum SyncRenameKnowledge {
    /// Notes what merging `rename` from another diary's file says: `learnt` when this diary did not
    /// know it before (it knew it from its clock's latest stamp on: every stamp it made before is
    /// not later, every one it makes after is), and what the file's diary knew (`knownBy`).
    static func note(
        _ rename: NameRename, learnt: Bool, knownBy: SyncRenameKnownBy?, clock: HybridClock,
        in store: any SyncStampStore
    ) throws {
        if learnt {
            let latest = clock.latest
            try store.noteKnown(
                rename, diary: clock.diary,
                from: ChangeStamp(seconds: latest?.seconds ?? 0, counter: latest?.counter ?? 0, diary: clock.diary))
        }
        // The diary that made the rename knew it from the rename's own stamp.
        if let knownBy, knownBy.diary != rename.stamp?.diary {
            try store.noteKnown(rename, diary: knownBy.diary, from: knownBy.from)
        }
    }
}
