public import PainlogDomain

/// Lines for `migrate --status`, `migrate --dry-run` and `migrate`.
public enum MigrationStatusPresenter {
    /// One line per migration: `0001_create_entries  applied 2026-11-22T08:30:00+01:00`.
    public static func statusLines(_ states: [MigrationState]) -> [StyledLine] {
        let cells = states.map { state -> [[StyledSpan]] in
            let (text, style): (String, TextStyle) =
                switch state.status {
                case .applied(let at): ("applied " + at, .plain)
                case .pending: ("pending", .moderate)
                case .checksumMismatch(let at): ("applied \(at), but CHANGED since (checksum mismatch)", .severe)
                case .unknown(let at): ("applied \(at), UNKNOWN to this painlog", .severe)
                }
            return [[StyledSpan(state.fileName)], [StyledSpan(text, style)]]
        }
        return TextColumns.styledLines(cells: cells, columns: [.left, .left])
    }

    /// `migrate --status --json`: `[{"version", "file", "status", "applied_at"}]`, oldest first;
    /// `status` one of `applied`, `pending`, `changed` (checksum mismatch), `unknown` (to this painlog);
    /// `applied_at` `null` when pending.
    public static func json(_ states: [MigrationState]) -> JSONValue {
        var items: [JSONValue] = []
        for state in states {
            let (status, at): (String, String?) =
                switch state.status {
                case .applied(let at): ("applied", at)
                case .pending: ("pending", nil)
                case .checksumMismatch(let at): ("changed", at)
                case .unknown(let at): ("unknown", at)
                }
            items.append(
                .object([
                    ("version", .number(String(state.version))), ("file", .string(state.fileName)),
                    ("status", .string(status)), ("applied_at", at.map { .string($0) } ?? .null),
                ]))
        }
        return .array(items)
    }

    /// What `migrate --dry-run` would do.
    public static func dryRunLines(pending: [MigrationState]) -> [StyledLine] {
        guard !pending.isEmpty else { return [StyledLine("Nothing to migrate: the schema is up to date.")] }
        return pending.map { StyledLine("would apply " + $0.fileName) }
    }

    /// What `migrate` did.
    public static func outcomeLines(_ outcome: MigrationOutcome, latestVersion: Int) -> [StyledLine] {
        guard !outcome.applied.isEmpty else {
            return [StyledLine("Nothing to migrate: the schema is up to date (version \(latestVersion)).")]
        }
        return outcome.applied.map { StyledLine("applied " + $0.fileName) }
    }

    /// The notice for stderr when a backup was written before migrating.
    public static func backupNotice(_ outcome: MigrationOutcome) -> String? {
        outcome.backupPath.map { Notice.line("backed up the database to \($0) before migrating") }
    }

}
