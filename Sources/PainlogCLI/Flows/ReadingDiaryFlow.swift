/// A task that reads the diary opened read-only, or gets nil when there is none, and never
/// creates, writes or migrates it.
protocol ReadingDiaryFlow {
    func run(_ diary: Diary?, view: TerminalView, environment: AppEnvironment) throws
}
