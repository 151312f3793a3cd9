import PainlogDomain
import PainlogFeatures

/// `painlog report`: the summary, then the entries of the period, to a file that appears only when
/// complete (or to stdout with `--output -`).
///
/// HTML streams every entry as it is read. A PDF is made from the same HTML, with the latest
/// `pdfEntries` entries, by the print engine (`PDFEngine`), and written by the same atomic writer.
struct ReportFlow: DiaryFlow {
    /// Entries a PDF lists at most: the latest of the period.
    ///
    /// The contract's "The report per condition": WeasyPrint's memory and time grow with the pages
    /// it is given, so its input stays bounded whatever the diary's size; the page names the export
    /// command for the rest.
    static let pdfEntries = 500

    let filter: EntryFilterRequest
    /// `--output FILE`; nil for the default name, `-` for stdout.
    let output: String?
    /// `--force`: replace FILE.
    let force: Bool
    /// `--redact`: no notes, no tags.
    let redact: Bool
    /// `--baseline WHEN..WHEN`: the period to compare with instead of the previous one.
    var baseline: String? = nil
    /// `--format`; nil: PDF when FILE ends in `.pdf`, else HTML.
    var format: ReportFormat? = nil
    /// `--paper`; nil: the locale's for a PDF, the printer's for HTML.
    var paper: ReportPaper? = nil
    /// `--patient`: nil when not given, empty to print none (and forget a remembered one).
    var patient: String? = nil
    /// `--remember`: keep `--patient` in the diary for later reports.
    var remember = false

    private var chosenFormat: ReportFormat { ReportFormat.chosen(format, output: output) }

    /// Refuses, before the diary is opened, an output file that is the diary itself.
    func check(diaryPath: String) throws {
        if let output, output != "-" { try AtomicFileSink.refuseReplacing(database: diaryPath, with: output) }
    }

    /// Refuses, before the diary is opened or created, what cannot work: a bad patient line,
    /// `--remember` without one, PDF bytes for a terminal, a PDF without an engine.
    func check(environment: AppEnvironment) throws {
        if let patient, !patient.allSatisfy({ $0 == " " }) { _ = try PatientLine(patient) }
        if remember, patient == nil {
            throw PainlogError.usage(
                "\(field: .patient) is missing: --remember keeps the line given with it, "
                    + "e.g. --patient \"Jane Example, born 1970-01-01\" --remember")
        }
        guard chosenFormat == .pdf else { return }
        if output == "-", environment.terminal.outputIsTerminal {
            throw PainlogError.usage(
                "will not write a PDF to a terminal: give --output FILE.pdf, or send stdout to a file or a "
                    + "program (painlog report --format pdf --output - | lp)")
        }
        _ = try PDFEngine.find(variables: environment.variables)
    }

