import Foundation
import Testing

/// Issue 24, finding 2: every file painlog writes goes through a temporary name beside it, and a
/// symbolic link (or a file) someone planted at that name is never followed, truncated or used.
///
/// 0.2 opened `<file>.painlog-partial-<PID>` with `O_CREAT|O_TRUNC`: a link planted there made
/// `sync`, `export --output`, `report --output` and `remind install` overwrite the link's target
/// (and set it to 0600), then rename the link itself over the output. Each writer here runs through
/// `exec` from a shell that first planted things at the names painlog's process id makes
/// predictable, so the planted names carry the very PID painlog runs with.
@Suite struct PlantedTemporaryNameTests {
    /// What is planted at the predictable temporary names.
    enum Plant: String, CaseIterable {
        /// A link to a file of the user's that must stay as it is.
        case link
        /// A link to a name where nothing is yet: following it would create a file there.
        case danglingLink
        /// A regular file whose bytes must stay as they are.
        case regularFile
    }

    static let precious = "precious bytes the user never meant painlog to touch\n"

    /// The planted names for `output`: 0.2's `<output>.painlog-partial-<PID>` and names of the new
    /// shape with a guessed random part.
    static func plantedNames(_ output: String) -> [String] {
        [
            "\(output).painlog-partial-$$", "\(output).painlog-partial-$$-0000000000000000",
            "\(output).painlog-partial-$$-0",
        ]
    }

    /// Runs `painlog --db <database> ARGUMENTS` with things planted at each of `outputs`'
    /// predictable temporary names, and returns the run and what to check afterwards.
    static func runWithPlanted(
        _ plant: Plant, in painlog: PainlogSandbox, outputs: [String], _ arguments: [String],
        environment: [String: String?] = [:]
    ) throws -> (ProgramRun, Planted) {
        let victim = painlog.path("victim.txt")
        try precious.write(toFile: victim, atomically: false, encoding: .utf8)
        chmod(victim, 0o644)
        let nowhere = painlog.path("nowhere")
        var script = "set -e\n"
        for output in outputs {
            for (index, name) in plantedNames(output).enumerated() {
                // The shell puts its own process id, which `exec` hands to painlog, for `$$`.
                let quoted = name.components(separatedBy: "$$").map(PainlogSandbox.shellQuoted).joined(separator: "$$")
                switch plant {
                case .link: script += "ln -s \(PainlogSandbox.shellQuoted(victim)) \(quoted)\n"
                case .danglingLink: script += "ln -s \(PainlogSandbox.shellQuoted(nowhere))-\(index) \(quoted)\n"
                case .regularFile: script += "printf %s \(PainlogSandbox.shellQuoted(precious)) > \(quoted)\n"
                }
            }
        }
        script += "echo $$ > \(PainlogSandbox.shellQuoted(painlog.outputFolder + "/planted-pid"))\n"
        script +=
            "exec \"$0\" --db \(PainlogSandbox.shellQuoted(painlog.database)) "
            + arguments.map(PainlogSandbox.shellQuoted).joined(separator: " ") + "\n"
        let run = try painlog.runShell(script, environment: environment)
        let pid = try String(contentsOfFile: painlog.outputFolder + "/planted-pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let names = outputs.flatMap { output in
            plantedNames(output).map { $0.replacingOccurrences(of: "$$", with: pid) }
        }
        return (run, Planted(plant: plant, victim: victim, nowhere: nowhere, names: names))
    }

    /// What was planted, to check that painlog left all of it alone.
    struct Planted {
        let plant: Plant
        let victim: String
        let nowhere: String
        let names: [String]

        func expectUntouched(sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(
                try String(contentsOfFile: victim, encoding: .utf8) == PlantedTemporaryNameTests.precious,
                "the link's target was written", sourceLocation: sourceLocation)
            #expect(permissions(victim) == 0o644, "the link's target changed mode", sourceLocation: sourceLocation)
            for (index, name) in names.enumerated() {
                switch plant {
                case .link:
                    #expect(
                        FileSystemLink.target(of: name) == victim, "\(name) should still be the planted link",
                        sourceLocation: sourceLocation)
                case .danglingLink:
                    let target = nowhere + "-\(index % PlantedTemporaryNameTests.plantedNames("x").count)"
                    #expect(
                        FileSystemLink.target(of: name) == target, "\(name) should still be the planted link",
                        sourceLocation: sourceLocation)
                    #expect(!exists(target), "a file was created behind the link", sourceLocation: sourceLocation)
                case .regularFile:
                    #expect(
                        FileSystemLink.target(of: name) == nil
                            && (try? String(contentsOfFile: name, encoding: .utf8))
                                == PlantedTemporaryNameTests.precious,
                        "\(name) should still be the planted file, unchanged", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Checks that `path` is a regular file (not a link) with `mode`.
    static func expectRegularFile(_ path: String, mode: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(FileSystemLink.target(of: path) == nil, "\(path) is a link", sourceLocation: sourceLocation)
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, sourceLocation: sourceLocation)
        #expect(permissions(path) == mode, "\(path)", sourceLocation: sourceLocation)
    }

    @Test(arguments: Plant.allCases)
    func exportOutput(_ plant: Plant) throws {
        let painlog = try PainlogSandbox()
        expectSuccess(try painlog.run(["log", "5", "--note", "one"]))
        let expected = try painlog.run(["export"])
        expectSuccess(expected)
        let output = painlog.path("out.csv")

        let (run, planted) = try Self.runWithPlanted(
            plant, in: painlog, outputs: [output], ["export", "--output", output])

        #expect(run.status == 0, "\(run)")
        Self.expectRegularFile(output, mode: 0o600)
        #expect(Files.bytes(output) == expected.stdoutBytes)
        try planted.expectUntouched()
    }

