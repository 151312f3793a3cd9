import Foundation
import PainlogDomain
import PainlogSystem
import Testing

/// `report` in-process: what goes to stdout and stderr, the file it leaves, and its notices.
@Suite struct ReportFlowTests {
    private func diary() throws -> InProcessPainlog {
        let painlog = try InProcessPainlog()
        try painlog.succeed(["log", "6", "--area", "head", "--at", "2026-11-20T08:00", "--note", "a & b"])
        try painlog.succeed(["log", "2", "--area", "neck", "--at", "2026-11-21T08:00"])
        return painlog
    }

    @Test func toStdoutTheFileIsTheOutputAndNothingIsSaid() throws {
        let painlog = try diary()
        let run = try painlog.succeed(["report", "--output", "-"])
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>") && run.stdout.hasSuffix("</html>\n"))
        #expect(run.stdout.contains("<td class=\"note\">a &amp; b</td>"))
        #expect(painlog.contents() == ["diary.sqlite"])
    }

    @Test func aFileIsWrittenWholeAndAnnounced() throws {
        let painlog = try diary()
        let run = try painlog.succeed(["report", "--output", painlog.file("r.html")])
        #expect(run.stdout == "")
        #expect(run.stderr == "Wrote the report of 2026-10-24 to 2026-11-22 (2 entries) to \(painlog.file("r.html"))\n")
        #expect(painlog.contents().filter { $0 != "diary.sqlite" && !$0.hasPrefix("diary.sqlite-") } == ["r.html"])
        let refused = try painlog.run(["report", "--output", painlog.file("r.html")])
        #expect(
            refused.status == 1 && refused.stderr.hasSuffix("already exists; pass --force to replace it\n"),
            "\(refused)")
    }

    @Test func aFilterNamingNoAreaSaysWhichItMeant() throws {
        let painlog = try diary()
        let run = try painlog.succeed(["report", "--area", "haed", "--output", "-"])
        #expect(run.stderr == "notice: no area is named 'haed'; did you mean 'head'?\n")
        #expect(run.stdout.contains("No entries in this period."))
    }

    /// A runner that answers every program with `result` and keeps the commands it was given.
    final class ScriptedRunner: ProcessRunner {
        let result: ProcessResult
        private(set) var commands: [ProcessCommand] = []

        init(_ result: ProcessResult) { self.result = result }

        func run(_ command: ProcessCommand) throws(PainlogError) -> ProcessResult {
            commands.append(command)
            return result
        }

        func start(executable: String, arguments: [String], environment: [String: String]) throws(PainlogError)
            -> StartedProcess
        {
            throw .failure("the scripted runner starts no program of its own")
        }

        func wait(for process: StartedProcess) -> ProcessResult.Ending? { nil }
    }

    /// `painlog` with a `weasyprint` on its PATH (an empty executable file: the runner is scripted).
    private func withEngine(_ runner: ScriptedRunner) throws -> InProcessPainlog {
        let painlog = try diary()
        let bin = painlog.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: bin + "/weasyprint", contents: Data(), attributes: [.posixPermissions: 0o755])
        painlog.variables = ["PATH": bin, "LANG": "en_US.UTF-8"]
        painlog.processes = runner
        return painlog
    }

    @Test func aPDFIsTheEnginesOutputWrittenLikeAnyFile() throws {
        let runner = ScriptedRunner(ProcessResult(ending: .exited(0), output: Array("%PDF-1.7 x".utf8), errors: []))
        let painlog = try withEngine(runner)
        let run = try painlog.succeed(["report", "--output", painlog.file("r.pdf"), "--patient", "Jane Example"])
        #expect(run.stderr.hasSuffix("(2 entries) to \(painlog.file("r.pdf"))\n"), "\(run)")
        #expect(FileManager.default.contents(atPath: painlog.file("r.pdf")) == Data("%PDF-1.7 x".utf8))
        let command = try #require(runner.commands.first)
        #expect(command.executable == painlog.file("bin") + "/weasyprint")
        #expect(command.arguments == ["--encoding", "utf-8", "-", "-"])
        #expect(command.timeoutSeconds == 60)
        let html = String(decoding: command.input, as: UTF8.self)
        #expect(html.contains("@page { size: letter;"), "LANG en_US: Letter")
        #expect(html.contains("@top-left { content: \"Jane Example\";"))
    }

    @Test(arguments: [
        (
            ProcessResult.Ending.timedOut,
            "error: the PDF engine weasyprint did not finish within 60 s and was stopped; nothing was written\n"
        ),
        (.signalled(9), "error: the PDF engine weasyprint failed: it stopped with status 9; nothing was written\n"),
    ])
    func anEngineThatDoesNotFinishLeavesNothing(ending: ProcessResult.Ending, message: String) throws {
        let painlog = try withEngine(ScriptedRunner(ProcessResult(ending: ending, output: [], errors: [])))
        let before = painlog.contents()
        let run = try painlog.run(["report", "--format", "pdf", "--patient", "Jane", "--remember"])
        #expect(run.status == 1 && run.stderr == message, "\(run)")
        #expect(painlog.contents() == before)
        // Nothing was remembered: the next HTML report has no patient line.
        #expect(!(try painlog.succeed(["report", "--output", "-"])).stdout.contains("class=\"patient\""))
    }
}
