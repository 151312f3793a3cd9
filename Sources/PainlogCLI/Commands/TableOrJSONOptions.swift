import ArgumentParser

/// The two ways a command that prints data can print it.
enum TableOrJSON: String, ArgumentWord {
    case table, json
}

/// `--format table|json` and its short form `--json`, for every command that prints data and has no
/// other format (contract, *Added in 0.3 → Everywhere*).
///
/// Asking for two formats at once (`--json --format table`) is a usage error naming both.
struct TableOrJSONOptions: ParsableArguments {
    @Option(help: ArgumentHelp("table or json (the fields are listed in the README).", valueName: "format"))
    var format: TableOrJSON?

    @Flag(help: "The same as --format json.")
    var json = false

    /// Whether JSON was asked for.
    var isJSON: Bool { json || format == .json }

    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two formats; give one of them")
        }
    }
}

/// The three ways a command whose output is one table can print it.
enum TableJSONOrCSV: String, ArgumentWord {
    case table, json, csv
}

/// `--format table|json|csv` and `--json`, for commands whose output is one table (`areas`, `tags`).
struct TableJSONOrCSVOptions: ParsableArguments {
    @Option(help: ArgumentHelp("table, json or csv (the fields are listed in the README).", valueName: "format"))
    var format: TableJSONOrCSV?

    @Flag(help: "The same as --format json.")
    var json = false

    /// The format asked for: table unless told.
    var chosen: TableJSONOrCSV { json ? .json : format ?? .table }

    func validate() throws {
        if json, let format, format != .json {
            throw ValidationError("--json and --format \(format.rawValue) ask for two formats; give one of them")
        }
    }
}