    func run(_ context: FlowContext) throws {
        try context.requireConditions(in: filter)
        let impacts = ImpactInteractor(
            unitOfWork: context.diary.unitOfWork, impacts: context.diary.impacts, statistics: context.diary.statistics,
            calendar: context.calendar, makeUID: context.environment.makeUID)
        let interactor = ReportInteractor(
            entries: context.diary.entries, statistics: context.diary.statistics,
            nameStatistics: context.diary.nameStatistics,
            impacts: impacts, calendar: context.calendar, conditions: context.diary.conditions,
            courses: context.diary.courses)
        let period = try interactor.period(filter)
        let baseline = try interactor.baseline(baseline)
        let format = chosenFormat
        let engine = format == .pdf ? try PDFEngine.find(variables: context.environment.variables) : nil
        let path = output ?? "painlog-report-\(interactor.today().isoString).\(format.fileExtension)"
        let file = path == "-" ? nil : try AtomicFileSink(path: path, replaceExisting: force)
        let patients = ReportPatientInteractor(settings: context.diary.settings)
        let summary = try interactor.summary(of: period, request: filter, redact: redact, baseline: baseline)
        let model = ReportPresenter.viewModel(
            summary, redacted: redact,
            paper: format == .pdf ? paper ?? ReportPaper.ofLocale(context.environment.variables) : paper,
            patient: try patients.line(given: patient))
        let sink: any OutputSink = file ?? context.view.results
        let count: Int
        // A counter on stderr for a long report, unless the report itself is on the terminal.
        let progress = context.view.progress("Writing the report", counting: "entries")
        let counted = file != nil || !context.environment.terminal.outputIsTerminal
        defer { progress.finish() }
        if let engine {
            let (entries, total) = try interactor.latestEntries(in: period, limit: Self.pdfEntries)
            var html = ReportHTML.opening(
                ReportPDFCalendar.bounded(model),
                entriesTitle: total > entries.count
                    ? ReportPresenter.latestEntriesTitle(summary, shown: entries.count, total: total) : nil)
            for entry in entries {
                html += ReportHTML.entryRow(ReportPresenter.entryRow(entry, redacted: redact, zone: context.zone))
            }
            html += ReportHTML.closing(
                count: entries.count, redacted: redact, unclassed: model.unclassedNote,
                note: total > entries.count
                    ? ReportPresenter.omittedEntriesNote(
                        omitted: total - entries.count, exportCommand: exportCommand(summary)) : nil)
            let pdf: [UInt8]
            if counted { progress.show("Making the PDF...") }
            do {
                pdf = try engine.render(
                    Array(html.utf8), runner: context.environment.processes, variables: context.environment.variables)
            } catch {
                file?.abandon()
                throw error
            }
            sink.write(bytes: pdf)
            count = total
        } else {
            sink.write(ReportHTML.opening(model))
            var written = 0
            count = try interactor.forEachEntry(in: period) { entry in
                sink.write(ReportHTML.entryRow(ReportPresenter.entryRow(entry, redacted: redact, zone: context.zone)))
                written += 1
                if counted { progress.update(written) }
            }
            sink.write(ReportHTML.closing(count: count, redacted: redact, unclassed: model.unclassedNote))
        }
        progress.finish()
        if let file {
            try file.commit()
            context.view.notice(
                "Wrote the report of \(period.firstDay.isoString) to \(period.lastDay.isoString) "
                    + "(\(count) \(count == 1 ? "entry" : "entries")) to \(path)")
        }
        switch try patients.keep(given: patient, remember: remember) {
        case .remembered: context.view.notice("Remembered the patient line for later reports (--patient '' forgets it)")
        case .forgotten: context.view.notice("Forgot the remembered patient line")
        case nil: break
        }
        try context.noticeUnknownNames(in: filter)
    }

    /// `painlog export --since 2026-10-24 --until 2026-11-22 --area head`: every entry of the report,
    /// with its filters, as the export writes them.
    private func exportCommand(_ summary: ReportSummary) -> String {
        var words = [
            "painlog", "export", "--since", summary.firstDay.isoString, "--until", summary.lastDay.isoString,
        ]
        func add(_ option: InputField, _ values: [String]) {
            for value in values { words += [OptionSpelling.spelling(of: option), Self.shellWord(value)] }
        }
        add(.condition, filter.conditions)
        add(.area, filter.areas)
        add(.tag, filter.tags)
        add(.medication, filter.medications)
        add(.minimum, filter.minimum.map { [$0] } ?? [])
        add(.maximum, filter.maximum.map { [$0] } ?? [])
        if let search = filter.search { words += ["--search", Self.shellWord(search)] }
        return words.joined(separator: " ")
    }

    /// `value` as one word for a POSIX shell: as it is when plain, else in single quotes.
    private static func shellWord(_ value: String) -> String {
        let plain =
            !value.isEmpty
            && value.unicodeScalars.allSatisfy {
                "a"..."z" ~= $0 || "A"..."Z" ~= $0 || "0"..."9" ~= $0 || "-_.,/:".unicodeScalars.contains($0)
            }
        return plain
            ? value
            : "'" + value.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
