import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A started program.
///
/// Its stdout and stderr go to files (so no pipe can fill up and block it, and no thread has to
/// read them); `wait()` reads them back once it has ended.
final class RunningProgram {
    let process = Process()
    /// The command line, for failure messages.
    let arguments: [String]
    /// The write end of its stdin when it was started with `.pipe`.
    let input: FileHandle?
    private let outPath: String
    private let errPath: String
    /// What the child's standard streams were opened from, closed in `wait()`.
    private var handles: [FileHandle]

    /// Starts `command` (an absolute executable and its arguments) in `folder`.
    /// - Parameters:
    ///   - stdout: a file its stdout goes to instead of one of the harness's (e.g. `/dev/full`).
    ///   - outputFolder: where its output files are made; they are removed once read.
    init(
        _ command: [String], environment: [String: String], folder: String, stdin: ProcessInput = .null,
        stdout: String? = nil, outputFolder: String
    ) throws {
        PainlogBinary.ignoreBrokenPipes()
        arguments = command
        let name = "\(outputFolder)/\(UUID().uuidString.lowercased())"
        outPath = name + ".out"
        errPath = name + ".err"
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var handles: [FileHandle] = []
        func opened(_ path: String, writing: Bool, creating: Bool) throws -> FileHandle {
            if creating { _ = FileManager.default.createFile(atPath: path, contents: nil) }
            guard let handle = writing ? FileHandle(forWritingAtPath: path) : FileHandle(forReadingAtPath: path) else {
                throw HarnessError("cannot open \(path)")
            }
            handles.append(handle)
            return handle
        }
        process.standardOutput = try opened(stdout ?? outPath, writing: true, creating: stdout == nil)
        process.standardError = try opened(errPath, writing: true, creating: true)
        var input: FileHandle?
        var feed: (FileHandle, Data)?
        switch stdin {
        case .null:
            process.standardInput = try opened("/dev/null", writing: false, creating: false)
        case .data(let data):
            let inPath = name + ".in"
            _ = FileManager.default.createFile(atPath: inPath, contents: data)
            process.standardInput = try opened(inPath, writing: false, creating: false)
            unlink(inPath)
        case .file(let path):
            process.standardInput = try opened(path, writing: false, creating: false)
        case .piped(let data):
            let pipe = Pipe()
            process.standardInput = pipe
            feed = (pipe.fileHandleForWriting, data)
        case .pipe:
            let pipe = Pipe()
            process.standardInput = pipe
            input = pipe.fileHandleForWriting
        }
        self.input = input
        self.handles = handles
        // `run()` closes our copies of the pipes' child ends.
        try process.run()
        if let (writer, data) = feed {
            Thread.detachNewThread {
                try? writer.write(contentsOf: data)
                try? writer.close()
            }
        }
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// Sends SIGKILL: the `kill -9` of the crash tests.
    func kill() {
        if process.isRunning { sendSignal(SIGKILL, to: process.processIdentifier) }
    }

    /// Waits for the program to end and returns what it did.
    func wait() -> ProgramRun {
        process.waitUntilExit()
        for handle in handles { try? handle.close() }
        handles = []
        try? input?.close()
        let stdout = FileManager.default.contents(atPath: outPath) ?? Data()
        let stderr = FileManager.default.contents(atPath: errPath) ?? Data()
        unlink(outPath)
        unlink(errPath)
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return ProgramRun(
            status: signal.map { 128 + $0 } ?? process.terminationStatus, signal: signal, stdoutBytes: stdout,
            stderrBytes: stderr, arguments: arguments)
    }
}

/// `kill(2)` under a name of its own: inside `RunningProgram`, its `kill()` hides the C function's.
private func sendSignal(_ signal: Int32, to pid: Int32) {
    _ = kill(pid, signal)
}
