import Foundation
import Testing

/// `sync` in process: its output lines, notices for skipped files, the remembered folder, and a dry run.
@Suite struct SyncFlowTests {
    @Test func printsOneLinePerFileAndNoticesOnStderr() throws {
        let painlog = try InProcessPainlog()
        let folder = painlog.file("shared")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let other = painlog.file("other.sqlite")
        #expect(try painlog.run(["log", "6", "--note", "elsewhere"], database: other).status == 0)
        #expect(try painlog.run(["sync", folder], database: other).status == 0)
        try "{\"painlog_sync\":1}\n".write(toFile: folder + "/painlog-broken.jsonl", atomically: true, encoding: .utf8)
        try painlog.succeed(["log", "3"])

        let dry = try painlog.succeed(["sync", folder, "--dry-run"])
        #expect(dry.stdoutLines.first?.contains("add") == true, "\(dry)")
        #expect(dry.stdoutLines.last == "Dry run: 1 other diary's file in \(folder); nothing was changed or written.")
        let list = try painlog.succeed(["list", "--format", "csv"])
        #expect(
            list.stdout.split(separator: "\r\n").count == 2,
            "the header and its own entry: a dry run changes nothing\n\(list)")

        let run = try painlog.succeed(["sync", folder])
        #expect(
            withoutKeyNotices(run.stderr)
                == "notice: skipped painlog-broken.jsonl: its last line does not close it (half-written, or changed by hand?); nothing from it was merged\n"
        )
        #expect(run.stdoutLines.count == 2, "\(run)")
        #expect(run.stdoutLines[0].hasSuffix(".jsonl: 1 added, 0 updated, 0 deleted, 0 kept"), "\(run)")
        #expect(
            run.stdoutLines[1].hasPrefix("Synced with \(folder): merged 1 other diary's file; wrote painlog-"), "\(run)"
        )
        #expect(try painlog.succeed(["undo", "--list"]).stdout.contains("sync \(folder) (1 entry)"))

        let again = try painlog.succeed(["sync"])
        #expect(again.stdoutLines.last?.contains("nothing new") == true, "\(again)")
    }

    @Test func withoutAFolderTheFirstTimeItSaysHow() throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(["sync"])
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "error: this diary has not synced yet; give the folder once: painlog sync FOLDER\n")
        #expect(!painlog.contents().contains("diary.sqlite"), "a failed first command leaves no diary")
    }
}
