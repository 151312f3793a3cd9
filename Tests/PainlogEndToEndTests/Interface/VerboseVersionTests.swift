import Foundation
import Testing

/// `painlog --version --verbose`: the release, then the diary's schema against this painlog's
/// (issue 41); `--version` alone never opens a diary (`GlobalOptionsTests`).
@Suite struct VerboseVersionTests {
    /// The newest migration in the repository's `migrations/`, which the binary embeds.
    static func knownSchema() throws -> Int {
        let folder = ReliabilityPaths.repository.appendingPathComponent("migrations").path
        return try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".sql") }
            .compactMap { Int($0.prefix { $0.isNumber }) }.max() ?? 0
    }

    static func release(_ painlog: PainlogSandbox) throws -> String {
        try painlog.run(["--version"], withDatabase: false).stdout
    }

    @Test func aDiaryAtTheNewestSchemaSaysSo() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "head"])
        let known = try Self.knownSchema()
        let expected = try Self.release(painlog) + "schema \(known) (this painlog knows up to \(known))\n"

        for arguments in [["--version", "--verbose"], ["--verbose", "--version"]] {
            let run = try painlog.run(arguments)
            expectSuccess(run)
            #expect(run.stdout == expected, "\(run)")
        }
        let equals = try painlog.run(["--version", "--verbose", "--db=" + painlog.database], withDatabase: false)
        expectSuccess(equals)
        #expect(equals.stdout == expected, "\(equals)")
    }

    @Test func noDiaryIsSaidAndNothingIsCreated() throws {
        let painlog = try PainlogSandbox()
        let known = try Self.knownSchema()
        let release = try Self.release(painlog)

        let run = try painlog.run(["--version", "--verbose"], withDatabase: false)
        expectSuccess(run)
        let defaultDiary = painlog.folder.path + "/.local/share/painlog/painlog.sqlite"
        #expect(run.stdout == release + "schema: no diary at \(defaultDiary) yet (this painlog knows up to \(known))\n")
        #expect(try folderContents(painlog.folder.path).isEmpty, "no diary for --version --verbose")

        let named = try painlog.run(["--version", "--verbose"])
        expectSuccess(named)
        #expect(named.stdout.hasSuffix("no diary at \(painlog.database) yet (this painlog knows up to \(known))\n"))
        #expect(!exists(painlog.database))
    }

    @Test func aDiaryFromANewerPainlogSaysToUpgrade() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["5", "--area", "head"])
        let known = try Self.knownSchema()
        _ = try painlog.sqlite(
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (\(known + 5), 'future', 'x', '2027-01-01T00:00:00Z')"
        )

        let run = try painlog.run(["--version", "--verbose"])
        expectSuccess(run)
        #expect(
            run.stdout.hasSuffix(
                "\nschema \(known + 5) (this painlog knows up to \(known): a newer painlog migrated this diary; upgrade painlog)\n"
            ), "\(run)")
    }

    @Test func somethingElseThanADiaryIsRefused() throws {
        let painlog = try PainlogSandbox()
        let notes = try painlog.write("notes.txt", "not a diary\n")

        let run = try painlog.run(["--version", "--verbose", "--db", notes], withDatabase: false)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.hasPrefix("error: ") && run.stderr.contains(notes), "\(run)")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "not a diary\n")
    }
}
