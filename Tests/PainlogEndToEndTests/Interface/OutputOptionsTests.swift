import Foundation
import Testing

/// `--format` and `--json` on every command that prints data, through one rule (`OutputOptions`).
///
/// The contract (*Added in 0.3 → Everywhere* and *Added in 0.4*): `--json` and `--format json`
/// print the same bytes, and `--json` with another `--format` is a usage error (64, one `error:`
/// line naming both) that changes nothing. The commands are read from the binary's own command
/// tree, so a printing command added to the registry without a line here fails
/// `everyPrintingCommandIsHere`.
@Suite struct OutputOptionsTests {
    /// One printing command, as it is run: its arguments before the format options.
    struct Printing: Sendable, CustomTestStringConvertible {
        /// The command's path in the tree (`["remind", "status"]`; `[]` is `painlog` itself).
        let path: [String]
        /// The command line without a format (`shared` is the sandbox's sync folder).
        let arguments: [String]
        /// Whether it writes to the diary: then each format runs on its own copy, and the new
        /// record's random `uid` (and the `rev` made from it) is left out of the comparison.
        var writes = false
        /// Whether it also takes `--format csv`.
        var csv = false
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let printing: [Printing] = [
        Printing(path: ["dashboard"], arguments: ["dashboard"]),
        Printing(path: ["log"], arguments: ["log", "5", "--area", "head", "--at", "2026-11-22T09:30"], writes: true),
        Printing(path: ["edit"], arguments: ["edit", "1", "--intensity", "7"], writes: true),
        Printing(path: ["show"], arguments: ["show", "1"]),
        Printing(path: ["list"], arguments: ["list"], csv: true),
        Printing(path: ["stats"], arguments: ["stats", "--by", "month"], csv: true),
        Printing(path: ["areas", "list"], arguments: ["areas"], csv: true),
        Printing(path: ["tags", "list"], arguments: ["tags"], csv: true),
        Printing(path: ["meds", "list"], arguments: ["meds"]),
        Printing(path: ["conditions", "list"], arguments: ["conditions"]),
        Printing(path: ["conditions", "show"], arguments: ["conditions", "show", "migraine"]),
        Printing(path: ["courses"], arguments: ["courses"]),
        Printing(
            path: ["impact"], arguments: ["impact", "--pain", "3", "--enjoyment", "4", "--activity", "5"],
            writes: true),
        Printing(path: ["impact"], arguments: ["impact", "--list"], csv: true),
        Printing(path: ["calendar"], arguments: ["calendar"]),
        Printing(path: ["due"], arguments: ["due"]),
        Printing(path: ["sync"], arguments: ["sync", "shared", "--dry-run"]),
        Printing(path: ["undo"], arguments: ["undo", "--list"]),
        Printing(path: ["migrate"], arguments: ["migrate", "--status"]),
        Printing(path: ["remind", "status"], arguments: ["remind", "status"]),
    ]

    /// Two entries, the first with a tag and a medication, and one impact record.
    static let diary = DiaryTemplate { painlog in
        try painlog.log([
            "6", "--area", "head", "--tag", "storm", "--med", "ibuprofen 400mg", "--at", "2026-11-21T08:00",
        ])
        try painlog.log(["4", "--area", "back", "--at", "2026-11-22T09:58"])
        try painlog.run(["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"])
        try painlog.run(["course", "start", "topiramate", "--dose", "25 mg", "--at", "2026-11-01"])
        try painlog.run(["impact", "--pain", "5", "--enjoyment", "5", "--activity", "5", "--at", "2026-11-15"])
    }

    /// A sandbox with a copy of `diary` and an empty sync folder, `shared`.
    static func sandbox() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        try diary.copy(into: sandbox)
        try FileManager.default.createDirectory(atPath: sandbox.path("shared"), withIntermediateDirectories: true)
        return sandbox
    }

    static func run(_ arguments: [String], in sandbox: PainlogSandbox) throws -> ProgramRun {
        try sandbox.run(arguments.map { $0 == "shared" ? sandbox.path("shared") : $0 })
    }

