import Foundation
import Testing

/// Issue #12, point 5: an import file that is no export — endless NUL bytes, one huge field, a
/// million commas, deeply repeated JSON — fails at once naming the line, in one short error line,
/// with painlog's peak memory under 40 MiB; and an error line shows at most ~60 characters of a
/// value, with control and invisible characters made visible.
@Suite struct HostileImportTests {
    static let memoryCeiling = 40 << 20

    /// Runs the import, measuring its memory, and checks what every refused hostile import must do.
    private func refuse(_ painlog: PainlogSandbox, _ arguments: [String], naming expected: String) throws {
        let before = try painlog.dump()
        let measured = try painlog.runMeasuringPeakMemory(["import"] + arguments)
        let run = measured.run
        #expect(run.status == 65, "\(run)")
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("error: line "), "\(run)")
        #expect(run.stderr.contains(expected), "\(run)")
        #expect(run.stderrBytes.count < 400, "error line of \(run.stderrBytes.count) bytes")
        #expect(measured.peakBytes < Self.memoryCeiling, "peak memory \(measured.peakBytes) bytes")
        #expect(try painlog.dump() == before)
    }

    private func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        try painlog.log(["4", "--area", "hip"])
        return painlog
    }

    @Test("import /dev/zero stops at the record limit", arguments: ["csv", "json"])
    func endlessZeros(format: String) throws {
        let expected = format == "csv" ? "line 1: one entry is longer than 1 MiB" : "line 1: expected a JSON array"
        try refuse(try diary(), ["/dev/zero", "--format", format], naming: expected)
    }

    @Test func tenMegabytesOfNULAfterAHeader() throws {
        let painlog = try diary()
        try painlog.write(
            "nul.csv", Array("occurred_at,intensity,note\n".utf8) + [UInt8](repeating: 0, count: 10 << 20))
        try refuse(painlog, ["nul.csv"], naming: "line 2: one entry is longer than 1 MiB")
    }

    @Test func aHugeJSONStringOnLineThree() throws {
        let painlog = try diary()
        let note = String(repeating: "x", count: 5 << 20)
        try painlog.write(
            "huge.json",
            "[\n{\"occurred_at\": \"2026-11-20T08:00:00+01:00\", \"intensity\": 3},\n{\"note\": \"\(note)\"}]")
        try refuse(painlog, ["huge.json"], naming: "line 3: one entry is longer than 1 MiB")
    }

    @Test func endlessWhiteSpaceInJSON() throws {
        let painlog = try diary()
        try painlog.write("spaces.json", "[" + String(repeating: " ", count: 3 << 20))
        try refuse(painlog, ["spaces.json"], naming: "line 1: one entry is longer than 1 MiB")
    }

    @Test func aMillionCommas() throws {
        let painlog = try diary()
        try painlog.write("commas.csv", String(repeating: ",", count: 1_000_000))
        try refuse(painlog, ["commas.csv"], naming: "line 1: more than 1000 fields")
    }

    @Test func aMillionValuesInOneJSONElement() throws {
        let painlog = try diary()
        try painlog.write("nested.json", "[[" + String(repeating: "[],", count: 340_000) + "[]]]")
        try refuse(painlog, ["nested.json"], naming: "line 1: one entry holds more than 1000 values")
    }

    @Test func aLargeValidImportStaysSmall() throws {
        let painlog = try diary()
        var csv = "occurred_at,intensity,areas,tags,note\n"
        for row in 0..<20_000 {
            csv +=
                "2026-11-\(10 + row % 10)T08:\(10 + row % 50):00+01:00,\(row % 11),hip;knee \(row % 40),t\(row % 7),note \(row)\n"
        }
        try painlog.write("many.csv", csv)
        let measured = try painlog.runMeasuringPeakMemory(["import", "many.csv"])
        #expect(measured.run.status == 0, "\(measured.run)")
        #expect(measured.peakBytes < Self.memoryCeiling, "peak memory \(measured.peakBytes) bytes")
        #expect(try painlog.entryCount() == 20_001)
    }

    @Test func anErrorShowsSixtyCharactersWithInvisiblesVisible() throws {
        let painlog = try diary()
        let value = "x\u{FEFF}\u{1}" + String(repeating: "y", count: 200)
        try painlog.write(
            "bom.csv", "occurred_at,intensity\n2026-11-20T08:00:00+01:00,5\n2026-11-20T09:00:00+01:00,\(value)\n")
        let run = try painlog.run(["import", "bom.csv"])
        #expect(run.status == 65)
        let shown = "x\\u{FEFF}\\u{01}" + String(repeating: "y", count: 57) + "…"
        #expect(
            run.stderr == "error: line 3 (row 2): intensity must be a whole number 0–10, got '\(shown)'\n", "\(run)")
    }
}
