import ArgumentParser
import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// The entry point of the painlog executable: parse, hand the task to the coordinator, exit.
public enum PainlogMain {
    /// Parses the command line, runs the command and exits with its status.
    public static func run() -> Never {
        SignalCleanup.install(companionSuffixes: AppAssembly.diaryCompanionSuffixes)
        let arguments: [String]
        do {
            arguments = CommandWord.withDashboardShortcut(
                CommandWord.withLogShortcut(LongOptionSplitter.normalized(try CommandLineBytes.processArguments())))
        } catch {
            CurrentProcess.exit(ErrorReporter.reportToStandardError(error))
        }
        if let databaseOption = VerboseVersion.databaseOption(in: arguments) {
            VerboseVersion.run(databaseOption: databaseOption)
        }
        let command: any ParsableCommand
        do {
            command = try ParseShortcut.parseAsRoot(arguments)
        } catch {
            CurrentProcess.exit(reportParseError(error, arguments: arguments))
        }
        // Help that nobody asked for, from a cluster such as `-1h`, is an unknown option: status 64,
        // never help with status 0 (a script would take it for success).
        let task = TaskCommands.task(of: command)
        if task == nil, let cluster = ParseErrorAdvice.helpInACluster(arguments) {
            ErrorReporter.reportToStandardError(message: ParseErrorAdvice.unknownCluster(cluster))
            CurrentProcess.exit(ExitCode.validationFailure.rawValue)
        }
        guard let taskCommand = task else {
            // A command group without a task of its own (its `run()` asks for its help), or
            // `<command> --help` / `help <command>`, which ArgumentParser hands back as its own help
            // command, whose `run()` asks for that command's help. Printing `type(of: command)`'s
            // help here would answer `painlog log --help` with the help of `help`.
            var command = command
            do {
                try command.run()
            } catch {
                exitWithMessage(for: error)
            }
            CurrentProcess.exit(0)
        }
        let coordinator: AppCoordinator
        do {
            coordinator = try AppAssembly.coordinator(
                noColour: taskCommand.global.noColour, quiet: taskCommand.global.quiet,
                noPager: taskCommand.global.noPager)
        } catch {
            CurrentProcess.exit(ErrorReporter.reportToStandardError(error))
        }
        CurrentProcess.exit(coordinator.run(taskCommand.task(), databaseOption: taskCommand.global.db))
    }

    /// Exits as ArgumentParser's `exit(withError:)` does, with help and `--version` (status 0) on
    /// stdout fitted to the terminal's width (`HelpText`).
    private static func exitWithMessage(for error: any Error) -> Never {
        guard Painlog.exitCode(for: error) == .success else { Painlog.exit(withError: error) }
        let text = Painlog.fullMessage(for: error)
        // `--experimental-dump-help` is one line of JSON for programs (the man page's generator):
        // never broken.
        if text.hasPrefix("{") {
            print(text)
        } else if !text.isEmpty {
            print(HelpText.fitted(text, width: TerminalEnvironment.width(variables: ProcessVariables.current())))
        }
        CurrentProcess.exit(0)
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-") && argument.dropFirst().allSatisfy(\.isNumber)
    }

    /// Why a negative number made the command line fail: ArgumentParser takes `-1` for an option
    /// and never hands it to a positional argument's type.
    ///
    /// When the command line parses with every negative number made harmless, the negative number
    /// was the problem, and the command's typed positional value says why; nil when something else
    /// is wrong too.
    static func negativeNumberRefusal(arguments: [String]) -> String? {
        guard let value = arguments.first(where: isNegativeNumber) else { return nil }
        let repaired = arguments.map { isNegativeNumber($0) ? "1" : $0 }
        guard let command = try? Painlog.parseAsRoot(repaired) as? any TaskCommand else { return nil }
        guard let positional = type(of: command).positionalValue else {
            return type(of: command).negativeNumberRefusal(value)
                ?? "'\(value)' is not allowed here: intensities are whole numbers 0–10 and ids are positive"
        }
        return OptionSpelling.message(of: positional.refusal(of: value))
    }

    /// Help and `--version` go to stdout with status 0, as ArgumentParser does; every other parse
    /// error becomes the contract's one `error:` line with status 64.
    private static func reportParseError(_ error: any Error, arguments: [String]) -> Int32 {
        let code = Painlog.exitCode(for: error)
        if code == .success, let cluster = ParseErrorAdvice.helpInACluster(arguments) {
            ErrorReporter.reportToStandardError(message: ParseErrorAdvice.unknownCluster(cluster))
            return ExitCode.validationFailure.rawValue
        }
        if code == .success {
            // `--generate-completion-script SHELL` prints painlog's script, as `completion SHELL` does.
            if let script = CompletionScript.replacing(Painlog.fullMessage(for: error)) {
                print(script)
                return 0
            }
            exitWithMessage(for: error)
        }
        let message = ParseErrorAdvice.lowercasedStart(Painlog.message(for: error))
        ErrorReporter.reportToStandardError(
            message: negativeNumberRefusal(arguments: arguments) ?? ParseErrorAdvice.message(arguments: arguments)
                ?? message)
        return code.rawValue
    }
}
