import Foundation
import Testing

/// `list --all` byte for byte as it was before it streamed its rows (issue 42).
///
/// The widths come from a first pass over the entries, then each row is written as it is read.
/// Its output must stay what it was when the table held every row (Fixtures/golden/list-all-*.txt, written by `make-list-golden.sh` with
/// the binary of the commit before the change), at every width and for every set of columns.
@Suite struct ListAllGoldenTests {
    /// A case's name (its golden file is `list-all-<name>.txt`), its arguments after `list --all`,
    /// and the terminal's width.
    static let cases: [(name: String, arguments: [String], columns: Int)] = [
        ("w20", [], 20), ("w30", [], 30), ("w45", [], 45), ("w60", [], 60), ("w80", [], 80), ("w100", [], 100),
        ("w160", [], 160), ("w250", [], 250), ("head", ["--area", "head"], 100), ("flare", ["--tag", "flare"], 70),
        ("mild", ["--max", "2"], 100), ("none", ["--since", "2030-01-01"], 100),
        ("note", ["--search", "long note"], 120),
    ]

    private func diary() throws -> PainlogSandbox {
        let painlog = try PainlogSandbox()
        let csv = try Data(contentsOf: ReliabilityPaths.fixture("golden/list-diary.csv"))
        _ = try painlog.write("list-diary.csv", csv)
        let imported = try painlog.run(["import", "list-diary.csv"])
        try #require(imported.status == 0, "\(imported)")
        return painlog
    }

    @Test func listAllIsByteForByteWhatItWasBeforeItStreamed() throws {
        let painlog = try diary()
        for (name, arguments, columns) in Self.cases {
            let run = try painlog.run(["list", "--all"] + arguments, environment: ["COLUMNS": String(columns)])
            #expect(run.status == 0, "\(name): \(run)")
            let golden = try Data(contentsOf: ReliabilityPaths.fixture("golden/list-all-\(name).txt"))
            #expect(run.stdoutBytes == golden, "\(name): \(run.stdout)")
        }
    }

    /// The 0.3 fixture's diary (a note of several lines, RTL text, an NFD name, ends), as it lists.
    @Test func theZeroThreeDiaryListsAsBefore() throws {
        let painlog = try PainlogSandbox()
        try Data(contentsOf: ReliabilityPaths.fixture("diary-0.3.0.sqlite")).write(
            to: URL(fileURLWithPath: painlog.database))
        let run = try painlog.run(["list", "--all"])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdoutBytes == (try Data(contentsOf: ReliabilityPaths.fixture("golden/list-all-zero-three.txt"))))
    }
}
