import Foundation
import Testing

/// Names a shell would expand, run or glob are completed as themselves, and never run.
///
/// Issue 24, finding 1: such names arrive through `sync` or an imported file, and argument-parser
/// 1.8's bash script passed them through `compgen -W`, which ran `$(touch pwned1)` at TAB. In bash,
/// zsh and fish each name is now one candidate, quoted on the command line. Also issue 28's: the
/// short form `painlog 5 --area` completes areas, and fish 3 completes names.
@Suite struct CompletionHostileNamesTests {
    static let areas = ["$(touch pwned1)", "`touch pwned2`", "a b", "it's", "*", "-x", "lower back", "wow!!"]
    static let tags = ["$(touch pwned3)", "it's", "say \"hi\"", "rock'"]
    static let medications = ["`touch pwned4`"]

    /// A diary holding the hostile names, the script for `shell`, and a `bin` folder whose painlog is
    /// the binary under test.
    static func sandbox(shell: String) throws -> (painlog: PainlogSandbox, script: String, bin: String) {
        let painlog = try PainlogSandbox()
        try painlog.log(["5"] + areas.map { "--area=\($0)" } + tags.map { "--tag=\($0)" } + ["--med=\(medications[0])"])
        try painlog.log(["4", "--area", "lower back"])
        let printed = try painlog.run(["completion", shell], withDatabase: false)
        expectSuccess(printed)
        let script = try painlog.write("painlog.\(shell)", printed.stdout)
        let bin = painlog.path("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin + "/painlog", withDestinationPath: try PainlogBinary.path())
        return (painlog, script, bin)
    }

    /// Nothing was run: the folder holds only what the test put there.
    static func expectNothingRan(_ painlog: PainlogSandbox, _ context: String) throws {
        let contents = try folderContents(painlog.folder.path).filter { !$0.hasPrefix(".") }
        #expect(!contents.contains { $0.hasPrefix("pwned") }, "a name ran: \(contents)\n\(context)")
    }

    /// The names after `--area`, `-a`, `--tag` and `--med`, for `log`, the short form and others.
    static let bashCases: [([String], [String])] = [
        (["log", "5", "--area"], areas), (["5", "--area"], areas), (["5", "-a"], areas),
        (["log", "5", "--tag"], tags), (["5", "-t"], tags), (["log", "5", "--med"], medications),
        (["5", "-m"], medications), (["list", "--area"], areas), (["edit", "1", "--remove-area"], areas),
        (["areas", "rename"], areas),
    ]

    /// bash's completion function, as bash runs it on TAB after `words` and a word that is just
    /// `quote` (nothing, `'` or `"`): each candidate, put on the line after that quote (and closed by
    /// it where readline closes it), is parsed by bash into words, printed `COUNT:FIRST` one a line.
    @Test(arguments: ["", "'", "\""])
    func bashOffersEachNameQuotedAndRunsNone(_ quote: String) throws {
        let bash = try SystemTools.require("bash", package: "bash")
        let (painlog, script, bin) = try Self.sandbox(shell: "bash")
        let program = """
            source "$1"; shift; quote="$1"; shift
            COMP_WORDS=(painlog "$@" "$quote"); COMP_CWORD=$(($# + 1))
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _painlog painlog "${quote#[\\"\\']}" "${COMP_WORDS[COMP_CWORD-1]}"
            for candidate in "${COMPREPLY[@]}"; do
                # readline closes the open quote unless the candidate ends with it.
                closing="$quote"; [[ "$candidate" == *"$quote" ]] && closing=''
                eval "set -- ${quote}${candidate}${closing}"
                printf '%s:%s\\n' "$#" "$1"
            done
            """
        for (words, names) in Self.bashCases {
            let run = try PainlogSandbox.tool(
                bash, ["-c", program, "bash", script, quote] + words,
                environment: ["PATH": bin + ":/usr/bin:/bin", "PAINLOG_DB": painlog.database, "LANG": "C.UTF-8"],
                in: painlog.folder)

            #expect(run.status == 0 && run.stderr.isEmpty, "\(words)\n\(run)")
            #expect(run.stdoutLines.sorted() == names.map { "1:" + $0 }.sorted(), "\(words) \(quote)\n\(run)")
            try Self.expectNothingRan(painlog, "\(run)")
        }
    }

    /// The words before the one completed reach painlog unquoted: `--db 'my diary.sqlite'` names
    /// that file, as the command line will.
    @Test func bashReadsTheDiaryThatAQuotedDbNames() throws {
        let bash = try SystemTools.require("bash", package: "bash")
        let (painlog, script, bin) = try Self.sandbox(shell: "bash")
        try FileManager.default.moveItem(atPath: painlog.database, toPath: painlog.path("my diary.sqlite"))
        let program = """
            source "$1"; shift
            COMP_WORDS=(painlog "$@"); COMP_CWORD=$#
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _painlog painlog "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        for db in ["'my diary.sqlite'", "\"my diary.sqlite\"", "my\\ diary.sqlite"] {
            let run = try PainlogSandbox.tool(
                bash, ["-c", program, "bash", script, "--db", db, "5", "--med", ""],
                environment: ["PATH": bin + ":/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": painlog.folder.path],
                in: painlog.folder)
            #expect(run.stdout == "\\`touch\\ pwned4\\`\n", "\(db)\n\(run)")
        }
        try Self.expectNothingRan(painlog, "")
    }

    @Test func bashStillCompletesCommandsAndOptions() throws {
        let bash = try SystemTools.require("bash", package: "bash")
        let (painlog, script, bin) = try Self.sandbox(shell: "bash")
        let program = """
            source "$1"; shift
            COMP_WORDS=(painlog "$@"); COMP_CWORD=$#
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _painlog painlog "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        for (words, expected) in [
            (["re"], ["review", "report", "remind"]), (["log", "5", "--ar"], ["--area"]), (["5", "--ar"], ["--area"]),
            (["list", "--format", "c"], ["csv"]), (["areas", "re"], ["rename"]), (["5", "--js"], ["--json"]),
        ] {
            let run = try PainlogSandbox.tool(
                bash, ["-c", program, "bash", script] + words,
                environment: ["PATH": bin + ":/usr/bin:/bin", "PAINLOG_DB": painlog.database, "LANG": "C.UTF-8"],
                in: painlog.folder)
            #expect(run.stdoutLines == expected, "\(words)\n\(run)")
        }
    }

