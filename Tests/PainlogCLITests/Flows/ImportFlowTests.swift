import Foundation
import Testing

/// `import` tells CSV from JSON by `--format`, else by the file's extension, else by its first character.
@Suite struct ImportFlowTests {
    static let csv = "occurred_at,intensity,note\r\n2026-11-21T10:00:00+01:00,4,from csv\r\n"
    static let json = "[{\"occurred_at\":\"2026-11-21T10:00:00+01:00\",\"intensity\":4,\"note\":\"from json\"}]\n"

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let contents: String
        var format: String?
        let readsAs: String?
        var testDescription: String { "\(name) \(format ?? "") → \(readsAs ?? "bad data")" }
    }

    static let cases: [Case] = [
        Case(name: "diary.csv", contents: csv, readsAs: "from csv"),
        Case(name: "diary.json", contents: json, readsAs: "from json"),
        Case(name: "DIARY.JSON", contents: json, readsAs: "from json"),
        Case(name: "diary.txt", contents: csv, readsAs: "from csv"),
        Case(name: "diary", contents: json, readsAs: "from json"),
        Case(name: "diary", contents: " \n\t" + json, readsAs: "from json"),
        Case(name: "diary", contents: "\u{FEFF}" + json, readsAs: "from json"),
        Case(name: "diary.data", contents: csv, format: "csv", readsAs: "from csv"),
        // The extension wins over the contents, and --format over the extension.
        Case(name: "diary.json", contents: csv, readsAs: nil),
        Case(name: "diary.csv", contents: json, readsAs: nil),
        Case(name: "diary.csv", contents: json, format: "json", readsAs: "from json"),
    ]

    @Test(arguments: cases)
    func theReaderIsChosenByFormatThenExtensionThenFirstCharacter(_ example: Case) throws {
        let painlog = try InProcessPainlog()
        let path = painlog.file(example.name)
        try example.contents.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try painlog.run(["import", path] + (example.format.map { ["--format", $0] } ?? []))
        guard let note = example.readsAs else {
            #expect(run.status == 65, "\(run)")
            return
        }
        #expect(run.status == 0, "\(run)")
        let csv = try painlog.succeed(["list", "--format", "csv"])
        #expect(csv.stdout.contains(note), "\(csv)")
    }

    @Test func aMissingFileIsUnreadableInput() throws {
        let painlog = try InProcessPainlog()
        let run = try painlog.run(["import", painlog.file("nothing.csv")])
        #expect(run.status == 66, "\(run)")
        #expect(run.stderr.hasPrefix("error: cannot read"), "\(run)")
    }
}
