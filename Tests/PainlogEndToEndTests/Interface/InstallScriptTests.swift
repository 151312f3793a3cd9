import Foundation
import Testing

/// `scripts/install`: the binary, the man page and the three completion scripts where man, bash
/// (bash-completion), zsh and fish look for them, found there by the real tools; and `--uninstall`.
///
/// The tests install the binary under test (`--binary`) instead of a release build, which takes
/// minutes; everything after the build is what a person runs.
@Suite struct InstallScriptTests {
    static let script = ReliabilityPaths.repository.appendingPathComponent("scripts/install").path
    static let installed = [
        "bin/painlog", "share/bash-completion/completions/painlog", "share/fish/vendor_completions.d/painlog.fish",
        "share/man/man1/painlog.1", "share/zsh/site-functions/_painlog",
    ]

    /// Runs scripts/install in the sandbox's folder, with the sandbox as HOME and a plain PATH.
    static func install(_ painlog: PainlogSandbox, _ arguments: [String]) throws -> ProgramRun {
        try PainlogSandbox.tool(
            "/bin/bash", [script] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": painlog.folder.path, "LANG": "C.UTF-8"], in: painlog.folder)
    }

    /// The regular files under `folder`, relative to it, sorted.
    static func files(under folder: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue
            {
                files.append(name)
            }
        }
        return files.sorted()
    }

