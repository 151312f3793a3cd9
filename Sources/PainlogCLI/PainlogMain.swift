import ArgumentParser
import PainlogDomain
import PainlogFeatures
#if canImport(Glibc)
    import Glibc
#endif

/// The entry point of the painlog executable: parse, hand the task to the coordinator, exit.
public enum PainlogMain {
    /// Parses the command line, runs the command and exits with its status.
    public static func run() -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let command: any ParsableCommand
        do {
            command = try Painlog.parseAsRoot(arguments)
        } catch {
            exit(reportParseError(error, arguments: arguments))
        }
        guard let taskCommand = command as? any TaskCommand else {
            // A command group without a task of its own (its `run()` asks for its help), or
            // `<command> --help` / `help <command>`, which ArgumentParser hands back as its own help
            // command, whose `run()` asks for that command's help. Printing `type(of: command)`'s
            // help here would answer `painlog log --help` with the help of `help`.
            var command = command
            do {
                try command.run()
            } catch {
                Painlog.exit(withError: error)
            }
            exit(0)
        }
        let environment: AppEnvironment
        do {
            environment = try AppEnvironment.process()
        } catch {
            FileHandleless.writeError(error.message)
            exit(ErrorReporter.Status.usage)
        }
        let coordinator = AppCoordinator(environment: environment, colourFlagOff: taskCommand.global.noColor)
        exit(coordinator.run(taskCommand.task(), databaseOption: taskCommand.global.db))
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-") && argument.dropFirst().allSatisfy(\.isNumber)
    }

    /// Help and `--version` go to stdout with status 0, as ArgumentParser does; every other parse
    /// error becomes the contract's one `error:` line with status 64.
    private static func reportParseError(_ error: any Error, arguments: [String]) -> Int32 {
        let code = Painlog.exitCode(for: error)
        if code == .success {
            Painlog.exit(withError: error)
        }
        var message = Painlog.message(for: error)
        // "-1" looks like an option to the parser; say what it really is.
        if let value = arguments.first(where: isNegativeNumber) {
            message =
                arguments.contains("log") || arguments.contains("add")
                ? "intensity must be a whole number 0–10, got '\(value)'"
                : "'\(value)' is not allowed here: intensities are whole numbers 0–10 and ids are positive"
        }
        FileHandleless.writeError(message.split(whereSeparator: \.isNewline).joined(separator: " "))
        return code.rawValue
    }
}

/// Writes the error line straight to stderr, before any sink exists.
enum FileHandleless {
    /// Control characters in `message` (which may quote an argument) are made visible.
    static func writeError(_ message: String) {
        let line = "error: " + DisplayText.sanitized(message, singleLine: true) + "\n"
        _ = line.withCString { Glibc.write(2, $0, strlen($0)) }
    }
}
