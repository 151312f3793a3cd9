import PainlogDomain
import PainlogFeatures

/// `painlog export`: every matching entry, oldest first, streamed to stdout or to a file that
/// appears only when complete.
struct ExportFlow: DiaryFlow {
    let filter: EntryFilterRequest
    let format: EntryStreamFormat
    /// `--output FILE`; nil for stdout.
    let output: String?
    /// `--force`: replace FILE.
    let force: Bool
    /// `--redact` (FHIR only): no notes, no tags.
    var redact = false

    /// Refuses, before the diary is opened, an output file that is the diary itself.
    func check(diaryPath: String) throws {
        if let output { try AtomicFileSink.refuseReplacing(database: diaryPath, with: output) }
    }

    func run(_ context: FlowContext) throws {
        let interactor = ExportEntriesInteractor(store: context.diary.entries, clock: context.clock, zone: context.zone)
        let resolved = try interactor.filter(filter)
        let file = try output.map { path throws(PainlogError) in try AtomicFileSink(path: path, replaceExisting: force) }
        let count = try EntryStreamWriter(format: format, sink: file ?? context.view.results).write { body in
            try interactor.forEachEntry(matching: resolved, redacted: redact, body)
        }
        if let file, let output {
            try file.commit()
            context.view.notice("Exported \(count) \(count == 1 ? "entry" : "entries") to \(output)")
        }
        try context.noticeUnknownNames(in: filter)
    }
}
