import Foundation
import Testing

/// Where the diary is without `--db`, and the modes of what painlog creates (it holds health data).
@Suite struct DatabaseLocationTests {
    @Test func withoutDBTheEnvironmentVariableIsUsed() throws {
        let painlog = try PainlogSandbox()
        let path = painlog.path("from-env/diary.sqlite")
        let run = try painlog.run(
            ["log", "5"], environment: ["PAINLOG_DB": path, "XDG_DATA_HOME": painlog.path("xdg")], withDatabase: false,
            umask: 0o022)

        expectSuccess(run)
        #expect(try painlog.entryCount(file: path) == 1)
        #expect(permissions(painlog.path("from-env")) == 0o700)
        #expect(permissions(path) == 0o600)
        #expect(!exists(painlog.path("xdg")))
        #expect(!exists(painlog.path(".local")))
    }

    @Test func theDBOptionWinsOverTheEnvironment() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "5"], environment: ["PAINLOG_DB": painlog.path("env.sqlite")])

        expectSuccess(run)
        #expect(try painlog.entryCount() == 1)
        #expect(!exists(painlog.path("env.sqlite")))
    }

    @Test func thenXDGDataHome() throws {
        let painlog = try PainlogSandbox()
        let xdg = painlog.path("xdg-data")
        let run = try painlog.run(["log", "5"], environment: ["XDG_DATA_HOME": xdg], withDatabase: false, umask: 0o022)

        expectSuccess(run)
        let path = xdg + "/painlog/painlog.sqlite"
        #expect(try painlog.entryCount(file: path) == 1)
        #expect(permissions(xdg) == 0o700)
        #expect(permissions(xdg + "/painlog") == 0o700)
        #expect(permissions(path) == 0o600)
        #expect(!exists(painlog.path(".local")))
    }

    @Test func thenTheHomeFolder() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "5"], environment: ["XDG_DATA_HOME": nil], withDatabase: false, umask: 0o022)

        expectSuccess(run)
        let path = painlog.path(".local/share/painlog/painlog.sqlite")
        #expect(try painlog.entryCount(file: path) == 1)
        for folder in [".local", ".local/share", ".local/share/painlog"] {
            #expect(permissions(painlog.path(folder)) == 0o700, "\(folder)")
        }
        #expect(permissions(path) == 0o600)

        // The next run finds the same diary.
        let list = try painlog.run(["list", "--format", "json"], withDatabase: false)
        expectSuccess(list)
        #expect(try PainlogSandbox.jsonArray(list.stdoutBytes).count == 1)
    }

    @Test func anExistingFolderIsLeftAsItIs() throws {
        let painlog = try PainlogSandbox()
        let shared = painlog.path("shared")
        try FileManager.default.createDirectory(
            atPath: shared, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])

        let run = try painlog.run(
            ["--db", shared + "/new/diary.sqlite", "log", "1"], withDatabase: false, umask: 0o022)

        expectSuccess(run)
        #expect(permissions(shared) == 0o755)
        #expect(permissions(shared + "/new") == 0o700)
        #expect(permissions(shared + "/new/diary.sqlite") == 0o600)
    }

    @Test func aNewDatabaseIsPrivateWhateverTheUmask() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "5"], umask: 0)

        expectSuccess(run)
        #expect(permissions(painlog.database) == 0o600)
    }

    @Test func aTildeInTheDatabasePathMeansTheHomeFolder() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "5"], environment: ["PAINLOG_DB": "~/tilde.sqlite"], withDatabase: false)

        expectSuccess(run)
        #expect(try painlog.entryCount(file: painlog.path("tilde.sqlite")) == 1)
    }
}
