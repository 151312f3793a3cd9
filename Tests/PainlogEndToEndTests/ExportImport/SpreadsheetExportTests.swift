import Foundation
import Testing

/// `export --bom` and `--excel` (issue 28): CSV that LibreOffice and Excel open as UTF-8, with the
/// times again as the wall clock showed them, which they read as dates; and painlog imports it back.
@Suite struct SpreadsheetExportTests {
    private func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        try painlog.log(["6", "--area", "Kopf", "--note", "Übelkeit", "--at", "2026-11-20T21:30", "--for", "2h"])
        try painlog.log(["3", "--area", "back", "--at", "2026-07-01T08:00"])
        return painlog
    }

    @Test func bomPutsAByteOrderMarkBeforeTheSameCSV() throws {
        let painlog = try diary()
        let plain = try painlog.run(["export"])
        let marked = try painlog.run(["export", "--bom"])
        #expect(marked.status == 0 && marked.stderr.isEmpty, "\(marked)")
        #expect(Array(marked.stdoutBytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(Data(marked.stdoutBytes.dropFirst(3)) == plain.stdoutBytes)
    }

    @Test func excelAddsLocalTimesAndImportsBack() throws {
        let painlog = try diary()
        let file = painlog.path("for-excel.csv")
        let run = try painlog.run(["export", "--excel", "--output", file])
        #expect(run.status == 0, "\(run)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let lines = String(decoding: bytes.dropFirst(3), as: UTF8.self).components(separatedBy: "\r\n")
        #expect(lines[0].hasSuffix(",updated_at,rev,ended_at,symptoms,occurred_local,ended_local"))
        #expect(lines[1].hasSuffix(",2026-07-01 08:00:00,"), "\(lines[1])")
        #expect(
            lines[2].hasSuffix(",2026-11-20T23:30:00+01:00,,2026-11-20 21:30:00,2026-11-20 23:30:00"), "\(lines[2])")
        // Imported into another diary, it gives the same entries.
        let other = painlog.path("other.sqlite")
        let imported = try painlog.run(["import", file], database: other)
        #expect(imported.status == 0 && imported.stdout == "Imported 2 new, 0 updated, 0 unchanged\n", "\(imported)")
        #expect(try painlog.run(["export"], database: other).stdout == (try painlog.run(["export"]).stdout))
    }

    @Test(arguments: [
        (["export", "--bom", "--format", "json"], "--bom"), (["export", "--excel", "--format", "fhir"], "--excel"),
    ])
    func spreadsheetsTakeCSVOnly(arguments: [String], naming: String) throws {
        let painlog = try diary()
        let before = try painlog.dump()
        expectError(try painlog.run(arguments), status: 64, naming: [naming, "--format csv"])
        #expect(try painlog.dump() == before)
    }
}