    /// What a person types before TAB (the words before, then the start of the name), and the
    /// name the completed line must give painlog.
    static let typedCases: [(String, String, String)] = [
        ("painlog 5 --area", "\\$", "$(touch pwned1)"), ("painlog log 5 --area", "'$", "$(touch pwned1)"),
        ("painlog 5 --area", "\"$", "$(touch pwned1)"), ("painlog 5 -a", "it", "it's"),
        ("painlog 5 --area", "'it", "it's"), ("painlog 5 --area", "\"it", "it's"),
        ("painlog log 5 --area", "a\\ ", "a b"), ("painlog 5 --area", "\\*", "*"), ("painlog 5 --area", "-", "-x"),
        ("painlog 5 --area", "'lo", "lower back"), ("painlog 5 --tag", "\\$", "$(touch pwned3)"),
        ("painlog log 5 --med", "", "`touch pwned4`"), ("painlog 5 -m", "'", "`touch pwned4`"),
        ("painlog 5 --tag", "\"sa", "say \"hi\""), ("painlog 5 --tag", "'sa", "say \"hi\""),
        ("painlog 5 --tag", "sa", "say \"hi\""), ("painlog 5 --tag", "\"ro", "rock'"),
        ("painlog 5 --tag", "'ro", "rock'"),
        ("painlog 5 --area", "wo", "wow!!"), ("painlog 5 --area", "'wo", "wow!!"),
        ("painlog 5 --area", "\"wo", "wow!!"),
    ]

