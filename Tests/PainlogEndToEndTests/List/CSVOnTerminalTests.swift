import Foundation
import Testing

/// A note's OSC 52 sequence: on a terminal that obeys it, it sets the clipboard to `hello`.
private let clipboardSequence = "\u{1B}]52;c;aGVsbG8=\u{07}"

/// CSV written to a terminal shows stored escape sequences visibly, as the table does, while a
/// file or a pipe gets the exact bytes (issue 24, finding 7).
@Suite struct CSVOnTerminalTests {
    private static func sandbox() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "head", "--note", "copy " + clipboardSequence + " done\r\nnext\rover"])
        return painlog
    }

    @Test(arguments: [["list", "--format", "csv"], ["export"], ["export", "--format", "csv"]])
    func aStoredEscapeSequenceIsShownNotObeyed(arguments: [String]) throws {
        let painlog = try Self.sandbox()

        let run = try painlog.runOnTerminal(arguments)

        #expect(run.status == 0, "\(run)")
        #expect(!run.stdoutBytes.contains(0x1B) && !run.stdoutBytes.contains(0x07), "\(run)")
        // As the table shows it: U+FFFD for each control, the quoted cell's line break kept, a lone
        // CR (which would write over the line) dropped.
        #expect(run.stdout.contains("\"copy \u{FFFD}]52;c;aGVsbG8=\u{FFFD} done\r\nnextover\""), "\(run)")
        #expect(run.stdoutBytes.range(of: Data("next\rover".utf8)) == nil, "\(run)")
        #expect(run.stdout.hasPrefix("id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at"))
    }

    @Test func toAPipeOrAFileTheBytesAreExact() throws {
        let painlog = try Self.sandbox()
        let cell = "\"copy " + clipboardSequence + " done\r\nnext\rover\""

        for arguments in [["list", "--format", "csv"], ["export"]] {
            let run = try painlog.run(arguments)
            #expect(run.status == 0, "\(run)")
            #expect(run.stdout.contains(cell), "\(arguments): \(run)")
        }
        // --output to a file, even when stdout is a terminal.
        let run = try painlog.runOnTerminal(["export", "--output", "out.csv"])
        #expect(run.status == 0, "\(run)")
        #expect(
            String(decoding: try Data(contentsOf: URL(fileURLWithPath: painlog.path("out.csv"))), as: UTF8.self)
                .contains(cell))
        // And the file reads back to the same note.
        let other = try PainlogSandbox()
        #expect(try other.run(["import", painlog.path("out.csv")]).status == 0)
        #expect(try other.entries().first?["note"] as? String == "copy " + clipboardSequence + " done\r\nnext\rover")
    }

    @Test func jsonOnATerminalIsEscapedAsEverywhere() throws {
        let painlog = try Self.sandbox()
        let run = try painlog.runOnTerminal(["list", "--format", "json"])
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdoutBytes.contains(0x1B) && run.stdout.contains("copy \\u001b]52;c;aGVsbG8=\\u0007 done"))
    }
}
