import Foundation
import PainlogChecksum
import PainlogDomain
import Testing

@testable import PainlogStorage

@Suite struct MigrationScriptTests {
    /// The package's `migrations/` folder, found from this file's place in `Tests/PainlogStorageTests/`.
    static let migrationsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("migrations")

    static func migrationFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: migrationsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "sql" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func embeddedFilesAreExactlyTheMigrationFilesInOrder() throws {
        let files = try Self.migrationFiles()
        #expect(!files.isEmpty)
        #expect(EmbeddedMigrations.files.map(\.fileName) == files.map(\.lastPathComponent))
        for (embedded, file) in zip(EmbeddedMigrations.files, files) {
            #expect(Data(embedded.sql.utf8) == (try Data(contentsOf: file)), "\(file.lastPathComponent) differs")
        }
    }

    @Test func embeddedScriptsHaveEachFilesVersionNameBytesAndChecksum() throws {
        let files = try Self.migrationFiles()
        #expect(MigrationScript.embedded.count == files.count)
        for (script, file) in zip(MigrationScript.embedded, files) {
            let fileName = file.lastPathComponent
            let stem = fileName.dropLast(".sql".count)
            let underscore = try #require(stem.firstIndex(of: "_"))
            #expect(script.version == Int(stem[..<underscore]), "\(fileName)")
            #expect(script.name == String(stem[stem.index(after: underscore)...]), "\(fileName)")
            let data = try Data(contentsOf: file)
            #expect(Data(script.sql.utf8) == data, "\(fileName)")
            #expect(script.checksum == SHA256.hex(of: data), "\(fileName)")
            #expect(MigrationState(version: script.version, name: script.name, status: .pending).fileName == fileName)
        }
    }

    @Test func embeddedVersionsStartAtOneAndIncreaseWithoutGaps() {
        let versions = MigrationScript.embedded.map(\.version)
        #expect(versions == Array(1...versions.count))
    }

    @Test func readsVersionAndNameFromTheFileName() throws {
        let script = try #require(MigrationScript(fileName: "0012_add_weather.sql", sql: "SELECT 1;"))
        #expect(script.version == 12)
        #expect(script.name == "add_weather")
        #expect(script.sql == "SELECT 1;")
        #expect(script.checksum == SHA256.hex(of: "SELECT 1;".utf8))
    }

    @Test(arguments: [
        "README.md", "0001_create_entries.txt", "0000_zero.sql", "abcd_name.sql", "0003_.sql", "0003.sql", "_name.sql",
    ])
    func ignoresOtherFileNames(fileName: String) {
        #expect(MigrationScript(fileName: fileName, sql: "") == nil)
    }

    @Test func checksumChangesWithAnyByteOfTheSQL() {
        let original = MigrationScript(version: 1, name: "x", sql: "CREATE TABLE x (a);")
        let changed = MigrationScript(version: 1, name: "x", sql: "CREATE TABLE x (a); ")
        #expect(original.checksum != changed.checksum)
        #expect(original.checksum.count == 64)
    }
}
