import ArgumentParser
import Foundation
import PainlogDomain
import PainlogSystem
import Testing

@testable import PainlogCLI

/// "Now" in every CLI test: Sun 2026-11-22 08:30:00 +01:00.
let cliNow: Int64 = 1_795_332_600
let cliZone = TimeZoneRules(identifier: "Europe/Berlin")!

/// What one in-process run printed and returned.
struct FlowRun: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    var stdoutLines: [String] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// painlog run in this process, as `PainlogMain` runs it, through `AppAssembly` with a fixed
/// clock and zone, numbered uids, scripted answers and in-memory sinks, on a diary in a
/// temporary folder of its own.
final class InProcessPainlog {
    let folder: String
    private var uidNumber = 0
    /// Variables every run sees besides `HOME` (a `PATH` for the report's PDF engine).
    var variables: [String: String] = [:]
    /// What runs other programs; the real runner unless a test gives its own.
    var processes: any ProcessRunner = SpawnedProcessRunner()

    init() throws {
        var template = Array((NSTemporaryDirectory() + "painlog-cli-tests-XXXXXX").utf8CString)
        guard
            let made = template.withUnsafeMutableBufferPointer({ buffer in buffer.baseAddress.flatMap { mkdtemp($0) } })
        else {
            throw CocoaError(.fileWriteUnknown)
        }
        folder = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The diary's path, unless a test gives another.
    var database: String { folder + "/diary.sqlite" }

    /// A path inside the folder.
    func file(_ name: String) -> String { folder + "/" + name }

    /// What is in the folder, sorted.
    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Parses `arguments` as the command line and runs the task on `database`.
    /// - Parameters:
    ///   - answers: the lines stdin holds; `inputIsTerminal`, `outputIsTerminal`: whether stdin and
    ///     stdout count as a terminal.
    func run(
        _ arguments: [String], database: String? = nil, answers: [String] = [], inputIsTerminal: Bool = false,
        outputIsTerminal: Bool = false
    ) throws -> FlowRun {
        guard let command = try Painlog.parseAsRoot(CommandWord.withLogShortcut(arguments)) as? any TaskCommand else {
            throw CocoaError(.featureUnsupported)
        }
        let output = StringSink()
        let messages = StringSink()
        let coordinator = try AppAssembly.coordinator(
            noColour: true, variables: variables.merging(["HOME": folder]) { _, home in home },
            clock: FixedTimeSource(cliNow), zone: cliZone,
            makeUID: { [unowned self] in nextUID() }, input: ScriptedLines(answers), output: output, messages: messages,
            terminal: TerminalTraits(outputIsTerminal: outputIsTerminal, inputIsTerminal: inputIsTerminal, width: 100),
            processes: processes)
        let status = coordinator.run(command.task(), databaseOption: database ?? self.database)
        return FlowRun(status: status, stdout: output.text, stderr: messages.text)
    }

    /// Runs `arguments` and requires success.
    @discardableResult
    func succeed(
        _ arguments: [String], answers: [String] = [], inputIsTerminal: Bool = false, outputIsTerminal: Bool = false
    ) throws -> FlowRun {
        let run = try run(
            arguments, answers: answers, inputIsTerminal: inputIsTerminal, outputIsTerminal: outputIsTerminal)
        #expect(run.status == 0, "\(arguments)\n\(run)")
        return run
    }

    private func nextUID() -> String {
        uidNumber += 1
        let digits = String(uidNumber)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
    }
}
