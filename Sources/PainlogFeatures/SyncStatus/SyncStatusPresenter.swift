import PainlogDomain

/// The status file for the phone as text: at most 40 lines of at most 40 columns, plain enough for
/// any phone's text editor (`sync --status`).
///
/// ```
/// Written Sat 2026-11-28 08:30 +01:00
/// Acute-medication days, last 30 days:
/// triptan: 8 of 10 days
/// analgesic: 3 of 15 days
/// any acute: 10 days
/// Today (Sat 2026-11-28), newest first:
/// 08:10 6/10 head, neck; took sumatriptan
///       50mg
/// 07:00 3/10 head
/// ```
///
/// Never a note or a tag: the folder is shared, and a phone's screen is seen by others.
public enum SyncStatusPresenter {
    /// The most lines the file has.
    public static let maximumLines = 40
    /// The most columns a line takes.
    public static let maximumColumns = 40
    /// The most lines one entry takes; its last is cut with `…`.
    static let maximumEntryLines = 4

    /// The file's text: its lines, each ending in a line feed.
    public static func text(_ status: SyncStatus) -> String {
        var text = ""
        for line in lines(status) { text += line + "\n" }
        return text
    }

    /// The file's lines.
    public static func lines(_ status: SyncStatus) -> [String] {
        let written = EntryTimeFormat.short(status.written)
        var lines = ["Written " + written + " " + Timestamp.offsetString(status.written.offset)]
        if let medication = status.medication { lines += medicationLines(medication) }
        // `Sat 2026-11-28`: the day the file was written, which is today.
        let day = written.prefix(14)
        guard status.todayCount > 0 else {
            lines.append("Today (\(day)): nothing logged.")
            return lines
        }
        lines.append("Today (\(day)), newest first:")
        var shown = 0
        for (index, entry) in status.today.enumerated() {
            let entryLines = self.entryLines(entry)
            let left = status.todayCount - index - 1
            let needed = entryLines.count + (left > 0 ? 1 : 0)
            guard lines.count + needed <= maximumLines else { break }
            lines += entryLines
            shown += 1
        }
        if shown < status.todayCount { lines.append("… and \(status.todayCount - shown) more") }
        return lines
    }

    /// The acute-medication days of the 30 days by class against their thresholds, once.
    static func medicationLines(_ medication: SyncStatus.Medication) -> [String] {
        var lines = ["Acute-medication days, last 30 days:"]
        let block = medication.block
        var used = 0
        for medicationClass in MedicationClass.acute {
            guard let days = block.days[medicationClass], days > 0 else { continue }
            used += 1
            guard let threshold = medicationClass.overuseThreshold else {
                lines.append("\(medicationClass.shortName): \(days) \(plural(days)), no threshold")
                continue
            }
            let reached = days >= threshold ? ", reached" : ""
            lines.append("\(medicationClass.shortName): \(days) of \(threshold) days\(reached)")
        }
        if used == 0 { lines.append("none") }
        if used > 1 { lines.append("any acute: \(block.acuteDays) \(plural(block.acuteDays))") }
        for flag in medication.flags where flag.medicationClass == nil {
            lines.append("classes together: \(flag.days) of \(flag.threshold) days, reached")
        }
        if !medication.flags.isEmpty { lines.append("Reached: information, not a diagnosis.") }
        return lines
    }

    /// One entry in at most 4 lines: `08:10 6/10 head, neck; took sumatriptan 50mg`, broken at
    /// spaces, each continuation indented under the areas.
    static func entryLines(_ entry: Entry) -> [String] {
        let local = entry.occurredAt.local
        var text = two(local.hour) + ":" + two(local.minute) + " \(entry.intensity.value)/10"
        if !entry.areas.isEmpty {
            text += " " + entry.areas.map { DisplayText.sanitized($0, singleLine: true) }.joined(separator: ", ")
        }
        if !entry.medications.isEmpty {
            text +=
                "; took "
                + entry.medications.map { DisplayText.sanitized($0.text, singleLine: true) }.joined(separator: ", ")
        }
        var wrapped = StyledLine(text).wrapped(to: maximumColumns, indent: 6).map(\.plainText)
        if wrapped.count > maximumEntryLines {
            let last = wrapped[maximumEntryLines - 1]
            let cut =
                DisplayText.width(last) < maximumColumns
                ? last + "…" : DisplayText.truncated(last, to: maximumColumns)
            wrapped = Array(wrapped.prefix(maximumEntryLines - 1)) + [cut]
        }
        return wrapped
    }

    /// `Status for the phone: painlog-status-3f2a9c1e.txt.`, under the sync's summary.
    public static func writtenLine(_ name: String) -> StyledLine { StyledLine("Status for the phone: \(name).") }

    /// `Removed painlog-status-3f2a9c1e.txt; no status file from now on.` (`--no-status`).
    public static func removedLine(_ name: String) -> StyledLine {
        StyledLine("Removed \(name); no status file from now on.")
    }

    /// `notice: the status file painlog-status-….txt was not written (the sync is done): REASON`.
    public static func notWrittenNotice(_ name: String, reason: String) -> String {
        Notice.line("the status file \(name) was not written (the sync is done): \(reason)")
    }

    /// The notice of a remembered status file skipped in an encrypted folder.
    ///
    /// `notice: the status file painlog-status-….txt was not written (…): this folder is encrypted, …`,
    /// saying whether the old one was removed; `writeOption` is the option that writes it anyway and
    /// `stopOption` the one that forgets the status file (spelt by the CLI).
    public static func encryptedFolderNotice(
        _ name: String, removedOld: Bool, writeOption: String, stopOption: String
    ) -> String {
        Notice.line(
            "the status file \(name) was not written\(removedOld ? " (the one there was removed)" : ""): this "
                + "folder is encrypted, and the status file shows today's entries in plain text; \(writeOption) "
                + "writes it anyway, \(stopOption) stops asking for it")
    }

    /// `notice: the status file painlog-status-….txt was not removed: REASON`.
    public static func notRemovedNotice(_ name: String, reason: String) -> String {
        Notice.line("the status file \(name) was not removed: \(reason)")
    }

    private static func plural(_ days: Int) -> String { days == 1 ? "day" : "days" }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
