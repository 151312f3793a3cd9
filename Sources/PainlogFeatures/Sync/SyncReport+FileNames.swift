extension SyncReport {
    /// This report with the files it names as they are in the folder (`name` of each name the sync
    /// saw): an encrypted folder's `painlog-<id>.jsonl.age` for the `painlog-<id>.jsonl` the merge read.
    ///
    /// Changes this diary's file, the lines of counts, the files skipped and those painlog 0.3 wrote;
    /// conflicts and records left out name the other diary, not its file, in what is shown.
    public func naming(files name: (String) -> String) -> SyncReport {
        SyncReport(
            ownFile: name(ownFile),
            merged: merged.map { FileResult(file: name($0.file), entries: $0.entries, impacts: $0.impacts) },
            skipped: skipped.map { problem in
                switch problem {
                case .skipped(let file, let reason): .skipped(file: name(file), reason: reason)
                }
            }, changed: changed, dryRun: dryRun, sharedIDFile: sharedIDFile, ahead: ahead,
            replacedOwnFile: replacedOwnFile, conflicts: conflicts, renamed: renamed, foundOwnFile: foundOwnFile,
            writtenBy03: writtenBy03.map(name))
    }
}
