import ArgumentParser

/// The formats a command that prints data offers: `table` (what it prints on a terminal) and `json`
/// always, and `csv` where its output is one table.
protocol OutputFormat: ArgumentWord, Equatable {
    static var table: Self { get }
    static var json: Self { get }
}

/// The two ways most commands that print data can print it.
enum TableOrJSON: String, OutputFormat {
    case table, json
}

/// The three ways a command whose output is one table can print it (`list`, `stats`, `areas`,
/// `tags`, `impact --list`).
enum TableJSONOrCSV: String, OutputFormat {
    case table, json, csv
}

/// `--format` and its short form `--json`, on every command that prints data (contract, *Added in
/// 0.3 → Everywhere*), with one rule: `--json` together with a `--format` other than `json` is a
/// usage error (64) naming both (*Added in 0.4*).
///
/// A command declares the two options itself, with the help texts of `OutputHelp`:
///
///     @Option(help: OutputHelp.tableOrJSON) var format: TableOrJSON?
///     @Flag(help: OutputHelp.json) var json = false
///
/// and reads `output` (or `isJSON`). They are not an `@OptionGroup`: ArgumentParser reflects on
/// every option group of the command it runs, and a group costs its command about 1 M
/// instructions at every start (docs/performance.md, *One registry and one output rule*); as
/// `FilterOptions` declares its own `--since` and `--until`, the options are the command's own and
/// the rule is this protocol's. A command with a `validate()` of its own calls `validateOutput()`
/// first.
protocol OutputOptions: TaskCommand {
    associatedtype Format: OutputFormat
    /// `--format`, when given.
    var format: Format? { get }
    /// `--json`.
    var json: Bool { get }
}

extension OutputOptions {
    /// The format asked for: table unless told.
    var output: Format { json ? .json : format ?? .table }

    /// Whether JSON was asked for.
    var isJSON: Bool { output == .json }

    /// Refuses two different formats: `--json --format table` is a usage error naming both.
    func validateOutput() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two formats; give one of them")
        }
    }

    func validate() throws { try validateOutput() }
}

/// The help of `--format` and `--json`, the same on every command.
enum OutputHelp {
    static let tableOrJSON = ArgumentHelp("table or json (the fields are listed in the README).", valueName: "format")
    static let tableJSONOrCSV = ArgumentHelp(
        "table, json or csv (the fields are listed in the README).", valueName: "format")
    static let json = ArgumentHelp("The same as --format json.")
}
