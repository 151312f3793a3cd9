import PainlogDomain
import PainlogSystem

/// `painlog --version --verbose`: the release, then the schema of the diary at `--db` (or the
/// default diary) against the newest this painlog knows.
///
/// `--version` alone stays ArgumentParser's and never opens a diary; this one opens it read-only,
/// and creates nothing when there is none.
enum VerboseVersion {
    /// The `--db` option's value (nil for the default diary) when `arguments` ask for the verbose
    /// version and nothing else; nil when they ask for something else.
    static func databaseOption(in arguments: [String]) -> String?? {
        guard arguments.contains("--version"), arguments.contains("--verbose") else { return nil }
        var database: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--version" || argument == "--verbose" {
                index += 1
            } else if argument == "--db", index + 1 < arguments.endIndex {
                database = arguments[index + 1]
                index += 2
            } else if argument.hasPrefix("--db=") {
                database = String(argument.dropFirst("--db=".count))
                index += 1
            } else {
                return nil
            }
        }
        return .some(database)
    }

    /// The second line: the diary's schema (the newest migration applied to it) and this
    /// painlog's.
    /// - Parameters:
    ///   - applied: nil when there is no diary at `path`.
    static func schemaLine(applied: Int?, pending: Int, known: Int, path: String) -> String {
        guard let applied else { return "schema: no diary at \(path) yet (this painlog knows up to \(known))" }
        if applied > known {
            return
                "schema \(applied) (this painlog knows up to \(known): a newer painlog migrated this diary; upgrade painlog)"
        }
        guard pending > 0 else { return "schema \(applied) (this painlog knows up to \(known))" }
        let migrations = pending == 1 ? "1 migration" : "\(pending) migrations"
        return "schema \(applied) (this painlog knows up to \(known); \(migrations) to apply: painlog migrate)"
    }

    /// Prints both lines and exits: 0, or an error's status when the diary cannot be read.
    static func run(databaseOption: String?, variables: [String: String] = ProcessVariables.current()) -> Never {
        let line: String
        do {
            let path = try DatabaseLocation.resolve(option: databaseOption, variables: variables)
            let schema = try AppAssembly.schemaVersions(at: path)
            line = schemaLine(
                applied: schema?.applied, pending: schema?.pending ?? 0,
                known: schema?.known ?? AppAssembly.knownSchemaVersion, path: path)
        } catch {
            CurrentProcess.exit(ErrorReporter.reportToStandardError(error))
        }
        print("painlog \(Painlog.version)\n" + line)
        CurrentProcess.exit(0)
    }
}