    /// `"uid":"…"` and `"rev":"…"` with their values left out: a new record's uid is random, and an
    /// entry's rev is a digest of its content, uid included.
    static func withoutUID(_ text: String) -> String {
        text.replacingOccurrences(of: #""(uid|key|rev)":"[^"]*""#, with: #""$1":"""#, options: .regularExpression)
    }

    @Test(arguments: printing)
    func jsonAndFormatJSONPrintTheSameBytes(_ command: Printing) throws {
        let first = try Self.sandbox()
        let second = command.writes ? try Self.sandbox() : first
        let json = try Self.run(command.arguments + ["--json"], in: first)
        let format = try Self.run(command.arguments + ["--format", "json"], in: second)

        #expect(json.status == format.status, "\(json)\n\(format)")
        #expect(json.status == 0 || command.path == ["due"], "\(json)")
        #expect(json.stderr.isEmpty && format.stderr.isEmpty, "\(json)\n\(format)")
        #expect(!json.stdoutBytes.isEmpty, "\(json)")
        if command.writes {
            #expect(Self.withoutUID(json.stdout) == Self.withoutUID(format.stdout), "\(json)\n\(format)")
        } else {
            #expect(json.stdoutBytes == format.stdoutBytes, "\(json)\n\(format)")
        }
        #expect((try? JSONSerialization.jsonObject(with: json.stdoutBytes)) != nil, "\(json)")
    }

    @Test(arguments: printing)
    func twoDifferentFormatsAreAUsageError(_ command: Printing) throws {
        let sandbox = try Self.sandbox()
        let before = try sandbox.dump()
        for other in ["table"] + (command.csv ? ["csv"] : []) {
            for arguments in [["--json", "--format", other], ["--format", other, "--json"]] {
                let run = try Self.run(command.arguments + arguments, in: sandbox)
                expectError(run, status: 64, naming: ["--json", "--format \(other)"])
            }
        }
        #expect(try sandbox.dump() == before)
    }

    /// `painlog --json` and `painlog --format json` are the dashboard's.
    @Test func theDashboardShortcutTakesBoth() throws {
        let sandbox = try Self.sandbox()
        let json = try sandbox.run(["--json"])
        let format = try sandbox.run(["--format", "json"])
        let dashboard = try sandbox.run(["dashboard", "--json"])
        #expect(json.status == 0 && json.stdoutBytes == format.stdoutBytes, "\(json)\n\(format)")
        #expect(json.stdoutBytes == dashboard.stdoutBytes)
        expectError(
            try sandbox.run(["--json", "--format", "table"]), status: 64, naming: ["--json", "--format table"])
    }

    /// The paths of the commands whose `--format` offers `table` and `json` (the commands that print
    /// data), read from `painlog --experimental-dump-help`: the command tree the registry builds.
    static func printingCommandsOfTheTree() throws -> Set<[String]> {
        let painlog = try PainlogSandbox()
        let dump = try painlog.run(["--experimental-dump-help"], withDatabase: false)
        let object = try #require(try JSONSerialization.jsonObject(with: dump.stdoutBytes) as? [String: Any])
        var found: Set<[String]> = []
        func walk(_ command: [String: Any], _ path: [String]) {
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            func option(_ name: String) -> [String: Any]? {
                arguments.first { argument in
                    (argument["names"] as? [[String: Any]] ?? []).contains {
                        $0["kind"] as? String == "long" && $0["name"] as? String == name
                    }
                }
            }
            let formats = option("format")?["allValues"] as? [String] ?? []
            if option("json") != nil, formats.contains("table"), formats.contains("json") { found.insert(path) }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = subcommand["commandName"] as? String, name != "help" else { continue }
                walk(subcommand, path + [name])
            }
        }
        walk(try #require(object["command"] as? [String: Any]), [])
        return found
    }

    /// The tree's printing commands are exactly the commands tested above, so a new one gets its
    /// line here (and in `JSONEverywhereTests`, for its fields).
    @Test func everyPrintingCommandIsHere() throws {
        let tree = try Self.printingCommandsOfTheTree()
        #expect(tree.count >= 16, "the tree was read: \(tree)")
        #expect(tree == Set(Self.printing.map(\.path)))
    }

    /// The commands `JSONEverywhereTests` checks the fields of: every printing command.
    @Test func everyPrintingCommandHasItsFieldsChecked() throws {
        let tree = try Self.printingCommandsOfTheTree()
        let groups = ["areas": "list", "tags": "list", "meds": "list"]
        var checked: Set<[String]> = []
        for command in JSONEverywhereTests.commands {
            let words = command.arguments.prefix { !$0.hasPrefix("-") }
            guard let first = words.first else {
                checked.insert(["dashboard"])
                continue
            }
            if let member = groups[first] {
                checked.insert([first, member])
            } else if first == "remind" {
                checked.insert(Array(words.prefix(2)))
            } else if first == "conditions" {
                checked.insert(words.count > 1 ? Array(words.prefix(2)) : ["conditions", "list"])
            } else {
                checked.insert([first])
            }
        }
        #expect(tree.subtracting(checked).isEmpty, "no fields checked for \(tree.subtracting(checked))")
    }

    /// The command names a documentation paragraph lists in backquotes, from the words after
    /// `start` up to `end`: `painlog --json` is the dashboard, `remind status` and `undo --list`
    /// are named by their commands.
    static func commandsListed(in file: String, after start: String, before end: String) throws -> Set<[String]> {
        let text = try String(contentsOf: ReliabilityPaths.repository.appendingPathComponent(file), encoding: .utf8)
        let from = try #require(text.range(of: start), "\(file) has no \(start)")
        let to = try #require(text.range(of: end, range: from.upperBound..<text.endIndex), "\(file): \(end)")
        let paragraph = text[from.upperBound..<to.lowerBound].replacingOccurrences(of: "\n", with: " ")
        var listed: Set<[String]> = []
        for (index, part) in paragraph.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 {
            let words = part.split(separator: " ").map(String.init)
            switch words.first {
            case "painlog": listed.insert(["dashboard"])
            case "areas", "tags", "meds": listed.insert([words[0], "list"])
            case "conditions": listed.insert(words.count > 1 ? Array(words.prefix(2)) : ["conditions", "list"])
            case "remind": listed.insert(["remind", "status"])
            case let word? where !word.hasPrefix("-"): listed.insert([word])
            default: break
            }
        }
        return listed
    }

    /// The README and docs/output-formats.md list the printing commands; the lists are the tree's.
    @Test func theDocumentedListsAreTheTrees() throws {
        let tree = try Self.printingCommandsOfTheTree()
        let readme = try Self.commandsListed(
            in: "README.md", after: "can be piped into `jq`:", before: "and `import --json` for its counts")
        #expect(readme == tree, "README: missing \(tree.subtracting(readme)), extra \(readme.subtracting(tree))")
        let formats = try Self.commandsListed(
            in: "docs/output-formats.md", after: "The commands that print data are", before: ". `import`")
        #expect(
            formats == tree, "output-formats: missing \(tree.subtracting(formats)), extra \(formats.subtracting(tree))")
    }
}