    @Test(arguments: Plant.allCases)
    func exportOutputWithForce(_ plant: Plant) throws {
        let painlog = try PainlogSandbox()
        expectSuccess(try painlog.run(["log", "5", "--note", "one"]))
        let expected = try painlog.run(["export", "--format", "json"])
        let output = painlog.path("out.json")
        try "old export\n".write(toFile: output, atomically: false, encoding: .utf8)

        let (run, planted) = try Self.runWithPlanted(
            plant, in: painlog, outputs: [output], ["export", "--format", "json", "--output", output, "--force"])

        #expect(run.status == 0, "\(run)")
        Self.expectRegularFile(output, mode: 0o600)
        #expect(Files.bytes(output) == expected.stdoutBytes)
        try planted.expectUntouched()
    }

    @Test(arguments: Plant.allCases)
    func reportOutput(_ plant: Plant) throws {
        let painlog = try PainlogSandbox()
        expectSuccess(try painlog.run(["log", "5", "--note", "one"]))
        let expected = try painlog.run(["report", "--output", "-"])
        expectSuccess(expected)
        let output = painlog.path("report.html")

        let (run, planted) = try Self.runWithPlanted(
            plant, in: painlog, outputs: [output], ["report", "--output", output])

        #expect(run.status == 0, "\(run)")
        Self.expectRegularFile(output, mode: 0o600)
        #expect(Files.bytes(output) == expected.stdoutBytes)
        try planted.expectUntouched()
    }

    @Test(arguments: Plant.allCases)
    func syncOwnFile(_ plant: Plant) throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        expectSuccess(try painlog.run(["log", "5", "--note", "a1"]))
        expectSuccess(try painlog.run(["sync", diaries.folder]))
        let id = try painlog.sqlite("SELECT value FROM diary_settings WHERE key = 'diary_id';")
        let file = diaries.folder + "/painlog-\(id).jsonl"
        expectSuccess(try painlog.run(["log", "6", "--note", "a2"]))

        // What an attacker who shares the folder sees: the file's name, hence the temporary name.
        let (run, planted) = try Self.runWithPlanted(plant, in: painlog, outputs: [file], ["sync", diaries.folder])

        #expect(run.status == 0, "\(run)")
        Self.expectRegularFile(file, mode: 0o600)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(
            lines.first
                == "{\"painlog_sync\":3,\"diary\":\"\(id)\",\"records\":2,\"omitted_when_none\":[\"ended_at\"]}",
            "\(lines)")
        #expect(lines.last == "{\"end\":2}")
        try planted.expectUntouched()
    }

    @Test(arguments: Plant.allCases)
    func remindInstallUnits(_ plant: Plant) throws {
        let painlog = try PainlogSandbox()
        let units = painlog.path("config/systemd/user")
        try FileManager.default.createDirectory(atPath: units, withIntermediateDirectories: true)
        let outputs = [units + "/painlog-remind.timer", units + "/painlog-remind.service"]

        let (run, planted) = try Self.runWithPlanted(
            plant, in: painlog, outputs: outputs, ["remind", "install", "--at", "09:00"],
            environment: ["XDG_CONFIG_HOME": painlog.path("config")])

        #expect(run.status == 0, "\(run)")
        for unit in outputs {
            // Units are 0644, as systemd's usually are (given to the temporary file before its rename).
            Self.expectRegularFile(unit, mode: 0o644)
            #expect(try String(contentsOfFile: unit, encoding: .utf8).hasPrefix(RemindCommandTests.marker + "\n"))
        }
        #expect(try String(contentsOfFile: outputs[0], encoding: .utf8).contains("OnCalendar=*-*-* 09:00:00\n"))
        try planted.expectUntouched()
    }

    /// The sweep of a killed painlog's leftovers removes only regular files: a link or a folder with
    /// such a name (a dead process's) is not painlog's, and stays, as does what the link points to.
    @Test func theSweepLeavesLinksAndFoldersNamedLikeLeftovers() throws {
        let painlog = try PainlogSandbox()
        expectSuccess(try painlog.run(["log", "4"]))
        let victim = painlog.path("victim.txt")
        try Self.precious.write(toFile: victim, atomically: false, encoding: .utf8)
        let gone = DeadProcess.id()
        let output = painlog.path("out.csv")
        let links = [
            painlog.database + ".new-\(gone)-12345", painlog.database + ".new-\(gone)-00c0ffee00c0ffee-wal",
            output + ".painlog-partial-\(gone)", output + ".painlog-partial-\(gone)-00c0ffee00c0ffee",
        ]
        let folders = [painlog.database + ".new-\(gone)-777", output + ".painlog-partial-\(gone)-1"]
        let stale = [output + ".painlog-partial-\(gone)-abcdef0123456789", painlog.database + ".new-\(gone)-ab12"]
        for link in links { try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim) }
        for folder in folders {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        }
        for file in stale { #expect(FileManager.default.createFile(atPath: file, contents: Data("health data".utf8))) }

        expectSuccess(try painlog.run(["list"]))
        let exported = try painlog.run(["export", "--output", output])
        #expect(exported.status == 0, "\(exported)")

        for link in links { #expect(FileSystemLink.target(of: link) == victim, "\(link) should stay") }
        for folder in folders { #expect(FileManager.default.fileExists(atPath: folder), "\(folder) should stay") }
        for file in stale { #expect(!exists(file), "\(file) should be swept") }
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == Self.precious)
    }
}

/// What a symbolic link points to.
enum FileSystemLink {
    /// The target of the link at `path`; nil when `path` is not a link.
    static func target(of path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }
}
