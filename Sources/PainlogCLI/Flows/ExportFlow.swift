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
    /// `--bom` (and `--excel`): a byte-order mark before the CSV.
    var byteOrderMark = false
    /// `--excel`: the local-time columns for spreadsheets.
    var localTimes = false
    /// `--encrypt`, `--encrypt-to`, `--passphrase-file`: an age file; nil for plain text.
    var encryption: ExportEncryption?
    /// `--patient TEXT` (FHIR only): the Patient's `name.text`.
    var patient: String?

    /// Refuses, before the diary is opened, an output file that is the diary itself.
    func check(diaryPath: String) throws {
        if let output { try AtomicFileSink.refuseReplacing(database: diaryPath, with: output) }
    }

    func run(_ context: FlowContext) throws {
        try context.requireConditions(in: filter)
        let interactor = ExportEntriesInteractor(store: context.diary.entries, calendar: context.calendar)
        let resolved = try interactor.filter(filter)
        if let encryption, output == nil, !encryption.armor, context.environment.terminal.outputIsTerminal {
            throw PainlogError.usage(
                "an encrypted export is binary and stdout is a terminal; add --armor, or write it with --output FILE")
        }
        let recipients = try encryption?.resolve(variables: context.environment.variables)
        let file = try output.map { path throws(PainlogError) in try AtomicFileSink(path: path, replaceExisting: force)
        }
        let destination: any OutputSink = file ?? context.view.results
        let encrypting = try recipients.map { recipients in
            try AgeEncryptingSink(
                recipients: recipients, armored: encryption?.armor ?? false, into: destination)
        }
        // The FHIR Bundle also carries the period's impact (PEG) records, read from the same
        // interactor as `impact --list` (a few per month, so they are read whole).
        let impacts = ImpactInteractor(
            unitOfWork: context.diary.unitOfWork, impacts: context.diary.impacts, statistics: context.diary.statistics,
            calendar: context.calendar, makeUID: context.environment.makeUID)
        let trailer = { () throws -> [String] in
            guard format == .fhir else { return [] }
            return try impacts.records().reversed().filter { FHIRImpactObservation.isInPeriod($0, of: resolved) }
                .map { FHIRImpactObservation.appended($0, zone: context.zone) }
        }
        // To stdout on a terminal the rows are shown visibly; a file gets the exact bytes.
        var writer = EntryStreamWriter(
            format: format, sink: encrypting.map { $0 as any OutputSink } ?? destination,
            visible: file == nil && encrypting == nil && context.environment.terminal.outputIsTerminal,
            byteOrderMark: byteOrderMark,
            localTimes: localTimes)
        if let patient { writer.opening = FHIRBundleFormatter.opening(patientName: patient) }
        // A counter on stderr for a long export, unless the rows themselves are on the terminal.
        let progress = context.view.progress("Exporting", counting: "entries")
        let counted = file != nil || !context.environment.terminal.outputIsTerminal
        defer { progress.finish() }
        var exported = 0
        let count = try writer.write(trailer: trailer) { body in
            try interactor.forEachEntry(matching: resolved, redacted: redact) { entry in
                try body(entry)
                exported += 1
                if counted { progress.update(exported) }
            }
        }
        progress.finish()
        try encrypting?.finish()
        if let file, let output {
            try file.commit()
            context.view.notice("Exported \(count) \(count == 1 ? "entry" : "entries") to \(output)")
        }
        try context.noticeUnknownNames(in: filter)
    }
}
