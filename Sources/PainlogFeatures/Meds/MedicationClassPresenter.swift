public import PainlogDomain

/// What `meds class` prints: the medication's class now, and where it comes from.
public enum MedicationClassPresenter {
    /// `sumatriptan nasal: triptan (set; painlog's table says triptan)`, `Imigran: triptan (set)`,
    /// `Imigran: no class (painlog's table); it never counts for overuse`.
    public static func line(for outcome: MedicationClassOutcome) -> StyledLine {
        let name: String
        let chosen: MedicationClass?
        let table: MedicationClass?
        let changed: Bool
        switch outcome {
        case .set(let n, let c, let t):
            (name, chosen, table, changed) = (n, c, t, true)
        case .unchanged(let n, let c, let t):
            (name, chosen, table, changed) = (n, c, t, false)
        }
        let shown = DisplayText.sanitized(name, singleLine: true)
        let prefix = changed ? "" : "Unchanged: "
        guard let chosen else {
            guard let table else {
                return StyledLine(
                    prefix + "\(shown): no class (painlog's table knows no such name); it never counts for overuse.")
            }
            return StyledLine(prefix + "\(shown): \(table.displayName), from painlog's table.")
        }
        let counting =
            chosen.overuseThreshold.map { "counts for overuse from \($0) days in 30" }
            ?? (chosen.isAcute
                ? "counts for acute-medication days, \(MedicationClass.noThresholdNote)" : "never counts for overuse")
        let tableSays = table.map { "painlog's table says \($0.displayName)" } ?? "not in painlog's table"
        return StyledLine(prefix + "\(shown): \(chosen.displayName), as set (\(tableSays)); \(counting).")
    }

    /// `notice: 'Nurofen 200mg' has no class, so it is not counted for overuse; set one with painlog
    /// meds class 'Nurofen' CLASS (CLASS: simple_analgesic, triptan, …)`: for a medication just logged.
    public static func unclassedNotice(_ name: String, hints: (CommandHint) -> String) -> String {
        let shown = DisplayText.sanitized(name, singleLine: true)
        return Notice.line(
            "'\(shown)' has no class, so it is not counted for overuse; set one with "
                + hints(.classMedication(shown)) + " (CLASS: " + classNames + ")")
    }

    /// The lines under `meds` and `meds --overuse` naming the medications left out of the overuse
    /// counts (no class) and how to class them; none when every medication has a class.
    ///
    /// `Not counted for overuse (no class): Nurofen, migraleve.` and `Set a class with painlog meds
    /// class NAME CLASS (CLASS: simple_analgesic, triptan, …).`
    public static func unclassedLines(_ names: [String], hints: (CommandHint) -> String) -> [StyledLine] {
        guard let sentence = unclassedSentence(names) else { return [] }
        return [
            StyledLine(""), StyledLine(sentence),
            StyledLine("Set a class with \(hints(.classMedication(nil))) (CLASS: \(classNames)).", .dim),
        ]
    }

    /// `Not counted for overuse (no class): Nurofen, migraleve.`, as `meds` and the report say it
    /// (`…: Nurofen, migraleve and 9 more.` when `more` are left unnamed); nil when every medication
    /// has a class.
    static func unclassedSentence(_ names: [String], more: Int = 0) -> String? {
        guard !names.isEmpty else { return nil }
        let shown = names.map { DisplayText.sanitized($0, singleLine: true) }.joined(separator: ", ")
        return "Not counted for overuse (no class): \(shown)" + (more > 0 ? " and \(more) more." : ".")
    }

    /// Every class `meds class` takes.
    static let classNames = MedicationClass.allCases.map(\.rawValue).joined(separator: ", ")
}
