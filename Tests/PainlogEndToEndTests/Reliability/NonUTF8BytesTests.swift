import Foundation
import Testing

/// Paths reach the file system byte for byte; any other argument that is not UTF-8 is refused
/// (issue #12, point 1).
///
/// `Process` takes arguments as Swift strings, which cannot hold such bytes, so these tests run
/// painlog through bash, whose `$'\xe4'` quoting makes them.
@Suite("Bytes that are not UTF-8")
struct NonUTF8BytesTests {
    /// Runs `script` in bash with `$PAINLOG` the binary, in the harness's folder.
    private func bash(_ harness: ReliabilityHarness, _ script: String) throws -> ProcessOutcome {
        try harness.run([
            "/bin/bash", "-c", "cd \"$1\" && PAINLOG=\"$2\" && " + script, "bash", harness.folder, harness.binary,
        ])
    }

    /// The names in the harness's folder, as hex of their bytes, sorted.
    private func namesAsHex(_ harness: ReliabilityHarness) throws -> [String] {
        let listed = try harness.python(
            "import os, sys; print(' '.join(sorted(n.hex() for n in os.listdir(os.fsencode(sys.argv[1])))))",
            [harness.folder])
        return listed.out.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    private func hex(_ text: String) -> String { Data(text.utf8).map { String(format: "%02x", $0) }.joined() }

    @Test("--db with a Latin-1 byte opens that very file, not a U+FFFD look-alike")
    func databaseOptionKeepsBytes() throws {
        let harness = try ReliabilityHarness()
        for intensity in 1...8 {
            let logged = try bash(harness, "\"$PAINLOG\" --db $'diary-\\xe4.sqlite' log \(intensity)")
            #expect(logged.exited(0), "\(logged)")
        }
        let listed = try bash(harness, "\"$PAINLOG\" --db $'diary-\\xe4.sqlite' list --format csv")
        #expect(listed.exited(0), "\(listed)")
        #expect(listed.out.split(separator: "\r\n").count == 9, "\(listed)")
        // Exactly one diary, named with the byte 0xE4 (no -wal/-shm left after the last command).
        #expect(try namesAsHex(harness) == [hex("diary-") + "e4" + hex(".sqlite")])
        let equalsForm = try bash(harness, "\"$PAINLOG\" --db=$'diary-\\xe4.sqlite' list --format csv")
        #expect(equalsForm.exited(0) && equalsForm.out == listed.out, "\(equalsForm)")
    }

    @Test("PAINLOG_DB and XDG_DATA_HOME with such bytes are used exactly")
    func environmentKeepsBytes() throws {
        let harness = try ReliabilityHarness()
        let viaVariable = try bash(
            harness, "PAINLOG_DB=$'env-\\xff.sqlite' \"$PAINLOG\" log 4 && \"$PAINLOG\" --db $'env-\\xff.sqlite' list")
        #expect(viaVariable.exited(0) && viaVariable.out.contains("4"), "\(viaVariable)")
        let viaData = try bash(
            harness,
            "XDG_DATA_HOME=\"$PWD/\"$'data-\\xe9' \"$PAINLOG\" log 6 && ls $'data-\\xe9/painlog/painlog.sqlite'")
        #expect(viaData.exited(0), "\(viaData)")
        #expect(try namesAsHex(harness) == [hex("data-") + "e9", hex("env-") + "ff" + hex(".sqlite")])
    }

    @Test("export --output and import FILE use the path's bytes")
    func exportAndImportPaths() throws {
        let harness = try ReliabilityHarness()
        let run = try bash(
            harness,
            """
            "$PAINLOG" --db d.sqlite log 3 --note 'über' && "$PAINLOG" --db d.sqlite export --output $'out-\\xe4.csv' && \
            "$PAINLOG" --db e.sqlite import $'out-\\xe4.csv' && "$PAINLOG" --db e.sqlite export --format json
            """)
        #expect(run.exited(0), "\(run)")
        #expect(run.out.contains("\"note\":\"über\""), "\(run)")
        #expect(try namesAsHex(harness).contains(hex("out-") + "e4" + hex(".csv")))
    }

    @Test(
        "a note, area, tag or filter that is not UTF-8 is a usage error naming the option; nothing is written",
        arguments: [
            ("log 3 --note $'\\xff'", "--note"), ("log 3 --area $'ab\\xffcd'", "--area"),
            ("log 3 --tag=$'\\xc3'", "--tag"),
            ("log 3 --med $'ibu\\x80'", "--med"), ("list --search $'\\xfe'", "--search"),
            ("edit 1 --note $'\\xe4'", "--note"),
        ])
    func otherArgumentsAreRefused(command: String, option: String) throws {
        let harness = try ReliabilityHarness()
        try harness.painlog(["log", "5", "--note", "kept"])
        let before = try harness.state(harness.database)
        let refused = try bash(harness, "\"$PAINLOG\" --db diary.sqlite \(command)")
        #expect(refused.exited(64), "\(refused)")
        #expect(refused.hasOneErrorLine, "\(refused)")
        #expect(refused.err.contains("the value of \(option)") && refused.err.contains("not valid UTF-8"), "\(refused)")
        #expect(refused.err.contains("\\x"), "the bad byte is shown: \(refused)")
        #expect(try harness.state(harness.database) == before)
    }
}
