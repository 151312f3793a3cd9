import Foundation
import Testing

/// Issue 24, findings 3 to 5: one folder however it is typed, a read-only diary that writes no
/// file, this diary's own name holding a FIFO, a link to `/dev/zero` or a folder, and a 200 MB file
/// read within the 40 MiB every command keeps to.
@Suite struct SyncFolderHardeningTests {
    static let memoryCeiling = 40 << 20

    private func id(_ diaries: SyncedDiaries, _ name: String) throws -> String {
        try diaries.painlog.sqlite(
            "SELECT value FROM diary_settings WHERE key = 'diary_id';", file: diaries.database(name))
    }

    @Test func theFolderTypedFourWaysAndThroughALinkIsOneFolder() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog, folder: "sf")
        try FileManager.default.createSymbolicLink(atPath: painlog.path("link"), withDestinationPath: diaries.folder)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        let id = try id(diaries, "a")

        for (minute, spelling) in ["sf", "sf/", "./sf", diaries.folder, "link", diaries.folder + "//"].enumerated() {
            try diaries.run("a", ["log", "4", "--note", "at \(minute)"], at: 2 * minute + 2)
            let run = try diaries.run("a", ["sync", spelling], at: 2 * minute + 3)
            #expect(run.stderr.isEmpty, "\(spelling): \(run)")
        }

        #expect(try folderContents(diaries.folder) == ["painlog-\(id).jsonl"])
        #expect(try self.id(diaries, "a") == id)
        let last = try painlog.sqlite(
            "SELECT value FROM diary_settings WHERE key = 'sync_folder';", file: diaries.database("a"))
        #expect(last == diaries.folder, "kept as its real path")
    }

    /// A read-only diary (mode 0400; painlog runs as `nobody`, for whom permissions apply) cannot
    /// record the file it would write: it writes none, so the file in the folder is always one the
    /// diary knows it wrote, and the diary keeps its id once it is writable again.
    @Test func aDiaryThatCannotRecordItsFileWritesNoneAndKeepsItsID() throws {
        try requireRoot("run painlog as nobody, for whom permissions apply")
        let harness = try ReliabilityHarness()
        let home = harness.path("home")
        let sync = home + "/sf"
        for folder in [home, sync] {
            mkdir(folder, 0o755)
            chown(folder, 65_534, 65_534)
        }
        let db = home + "/diary.sqlite"
        let logged = try harness.painlog(["log", "5", "--note", "a1"], db: .some(db), as: .nobody)
        try #require(logged.exited(0), "\(logged)")
        let id = try harness.sqlite(db, "SELECT value FROM diary_settings WHERE key = 'diary_id';")
        chmod(db, 0o400)

        let refused = try harness.painlog(["sync", sync], db: .some(db), as: .nobody)

        #expect(refused.exited(1) && refused.hasOneErrorLine && refused.err.contains("read-only"), "\(refused)")
        #expect(try folderContents(sync).isEmpty, "no file without the diary knowing it wrote it")
        chmod(db, 0o600)
        for _ in 0..<2 {
            let run = try harness.painlog(["sync", sync], db: .some(db), as: .nobody)
            #expect(run.exited(0) && run.err.isEmpty, "\(run)")
        }
        #expect(try folderContents(sync) == ["painlog-\(id).jsonl"])
        #expect(try harness.sqlite(db, "SELECT value FROM diary_settings WHERE key = 'diary_id';") == id)
    }

    @Test func aFIFOUnderItsOwnNameIsNeitherWaitedOnNorRead() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 1)
        let own = diaries.folder + "/painlog-\(try id(diaries, "a")).jsonl"
        #expect(mkfifo(own, 0o600) == 0)

        // `timeout` ends a painlog that waits for a writer (0.2 did, for ever).
        let run = try painlog.runShell(
            "timeout 60 \"$0\" --db \(PainlogSandbox.shellQuoted(diaries.database("a"))) sync "
                + PainlogSandbox.shellQuoted(diaries.folder))

        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("was a FIFO (named pipe), not a file painlog wrote"), "\(run)")
        #expect(isRegularFile(own))
        #expect(try String(contentsOfFile: own, encoding: .utf8).hasPrefix("{\"painlog_sync\":3"))
    }

    @Test func aLinkToDevZeroUnderItsOwnNameIsNotFollowed() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--note", "a1"])
        let sync = painlog.path("sf")
        try FileManager.default.createDirectory(atPath: sync, withIntermediateDirectories: true)
        let id = try painlog.sqlite("SELECT value FROM diary_settings WHERE key = 'diary_id';")
        let own = sync + "/painlog-\(id).jsonl"
        try FileManager.default.createSymbolicLink(atPath: own, withDestinationPath: "/dev/zero")

        let measured = try painlog.runMeasuringPeakMemory(["sync", sync])

        #expect(measured.run.status == 0, "\(measured.run)")
        #expect(measured.run.stderr.contains("was a symbolic link"), "\(measured.run)")
        #expect(measured.peakBytes < Self.memoryCeiling, "peak memory \(measured.peakBytes) bytes")
        #expect(isRegularFile(own), "the link itself was replaced, /dev/zero untouched")
    }

    @Test func aFolderUnderItsOwnNameRefusesTheSyncAndChangesNothing() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("b", ["log", "6", "--note", "b1"], at: 1)
        try diaries.run("b", ["sync", diaries.folder], at: 2)
        try diaries.run("a", ["log", "5", "--note", "a1"], at: 3)
        let name = "painlog-\(try id(diaries, "a")).jsonl"
        try FileManager.default.createDirectory(
            atPath: diaries.folder + "/" + name, withIntermediateDirectories: false)
        let before = try painlog.dump(file: diaries.database("a"))

        let run = try diaries.runAllowingFailure("a", ["sync", diaries.folder], at: 4)

        expectError(run, status: 1, naming: [name, "is a folder", "move it away"])
        #expect(!run.stderr.contains("--output"), "\(run)")
        #expect(try painlog.dump(file: diaries.database("a")) == before)
    }

    @Test("a 200 MB file in the folder is read within 40 MiB", arguments: ["one line", "lines of 1 MB"])
    func aHugeFileIsReadAsAStream(shape: String) throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--note", "a1"])
        let sync = painlog.path("sf")
        try FileManager.default.createDirectory(atPath: sync, withIntermediateDirectories: true)
        let big = sync + "/painlog-0123456789abcdef0123456789abcdef.jsonl"
        let header = "{\"painlog_sync\":1,\"diary\":\"0123456789abcdef0123456789abcdef\",\"records\":1}\n"
        #expect(FileManager.default.createFile(atPath: big, contents: Data(header.utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: big))
        handle.seekToEndOfFile()
        let line = Data(repeating: UInt8(ascii: "x"), count: 1_000_000) + (shape == "one line" ? Data() : Data([10]))
        for _ in 0..<200 { handle.write(line) }
        handle.closeFile()

        let measured = try painlog.runMeasuringPeakMemory(["sync", sync])

        #expect(measured.run.status == 0, "\(measured.run)")
        #expect(
            measured.run.stderr.contains("skipped painlog-0123456789abcdef0123456789abcdef.jsonl: line 2"),
            "\(measured.run)")
        #expect(measured.peakBytes < Self.memoryCeiling, "peak memory \(measured.peakBytes) bytes")
        #expect(try painlog.entries().count == 1)
    }
}

/// Whether `path` is a regular file itself (not a link to one).
private func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
}
