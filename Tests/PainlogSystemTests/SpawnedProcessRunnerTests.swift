import Foundation
import PainlogDomain
import Testing

@testable import PainlogSystem

/// The process runner with real programs: stdin fed while stdout and stderr are read (more than a
/// pipe holds, both ways), exit statuses and signals, the timeout, a program that never reads its
/// input, one that cannot start, and a program started beside painlog on its terminal (the pager).
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

    /// A program started beside painlog (the pager) runs on after `start` returns, reads what is
    /// written to its input until it is closed, gets only the environment given, and writes where
    /// painlog's own stdout and stderr go.
    @Test func aStartedProgramReadsItsInputAndSharesPainlogsOutput() throws {
        let folder = try PrivateFolder(variables: [:])
        defer { folder.remove() }
        let script = """
            cat > "$OUT/input"; printf '%s|%s' "$OUT" "${HOME-unset}" > "$OUT/environment"
            stdout=$(readlink /proc/$$/fd/1); stderr=$(readlink /proc/$$/fd/2)
            echo "$stdout" > "$OUT/stdout"; echo "$stderr" > "$OUT/stderr"; exit 3
            """
        let process = try runner.start(
            executable: "/bin/sh", arguments: ["-c", script],
            environment: ["OUT": folder.path, "PATH": "/usr/bin:/bin"])
        // The program waits for its input: it is still running now that `start` has returned.
        var status: Int32 = 0
        #expect(waitpid(process.id, &status, WNOHANG) == 0)
        let input = Array("paged lines\n".utf8)
        #expect(input.withUnsafeBytes { write(process.input, $0.baseAddress, $0.count) } == input.count)
        close(process.input)
        #expect(runner.wait(for: process) == .exited(3))
        #expect(folder.contents(of: "input") == input)
        #expect(folder.contents(of: "environment") == Array("\(folder.path)|unset".utf8))
        for (name, descriptor) in [("stdout", 1), ("stderr", 2)] {
            let ours = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) ?? ""
            #expect(folder.contents(of: name) == Array((ours + "\n").utf8), "\(name)")
        }
        // Waited for once: there is nothing more to wait for.
        #expect(runner.wait(for: process) == nil)
    }

    @Test func aStartedProgramThatCannotStartIsAFailure() throws {
        #expect(throws: PainlogError.self) {
            try runner.start(executable: "/nonexistent/less", arguments: [], environment: [:])
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
