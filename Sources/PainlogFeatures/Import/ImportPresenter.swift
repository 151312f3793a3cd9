import PainlogDomain

/// What `import` prints.
public enum ImportPresenter {
    /// `Imported 120 new, 3 updated, 997 unchanged` (or `Would import …` for a dry run), then
    /// `, 2 kept newer` and `, 1 deleted here` when there are such rows, then
    /// `; 2 edited outside painlog (rev no longer matches): applied as new edits` when rows were
    /// (those are among the updated, or the new for entries deleted here that they bring back).
    public static func line(_ report: ImportReport) -> StyledLine {
        var counts = "\(report.added) new, \(report.updated) updated, \(report.unchanged) unchanged"
        if report.keptNewer > 0 { counts += ", \(report.keptNewer) kept newer" }
        if report.deletedHere > 0 { counts += ", \(report.deletedHere) deleted here" }
        if report.editedOutside > 0 {
            let edits = report.editedOutside == 1 ? "a new edit" : "new edits"
            counts +=
                "; \(report.editedOutside) edited outside painlog (rev no longer matches): "
                + (report.dryRun ? "would be applied as \(edits)" : "applied as \(edits)")
        }
        if report.conflicts > 0 {
            let values = report.conflicts == 1 ? "1 value" : "\(report.conflicts) values"
            counts +=
                "; \(values) of rows edited outside painlog \(report.dryRun ? "would be" : "were") set aside: "
                + "the entry changed here too since the export and keeps its own; they are in its history"
        }
        return StyledLine(
            report.dryRun ? "Would import \(counts) (dry run: nothing was written)" : "Imported \(counts)")
    }

    /// `import --json`: `{"added", "updated", "unchanged", "kept_newer", "deleted_here",
    /// "edited_outside", "conflicts", "dry_run"}`, and with `--dry-run` `"changes"`: `[{"action", "id",
    /// "occurred_at", "intensity", "differences", "edited_outside"}]`, `action` one of `add`,
    /// `revive`, `update`, `keep_newer`, `skip_deleted`.
    public static func json(_ report: ImportReport, changes: [ImportChange]?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("added", .number(String(report.added))), ("updated", .number(String(report.updated))),
            ("unchanged", .number(String(report.unchanged))), ("kept_newer", .number(String(report.keptNewer))),
            ("deleted_here", .number(String(report.deletedHere))),
            ("edited_outside", .number(String(report.editedOutside))),
            ("conflicts", .number(String(report.conflicts))), ("dry_run", .bool(report.dryRun)),
        ]
        if let changes {
            var items: [JSONValue] = []
            items.reserveCapacity(changes.count)
            for change in changes {
                let action: String
                switch change.action {
                case .add(let revived): action = revived == nil ? "add" : "revive"
                case .update: action = "update"
                case .keepNewer: action = "keep_newer"
                case .skipDeleted: action = "skip_deleted"
                }
                items.append(
                    .object([
                        ("action", .string(action)), ("id", .number(String(change.id))),
                        ("occurred_at", .string(change.occurredAt.iso8601)),
                        ("intensity", .number(String(change.intensity.value))),
                        ("differences", .array(change.differences.map { .string($0) })),
                        ("edited_outside", .bool(change.editedOutside)),
                    ]))
            }
            members.append(("changes", .array(items)))
        }
        return .object(members)
    }

    /// One line of `--dry-run`'s listing.
    ///
    /// What happens to the row, the entry's id here, the row's time and intensity, and what differs:
    /// `update  #53  Fri 2026-11-20 22:01   3/10  intensity, note`.
    public static func changeLine(_ change: ImportChange) -> StyledLine {
        let word: String
        let detail: String
        switch change.action {
        case .add(let revived?):
            word = "add"
            detail =
                "deleted here \(EntryTimeFormat.short(revived.deletedAt)) as #\(revived.entryID), "
                + (change.editedOutside
                    ? "edited outside painlog since (rev no longer matches)" : "changed later in the file")
        case .add(nil):
            word = "add"
            detail = "new"
        case .update:
            word = "update"
            detail =
                change.differences.joined(separator: ", ")
                + (change.editedOutside ? "; edited outside painlog (rev no longer matches)" : "")
        case .keepNewer(let diaryUpdatedAt):
            word = "keep"
            let fileTime = change.rowUpdatedAt.map { ", in the file \(EntryTimeFormat.short($0))" } ?? ""
            detail =
                change.differences.joined(separator: ", ")
                + "; kept, changed here \(EntryTimeFormat.short(diaryUpdatedAt))"
                + fileTime
        case .skipDeleted(let tombstone):
            word = "skip"
            detail = "deleted here \(EntryTimeFormat.short(tombstone.deletedAt))"
        }
        let value = change.intensity.value
        let cells = [word, "#\(change.id)", EntryTimeFormat.short(change.occurredAt), "\(value)/10", detail]
        let line = TextColumns.styledLines(cells: [cells.map { [StyledSpan($0)] }], columns: changeColumns)[0]
        return StyledLine(line.plainText)
    }

    /// A listing's lines are printed one by one, so the columns that vary (the action word, the
    /// intensity) have fixed widths: `update` and `10/10`.
    private static let changeColumns: [TextColumns.Column] = [
        TextColumns.Column(minimumWidth: 6), .left, .left,
        TextColumns.Column(rightAligned: true, minimumWidth: 5), .left,
    ]
}
