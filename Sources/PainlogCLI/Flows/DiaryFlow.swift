import PainlogDomain
import PainlogFeatures

/// One task a user starts, owned from start to finish: its interactor calls, its output format
/// and its messages.
///
/// A multi-step flow asks its view's questions itself. The coordinator only opens the diary, brings
/// its schema up to date and starts the flow.
protocol DiaryFlow {
    /// Whether the flow may run a second time, on a diary another painlog created while it ran on
    /// a new one. True unless the flow consumed something it cannot read again (stdin).
    var canRunAgain: Bool { get }

    /// Whether the coordinator applies pending migrations before the flow starts. Only `migrate`,
    /// which reports them itself, says no.
    var needsCurrentSchema: Bool { get }

    /// Checks that need the diary's path and must happen before it is opened (or created).
    func check(diaryPath: String) throws

    /// Checks that need the process's environment (its terminal) and must happen before the diary
    /// is opened, so that a refused command neither creates nor migrates it.
    func check(environment: AppEnvironment) throws

    /// Whether the output may be long enough for a pager (on a terminal, without `--no-pager`).
    var pagesOutput: Bool { get }

    /// Runs the task.
    func run(_ context: FlowContext) throws

    /// The flow itself when it is an `AbsentDiaryFlow`, else nil.
    ///
    /// The coordinator asks this instead of casting: a cast to `any AbsentDiaryFlow` is a
    /// conformance lookup through every record in the binary (0.3 M instructions at every start).
    var absentDiaryFlow: (any AbsentDiaryFlow)? { get }
}

extension DiaryFlow {
    var canRunAgain: Bool { true }
    var needsCurrentSchema: Bool { true }
    var pagesOutput: Bool { false }
    func check(diaryPath: String) throws {}
    func check(environment: AppEnvironment) throws {}
    var absentDiaryFlow: (any AbsentDiaryFlow)? { nil }
}

/// A flow with something to say when there is no diary yet, instead of creating one (the
/// dashboard: a first look must write nothing).
protocol AbsentDiaryFlow: DiaryFlow {
    /// Runs the task without a diary: `path` is where one would be.
    func runWithoutDiary(path: String, view: TerminalView, environment: AppEnvironment) throws
}

extension AbsentDiaryFlow {
    var absentDiaryFlow: (any AbsentDiaryFlow)? { self }
}