    /// The line editor's own insertion, parsed back by the shell, gives painlog exactly the name.
    static func expectRoundTrips(
        _ shellName: String, _ cases: [(String, String, String)], _ shell: (String) throws -> InteractiveShell
    ) throws {
        let (painlog, script, bin) = try sandbox(shell: shellName)
        let (results, transcript) = try shell(script).wordsAfterTab(
            cases.map { $0.0 + " " + $0.1 }, in: painlog, bin: bin)

        #expect(results.count == cases.count, "\(results)\n\(transcript)")
        for ((before, typed, name), words) in zip(cases, results) {
            #expect(
                words == before.split(separator: " ").map(String.init) + [name], "\(before) \(typed) gave \(words)")
        }
        try expectNothingRan(painlog, "\(results)")
    }

    @Test func bashsLineEditorInsertsEachNameQuoted() throws {
        try Self.expectRoundTrips("bash", Self.typedCases, InteractiveShell.bash(sourcing:))
    }

    /// zsh completes parameter names after `$` (its own feature, no name is involved there).
    @Test func zshsLineEditorInsertsEachNameQuoted() throws {
        try Self.expectRoundTrips(
            "zsh", Self.typedCases.filter { !$0.1.hasSuffix("$") }, InteractiveShell.zsh(sourcing:))
    }

    /// fish completes variable names after `$`, and options after `-`.
    @Test func fishsLineEditorInsertsEachNameQuoted() throws {
        try Self.expectRoundTrips(
            "fish", Self.typedCases.filter { !$0.1.hasSuffix("$") && $0.1 != "-" }, InteractiveShell.fish(sourcing:))
    }

    /// fish's candidates (`complete -C`), in fish 3.6 as in 4: exactly the names.
    @Test func fishOffersExactlyTheNames() throws {
        let fish = try SystemTools.require("fish", package: "fish")
        let (painlog, script, bin) = try Self.sandbox(shell: "fish")
        for (line, names) in [
            ("painlog log 5 --area ", Self.areas), ("painlog 5 --area ", Self.areas), ("painlog 5 -a ", Self.areas),
            ("painlog 5 --tag ", Self.tags), ("painlog log 5 --med ", Self.medications),
            ("painlog areas rename ", Self.areas),
        ] {
            let run = try PainlogSandbox.tool(
                fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script, line],
                environment: [
                    "PATH": bin + ":/usr/bin:/bin", "PAINLOG_DB": painlog.database, "LANG": "C.UTF-8",
                    "HOME": painlog.folder.path,
                ], in: painlog.folder)
            let offered = run.stdoutLines.map { $0.split(separator: "\t", omittingEmptySubsequences: false)[0] }
            #expect(offered.map(String.init).sorted() == names.sorted(), "\(line)\n\(run)")
        }
        try Self.expectNothingRan(painlog, "")
    }

    @Test func fishStillCompletesCommandsAndOptions() throws {
        let fish = try SystemTools.require("fish", package: "fish")
        let (painlog, script, bin) = try Self.sandbox(shell: "fish")
        for (line, first) in [
            ("painlog rem", "remind"), ("painlog 5 --ar", "--area"), ("painlog log 5 --js", "--json"),
            ("painlog list --format c", "csv"), ("painlog areas ren", "rename"),
        ] {
            let run = try PainlogSandbox.tool(
                fish, ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]", script, line],
                environment: [
                    "PATH": bin + ":/usr/bin:/bin", "PAINLOG_DB": painlog.database, "HOME": painlog.folder.path,
                ],
                in: painlog.folder)
            #expect(
                run.stdoutLines.map { $0.split(separator: "\t").first.map(String.init) } == [first], "\(line)\n\(run)")
        }
    }

    @Test func zshStillCompletesCommandsAndOptions() throws {
        let zsh = try SystemTools.require("zsh", package: "zsh")
        let (painlog, script, bin) = try Self.sandbox(shell: "zsh")
        for (line, completed) in [
            ("painlog rem", "painlog remind "), ("painlog 5 --ar", "painlog 5 --area "),
            ("painlog list --format c", "painlog list --format csv "), ("painlog areas ren", "painlog areas rename "),
        ] {
            let run = try PainlogSandbox.tool(
                zsh, ["-f", "-c", ZshCompletionDriver.program, bin + "/painlog", script, line],
                environment: [
                    "PATH": "/usr/bin:/bin", "PAINLOG_DB": painlog.database, "LANG": "C.UTF-8", "TERM": "dumb",
                ],
                in: painlog.folder)
            #expect(run.stdout.contains(completed), "\(line)\n\(run)")
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func generateCompletionScriptPrintsTheSameScript(_ shell: String) throws {
        let painlog = try PainlogSandbox()

        let generated = try painlog.run(["--generate-completion-script", shell], withDatabase: false)
        let printed = try painlog.run(["completion", shell], withDatabase: false)

        expectSuccess(generated)
        #expect(generated.stdout == printed.stdout)
        #expect(generated.stdout.contains("painlog: the diary's names"), "painlog's own script")
        #expect(!generated.stdout.contains("compgen -W \"$(__painlog_custom_complete"))
    }
}
