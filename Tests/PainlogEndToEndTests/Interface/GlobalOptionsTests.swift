import Foundation
import Testing

/// Global options, `--version`, `--help`, and `painlog` alone.
@Suite struct GlobalOptionsTests {
    static let commands = ["log", "list", "show", "migrate"]

    @Test func globalOptionsWorkBeforeAndAfterTheCommand() throws {
        let painlog = try PainlogSandbox()
        let db = painlog.path("elsewhere.sqlite")

        let before = try painlog.run(["--db", db, "log", "5", "--area", "head"], withDatabase: false)
        let after = try painlog.run(["log", "6", "--db", db], withDatabase: false)
        let last = try painlog.run(["log", "7", "--area", "knee", "--db", db, "--no-color"], withDatabase: false)
        expectSuccess(before)
        expectSuccess(after)
        expectSuccess(last)
        #expect(after.stdout.hasPrefix("Logged #2: 6/10"), "\(after)")
        #expect(try painlog.entryCount(file: db) == 3)

        let listBefore = try painlog.run(["--db", db, "--no-color", "list"], withDatabase: false)
        let listAfter = try painlog.run(["list", "--db", db, "--no-color"], withDatabase: false)
        let listMixed = try painlog.run(["--no-color", "list", "--db", db], withDatabase: false)
        expectSuccess(listBefore)
        expectSuccess(listAfter)
        expectSuccess(listMixed)
        #expect(listBefore.stdout == listAfter.stdout)
        #expect(listBefore.stdout == listMixed.stdout)
        #expect(listBefore.stdout.contains("#3"))

        let show = try painlog.run(["show", "1", "--db", db], withDatabase: false)
        expectSuccess(show)
        #expect(show.stdout.contains("head"))
        // None of it touched the default database.
        #expect(!exists(painlog.database))
        #expect(!exists(painlog.path(".local")))
    }

    /// `-q`/`--quiet` silences notices, never results or errors (issue 28).
    @Test func quietSilencesNoticesButNotErrors() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "head"])
        let loud = try painlog.run(["log", "4", "--area", "haed"])
        #expect(loud.status == 0 && loud.stderr.hasPrefix("notice: new area 'haed' is close to 'head'"), "\(loud)")
        let quiet = try painlog.run(["log", "4", "--area", "hed", "-q"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout.hasPrefix("Logged #3"), "\(quiet)")
        let long = try painlog.run(["--quiet", "list", "--area", "knee"])
        #expect(long.status == 0 && long.stderr.isEmpty, "\(long)")
        expectError(try painlog.run(["log", "11", "-q"]), status: 64, naming: ["11"])
    }

    @Test func versionPrintsTheVersionOnStdout() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["--version"], withDatabase: false)

        expectSuccess(run)
        #expect(run.stdout.wholeMatch(of: /painlog \d+\.\d+\.\d+\S*\n/) != nil, "\(run)")
        #expect(try folderContents(painlog.folder.path).isEmpty, "no database for --version")
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpListsTheCommandsOnStdout(_ arguments: [String]) throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(arguments, withDatabase: false)

        expectSuccess(run)
        #expect(run.stdout.contains("USAGE: painlog"), "\(run)")
        for command in Self.commands {
            #expect(run.stdout.contains("  \(command)"), "help names \(command)\n\(run)")
        }
        #expect(try folderContents(painlog.folder.path).isEmpty, "no database for help")
    }

    // `painlog` alone shows the dashboard (see the README), not the help.
    @Test func painlogAloneShowsTheDashboard() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "--area", "head"])

        let run = try painlog.run([])

        expectSuccess(run)
        #expect(!run.stdout.isEmpty)
        #expect(!run.stdout.contains("USAGE:"), "\(run)")
        #expect(try painlog.entryCount() == 1)
    }

    @Test(arguments: commands)
    func commandHelpDescribesThatCommand(_ command: String) throws {
        let painlog = try PainlogSandbox()
        let rootHelp = try painlog.run(["--help"], withDatabase: false)

        for arguments in [[command, "--help"], ["help", command]] {
            let run = try painlog.run(arguments)
            expectSuccess(run)
            #expect(run.stdout.contains("USAGE: painlog \(command)"), "\(arguments)\n\(run)")
            #expect(run.stdout != rootHelp.stdout, "\(arguments) shows the help of \(command), not the overview")
        }
        #expect(!exists(painlog.database), "help does not create a diary")
    }
}
