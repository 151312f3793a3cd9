import Foundation
import Testing

/// Issue 41 end to end: "Nurofen 200mg" counts as ibuprofen, `ibuprofen400mg` is logged as
/// `ibuprofen 400mg`, and `import` names a medication left out of the overuse counts.
@Suite struct MedicationBrandEndToEndTests {
    @Test func aBrandCountsAsItsGenericWithoutANotice() throws {
        let painlog = try PainlogSandbox()

        let log = try painlog.run(["log", "5", "-a", "head", "-m", "Nurofen 200mg", "-m", "Imigran 50mg"])
        let meds = try painlog.run(["meds", "--json"])
        let overuse = try painlog.run(["meds", "--overuse", "--json"])

        expectSuccess(log)
        let classes = try PainlogSandbox.jsonArray(meds.stdoutBytes).map { "\($0["name"] ?? ""): \($0["class"] ?? "")" }
        #expect(Set(classes) == ["Nurofen: simple_analgesic", "Imigran: triptan"], "\(meds)")
        #expect(overuse.status == 0 && !overuse.stdout.contains("Nurofen"), "\(overuse)")
    }

    @Test func aDoseGluedToTheNameIsLoggedApart() throws {
        let painlog = try PainlogSandbox()

        let log = try painlog.run(["log", "5", "-m", "ibuprofen400mg"])

        expectSuccess(log)
        let shown = try painlog.run(["show", "1"])
        #expect(shown.stdoutLines.contains { $0.contains("ibuprofen 400mg") }, "\(shown)")
        #expect(!shown.stdout.contains("ibuprofen400mg"), "\(shown)")
    }

    @Test func importNamesTheUnclassedMedicationsOfItsRowsOnce() throws {
        let painlog = try PainlogSandbox()
        let csv =
            "occurred_at,intensity,medications\r\n2026-11-20T08:00:00+01:00,4,Migraleve 2; Nurofen 200mg\r\n"
            + "2026-11-21T08:00:00+01:00,5,migraleve 1; ibuprofen400mg\r\n"
        _ = try painlog.write("rows.csv", csv)

        let run = try painlog.run(["import", "rows.csv"])

        #expect(run.status == 0, "\(run)")
        #expect(run.stderrLines == [UnclassedMedicationNoticeTests.notice("Migraleve")], "\(run)")
        #expect(try painlog.entries().count == 2)
        // Rows whose medications all have a class say nothing.
        let classedRows = "occurred_at,intensity,medications\r\n2026-11-22T08:00:00+01:00,3,Advil\r\n"
        _ = try painlog.write("classed.csv", classedRows)
        let classed = try painlog.run(["import", "classed.csv"])
        #expect(classed.status == 0 && classed.stderr == "", "\(classed)")
    }
}
