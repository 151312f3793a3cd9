import Foundation
import Testing

/// Issue #12, point 7: `export --output` refuses every name that belongs to the diary — the diary,
/// its `-wal`, `-shm` and `-journal` — whether the file exists now or not, however the path is
/// spelled; before, `--output d.sqlite-wal --force` "exported" to a file SQLite then deleted.
@Suite struct ExportDiaryNamesTests {
    @Test(arguments: ["", "-wal", "-shm", "-journal"])
    func everyNameOfTheDiaryIsRefused(suffix: String) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["4", "--note", "keep me"])
        let before = try painlog.dump()
        for output in [painlog.database + suffix, "./diary.sqlite" + suffix, "sub/../diary.sqlite" + suffix] {
            try FileManager.default.createDirectory(atPath: painlog.path("sub"), withIntermediateDirectories: true)
            let exists = FileManager.default.fileExists(atPath: painlog.database + suffix)
            let run = try painlog.run(["export", "--output", output, "--force"])
            #expect(run.status == 1, "\(output): \(run)")
            #expect(
                run.stderr == "error: \(output) is part of the diary itself; give another file name with --output\n",
                "\(run)")
            #expect(FileManager.default.fileExists(atPath: painlog.database + suffix) == exists, "\(output)")
        }
        #expect(try painlog.dump() == before)
    }

    @Test func theNamesBesideADiaryReachedThroughALinkAreRefused() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["4"])
        try FileManager.default.createSymbolicLink(
            atPath: painlog.path("link.sqlite"), withDestinationPath: painlog.database)
        let run = try painlog.run(["export", "--output", "diary.sqlite-wal", "--force"], database: "link.sqlite")
        #expect(run.status == 1 && run.stderr.contains("part of the diary itself"), "\(run)")
        let other = try painlog.run(["export", "--output", "diary.sqlite-wal.csv"], database: "link.sqlite")
        #expect(other.status == 0, "\(other)")
    }
}
