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
        if try AgeImportSource.isAgeFile(input) {
            // An age file: the format from its name without `.age`, else from what it decrypts to.
            let name = file == "-" ? "standard input" : file
            let decrypted = try AgeImportSource(
                input, name: name, passphraseFile: passphraseFile, variables: context.environment.variables)
            let plainName = file.lowercased().hasSuffix(".age") ? String(file.dropLast(4)) : ""
            isJSON = try json ?? Self.formatByName(plainName) ?? decrypted.looksLikeJSON()
            source = decrypted
        } else {
            isJSON = try json ?? Self.looksLikeJSON(file: file, source: input)
            source = input
        }
        let reader: any ImportRecordReader = isJSON ? JSONImportReader(source: source) : CSVImportReader(source: source)
        let interactor = ImportEntriesInteractor(
            unitOfWork: context.diary.unitOfWork, calendar: context.calendar,
            makeUID: context.environment.makeUID)
        let dryRun = self.dryRun
        let jsonOutput = self.jsonOutput
        var changes: [ImportChange] = []
        // A dry run's listing is its own sign of life.
        let progress = context.view.progress("Importing", counting: "rows")
        defer { progress.finish() }
        let report = try interactor.importEntries(
            from: reader, sourceName: file == "-" ? "from stdin" : file, dryRun: dryRun,
            onChange: { change in
                // A dry run lists each change as the file is read (as JSON, with the counts at the end).
                guard dryRun else { return }
                if jsonOutput {
                    changes.append(change)
                } else {
                    context.view.show([ImportPresenter.changeLine(change)])
                }
            },
            onRecord: { read in if !dryRun { progress.update(read) } })
        if jsonOutput {
            context.view.writeJSON(ImportPresenter.json(report, changes: dryRun ? changes : nil))
        } else {
            context.view.show([ImportPresenter.line(report)])
        }
    }

    /// JSON by the file's extension; otherwise by its first character (`[`), past white space and a BOM.
    static func looksLikeJSON(file: String, source: FileByteSource) throws -> Bool {
        if let byName = formatByName(file) { return byName }
        return try source.peekFirstByte(notIn: [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]) == UInt8(ascii: "[")
    }

    /// JSON (true) or CSV (false) by the file's extension; nil when it does not tell.
    static func formatByName(_ file: String) -> Bool? {
        let lowered = file.lowercased()
        if lowered.hasSuffix(".json") { return true }
        if lowered.hasSuffix(".csv") { return false }
        return nil
    }
}
