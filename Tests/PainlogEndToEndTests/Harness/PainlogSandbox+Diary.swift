import Foundation

/// Putting files in a sandbox and looking at its diary afterwards.
extension PainlogSandbox {
    /// Writes `bytes` to `name` in the folder (replacing it) and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: some Sequence<UInt8>) throws -> String {
        let file = path(name)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Writes `text` as UTF-8 to `name` in the folder (replacing it) and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }

    /// Runs `sqlite3 -batch` on the database (or `file`) with `sql`, and returns its stdout.
    func sqlite(_ sql: String, file: String? = nil) throws -> String {
        // Through stdin: SQL that starts with a `--` comment would read as an option.
        let run = try Self.tool("/usr/bin/sqlite3", ["-batch", file ?? database], stdin: Data(sql.utf8), in: folder)
        guard run.status == 0 else { throw HarnessError("sqlite3 failed on \(sql)\n\(run)") }
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The number of entries in the database's `entries` table, read by sqlite3.
    func entryCount(file: String? = nil) throws -> Int {
        let text = try sqlite("SELECT count(*) FROM entries;", file: file)
        guard let count = Int(text) else { throw HarnessError("not a count: \(text)") }
        return count
    }

    /// Everything in the database, as sqlite3's `.dump` shows it: to prove a run changed nothing.
    func dump(file: String? = nil) throws -> String {
        try sqlite(".dump", file: file)
    }

    /// Every entry, newest first, as `painlog list --format json --all` gives it.
    func entries() throws -> [[String: Any]] {
        let run = try run(["list", "--format", "json", "--all"])
        guard run.status == 0 else { throw HarnessError("list --format json failed\n\(run)") }
        return try Self.jsonArray(run.stdoutBytes)
    }

    /// `entries` as an undo at `time` leaves them, comparable with `==`.
    ///
    /// Those of `ids` get `updated_at` `time`; every other field, and every other entry, stays as
    /// `entries()` gave it.
    static func updated(_ entries: [[String: Any]], ids: Set<Int>, at time: String) -> NSArray {
        NSArray(
            array: entries.map { entry in
                guard let id = entry["id"] as? Int, ids.contains(id) else { return entry }
                return entry.merging(["updated_at": time]) { _, new in new }
            })
    }

    /// Logs one entry with `painlog log ARGUMENTS`, requiring it to succeed.
    @discardableResult
    func log(_ arguments: [String]) throws -> ProgramRun {
        let run = try run(["log"] + arguments)
        guard run.status == 0 else { throw HarnessError("log \(arguments) failed\n\(run)") }
        return run
    }

    /// `bytes` as a JSON object.
    static func jsonObject(_ bytes: Data) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: bytes) as? [String: Any] else {
            throw HarnessError("not a JSON object: \(String(decoding: bytes, as: UTF8.self))")
        }
        return object
    }

    /// `bytes` as a JSON array of objects.
    static func jsonArray(_ bytes: Data) throws -> [[String: Any]] {
        guard let array = try JSONSerialization.jsonObject(with: bytes) as? [[String: Any]] else {
            throw HarnessError("not a JSON array of objects: \(String(decoding: bytes, as: UTF8.self))")
        }
        return array
    }

    /// Runs another program (sqlite3, python3) with the test's own environment (or `environment`)
    /// in `folder` and waits for it; its outputs go to files in the temporary folder.
    static func tool(
        _ executable: String, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
        in folder: URL
    ) throws -> ProgramRun {
        try RunningProgram(
            [executable] + arguments, environment: environment ?? ProcessInfo.processInfo.environment,
            folder: folder.path,
            stdin: stdin.map(ProcessInput.piped) ?? .null, outputFolder: NSTemporaryDirectory()
        ).wait()
    }
}
