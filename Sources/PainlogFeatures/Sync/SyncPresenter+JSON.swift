import PainlogDomain

extension SyncPresenter {
    /// What `sync --json` prints: the report as one object.
    ///
    /// `{"folder", "own_file", "dry_run", "changed", "merged": [{"file", "entries", "impacts"}],
    /// "skipped": [{"file", "reason"}], "ahead": [{"file", "records", "field", "time"}]}`, each count
    /// object `{"added", "updated", "deleted", "kept", "remembered"}`. The notices stay on stderr as
    /// without `--json`.
    public static func json(_ report: SyncReport, folder: String) -> String {
        func counts(_ counts: SyncCounts) -> JSONValue {
            .object([
                ("added", .number(counts.added)), ("updated", .number(counts.updated)),
                ("deleted", .number(counts.deleted)), ("kept", .number(counts.kept)),
                ("remembered", .number(counts.remembered)),
            ])
        }
        var merged: [JSONValue] = []
        for result in report.merged {
            merged.append(
                .object([
                    ("file", .string(result.file)), ("entries", counts(result.entries)),
                    ("impacts", counts(result.impacts)),
                ]))
        }
        var skipped: [JSONValue] = []
        for problem in report.skipped {
            if case .skipped(let file, let reason) = problem {
                skipped.append(.object([("file", .string(file)), ("reason", .string(reason))]))
            }
        }
        var ahead: [JSONValue] = []
        for item in report.ahead {
            ahead.append(
                .object([
                    ("file", .string(item.file)), ("records", .number(item.count)), ("field", .string(item.field)),
                    ("time", .string(item.time)),
                ]))
        }
        return JSONWriter.text(
            .object([
                ("folder", .string(folder)), ("own_file", .string(report.ownFile)), ("dry_run", .bool(report.dryRun)),
                ("changed", .bool(report.changed)), ("merged", .array(merged)), ("skipped", .array(skipped)),
                ("ahead", .array(ahead)),
            ]))
    }
}
