public import PainlogDomain

/// How `meds`, the dashboard and the report word overuse: the acute-medication days of the last 30,
/// each threshold reached and for how many blocks of 30 days, and what that does and does not mean.
public enum OverusePresenter {
    /// Said wherever overuse is flagged.
    public static let informational =
        "This is information, not a diagnosis: ICHD-3 speaks of medication-overuse headache in a person with a "
        + "headache disorder whose use has reached such a threshold for more than 3 months. Talk it over with your doctor."

    /// The acute-medication days of the last block by class; nil without any.
    ///
    /// `Acute medication days, 2026-10-24 to 2026-11-22: simple analgesics/NSAIDs 16 (threshold
    /// 15), triptans 4 (threshold 10).`
    public static func daysLine(_ history: OveruseHistory) -> String? {
        guard let block = history.blocks.first, block.acuteDays > 0 else { return nil }
        let classes = MedicationClass.acute.compactMap { medicationClass -> String? in
            guard let days = block.days[medicationClass], days > 0 else { return nil }
            guard let threshold = medicationClass.overuseThreshold else {
                return "\(medicationClass.pluralName) \(days) (\(MedicationClass.noThresholdNote))"
            }
            return "\(medicationClass.pluralName) \(days) (threshold \(threshold))"
        }
        let several = classes.count > 1 ? "; any acute class \(block.acuteDays)" : ""
        return "Acute medication days, \(block.start.isoString) to \(block.end.isoString): "
            + classes.joined(separator: ", ") + several + "."
    }

    /// One flag in a sentence.
    ///
    /// `Overuse: triptans on 12 of the 30 days to 2026-11-22, at or above the threshold of 10 days;
    /// reached in each of the last 4 blocks of 30 days.`
    public static func flagLine(_ flag: OveruseFlag, until: LocalDate) -> String {
        let what: String
        if let medicationClass = flag.medicationClass {
            what = medicationClass.pluralName
        } else {
            what = "several acute classes together (" + flag.classes.map(\.pluralName).joined(separator: ", ") + ")"
        }
        return "Overuse: \(what) on \(flag.days) of the 30 days to \(until.isoString), at or above the threshold of "
            + "\(flag.threshold) days; \(blocks(flag.consecutiveBlocks))."
    }

    /// `reached in each of the last 4 blocks of 30 days`.
    static func blocks(_ count: Int) -> String {
        switch count {
        case ...1: "reached in this block of 30 days, not in the one before"
        case OveruseHistory.maximumBlocks...:
            "reached in each of the last \(count) blocks of 30 days (as far back as painlog looks)"
        default: "reached in each of the last \(count) blocks of 30 days"
        }
    }

    /// The dashboard's two short lines, each within 80 columns.
    ///
    /// `Overuse: triptans on 12 of the last 30 days` and `threshold 10; not a diagnosis` (how many
    /// blocks of 30 days in a row, `meds` says).
    public static func shortLines(_ flag: OveruseFlag) -> (what: String, detail: String) {
        let what = flag.medicationClass?.pluralName ?? "several acute classes"
        return ("Overuse: \(what) on \(flag.days) of the last 30 days", "threshold \(flag.threshold); not a diagnosis")
    }

    /// The report's one short note about the flags; nil without any.
    ///
    /// `Overuse in the 30 days to 2026-11-22: triptans on 11 days (threshold 10; 1 block of 30
    /// days). Information, not a diagnosis: …`
    public static func reportNote(_ history: OveruseHistory) -> String? {
        guard !history.flags.isEmpty else { return nil }
        let each = history.flags.map { flag in
            let what = flag.medicationClass?.pluralName ?? "several acute classes"
            let row = flag.consecutiveBlocks == 1 ? "1 block of 30 days" : "\(flag.consecutiveBlocks) blocks in a row"
            return "\(what) on \(flag.days) days (threshold \(flag.threshold); \(row))"
        }
        return "Overuse in the 30 days to \(history.until.isoString): " + each.joined(separator: ", ")
            + ". Information, not a diagnosis: ICHD-3 asks for more than 3 months, in a person with a headache disorder."
    }

    /// `meds --overuse --format json`: the blocks newest first and the flags, every key present.
    public static func json(_ history: OveruseHistory) -> JSONValue {
        let blocks: [JSONValue] = history.blocks.map { block in
            let days: [(String, JSONValue)] =
                MedicationClass.acute.map { ($0.rawValue, .number(block.days[$0] ?? 0)) }
                + [("acute", .number(block.acuteDays))]
            return .object([
                ("start", .string(block.start.isoString)), ("end", .string(block.end.isoString)),
                ("days", .object(days)),
            ])
        }
        let flags: [JSONValue] = history.flags.map { flag in
            .object([
                ("class", .string(flag.name)), ("days", .number(flag.days)), ("threshold", .number(flag.threshold)),
                ("consecutive_blocks", .number(flag.consecutiveBlocks)),
            ])
        }
        return .object([
            ("until", .string(history.until.isoString)), ("blocks", .array(blocks)), ("flags", .array(flags)),
        ])
    }

    /// `meds --overuse` as a table: one row per block, newest first, then the flags.
    public static func lines(_ history: OveruseHistory) -> [StyledLine] {
        let header = ["BLOCK"] + MedicationClass.acute.map { $0.shortName.uppercased() } + ["ANY ACUTE"]
        let rows = history.blocks.map { block in
            ["\(block.start.isoString) to \(block.end.isoString)"]
                + MedicationClass.acute.map { String(block.days[$0] ?? 0) } + [String(block.acuteDays)]
        }
        let table = TextColumns.lines(
            header: header, rows: rows, rightAligned: Set(1...MedicationClass.acute.count + 1))
        var lines = [StyledLine("Acute medication days per 30 days, newest first", .bold), StyledLine("")]
        lines.append(StyledLine(table[0], .bold))
        lines += table.dropFirst().map { StyledLine($0) }
        lines.append(StyledLine(""))
        if history.flags.isEmpty {
            lines.append(StyledLine("No threshold reached in the 30 days to \(history.until.isoString).", .dim))
        } else {
            lines += history.flags.map { StyledLine([StyledSpan(flagLine($0, until: history.until), .severe)]) }
            lines.append(StyledLine(informational, .dim))
        }
        return lines
    }
}
