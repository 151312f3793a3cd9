import PainlogDomain

extension SyncPresenter {
    /// What `sync --json` prints: the report as one object.
    ///
    /// `{"folder", "own_file", "dry_run", "changed", "merged": [{"file", "entries", "impacts"}],
    /// "skipped": [{"file", "reason"}], "ahead": [{"file", "records", "field", "time"}], "too_long":
    /// [{"file", "records", "occurred_at", "ended_at"}] (entries left out for lasting more than 366
    /// days; the times the longest one's), "conflicts":
    /// [{"file", "record", "id", "field", "kept", "replaced", "kept_here"}] (an `area`, `condition` or
    /// `course` record: `id` null and `name` its name), "renamed": [{"list", "from",
    /// "to", "entries"}]}`, each count
    /// object `{"added", "updated", "deleted", "kept", "remembered"}`. The notices stay on stderr as
    /// without `--json`.
    public static func json(_ report: SyncReport, folder: String, inbox: InboxReport? = nil) -> JSONValue {
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
        var tooLong: [JSONValue] = []
        for item in report.ahead {
            switch item.reason {
            case .clockAhead:
                ahead.append(
                    .object([
                        ("file", .string(item.file)), ("records", .number(item.count)),
                        ("field", .string(item.field)), ("time", .string(item.time)),
                    ]))
            case .tooLong(let occurredAt):
                tooLong.append(
                    .object([
                        ("file", .string(item.file)), ("records", .number(item.count)),
                        ("occurred_at", .string(occurredAt)), ("ended_at", .string(item.time)),
                    ]))
            }
        }
        let conflicts = report.conflicts.map { conflict -> JSONValue in
            // An area's, a condition's or a course's field has no id but a name.
            let named = conflict.record != "entry" && conflict.record != "impact"
            var members: [(String, JSONValue)] = [
                ("file", .string(conflict.file)), ("record", .string(conflict.record)),
                ("id", named ? JSONValue.null : .number(Int(conflict.id))),
                ("field", .string(conflict.field)), ("kept", .string(conflict.kept)),
                ("replaced", .string(conflict.replaced)), ("kept_here", .bool(conflict.keptHere)),
                ("diary", conflict.diary.isEmpty ? .null : .string(conflict.diary)),
                ("came_back", .bool(conflict.cameBack)), ("lost_here", .bool(conflict.lostHere)),
            ]
            if named { members.append(("name", .string(conflict.name))) }
            return .object(members)
        }
        var members: [(String, JSONValue)] = [
            ("folder", .string(folder)), ("own_file", .string(report.ownFile)), ("dry_run", .bool(report.dryRun)),
            ("changed", .bool(report.changed)), ("merged", .array(merged)), ("skipped", .array(skipped)),
            ("ahead", .array(ahead)), ("too_long", .array(tooLong)), ("conflicts", .array(conflicts)),
            (
                "renamed",
                .array(
                    report.renamed.map {
                        .object([
                            ("list", .string($0.kind.rawValue)), ("from", .string($0.from)), ("to", .string($0.to)),
                            ("entries", .number($0.entries)),
                        ])
                    })
            ),
        ]
        if let inbox { members.append(("inbox", inboxJSON(inbox))) }
        return .object(members)
    }

    /// `{"logged": [{"file", "line", "at_sync_time", "entry"}], "already_logged", "refused": [{"file",
    /// "line", "reason"}], "skipped": [{"file", "reason"}], "emptied", "removed", "changed"}`.
    static func inboxJSON(_ inbox: InboxReport) -> JSONValue {
        var emptied: [JSONValue] = []
        var removed: [JSONValue] = []
        var changed: [JSONValue] = []
        for tidied in inbox.tidied {
            switch tidied {
            case .emptied(let file): emptied.append(.string(file))
            case .removed(let file): removed.append(.string(file))
            case .changed(let file): changed.append(.string(file))
            }
        }
        return .object([
            (
                "logged",
                .array(
                    inbox.logged.map { logged in
                        .object([
                            ("file", .string(logged.file)), ("line", .number(logged.line)),
                            ("at_sync_time", .bool(logged.atSyncTime)),
                            ("entry", .object(EntryJSONFormatter.members(logged.entry))),
                        ])
                    })
            ),
            ("already_logged", .number(inbox.alreadyLogged)),
            (
                "refused",
                .array(
                    inbox.refused.map { refused in
                        .object([
                            ("file", .string(refused.file)), ("line", .number(refused.line)),
                            ("reason", .string(refused.reason)),
                        ])
                    })
            ),
            (
                "skipped",
                .array(
                    inbox.skipped.map { skipped in
                        .object([("file", .string(skipped.file)), ("reason", .string(skipped.reason))])
                    })
            ),
            ("emptied", .array(emptied)), ("removed", .array(removed)), ("changed", .array(changed)),
        ])
    }
}