    @Test func installPutsEachFileWhereItsToolLooks() throws {
        let painlog = try PainlogSandbox()
        let binary = try PainlogBinary.path()

        let run = try Self.install(painlog, ["--prefix", "prefix", "--binary", binary])

        expectSuccess(run)
        let prefix = painlog.path("prefix")
        #expect(Self.files(under: prefix) == Self.installed, "\(run)")
        // The binary without its symbol table (strip): the same program, about half the size.
        let stripped = painlog.path("stripped")
        let strip = try PainlogSandbox.tool("/usr/bin/strip", ["-o", stripped, binary], in: painlog.folder)
        #expect(strip.status == 0, "\(strip)")
        #expect(FileManager.default.contentsEqual(atPath: prefix + "/bin/painlog", andPath: stripped))
        let installedVersion = try PainlogSandbox.tool(prefix + "/bin/painlog", ["--version"], in: painlog.folder)
        #expect(installedVersion.status == 0 && installedVersion.stdout.hasPrefix("painlog "), "\(installedVersion)")
        #expect(
            FileManager.default.contentsEqual(
                atPath: prefix + "/share/man/man1/painlog.1", andPath: ManualPageTests.page))
        let modes = try Self.installed.map {
            try FileManager.default.attributesOfItem(atPath: prefix + "/" + $0)[.posixPermissions] as? Int
        }
        #expect(modes == [0o755, 0o644, 0o644, 0o644, 0o644])
        for shell in ["bash", "zsh", "fish"] {
            let printed = try painlog.run(["completion", shell], withDatabase: false)
            let file = Self.installed.first { $0.contains("/\(shell)") }.map { prefix + "/" + $0 } ?? ""
            #expect(
                try String(contentsOfFile: file, encoding: .utf8) == printed.stdout,
                "\(file) is painlog completion \(shell)")
        }
        #expect(run.stdoutLines.last?.contains("\(prefix)/bin is not on your PATH") == true, "\(run)")
    }

    /// Under the default prefix, ~/.local: `man painlog` with ~/.local/bin on PATH, bash-completion's
    /// loader, fish and zsh (with the README's one fpath line) all find painlog's files by themselves.
    @Test func theShellsAndManFindTheDefaultInstallation() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "lower back"])
        expectSuccess(try Self.install(painlog, ["--binary", try PainlogBinary.path()]))
        let home = painlog.folder.path
        let environment = [
            "PATH": home + "/.local/bin:/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "MANWIDTH": "80",
            "PAINLOG_DB": painlog.database, "TERM": "dumb",
        ]

        let man = try PainlogSandbox.tool(
            try SystemTools.require("man", package: "man-db"), ["painlog"], environment: environment, in: painlog.folder
        )
        #expect(man.status == 0 && man.stdoutLines.contains("WHEN"), "\(man)")

        let loader = "/usr/share/bash-completion/bash_completion"
        if FileManager.default.fileExists(atPath: loader) {
            let program = """
                source \(loader); __load_completion painlog || exit 3
                COMP_WORDS=(painlog log 5 --area lo); COMP_CWORD=4; COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
                _painlog painlog lo --area; printf '%s\\n' "${COMPREPLY[@]}"
                """
            let bash = try PainlogSandbox.tool(
                try SystemTools.require("bash", package: "bash"), ["-c", program], environment: environment,
                in: painlog.folder)
            #expect(bash.stdout == "lower\\ back\n", "\(bash)")
        } else {
            print(
                "skipped: bash-completion's loader: \(loader) is not installed (Debian package bash-completion; .ci/run installs it)"
            )
        }

        let fish = try PainlogSandbox.tool(
            try SystemTools.require("fish", package: "fish"), ["-c", "complete -C 'painlog rem'"],
            environment: environment, in: painlog.folder)
        #expect(fish.stdoutLines.first?.hasPrefix("remind\t") == true, "\(fish)")
        let fishNames = try PainlogSandbox.tool(
            try SystemTools.require("fish", package: "fish"), ["-c", "complete -C 'painlog 5 --area lo'"],
            environment: environment, in: painlog.folder)
        #expect(fishNames.stdoutLines.first?.hasPrefix("lower back\t") == true, "\(fishNames)")

        let zsh = try PainlogSandbox.tool(
            try SystemTools.require("zsh", package: "zsh"),
            [
                "-f", "-c", ZshCompletionDriver.program, home + "/.local/bin/painlog",
                home + "/.local/share/zsh/site-functions", "painlog log 5 --area lo",
            ],
            environment: environment, in: painlog.folder)
        #expect(zsh.stdout.contains("painlog log 5 --area lower\\ back"), "\(zsh)")
    }

    /// Under a prefix no shell searches by itself, scripts/install prints the one line each shell
    /// needs (issue 28), and with that line bash (through bash-completion's lazy loader), fish and
    /// zsh complete the diary's names from the installed scripts.
    @Test func theShellsFindACustomPrefixWithThePrintedLines() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "lower back"])
        let prefix = painlog.path("my tools")
        let share = prefix + "/share"
        let run = try Self.install(painlog, ["--prefix", prefix, "--binary", try PainlogBinary.path()])
        expectSuccess(run)
        func line(after marker: String) -> String {
            run.stdoutLines.first { $0.contains(marker) }?.components(separatedBy: marker).last ?? ""
        }
        let bashLine = line(after: "add to ~/.bashrc: ")
        let fishLine = line(after: "add to ~/.config/fish/config.fish: ")
        let zshLine = line(after: "add to ~/.zshrc, before compinit: ")
        let quotedShare = share.replacingOccurrences(of: " ", with: "\\ ")
        #expect(bashLine == "export XDG_DATA_DIRS=\(quotedShare):\"${XDG_DATA_DIRS:-/usr/local/share:/usr/share}\"")
        #expect(fishLine == "set -p fish_complete_path \(quotedShare)/fish/vendor_completions.d")
        // scripts/install asks zsh itself where it looks, so it prints zsh's line only where zsh is
        // installed (the zsh part below skips, saying so, where it is not).
        let zshInstalled = SystemTools.find("zsh") != nil
        #expect(zshLine == (zshInstalled ? "fpath=(\(quotedShare)/zsh/site-functions $fpath)" : ""), "\(run)")
        let environment = [
            "PATH": prefix + "/bin:/usr/bin:/bin", "HOME": painlog.folder.path, "LANG": "C.UTF-8",
            "PAINLOG_DB": painlog.database, "TERM": "dumb",
        ]

        let loader = "/usr/share/bash-completion/bash_completion"
        if FileManager.default.fileExists(atPath: loader) {
            let program = """
                \(bashLine); source \(loader); __load_completion painlog || exit 3
                COMP_WORDS=(painlog 5 --area lo); COMP_CWORD=3; COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
                _painlog painlog lo --area; printf '%s\\n' "${COMPREPLY[@]}"
                """
            let bash = try PainlogSandbox.tool(
                try SystemTools.require("bash", package: "bash"), ["-c", program], environment: environment,
                in: painlog.folder)
            #expect(bash.stdout == "lower\\ back\n", "\(bash)")
        } else {
            print("skipped: bash-completion's loader: \(loader) is not installed (Debian package bash-completion)")
        }

        let fish = try PainlogSandbox.tool(
            try SystemTools.require("fish", package: "fish"), ["-c", fishLine + "; complete -C 'painlog 5 --area lo'"],
            environment: environment, in: painlog.folder)
        #expect(fish.stdoutLines.first?.hasPrefix("lower back\t") == true, "\(fish)")

        let zsh = try PainlogSandbox.tool(
            try SystemTools.require("zsh", package: "zsh"),
            [
                "-f", "-c", ZshCompletionDriver.program, prefix + "/bin/painlog", share + "/zsh/site-functions",
                "painlog 5 --area lo",
            ],
            environment: environment, in: painlog.folder)
        #expect(zsh.stdout.contains("painlog 5 --area lower\\ back"), "\(zsh)")
    }

    @Test func uninstallRemovesOnlyWhatInstallPutThere() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5"])
        let diary = try Data(contentsOf: URL(fileURLWithPath: painlog.database))
        expectSuccess(
            try Self.install(painlog, ["--prefix", painlog.path("prefix"), "--binary", try PainlogBinary.path()]))
        try painlog.write("prefix/bin/other-tool", "#!/bin/sh\n")

        let run = try Self.install(painlog, ["--uninstall", "--prefix", painlog.path("prefix")])

        expectSuccess(run)
        #expect(run.stdoutLines.filter { $0.hasPrefix("Removed ") }.count == Self.installed.count, "\(run)")
        #expect(Self.files(under: painlog.path("prefix")) == ["bin/other-tool"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: painlog.database)) == diary, "the diary is never touched")

        let again = try Self.install(painlog, ["--uninstall", "--prefix", painlog.path("prefix")])
        expectSuccess(again)
        #expect(
            again.stdoutLines.first == "Nothing of painlog's is installed under \(painlog.path("prefix"))", "\(again)")
    }

    /// A reminder timer whose binary is gone would fail every day, and `painlog remind uninstall`
    /// needs the binary: so uninstall refuses, removing nothing, until the reminder is gone.
    @Test func uninstallWaitsForTheReminderThatRunsTheBinary() throws {
        let painlog = try PainlogSandbox()
        let prefix = painlog.path("prefix")
        expectSuccess(try Self.install(painlog, ["--prefix", prefix, "--binary", try PainlogBinary.path()]))
        let installed = prefix + "/bin/painlog"
        let remind = try PainlogSandbox.tool(
            installed, ["--db", painlog.database, "remind", "install", "--at", "21:00"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": painlog.folder.path], in: painlog.folder)
        expectSuccess(remind)

        let refused = try Self.install(painlog, ["--uninstall", "--prefix", prefix])

        #expect(refused.status == ExitStatus.failure, "\(refused)")
        #expect(
            refused.stderr.hasPrefix("error: ") && refused.stderr.contains("'\(installed) remind uninstall' first"),
            "\(refused)")
        #expect(Self.files(under: prefix) == Self.installed, "nothing removed")

        expectSuccess(
            try PainlogSandbox.tool(
                installed, ["remind", "uninstall"],
                environment: ["PATH": "/usr/bin:/bin", "HOME": painlog.folder.path], in: painlog.folder))
        expectSuccess(try Self.install(painlog, ["--uninstall", "--prefix", prefix]))
        #expect(Self.files(under: prefix).isEmpty)
    }

    @Test(arguments: [["--prefix"], ["--frobnicate"], ["--prefix", ""]])
    func aBadOptionIsAUsageError(_ arguments: [String]) throws {
        let painlog = try PainlogSandbox()

        let run = try Self.install(painlog, arguments)

        #expect(run.status == ExitStatus.usage, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("error: "), "\(run)")
        #expect(try folderContents(painlog.folder.path).isEmpty, "nothing built or installed")
    }

    @Test func aBinaryThatIsNotThereIsRefusedBeforeAnythingIsInstalled() throws {
        let painlog = try PainlogSandbox()

        let run = try Self.install(painlog, ["--prefix", "prefix", "--binary", "no-such-painlog"])

        #expect(run.status == 66, "\(run)")
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains(painlog.path("no-such-painlog")), "\(run)")
        #expect(!exists(painlog.path("prefix")))
    }
}
