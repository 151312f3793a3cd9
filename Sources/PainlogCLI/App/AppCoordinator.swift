import PainlogDomain

/// Decides what runs first and starts the task: resolve the diary, open it, bring its schema up to
/// date (the CLI's "logged in?" check), then hand over to the task's flow, which owns the rest.
struct AppCoordinator {
    let environment: AppEnvironment
    let view: TerminalView
    let diaries: any DiaryOpener
    /// The pager for flows whose output may be long (`list`), when standard output is a terminal.
    var pager: String? = nil

    /// Runs `task` on the diary chosen by `databaseOption` and returns the exit status.
    func run(_ task: AppTask, databaseOption: String?) -> Int32 {
        var paged = false
        do {
            let path = try DatabaseLocation.resolve(option: databaseOption, variables: environment.variables)
            switch task {
            case .onDiary(let flow):
                paged = try run(flow, onDiaryAt: path)
            case .readingSchema(let flow):
                try flow.run(try diaries.migrationsReadOnly(at: path), view: view)
            case .readingDiary(let flow):
                try flow.run(try diaries.readOnlyDiary(at: path), view: view, environment: environment)
            case .besideDiary(let flow):
                try flow.run(diaryPath: path, view: view, environment: environment)
            }
            try view.flush()
            return 0
        } catch is OutputError where paged {
            // The person quit the pager before the end (q in less): what was not read is not wanted.
            return 0
        } catch let quiet as QuietExit {
            try? view.flush()
            return quiet.status
        } catch {
            return ErrorReporter.report(error, to: view)
        }
    }

    /// Opens the diary and runs the flow.
    ///
    /// On a diary that did not exist yet (it gets its real name only when the flow succeeded, so a
    /// failed first command leaves nothing behind) the flow's results are held back until then.
    /// Returns whether the output went through a pager.
    @discardableResult
    private func run(_ flow: any DiaryFlow, onDiaryAt path: String) throws -> Bool {
        try flow.check(environment: environment)
        try flow.check(diaryPath: path)
        if let absent = flow.absentDiaryFlow, !diaries.diaryExists(at: path) {
            try absent.runWithoutDiary(path: path, view: view, environment: environment)
            return false
        }
        let paging = flow.pagesOutput ? pager.flatMap(startPager) : nil
        defer {
            // The output is written to the pager before it is given back to the terminal.
            if let paging {
                try? view.flush()
                paging.finish()
            }
        }
        var finished: QuietExit?
        let held = try diaries.withDiary(at: path, canRunAgain: flow.canRunAgain) { diary, isNew -> StringSink? in
            let held = isNew ? StringSink() : nil
            let context = FlowContext(
                diary: diary, view: held.map { view.holdingOutput(in: $0) } ?? view, environment: environment,
                diaryPath: path)
            if flow.needsCurrentSchema {
                try SchemaGate.bringUpToDate(diary.migrations, view: context.view)
            }
            do {
                try flow.run(context)
            } catch let quiet as QuietExit where quiet.keepsWork {
                finished = quiet
            }
            return held
        }
        if let held { view.write(held.text) }
        if let finished { throw finished }
        return paging != nil
    }

    /// Starts `command` as the pager, through the process runner that starts every other program.
    private func startPager(_ command: String) -> Pager? {
        Pager.start(command, runner: environment.processes, variables: environment.variables)
    }
}
