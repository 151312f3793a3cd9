import Foundation
import Testing

/// Something at `--db` that is not a painlog diary is refused, left exactly as it was, and never
/// replaced by a new database.
@Suite struct BadDatabaseFileTests {
    /// What is at the database path.
    enum Obstacle: String, Sendable, CaseIterable {
        case shortTextFile, longTextFile, emptyFile, folder, danglingSymlink, foreignSQLiteDatabase
    }

    static let commands: [[String]] = [
        ["log", "5"], ["list"], ["show", "1"], ["migrate"], ["migrate", "--status"], ["migrate", "--dry-run"],
    ]

    private func place(_ obstacle: Obstacle, at path: String, in painlog: PainlogSandbox) throws {
        switch obstacle {
        case .shortTextFile:
            try Data("hello\n".utf8).write(to: URL(fileURLWithPath: path))
        case .longTextFile:
            let text = String(repeating: "Dear diary, today my head hurt. ", count: 200)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        case .emptyFile:
            try Data().write(to: URL(fileURLWithPath: path))
        case .folder:
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .danglingSymlink:
            try FileManager.default.createSymbolicLink(
                atPath: path, withDestinationPath: painlog.path("nowhere/gone.sqlite"))
        case .foreignSQLiteDatabase:
            _ = try painlog.sqlite("CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('soup');", file: path)
        }
    }

    @Test(arguments: Obstacle.allCases)
    func refusedWithOneErrorAndLeftUntouched(_ obstacle: Obstacle) throws {
        let painlog = try PainlogSandbox()
        let path = painlog.database
        try place(obstacle, at: path, in: painlog)
        let bytes = FileManager.default.contents(atPath: path)
        let files = try folderContents(painlog.folder.path)

        for command in Self.commands {
            let run = try painlog.run(command)
            expectError(run, status: ExitStatus.failure, naming: [path])
            #expect(FileManager.default.contents(atPath: path) == bytes, "\(command) left the file as it was")
            #expect(try folderContents(painlog.folder.path) == files, "\(command) created nothing beside it")
        }
        switch obstacle {
        case .folder:
            #expect(try folderContents(path).isEmpty)
        case .danglingSymlink:
            #expect(!exists(painlog.path("nowhere")))
            #expect(FileManager.default.fileExists(atPath: path) == false)
        case .foreignSQLiteDatabase:
            #expect(try painlog.sqlite("SELECT name FROM recipes;") == "soup")
            #expect(try painlog.sqlite("SELECT count(*) FROM sqlite_schema;") == "1")
        default:
            break
        }
    }

    @Test func aSymlinkToADiaryIsFollowed() throws {
        let painlog = try PainlogSandbox()
        let real = painlog.path("real.sqlite")
        try painlog.log(["4"])
        try FileManager.default.moveItem(atPath: painlog.database, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: painlog.database, withDestinationPath: real)

        let run = try painlog.run(["log", "5"])

        expectSuccess(run)
        #expect(try painlog.entryCount(file: real) == 2)
    }
}
