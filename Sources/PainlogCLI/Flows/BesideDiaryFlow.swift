/// A task that needs the diary's path but does not open the diary.
protocol BesideDiaryFlow {
    func run(diaryPath: String, view: TerminalView, environment: AppEnvironment) throws
}
