import Foundation
import PainlogDomain
import Testing

@testable import PainlogSystem

/// The process runner with real programs: stdin fed while stdout and stderr are read (more than a
/// pipe holds, both ways), exit statuses and signals, the timeout, a program that never reads its
/// input, and one that cannot start.
@Suite struct SpawnedProcessRunnerTests {
    let runner = SpawnedProcessRunner()
    static let environment = ["PATH": "/usr/bin:/bin"]

    func shell(_ script: String, input: [UInt8] = [], timeout: Int = 30) throws -> ProcessResult {
        try runner.run(
            ProcessCommand(
                executable: "/bin/sh", arguments: ["-c", script], environment: Self.environment, input: input,
                timeoutSeconds: timeout))
    }

    @Test func feedsStdinWhileReadingMoreThanAPipeHoldsOnBothStreams() throws {
        // 3 MiB in, the same out on stdout and on stderr: no side waits on a full pipe.
        let input = (0..<3_145_728).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let result = try shell("tee /dev/stderr", input: input)
        #expect(result.ending == .exited(0) && result.succeeded)
        #expect(result.output == input)
        #expect(result.errors == input)
    }

    @Test func givesTheExitStatusTheSignalAndOnlyTheEnvironmentGiven() throws {
        #expect(try shell("exit 3").ending == .exited(3))
        #expect(try shell("kill -TERM $$").ending == .signalled(15))
        let printed = try shell("printf '%s|%s' \"$PATH\" \"${HOME-unset}\"")
        #expect(String(decoding: printed.output, as: UTF8.self) == "/usr/bin:/bin|unset")
    }

    @Test func aProgramPastItsTimeIsKilled() throws {
        let started = Date()
        let result = try shell("echo started; sleep 30", timeout: 1)
        #expect(result.ending == .timedOut)
        #expect(String(decoding: result.output, as: UTF8.self) == "started\n")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func aProgramThatNeverReadsItsInputDoesNotStopPainlog() throws {
        let result = try shell("exec 0<&-; echo done", input: Array(repeating: 65, count: 1_000_000))
        #expect(result.ending == .exited(0))
        #expect(String(decoding: result.output, as: UTF8.self) == "done\n")
    }

    @Test func aProgramThatCannotStartIsAFailure() throws {
        #expect(throws: PainlogError.self) {
            try runner.run(
                ProcessCommand(
                    executable: "/nonexistent/weasyprint", arguments: [], environment: [:], timeoutSeconds: 5))
        }
    }

    @Test func aPrivateFolderIsTheUsersAloneAndGoesWithItsFiles() throws {
        let folder = try PrivateFolder(variables: [:])
        var info = stat()
        #expect(lstat(folder.path, &info) == 0 && info.st_mode & 0o777 == 0o700)
        try folder.write(Array("<html>".utf8), to: "report.html")
        #expect(folder.contents(of: "report.html") == Array("<html>".utf8))
        #expect(folder.contents(of: "report.pdf") == nil)
        try FileManager.default.createDirectory(atPath: folder.path + "/profile/a", withIntermediateDirectories: true)
        folder.remove()
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func findsAProgramOnPathLikeAShell() {
        #expect(ExecutableSearch.find("sh", variables: ["PATH": "relative:/nonexistent:/bin"]) == "/bin/sh")
        #expect(ExecutableSearch.find("sh", variables: ["PATH": "relative"]) == nil)
        #expect(ExecutableSearch.find("sh", variables: [:]) == nil)
    }
}
