import PainlogDomain
import PainlogFeatures

/// `painlog import`: reads a CSV or JSON export (guessing which when not told) and reports what
/// changed, or would change with `--dry-run`, which also lists each change.
struct ImportFlow: DiaryFlow {
    /// The file's path, or `-` for stdin.
    let file: String
    /// `--format json` true, `csv` false; nil to guess from the file.
    let json: Bool?
    let dryRun: Bool
    /// `--json`: the counts, and a dry run's changes, as one JSON object.
    var jsonOutput = false
    /// `--passphrase-file`: the passphrase of an age file encrypted with one.
    var passphraseFile: String?

    /// Standard input has been read once and cannot be read again.
    var canRunAgain: Bool { file != "-" }

    func run(_ context: FlowContext) throws {
        let input = try FileByteSource(path: file)
        let source: any ByteSource
        let isJSON: Bool
        let isBackup: Bool
        if try AgeImportSource.isAgeFile(input) {
            // An age file: the format from its name without `.age`, else from what it decrypts to.
            let name = file == "-" ? "standard input" : file
            let decrypted = try AgeImportSource(
                input, name: name, passphraseFile: passphraseFile, variables: context.environment.variables)
            let plainName = file.lowercased().hasSuffix(".age") ? String(file.dropLast(4)) : ""
            let first = try decrypted.firstByte()
            isJSON = json ?? Self.formatByName(plainName) ?? (first == UInt8(ascii: "[") || first == UInt8(ascii: "{"))
            isBackup = isJSON && first == UInt8(ascii: "{")
            source = decrypted
        } else {
            let first = try input.peekFirstByte(notIn: Self.skippedBeforeJSON)
            isJSON = json ?? Self.formatByName(file) ?? (first == UInt8(ascii: "[") || first == UInt8(ascii: "{"))
            isBackup = isJSON && first == UInt8(ascii: "{")
            source = input
        }
        if isBackup { return try restore(source, context) }
        let reader: any ImportRecordReader = isJSON ? JSONImportReader(source: source) : CSVImportReader(source: source)
        let interactor = ImportEntriesInteractor(
            unitOfWork: context.diary.unitOfWork, calendar: context.calendar,
            makeUID: context.environment.makeUID)
        let dryRun = self.dryRun
        let listing = ImportListing(dryRun: dryRun, json: jsonOutput, view: context.view)
        // A dry run's listing is its own sign of life.
        let progress = context.view.progress("Importing", counting: "rows")
        defer { progress.finish() }
        let report = try interactor.importEntries(
            from: reader, sourceName: file == "-" ? "from stdin" : file, dryRun: dryRun,
            onChange: listing.hear, onRecord: { read in if !dryRun { progress.update(read) } })
        progress.finish()
        listing.finish(report)
        try context.noticeUnclassed(report.medications)
    }

    /// What may come before a JSON file's first character: white space and a byte-order mark.
    static let skippedBeforeJSON: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]

    /// Restores a backup (`export --format backup`, known by its `{`): the whole diary merged in.
    private func restore(_ source: any ByteSource, _ context: FlowContext) throws {
        let interactor = BackupImportInteractor(
            unitOfWork: context.diary.unitOfWork, calendar: context.calendar, makeUID: context.environment.makeUID)
        let dryRun = self.dryRun
        let listing = ImportListing(dryRun: dryRun, json: jsonOutput, view: context.view)
        let progress = context.view.progress("Importing", counting: "records")
        defer { progress.finish() }
        let report = try interactor.restore(
            from: source, fileName: file == "-" ? "standard input" : file,
            sourceName: file == "-" ? "from stdin" : file, dryRun: dryRun,
            onChange: listing.hear, onRecord: { read in if !dryRun { progress.update(read) } })
        progress.finish()
        listing.finish(report)
        try context.noticeUnclassed(report.medications)
    }

    /// JSON (true) or CSV (false) by the file's extension; nil when it does not tell.
    static func formatByName(_ file: String) -> Bool? {
        let lowered = file.lowercased()
        if lowered.hasSuffix(".json") { return true }
        if lowered.hasSuffix(".csv") { return false }
        return nil
    }
}

/// What an import or a restore prints: a dry run's changes as they are merged (as JSON, kept for
/// the one object at the end), then the report.
private final class ImportListing {
    private let dryRun: Bool
    private let json: Bool
    private let view: TerminalView
    private var changes: [ImportChange] = []

    init(dryRun: Bool, json: Bool, view: TerminalView) {
        self.dryRun = dryRun
        self.json = json
        self.view = view
    }

    /// One change merged: listed at once by a dry run's table, kept for its JSON.
    func hear(_ change: ImportChange) {
        guard dryRun else { return }
        if json { changes.append(change) } else { view.show([ImportPresenter.changeLine(change)]) }
    }

    /// The report, with a dry run's changes in JSON.
    func finish(_ report: ImportReport) {
        if json {
            view.writeJSON(ImportPresenter.json(report, changes: dryRun ? changes : nil))
        } else {
            view.show([ImportPresenter.line(report)])
        }
    }
}
