public import PainlogDomain

/// What `sync` prints: one line per other diary's file with its counts, the skipped files, and
/// what it wrote.
public enum SyncPresenter {
    /// `painlog-3f2b….jsonl: 2 added, 1 updated, 0 deleted, 3 kept` (`; impact records: …` when any).
    public static func fileLine(_ result: SyncReport.FileResult) -> StyledLine {
        var text = DisplayText.sanitized(result.file, singleLine: true) + ": " + counts(result.entries)
        let impacts = result.impacts
        if impacts.added + impacts.updated + impacts.deleted + impacts.kept + impacts.remembered > 0 {
            text += "; impact records: " + counts(impacts)
        }
        return StyledLine(text)
    }

    private static func counts(_ counts: SyncCounts) -> String {
        var text = "\(counts.added) added, \(counts.updated) updated, \(counts.deleted) deleted, \(counts.kept) kept"
        if counts.remembered > 0 { text += ", \(counts.remembered) deletions remembered" }
        return text
    }

    /// The line for a rename applied here: `Renamed area 'back' to 'lower back' in 2 entries (…)`.
    public static func renamedLine(_ renamed: SyncReport.Renamed, dryRun: Bool) -> StyledLine {
        let entries = renamed.entries == 1 ? "1 entry" : "\(renamed.entries) entries"
        return StyledLine(
            (dryRun ? "Would rename " : "Renamed ") + renamed.kind.rawValue + " '"
                + DisplayText.sanitized(renamed.from, singleLine: true) + "' to '"
                + DisplayText.sanitized(renamed.to, singleLine: true) + "' in \(entries) (the rename travels by sync)")
    }

    /// The notice for a file left out.
    public static func skippedNotice(_ problem: SyncFileProblem) -> String {
        Notice.line(DisplayText.sanitized(problem.message, singleLine: true))
    }

    /// The notice for a file some of whose records were left out for a time more than a day ahead:
    /// `notice: 2 records in painlog-….jsonl are more than a day ahead of this computer's clock
    /// (updated_at 2026-11-27T10:00:00+01:00) and were not merged; is the clock of the computer
    /// that wrote them wrong? …`.
    ///
    /// For entries left out for their length: `notice: 1 entry in painlog-….jsonl lasts more than 366
    /// days (occurred_at … to ended_at …) and was not merged; an entry lasts at most 366 days: …`.
    public static func aheadNotice(_ ahead: SyncReport.Ahead) -> String {
        let records = ahead.count == 1 ? "1 record in" : "\(ahead.count) records in"
        let verb = ahead.count == 1 ? "is" : "are"
        let pronoun = ahead.count == 1 ? "it" : "them"
        if case .tooLong(let occurredAt) = ahead.reason {
            let entries = ahead.count == 1 ? "1 entry in" : "\(ahead.count) entries in"
            return Notice.line(
                DisplayText.sanitized(
                    "\(entries) \(ahead.file) \(ahead.count == 1 ? "lasts" : "last") more than 366 days (the longest: "
                        + "occurred_at \(occurredAt) to ended_at \(ahead.time)) and \(ahead.count == 1 ? "was" : "were") "
                        + "not merged; an entry lasts at most 366 days: correct \(pronoun) on the computer that wrote "
                        + "\(pronoun), then sync there and here again; everything else was merged",
                    singleLine: true))
        }
        return Notice.line(
            DisplayText.sanitized(
                "\(records) \(ahead.file) \(verb) more than a day ahead of this computer's clock "
                    + "(\(ahead.field) \(ahead.time)) and \(ahead.count == 1 ? "was" : "were") not merged; "
                    + "is the clock of the computer that wrote \(pronoun) wrong? Fix it (or this one), sync there, "
                    + "then sync here again; everything else was merged",
                singleLine: true))
    }

    /// The notice for a field changed both here and in another diary since they last synced:
    /// `notice: conflict in entry #12's note: kept 'at work' (this diary's), set aside 'at home'
    /// (diary 3f2b1a0c's); both changed it since the last sync; see painlog show 12 --history`,
    /// the command written by `hints`.
    public static func conflictNotice(_ conflict: SyncReport.Conflict, hints: (CommandHint) -> String) -> String {
        func shown(_ value: String) -> String {
            value.isEmpty ? "none" : "'" + DisplayText.sanitized(value, singleLine: true) + "'"
        }
        let here = "this diary's"
        // The other diary by its 8-digit id (as `show --history` names it), from its value's stamp.
        let there =
            conflict.diary.isEmpty
            ? DisplayText.sanitized(conflict.file, singleLine: true) + "'s"
            : "diary " + DisplayText.sanitized(String(conflict.diary.prefix(8)), singleLine: true) + "'s"
        if conflict.cameBack {
            return Notice.line("#\(conflict.id) came back: edited on the other computer after you deleted it")
        }
        let record: String
        switch conflict.record {
        case "entry": record = "entry #\(conflict.id)"
        case "impact": record = "impact record #\(conflict.id)"
        // An area's, a condition's or a course's field, by its name.
        default: record = conflict.record + " '" + DisplayText.sanitized(conflict.name, singleLine: true) + "'"
        }
        let history = conflict.record == "entry" ? "; see " + hints(.entryHistory(conflict.id)) : ""
        if conflict.lostHere {
            return Notice.line(
                "conflict in \(record)'s \(conflict.field): \(there.dropLast(2)) changed it too, before it saw "
                    + "this diary's change, and kept \(shown(conflict.kept)); this diary's \(shown(conflict.replaced)) "
                    + "was set aside\(history)")
        }
        return Notice.line(
            "conflict in \(record)'s \(conflict.field): kept \(shown(conflict.kept)) "
                + "(\(conflict.keptHere ? here : there)), set aside \(shown(conflict.replaced)) "
                + "(\(conflict.keptHere ? there : here)); both changed it since the last sync\(history)")
    }

