import Testing

@testable import PainlogCLI

/// `--version --verbose`'s command line and its schema line (issue 41).
@Suite struct VerboseVersionUnitTests {
    @Test func onlyTheVersionTheVerboseFlagAndTheDiaryAreTaken() {
        #expect(VerboseVersion.databaseOption(in: ["--version", "--verbose"]) == .some(nil))
        #expect(VerboseVersion.databaseOption(in: ["--verbose", "--db", "d.sqlite", "--version"]) == .some("d.sqlite"))
        #expect(VerboseVersion.databaseOption(in: ["--version", "--verbose", "--db=x"]) == .some("x"))
        #expect(VerboseVersion.databaseOption(in: ["--version"]) == nil)
        #expect(VerboseVersion.databaseOption(in: ["--verbose"]) == nil)
        #expect(VerboseVersion.databaseOption(in: ["--version", "--verbose", "list"]) == nil)
    }

    @Test func theSchemaLineSaysWhereTheDiaryStands() {
        #expect(
            VerboseVersion.schemaLine(applied: 21, pending: 0, known: 21, path: "d")
                == "schema 21 (this painlog knows up to 21)")
        #expect(
            VerboseVersion.schemaLine(applied: 19, pending: 2, known: 21, path: "d")
                == "schema 19 (this painlog knows up to 21; 2 migrations to apply: painlog migrate)")
        #expect(
            VerboseVersion.schemaLine(applied: 23, pending: 0, known: 21, path: "d")
                == "schema 23 (this painlog knows up to 21: a newer painlog migrated this diary; upgrade painlog)")
        #expect(
            VerboseVersion.schemaLine(applied: nil, pending: 0, known: 21, path: "d")
                == "schema: no diary at d yet (this painlog knows up to 21)")
    }
}
