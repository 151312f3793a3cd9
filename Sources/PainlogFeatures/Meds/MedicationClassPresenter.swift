import PainlogDomain

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
}