    /// The notice for a name with more than one open course after a sync: `notice: 2 courses of
    /// topiramate are open after this sync (started 2026-10-01 and 2026-10-03), …; see painlog courses`.
    public static func openCoursesNotice(_ open: SyncReport.OpenCourses, hints: (CommandHint) -> String) -> String {
        let starts = open.starts.map { String($0.iso8601.prefix(10)) }
        let listed =
            starts.count == 2
            ? starts[0] + " and " + starts[1]
            : starts.dropLast().joined(separator: ", ") + " and "
                + (starts.last ?? "")
        return Notice.line(
            "\(open.starts.count) courses of " + DisplayText.sanitized(open.name, singleLine: true)
                + " are open after this sync (started \(listed)): they were started on different computers; "
                + "course stop stops the one started last; see " + hints(.listCourses))
    }

    /// The notice when something that is not a file stood under this diary's file name.
    public static func replacedNotice(_ report: SyncReport) -> String? {
        guard let kind = report.replacedOwnFile else { return nil }
        let action = report.dryRun ? "would replace it with this diary's file" : "replaced it with this diary's file"
        return Notice.line(
            "\(report.ownFile) in the sync folder was \(kind.description), not a file painlog wrote; "
                + "it was not read; \(action)")
    }

    /// The notice when a copy of this diary wrote this diary's file (see `SyncReport.sharedIDFile`).
    public static func sharedIDNotice(_ report: SyncReport) -> String? {
        guard let old = report.sharedIDFile else { return nil }
        let action =
            report.dryRun ? "would merge it and take a new id" : "merged it; this diary now writes \(report.ownFile)"
        return Notice.line(
            "\(old) was written by another diary with this diary's id (a copy of this database?); \(action)")
    }

    /// The notice for another diary's file that painlog 0.3 wrote since the last sync:
    /// `notice: painlog-….jsonl was written by painlog 0.3 since the last sync: that diary still runs
    /// 0.3, which skips this diary's files (format 3); update painlog there`.
    public static func writtenBy03Notice(_ file: String) -> String {
        Notice.line(
            DisplayText.sanitized(file, singleLine: true)
                + " was written by painlog 0.3 since the last sync: that diary still runs 0.3, which skips this "
                + "diary's files (format \(SyncFileFormat.version)); update painlog on that computer")
    }

    /// The notice when the file under this diary's name was neither one it wrote nor a copy of this
    /// database's (see `SyncReport.foundOwnFile`): what it was, and that this diary wrote over it.
    public static func foundOwnFileNotice(_ report: SyncReport) -> String? {
        guard let found = report.foundOwnFile else { return nil }
        let what: String
        switch found {
        case .olderVersion:
            what = "an older version of this diary's file (restored from a backup or a cloud's history?)"
        case .otherDiary(let id):
            what = "the file of diary \(id) (\(SyncFileFormat.fileName(diaryID: id))), copied under this diary's name"
        case .unreadable: what = "a file painlog cannot read"
        }
        let merged = found == .unreadable ? "" : "merge it and "
        let action =
            report.dryRun
            ? "would \(merged)write this diary's file over it"
            : (found == .unreadable ? "wrote" : "merged it and wrote") + " this diary's file over it"
        return Notice.line(
            "\(report.ownFile) in the sync folder was not the file this diary last wrote but \(what); \(action); "
                + "this diary keeps its id")
    }

    /// The last line.
    public static func summaryLine(_ report: SyncReport, folder: String) -> StyledLine {
        let shown = DisplayText.sanitized(folder, singleLine: true)
        let files = report.merged.count == 1 ? "1 other diary's file" : "\(report.merged.count) other diaries' files"
        if report.dryRun {
            return StyledLine("Dry run: \(files) in \(shown); nothing was changed or written.")
        }
        let what = report.changed ? "merged \(files)" : "nothing new from \(files)"
        return StyledLine("Synced with \(shown): \(what); wrote \(report.ownFile).")
    }

    /// One line of `--dry-run`'s listing: the file, then the import's change line, or for a deletion
    /// `delete  #12  Sun 2026-11-22 08:30   5/10  deleted there Sun 2026-11-22 10:03`.
    public static func changeLine(file: String, _ change: SyncChange) -> StyledLine {
        let line: StyledLine
        switch change {
        case .merged(let merged):
            line = ImportPresenter.changeLine(merged)
        case .deleted(let entry, let deletedAt):
            let value = entry.intensity.value
            line = StyledLine(
                "delete  #\(entry.id)  " + EntryTimeFormat.short(entry.occurredAt) + "  " + (value < 10 ? " " : "")
                    + "\(value)/10"
                    + "  deleted there " + EntryTimeFormat.short(deletedAt))
        }
        return StyledLine([StyledSpan(DisplayText.sanitized(file, singleLine: true) + "  ", .dim)] + line.spans)
    }
}
