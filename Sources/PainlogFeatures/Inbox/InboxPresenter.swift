public import PainlogDomain

/// What `sync` says about the inbox: a line per entry logged, a message per line left, a notice
/// per file skipped or tidied.
public enum InboxPresenter {
    /// `Logged #12: 7/10 at Thu 2026-11-26 08:15 (head) from painlog-inbox.txt line 2, at the time of this sync`;
    /// with `--dry-run`, `Would log: …`.
    public static func loggedLine(_ logged: InboxReport.Logged, dryRun: Bool) -> StyledLine {
        var spans = LoggedEntryPresenter.line(for: logged.entry).spans
        if dryRun, let first = spans.first {
            spans[0] = StyledSpan("Would log: ", first.style)
        }
        spans.append(StyledSpan(" from \(DisplayText.sanitized(logged.file, singleLine: true)) line \(logged.line)"))
        if logged.atSyncTime { spans.append(StyledSpan(", at the time of this sync (the line gives none)")) }
        return StyledLine(spans)
    }

    /// `painlog-inbox.txt line 3: <why>; left in the file` (for stderr, as an error line).
    public static func refusedMessage(_ refused: InboxReport.Refused) -> String {
        "\(DisplayText.sanitized(refused.file, singleLine: true)) line \(refused.line): "
            + "\(refused.reason); the line is left in the file, correct it there"
    }

    /// `notice: skipped painlog-inbox.txt: it is a symbolic link, not a regular file`.
    public static func skippedNotice(_ skipped: InboxReport.SkippedFile) -> String {
        Notice.line("skipped \(DisplayText.sanitized(skipped.file, singleLine: true)): \(skipped.reason)")
    }

    /// A notice for a file painlog emptied or removed, or left because it changed meanwhile.
    public static func tidiedNotice(_ tidied: InboxReport.Tidied) -> String {
        let text =
            switch tidied {
            case .emptied(let file):
                "emptied \(DisplayText.sanitized(file, singleLine: true)): every line in it is logged"
            case .removed(let file):
                "removed \(DisplayText.sanitized(file, singleLine: true)): every line of this conflict copy is logged"
            case .changed(let file):
                "left \(DisplayText.sanitized(file, singleLine: true)) as it is: it changed while painlog read it; "
                    + "the next sync reads it again (lines already logged are not logged twice)"
            }
        return Notice.line(text)
    }

    /// The notice `log` gives for an entry longer than 31 days, for a line that logged one; nil
    /// otherwise (and with `--dry-run`, whose entries are not kept).
    public static func lengthNotice(_ logged: InboxReport.Logged, dryRun: Bool, hints: (CommandHint) -> String)
        -> String?
    {
        guard !dryRun, let notice = LogNotice.length(of: logged.entry) else { return nil }
        return NoticePresenter.line(notice, logged: logged.entry, hints: hints) + " (from "
            + DisplayText.sanitized(logged.file, singleLine: true) + " line \(logged.line))"
    }

    /// `notice: 2 inbox lines were logged before; not logged again`, or nil.
    public static func alreadyNotice(_ report: InboxReport) -> String? {
        guard report.alreadyLogged > 0 else { return nil }
        let lines = report.alreadyLogged == 1 ? "1 inbox line was" : "\(report.alreadyLogged) inbox lines were"
        return Notice.line("\(lines) logged before (here or in another diary); not logged again")
    }

    /// `notice: painlog-inbox.txt line 2 (5 -a head) was logged before; …`: a line skipped in a file
    /// without a generation line, where a line written anew looks the same as one seen before.
    public static func namedNotice(_ named: InboxReport.Named) -> String {
        Notice.line(
            "\(DisplayText.sanitized(named.file, singleLine: true)) line \(named.line) "
                + "(\(DisplayText.sanitized(named.text, singleLine: true))) was logged before; not logged again. "
                + "If you wrote it anew, add it again: the file has no generation line to tell the two apart")
    }

    /// `notice: 3 more lines of painlog-inbox.txt were logged before; not logged again`.
    public static func unnamedNotice(_ more: InboxReport.Remaining) -> String {
        let lines = more.lines == 1 ? "1 more line" : "\(NumberText.grouped(more.lines)) more lines"
        return Notice.line(
            "\(lines) of \(DisplayText.sanitized(more.file, singleLine: true)) "
                + "\(more.lines == 1 ? "was" : "were") logged before; not logged again")
    }

    /// `notice: 1,500 lines of painlog-inbox.txt are left for the next sync (at most 1,000 …)`.
    public static func remainingNotice(_ remaining: InboxReport.Remaining) -> String {
        let lines = remaining.lines == 1 ? "1 line" : "\(NumberText.grouped(remaining.lines)) lines"
        return Notice.line(
            "\(lines) of \(DisplayText.sanitized(remaining.file, singleLine: true)) "
                + "\(remaining.lines == 1 ? "is" : "are") left in the file for the next sync (at most "
                + "\(NumberText.grouped(InboxInteractor.maximumLinesPerFile)) lines of a file are logged at each sync)")
    }
}
