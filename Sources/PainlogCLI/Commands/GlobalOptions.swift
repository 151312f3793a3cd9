import ArgumentParser

/// Options every command takes, before or after the command name.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long, help: ArgumentHelp("The diary's database file.", valueName: "path"),
        completion: .file(extensions: ["sqlite"]))
    var db: String?

    @Flag(name: .customLong("no-color"), help: "Never colour the output (also: the NO_COLOR environment variable).")
    var noColour = false

    @Flag(name: [.customShort("q"), .long], help: "No notices on stderr; errors are still written.")
    var quiet = false

    @Flag(name: .customLong("no-pager"), help: "Never page long output through $PAGER (else less -FRX).")
    var noPager = false
}

/// A command that becomes a task for the coordinator.
protocol TaskCommand: ParsableCommand {
    var global: GlobalOptions { get }
    /// The task the parsed command line asks for.
    func task() -> AppTask
    /// The type of the command's positional value, when it has one that a negative number could be
    /// meant for (see `PositionalValue`).
    static var positionalValue: (any PositionalValue.Type)? { get }
    /// Why a negative number is refused, for a command without a positional value whose option may
    /// take one (`calendar --months -3`); nil for the general message.
    static func negativeNumberRefusal(_ value: String) -> String?
}

extension TaskCommand {
    static var positionalValue: (any PositionalValue.Type)? { nil }
    static func negativeNumberRefusal(_ value: String) -> String? { nil }
}
