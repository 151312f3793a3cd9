import Foundation
import Testing

/// Every `--name=value` means exactly `--name value`, whatever the value's first scalar: a combining
/// mark or another grapheme extender (which ArgumentParser's Character-based split glued to the
/// `=`), or nothing at all (`--note=` is the empty note, not the next argument).
@Suite struct LongOptionValueTests {
    /// Values that start with a scalar that joins the `=` before it into one Character, and others.
    static let values = [
        "\u{301}abc", "\u{FF9F}x", "\u{200D}zwj", "\u{FE0F}vs", "\u{1F3FB}tone", "\u{93F}deva", "\u{E31}thai",
        "\u{308}", "", "=x", "plain",
    ]

    /// Commands with `{}` where the option's value goes; each runs on a diary holding entry #1.
    static let commands: [(name: String, arguments: [String])] = [
        ("--note", ["log", "3"]), ("--area", ["log", "3"]), ("--tag", ["log", "3"]), ("--med", ["log", "3"]),
        ("--note", ["edit", "1"]), ("--add-area", ["edit", "1"]), ("--tag", ["edit", "1"]),
        ("--area", ["list", "--format", "csv"]), ("--tag", ["list", "--format", "csv"]),
        ("--search", ["list", "--format", "csv"]), ("--since", ["list", "--format", "csv"]),
        ("--output", ["export"]),
    ]

    static let cases: [(String, [String], String)] = commands.flatMap { command in
        values.map { (command.name, command.arguments, $0) }
    }

    static let diary = DiaryTemplate { maker in
        try maker.log(["4", "--area", "head", "--tag", "\u{301}abc", "--note", "\u{FF9F}x in it"])
    }

    /// What one run left behind: its output, and the diary and the folder afterwards.
    private struct Outcome: Equatable {
        let status: Int32
        let stdout: String
        let stderr: String
        let diary: String
        let files: [String: Data]
    }

    private func outcome(_ arguments: [String]) throws -> Outcome {
        let painlog = try PainlogSandbox()
        try Self.diary.copy(into: painlog)
        let run = try painlog.run(arguments)
        // A new entry's uid is random, and so is its rev (a digest that includes the uid).
        let diary = try painlog.run(["export"]).stdout.replacingOccurrences(
            of: #"\r\n([0-9]+),[0-9a-f-]{36},"#, with: "\r\n$1,UID,", options: .regularExpression
        ).replacingOccurrences(of: #",r[0-9a-f]{16},"#, with: ",REV,", options: .regularExpression)
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: painlog.folder.path)
        where !name.hasPrefix("diary.sqlite") {
            files[name] = try Data(contentsOf: painlog.folder.appendingPathComponent(name))
        }
        // A new entry's key (issue 41) is the start of its random uid.
        return Outcome(
            status: run.status, stdout: LogCommandTests.withoutKey(run.stdout), stderr: run.stderr, diary: diary,
            files: files)
    }

    @Test(arguments: cases)
    func anOptionWithEqualsMeansTheSameAsWithASpace(option: String, command: [String], value: String) throws {
        let spaced = try outcome(command + [option, value])
        let joined = try outcome(command + ["\(option)=\(value)"])

        #expect(joined == spaced, "\(command) \(option)=\(value.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(!joined.stderr.contains("Unknown option"), "\(joined.stderr)")
    }

    @Test func anEmptyValueIsEmptyAndLeavesTheNextOptionAlone() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "5", "--note=", "--area", "head"])
        #expect(run.status == 0, "\(run)")
        let entry = try #require(try painlog.entries().first)
        #expect(entry["note"] as? String == "")
        #expect(entry["areas"] as? [String] == ["head"])
    }

    /// `--db= list` made a diary called `list` and showed its dashboard under 0.1.0.
    @Test func anEmptyDatabasePathIsRefusedNotTakenFromTheNextArgument() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["--db=", "list"], withDatabase: false)
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr == "error: --db needs a file path, got ''\n", "\(run)")
        #expect(try folderContents(painlog.folder.path).isEmpty)
    }

    @Test func aCombiningMarkAfterEqualsIsTheValuesFirstScalar() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "3", "--note=\u{301}abc", "--area=\u{301}x"])
        #expect(run.status == 0, "\(run)")
        let entry = try #require(try painlog.entries().first)
        #expect((entry["note"] as? String).map { Array($0.utf8) } == Array("\u{301}abc".utf8))
        #expect((entry["areas"] as? [String])?.first.map { Array($0.utf8) } == Array("\u{301}x".utf8))
    }

    @Test func argumentsAfterDoubleDashAreLeftAlone() throws {
        let painlog = try PainlogSandbox()
        let run = try painlog.run(["log", "--note=\u{301}a", "--", "--area=\u{301}x"])
        // After `--`, `--area=́x` is the intensity, as it was written, and not an intensity.
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("'--area=\u{301}x'"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: painlog.database))
    }
}
