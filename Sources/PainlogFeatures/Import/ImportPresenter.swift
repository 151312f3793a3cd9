/// What `import` prints.
public enum ImportPresenter {
    /// `Imported 120 new, 3 updated, 997 unchanged` (or `Would import …` for a dry run).
    public static func line(_ report: ImportReport) -> StyledLine {
        let counts = "\(report.added) new, \(report.updated) updated, \(report.unchanged) unchanged"
        return StyledLine(report.dryRun ? "Would import \(counts) (dry run: nothing was written)" : "Imported \(counts)")
    }
}
