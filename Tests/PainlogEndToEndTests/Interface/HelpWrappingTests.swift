import Foundation
import Testing

/// Help texts are written as paragraphs and wrapped by the program to the terminal's width
/// (issue 28, item 6): at any `COLUMNS` no line of any command's help is longer than the width, and
/// no discussion breaks a line inside a sentence.
@Suite struct HelpWrappingTests {
    /// Every command, as the path of names after `painlog`, with its discussion (empty when it has
    /// none), read from `painlog --experimental-dump-help`: the definitions the man page is made from.
    static func commands() throws -> [(path: [String], discussion: String)] {
        let painlog = try PainlogSandbox()
        let dump = try painlog.run(["--experimental-dump-help"], withDatabase: false)
        let object = try #require(try JSONSerialization.jsonObject(with: dump.stdoutBytes) as? [String: Any])
        let root = try #require(object["command"] as? [String: Any])
        var found: [(path: [String], discussion: String)] = []
        func walk(_ command: [String: Any], _ path: [String]) {
            found.append((path, command["discussion"] as? String ?? ""))
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] {
                guard let name = subcommand["commandName"] as? String, name != "help" else { continue }
                walk(subcommand, path + [name])
            }
        }
        walk(root, [])
        return found
    }

    /// The lines a discussion may start on without a blank line before them: a list item or an
    /// example, each on a line of its own.
    static func mayStartALine(_ line: Substring) -> Bool {
        line.hasPrefix("- ") || line.hasPrefix("Example: ") || line.hasPrefix("See also: ")
    }

    @Test(arguments: [60, 140])
    func noLineOfAnyHelpIsWiderThanTheTerminal(columns: Int) throws {
        let painlog = try PainlogSandbox()
        let commands = try Self.commands()
        #expect(commands.count > 25, "the command tree was read: \(commands.map(\.path))")

        for (path, _) in commands {
            let run = try painlog.run(path + ["--help"], environment: ["COLUMNS": "\(columns)"], withDatabase: false)

            expectSuccess(run)
            for line in run.stdoutLines where line.count > columns {
                Issue.record("painlog \(path.joined(separator: " ")) --help at \(columns) columns: \(line)")
            }
        }
    }

    @Test func helpAtOneWidthIsNotTheSameAsAtAnother() throws {
        let painlog = try PainlogSandbox()

        let narrow = try painlog.run(["meds", "--help"], environment: ["COLUMNS": "60"], withDatabase: false)
        let wide = try painlog.run(["meds", "--help"], environment: ["COLUMNS": "140"], withDatabase: false)

        // A paragraph is one line of the source, so it fills whatever width it is given.
        #expect(narrow.stdoutLines.count > wide.stdoutLines.count, "\(narrow)\n\(wide)")
        #expect(wide.stdoutLines.contains { $0.count > 100 }, "\(wide)")
    }

    /// A line break in a discussion is a paragraph break (a blank line), or comes before a list
    /// item or an example; never inside a sentence.
    @Test func discussionsAreParagraphs() throws {
        for (path, discussion) in try Self.commands() where !discussion.isEmpty {
            let lines = discussion.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
                let previous = lines[index - 1]
                #expect(
                    previous.isEmpty || Self.mayStartALine(line),
                    "painlog \(path.joined(separator: " ")): a line break inside a paragraph before '\(line)'")
            }
            #expect(!discussion.hasSuffix("\n") && !discussion.hasPrefix("\n"), "\(path)")
        }
    }
}
