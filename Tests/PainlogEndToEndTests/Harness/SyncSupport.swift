import Foundation
import Testing

/// Several diaries in one sandbox sharing one sync folder, each run at a time of the test's choosing
/// (minutes after 10:00 on the sandbox's Sunday), so that edits and deletions have an order.
struct SyncedDiaries {
    let painlog: PainlogSandbox
    let folder: String

    init(_ painlog: PainlogSandbox, folder: String = "shared") throws {
        self.painlog = painlog
        self.folder = painlog.path(folder)
        try FileManager.default.createDirectory(atPath: self.folder, withIntermediateDirectories: true)
    }

    /// The database of diary `name`.
    func database(_ name: String) -> String { painlog.path(name + ".sqlite") }

    /// `painlog --db <name>.sqlite ARGUMENTS` at 10:`minute`, required to succeed.
    @discardableResult
    func run(_ name: String, _ arguments: [String], at minute: Int, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> ProgramRun
    {
        let run = try runAllowingFailure(name, arguments, at: minute)
        #expect(run.status == 0, "\(name): \(arguments)\n\(run)", sourceLocation: sourceLocation)
        return run
    }

    /// `painlog --db <name>.sqlite ARGUMENTS` at 10:`minute` (or later hours for minutes ≥ 60).
    func runAllowingFailure(_ name: String, _ arguments: [String], at minute: Int) throws -> ProgramRun {
        try painlog.run(arguments, environment: ["PAINLOG_NOW": Self.time(minute)], database: database(name))
    }

    /// `minute` minutes after 2026-11-22T10:00:00+01:00, in ISO 8601 at +01:00.
    static func time(_ minute: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 3600)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'+01:00'"
        return formatter.string(from: Date(timeIntervalSince1970: 1_795_338_000 + Double(minute) * 60))
    }

    /// Diary `name`'s entries as `list --format json --all` gives them, without the `id` (which
    /// differs between diaries), sorted by uid and rendered as text for comparing.
    func contents(_ name: String) throws -> [String] {
        let run = try painlog.run(["list", "--format", "json", "--all"], database: database(name))
        guard run.status == 0 else { throw HarnessError("list failed on \(name)\n\(run)") }
        return try PainlogSandbox.jsonArray(run.stdoutBytes).map { object in
            var object = object
            object["id"] = nil
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }.sorted()
    }

    /// Diary `name`'s notes, sorted.
    func notes(_ name: String) throws -> [String] {
        try painlog.entries(database: database(name)).compactMap { $0["note"] as? String }.sorted()
    }

    /// The id diary `name` gives the entry whose note is `note`.
    func id(of note: String, in name: String) throws -> String {
        guard let entry = try painlog.entries(database: database(name)).first(where: { $0["note"] as? String == note }),
            let id = entry["id"] as? Int
        else { throw HarnessError("\(name) has no entry with note \(note)") }
        return String(id)
    }

    /// Diary `name`'s impact records (uid and answers), sorted.
    func impacts(_ name: String) throws -> [String] {
        let run = try painlog.run(["impact", "--list", "--format", "csv"], database: database(name))
        return run.stdout.split(separator: "\r\n").dropFirst().map { line in
            line.split(separator: ",")[1...5].joined(separator: ",")
        }.sorted()
    }

    /// Every row of diary `name`'s entry, name, tombstone and impact tables, as sqlite3 prints them.
    func tables(_ name: String) throws -> String {
        let tables = [
            "entries", "entry_areas", "entry_tags", "entry_medications", "areas", "tags", "medications", "tombstones",
            "impact_records", "impact_tombstones",
        ]
        return try painlog.sqlite(
            tables.map { "SELECT '\($0)', * FROM \($0) ORDER BY 2, 3;" }.joined(separator: "\n"), file: database(name))
    }

    /// The number of undo steps of diary `name`.
    func undoSteps(_ name: String) throws -> Int {
        Int(try painlog.sqlite("SELECT count(*) FROM journal_steps;", file: database(name))) ?? -1
    }
}

extension PainlogSandbox {
    /// Every entry of the diary at `database`, newest first.
    func entries(database: String) throws -> [[String: Any]] {
        let run = try run(["list", "--format", "json", "--all"], database: database)
        guard run.status == 0 else { throw HarnessError("list --format json failed\n\(run)") }
        return try Self.jsonArray(run.stdoutBytes)
    }
}
