import PainlogDomain

/// What a flow works with: the open diary, the view, and the process's calendar (clock and zone) and terminal.
struct FlowContext {
    let diary: Diary
    let view: TerminalView
    let environment: AppEnvironment
    /// The diary's path as resolved from --db, PAINLOG_DB or the default (as given: maybe relative).
    let diaryPath: String

    var calendar: LocalCalendar { environment.calendar }
    var zone: TimeZoneRules { environment.zone }
    var terminalWidth: Int { environment.terminal.width }
}
