import Foundation
import Testing

/// A command that fails on a diary that does not exist yet leaves nothing behind: no database, no
/// temporary file, no folder made for it.
///
/// A command that succeeds creates the diary.
@Suite struct FreshDiaryTests {
    /// Failing first commands, each with the exit status it must end with.
    static let failingFirstCommands: [([String], Int32)] = [
        (["log", "11"], 64),
        (["log", "5", "--area", "a;b"], 64),
        (["log", "5", "--at", "tomorrow"], 64),
        (["list", "--since", "nonsense"], 64),
        (["list", "--limit", "0"], 64),
        (["show", "1"], 1),
        (["show", "abc"], 64),
        (["edit", "1", "--intensity", "5"], 1),
        (["delete", "1", "--yes"], 1),
        (["undo"], 1),
        (["stats", "--min", "11"], 64),
        (["areas", "rename", "head", "neck"], 1),
        (["import", "missing.csv"], 66),
        (["export", "--until", "2026-13-01"], 64),
    ]

    @Test(arguments: failingFirstCommands.indices)
    func aFailingFirstCommandCreatesNothing(index: Int) throws {
        let (arguments, status) = Self.failingFirstCommands[index]
        let runner = try PainlogSandbox()
        let database = runner.path("new/folder/diary.sqlite")
        let run = try runner.run(["--db", database] + arguments, withDatabase: false)
        #expect(run.status == status, "\(run)")
        #expect(run.stderr.hasPrefix("error: "), "\(run)")
        #expect(run.stdout.isEmpty, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: runner.path("new")), "the folder was created: \(run)")
    }

    @Test func badImportDataOnAFreshDiaryCreatesNothing() throws {
        let runner = try PainlogSandbox()
        let file = runner.path("bad.csv")
        try Data("occurred_at,intensity\n2026-11-20T08:00:00+01:00,12\n".utf8).write(to: URL(fileURLWithPath: file))
        let run = try runner.run(["import", file])
        #expect(run.status == 65, "\(run)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: runner.folder.path).filter {
            $0 != "bad.csv"
        }
        #expect(leftovers.isEmpty, "left behind: \(leftovers)")
    }

    @Test func aSuccessfulFirstCommandCreatesTheDiaryWithItsOutput() throws {
        let runner = try PainlogSandbox()
        let run = try runner.run(["log", "5", "--area", "head"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.hasPrefix("Logged #1: 5/10"), "\(run)")
        #expect(try runner.entryCount() == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: runner.folder.path)
        #expect(!names.contains { $0.contains(".new-") }, "a temporary file was left: \(names)")
    }

    @Test func aReadingFirstCommandCreatesAnEmptyDiary() throws {
        let runner = try PainlogSandbox()
        let run = try runner.run(["list"])
        #expect(run.status == 0, "\(run)")
        #expect(try runner.entryCount() == 0)
    }
}
