import PainlogDomain
import PainlogFeatures

/// Decides what runs first and starts the task: resolve the database, open it, bring its schema
/// up to date (the CLI's "logged in?" check), then hand the task to its interactor and presenter
/// and the result to the view.
struct AppCoordinator {
    /// `list` counts the entries it leaves out only this far ("more than 10,000 older entries").
    static let hiddenCountCap = 10_000

    let environment: AppEnvironment
    let view: TerminalView
    private var assembly: AppAssembly { AppAssembly(environment: environment) }

    init(environment: AppEnvironment, colourFlagOff: Bool) {
        self.environment = environment
        self.view = TerminalView(
            output: environment.output, messages: environment.messages,
            colour: TerminalEnvironment.usesColour(
                variables: environment.variables, noColourFlag: colourFlagOff, isTerminal: environment.outputIsTerminal))
    }

    private init(environment: AppEnvironment, view: TerminalView) {
        self.environment = environment
        self.view = view
    }

    /// Runs `task` on the database chosen by `databaseOption` and returns the exit status.
    func run(_ task: AppTask, databaseOption: String?) -> Int32 {
        do {
            let path = try DatabaseLocation.resolve(option: databaseOption, variables: environment.variables)
            if task.neverWrites {
                try runReadOnly(task, path: path)
            } else {
                try runOnDatabase(task, path: path)
            }
            try view.flush()
            return 0
        } catch {
            return ErrorReporter.report(error, to: view)
        }
    }

    /// Opens the diary and runs the task. A diary that did not exist yet gets its real name only
    /// when the task succeeded, so a failed first command (a typo, a bad value) leaves nothing
    /// behind; its output is held back until then. If another painlog created the diary meanwhile,
    /// the task runs again on that one.
    private func runOnDatabase(_ task: AppTask, path: String) throws {
        if case .export(_, _, let output?, _) = task {
            try AtomicFileSink.refuseReplacing(database: path, with: output)
        }
        let held = try assembly.withDiary(at: path, canRunAgain: task.canRunAgain) { services, isNew -> StringSink? in
            guard isNew else {
                try perform(task, with: services)
                return nil
            }
            let held = StringSink()
            try AppCoordinator(environment: environment, view: view.holdingOutput(in: held)).perform(task, with: services)
            return held
        }
        if let held { view.write(held.text) }
    }

    /// Brings the schema up to date, then starts the task.
    private func perform(_ task: AppTask, with services: AppServices) throws {
        if case .migrate(.apply) = task {
            try applyMigrations(services, reportNothing: false)
        } else {
            try applyMigrations(services, reportNothing: true)
            try start(task, services: services)
        }
    }

    /// Applies pending migrations, saying so on stderr when a backup was made.
    private func applyMigrations(_ services: AppServices, reportNothing: Bool) throws {
        let pending = try services.migrate.pending()
        guard !pending.isEmpty || !reportNothing else { return }
        let outcome = try services.migrate.migrate()
        if let notice = MigrationStatusPresenter.backupNotice(outcome) {
            view.notice(notice)
        }
        if reportNothing {
            for state in outcome.applied { view.notice("painlog: applied migration \(state.fileName)") }
        } else {
            let latest = try services.migrate.states().map(\.version).max() ?? 0
            view.show(MigrationStatusPresenter.outcomeLines(outcome, latestVersion: latest))
        }
    }

    /// `migrate --status` and `migrate --dry-run`: they read, list, and never write.
    private func runReadOnly(_ task: AppTask, path: String) throws {
        let interactor = try assembly.readOnlyMigrations(at: path)
        let states = try interactor.states()
        if task == .migrate(.status) {
            view.show(MigrationStatusPresenter.statusLines(states))
        }
        if let problem = interactor.problem() {
            try view.flush()
            throw problem
        }
        if task == .migrate(.dryRun) {
            view.show(MigrationStatusPresenter.dryRunLines(pending: try interactor.pending()))
        }
    }

