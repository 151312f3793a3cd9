import Foundation
import Testing

/// painlog(1), committed as man/painlog.1: rendered by the real man-db and groff without a single
/// warning, with the hand-written sections, and made from the command definitions of the painlog
/// under test, so that the page can never fall behind a changed command, option or help text.
@Suite struct ManualPageTests {
    static let page = ReliabilityPaths.repository.appendingPathComponent("man/painlog.1").path
    static let sections = ReliabilityPaths.repository.appendingPathComponent("man/painlog-sections.mdoc").path

    /// `man -l PAGE`, 80 columns wide, with every groff warning turned on.
    static func render(_ page: String, in folder: URL) throws -> ProgramRun {
        let man = try SystemTools.require("man", package: "man-db")
        return try PainlogSandbox.tool(
            man, ["--warnings=w", "-l", page],
            environment: ["PATH": "/usr/bin:/bin", "MANWIDTH": "80", "LANG": "C.UTF-8", "HOME": folder.path], in: folder
        )
    }

    /// The top-level commands of `painlog --experimental-dump-help`, each as the page names it:
    /// its name and aliases (`log, add`).
    static func topLevelCommands(in painlog: PainlogSandbox) throws -> [String] {
        let dump = try painlog.run(["--experimental-dump-help"], withDatabase: false)
        let object = try #require(try JSONSerialization.jsonObject(with: dump.stdoutBytes) as? [String: Any])
        let root = try #require(object["command"] as? [String: Any])
        var names: [String] = []
        for command in root["subcommands"] as? [[String: Any]] ?? [] {
            guard let name = command["commandName"] as? String, name != "help" else { continue }
            if command["shouldDisplay"] as? Bool == false { continue }
            names.append(([name] + (command["aliases"] as? [String] ?? [])).joined(separator: ", "))
        }
        return names
    }

    @Test func manRendersThePageWithoutAWarning() throws {
        let painlog = try PainlogSandbox()

        let run = try Self.render(Self.page, in: painlog.folder)

        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let headings = [
            "NAME", "SYNOPSIS", "DESCRIPTION", "WHEN", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES", "SEE ALSO",
        ]
        #expect(
            run.stdoutLines.filter { headings.contains($0) } == headings, "the sections, in this order\n\(run.stdout)")
        // Every command of the tree the registry builds, with its aliases (`log, add`).
        let commands = try Self.topLevelCommands(in: painlog)
        #expect(commands.count > 15 && commands.contains("log, add"), "the tree was read: \(commands)")
        for command in commands {
            #expect(run.stdout.contains("\n     \(command)"), "no command \(command)\n\(run.stdout)")
        }
        for text in ["64      A usage error", "PAINLOG_DB", "yesterday evening", "painlog-remind.timer", "_painlog"] {
            #expect(run.stdout.contains(text), "no \(text)\n\(run.stdout)")
        }
        #expect(!run.stdout.contains(">0 if an error occurs"), "the generic exit status is replaced by painlog's own")
    }

    /// The page records the digest of `painlog --experimental-dump-help` it was made from (the
    /// command definitions, as generate-manual reads them); `scripts/generate-man --check` in
    /// `.ci/run` also remakes it in full with the real generator and compares.
    @Test func thePageIsMadeFromThisPainlogsCommandDefinitions() throws {
        let painlog = try PainlogSandbox()
        let page = try String(contentsOfFile: Self.page, encoding: .utf8)

        let definitions = try painlog.run(["--experimental-dump-help"], withDatabase: false)

        expectSuccess(definitions)
        let sha256sum = try SystemTools.require("sha256sum", package: "coreutils")
        let digest = try PainlogSandbox.tool(sha256sum, ["-"], stdin: definitions.stdoutBytes, in: painlog.folder)
        let current = String(digest.stdout.prefix(64))
        let recorded = page.split(separator: "\n").first { $0.contains("--experimental-dump-help sha256: ") }
            .map { String($0.suffix(64)) }
        #expect(
            recorded == current,
            "man/painlog.1 was made from other command definitions than this painlog's; run scripts/generate-man")
        // generate-manual drops every character that is not ASCII, silently.
        let foreign = definitions.stdoutLines.filter { line in line.unicodeScalars.contains { !$0.isASCII } }
        #expect(foreign.isEmpty, "a help text the man page would print without these characters: \(foreign)")
    }

    @Test func thePageEndsWithTheHandWrittenSections() throws {
        let page = try String(contentsOfFile: Self.page, encoding: .utf8)
        let sections = try String(contentsOfFile: Self.sections, encoding: .utf8)

        #expect(
            page.hasSuffix("\n" + sections),
            "man/painlog-sections.mdoc changed since man/painlog.1 was made; run scripts/generate-man")
        let isASCII = page.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(isASCII, "the page is ASCII; write roff escapes (\\(en) for anything else")
    }
}
