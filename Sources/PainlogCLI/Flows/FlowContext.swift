import PainlogDomain

/// What a flow works with: the open diary, the view, and the process's clock, zone and terminal.
struct FlowContext {
    let diary: Diary
    let view: TerminalView
    let environment: AppEnvironment

    var clock: any TimeSource { environment.clock }
    var zone: TimeZoneRules { environment.zone }
    var terminalWidth: Int { environment.terminal.width }
}