    private func start(_ task: AppTask, services: AppServices) throws {
        switch task {
        case .log(let request, let json):
            let entry = try services.logEntry.log(request)
            if json {
                view.write(EntryJSONFormatter.object(entry) + "\n")
            } else {
                view.show([LoggedEntryPresenter.line(for: entry)])
            }
        case .list(let request, let format):
            try list(request, format: format, services: services)
        case .show(let id, let json):
            let entry = try services.showEntry.entry(id)
            if json {
                view.write(EntryJSONFormatter.object(entry) + "\n")
            } else {
                view.show(EntryDetailPresenter.lines(for: entry))
            }
        case .edit(let request, let json):
            let outcome = try services.editEntry.edit(request)
            if json, case .changed(_, let after) = outcome {
                view.write(EntryJSONFormatter.object(after) + "\n")
            } else {
                view.show(EditedEntryPresenter.lines(for: outcome))
            }
        case .delete(let ids, let confirmed):
            try delete(ids, confirmed: confirmed, services: services)
        case .undo:
            view.show([UndoPresenter.undoneLine(try services.undo.undo())])
        case .undoList:
            view.show(UndoPresenter.listLines(try services.undo.steps(), capacity: services.undo.capacity))
        case .export(let filter, let json, let output, let force):
            try export(filter, json: json, output: output, force: force, services: services)
        case .import(let file, let json, let dryRun):
            let source = try FileByteSource(path: file)
            let isJSON = try json ?? Self.looksLikeJSON(file: file, source: source)
            let reader: any ImportRecordReader =
                isJSON ? JSONImportReader(source: source) : CSVImportReader(source: source)
            let name = file == "-" ? "from stdin" : file
            view.show([ImportPresenter.line(try services.importEntries.importEntries(from: reader, sourceName: name, dryRun: dryRun))])
        case .stats(let filter, let grouping, let json):
            let report = try services.stats.report(filter, by: grouping)
            if json {
                view.write(StatsPresenter.json(report))
            } else {
                view.show(StatsPresenter.lines(for: report, width: environment.terminalWidth))
            }
        case .areas:
            view.show(AreasPresenter.lines(for: try services.areas.usage()))
        case .renameArea(let old, let new):
            view.show([AreasPresenter.line(for: try services.areas.rename(old, to: new))])
        case .dashboard:
            view.show(DashboardPresenter.lines(for: try services.dashboard.dashboard(), width: environment.terminalWidth))
        case .migrate:
            break
        }
    }

    /// JSON by the file's extension; otherwise by its first character (`[`).
    private static func looksLikeJSON(file: String, source: FileByteSource) throws -> Bool {
        let lowered = file.lowercased()
        if lowered.hasSuffix(".json") { return true }
        if lowered.hasSuffix(".csv") { return false }
        return try source.peekFirstByte(notIn: [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]) == UInt8(ascii: "[")
    }

    /// Streams the export to stdout, or to a file that appears only when complete.
    private func export(_ request: EntryFilterRequest, json: Bool, output: String?, force: Bool, services: AppServices) throws {
        let filter = try services.exportEntries.filter(request)
        let file = try output.map { path throws(PainlogError) in try AtomicFileSink(path: path, replaceExisting: force) }
        let sink: any OutputSink = file ?? environment.output
        var count = 0
        if json {
            sink.write(EntryJSONFormatter.arrayStart)
            count = try services.exportEntries.forEachEntry(matching: filter) { entry in
                sink.write(EntryJSONFormatter.element(entry, index: count))
                count += 1
            }
            sink.write(EntryJSONFormatter.arrayEnd(count: count))
        } else {
            sink.write(EntryCSVFormatter.header)
            var row: [UInt8] = []
            row.reserveCapacity(512)
            count = try services.exportEntries.forEachEntry(matching: filter) { entry in
                row.removeAll(keepingCapacity: true)
                EntryCSVFormatter.appendRow(entry, to: &row)
                sink.write(bytes: row)
            }
        }
        if let file, let output {
            try file.commit()
            view.notice("Exported \(count) \(count == 1 ? "entry" : "entries") to \(output)")
        }
    }

    /// The delete flow: find every entry first (all or nothing), ask on a terminal unless `--yes`,
    /// refuse without a terminal, then delete as one undo step.
    private func delete(_ ids: [String], confirmed: Bool, services: AppServices) throws {
        let entries = try services.deleteEntries.entries(ids)
        if !confirmed {
            guard environment.inputIsTerminal else {
                throw PainlogError.failure("refusing to delete without confirmation: stdin is not a terminal; pass --yes")
            }
            view.show(EntryTablePresenter.lines(for: entries, width: environment.terminalWidth))
            guard try view.ask(DeletePresenter.question(count: entries.count)) else {
                throw PainlogError.failure("nothing was deleted")
            }
        }
        try services.deleteEntries.delete(entries)
        view.show([DeletePresenter.deletedLine(entries)])
    }

    private func list(_ request: ListEntriesRequest, format: AppTask.ListFormat, services: AppServices) throws {
        switch format {
        case .table:
            let entries = try services.listEntries.entries(request)
            var hidden = 0
            var capped = false
            if !request.all, entries.count == request.limit ?? ListEntriesRequest.defaultLimit {
                let cap = entries.count + Self.hiddenCountCap
                let matching = try services.listEntries.matchingCount(request, upTo: cap + 1)
                capped = matching > cap
                hidden = min(matching, cap) - entries.count
            }
            view.show(
                EntryTablePresenter.lines(
                    for: entries, width: environment.terminalWidth, hiddenCount: hidden, hiddenCountIsAtLeast: capped))
        case .json:
            view.write(EntryJSONFormatter.arrayStart)
            var count = 0
            try services.listEntries.forEachEntry(request) { entry in
                view.write(EntryJSONFormatter.element(entry, index: count))
                count += 1
            }
            view.write(EntryJSONFormatter.arrayEnd(count: count))
        case .csv:
            view.write(EntryCSVFormatter.header)
            try services.listEntries.forEachEntry(request) { view.write(EntryCSVFormatter.row($0)) }
        }
    }
}
