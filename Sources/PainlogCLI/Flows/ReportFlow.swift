import PainlogDomain
import PainlogFeatures

/// `painlog report`: the summary, then every entry of the period streamed as table rows, to a file
/// that appears only when complete (or to stdout with `--output -`).
struct ReportFlow: DiaryFlow {
    let filter: EntryFilterRequest
    /// `--output FILE`; nil for the default name, `-` for stdout.
    let output: String?
    /// `--force`: replace FILE.
    let force: Bool
    /// `--redact`: no notes, no tags.
    let redact: Bool
    /// `--baseline WHEN..WHEN`: the period to compare with instead of the previous one.
    var baseline: String? = nil

    /// Refuses, before the diary is opened, an output file that is the diary itself.
    func check(diaryPath: String) throws {
        if let output, output != "-" { try AtomicFileSink.refuseReplacing(database: diaryPath, with: output) }
    }

    func run(_ context: FlowContext) throws {
        let impacts = ImpactInteractor(
            unitOfWork: context.diary.unitOfWork, impacts: context.diary.impacts, statistics: context.diary.statistics,
            clock: context.clock, zone: context.zone, makeUID: context.environment.makeUID)
        let interactor = ReportInteractor(
            entries: context.diary.entries, statistics: context.diary.statistics,
            nameStatistics: context.diary.nameStatistics,
            impacts: impacts, clock: context.clock, zone: context.zone)
        let period = try interactor.period(filter)
        let baseline = try interactor.baseline(baseline)
        let path = output ?? "painlog-report-\(interactor.today().isoString).html"
        let file = path == "-" ? nil : try AtomicFileSink(path: path, replaceExisting: force)
        let sink: any OutputSink = file ?? context.view.results
        let summary = try interactor.summary(of: period, request: filter, redact: redact, baseline: baseline)
        sink.write(ReportHTML.opening(ReportPresenter.viewModel(summary, redacted: redact)))
        let count = try interactor.forEachEntry(in: period) { entry in
            sink.write(ReportHTML.entryRow(ReportPresenter.entryRow(entry, redacted: redact)))
        }
        sink.write(ReportHTML.closing(count: count, redacted: redact))
        if let file {
            try file.commit()
            context.view.notice(
                "Wrote the report of \(period.firstDay.isoString) to \(period.lastDay.isoString) "
                    + "(\(count) \(count == 1 ? "entry" : "entries")) to \(path)")
        }
        try context.noticeUnknownNames(in: filter)
    }
}
