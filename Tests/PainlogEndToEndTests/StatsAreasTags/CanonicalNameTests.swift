import Foundation
import Testing

/// Issue #12, point 4: a name typed precomposed (NFC) or decomposed (NFD) is one name — for areas,
/// tags and medications, in what is stored, in filters and in renames — and migration 0005 merges
/// the look-alike names an older painlog made, keeping every older undo step exact.
@Suite struct CanonicalNameTests {
    static let cafeNFC = "caf\u{E9}"
    static let cafeNFD = "cafe\u{301}"
    static let aergerNFC = "\u{C4}rger"
    static let aergerNFD = "A\u{308}rger"
    static let naproxeneNFC = "Naprox\u{E8}ne"
    static let naproxeneNFD = "Naproxe\u{300}ne"

    private func ok(_ painlog: PainlogSandbox, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
        throws -> String
    {
        let run = try painlog.run(arguments)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(arguments): \(run)", sourceLocation: sourceLocation)
        return run.stdout
    }

    private func ids(_ painlog: PainlogSandbox, _ arguments: [String]) throws -> [Int] {
        let run = try painlog.run(["list", "--format", "json", "--all"] + arguments)
        return try PainlogSandbox.jsonArray(run.stdoutBytes).compactMap { ($0["id"] as? NSNumber)?.intValue }.sorted()
    }

    @Test func bothFormsAreOneNameEverywhere() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3", "--area", Self.cafeNFC, "--tag", Self.aergerNFC, "--med", Self.naproxeneNFC + " 250mg"])
        try painlog.log(["5", "--area", Self.cafeNFD, "--tag", Self.aergerNFD.lowercased(), "--med", Self.naproxeneNFD])
        #expect(
            try painlog.sqlite(
                "SELECT count(*) FROM areas; SELECT count(*) FROM tags; SELECT count(*) FROM medications;") == "1\n1\n1"
        )
        let areas = try ok(painlog, ["areas"])
        #expect(areas.split(separator: "\n").count == 2, "\(areas)")
        #expect(areas.contains(Self.cafeNFC) && areas.contains(" 2 "), "\(areas)")
        #expect(try ids(painlog, ["--area", Self.cafeNFD]) == [1, 2])
        #expect(try ids(painlog, ["--area", Self.cafeNFC.uppercased()]) == [1, 2])
        #expect(try ids(painlog, ["--tag", Self.aergerNFD]) == [1, 2])
        let byArea = try ok(painlog, ["stats", "--by", "area", "--format", "json"])
        #expect(
            try JSONSerialization.jsonObject(with: Data(byArea.utf8)) as? [Any] != nil
                && byArea.components(separatedBy: "\"group\"").count == 2, "\(byArea)")
        // A rename names the area in either form, and an edit removes a tag typed in the other form.
        #expect(try ok(painlog, ["areas", "rename", Self.cafeNFD, "Caf\u{E9} au lait"]).contains("Renamed"))
        #expect(try ids(painlog, ["--area", "cafe\u{301} au lait"]) == [1, 2])
        _ = try ok(painlog, ["edit", "2", "--remove-tag", Self.aergerNFC.uppercased()])
        #expect(try ids(painlog, ["--tag", Self.aergerNFC]) == [1])
    }

    /// A diary as painlog before 0005 left it: two look-alike areas, tags and medications (keys
    /// lower-cased as typed), entries linked to each, and an undo step that refers to the newer area.
    @Test func migrationMergesLookAlikesAndOlderStepsStillUndo() throws {
        let painlog = try PainlogSandbox()
        try painlog.log(["3", "--area", Self.cafeNFC, "--tag", Self.aergerNFC, "--med", Self.naproxeneNFC + " 250mg"])
        try painlog.log([
            "4", "--area", "placeholder", "--area", "Knee", "--tag", "tagholder", "--med", "medholder 500mg",
        ])
        try painlog.log(["5", "--area", "Knee", "--area", "placeholder", "--area", Self.cafeNFC])
        _ = try ok(painlog, ["delete", "3", "--yes"])
        _ = try painlog.sqlite(
            """
            UPDATE areas SET name = '\(Self.cafeNFD)', name_key = '\(Self.cafeNFD)' WHERE name = 'placeholder';
            UPDATE tags SET name = '\(Self.aergerNFD)', name_key = '\(Self.aergerNFD.lowercased())' WHERE name = 'tagholder';
            UPDATE medications SET name = '\(Self.naproxeneNFD)', name_key = '\(Self.naproxeneNFD.lowercased())'
                WHERE name = 'medholder';
            DELETE FROM schema_migrations WHERE version = 5;
            """)
        #expect(try painlog.sqlite("SELECT count(*) FROM areas;") == "3")

        let migrated = try painlog.run(["migrate"])
        #expect(migrated.status == 0 && migrated.stdout.contains("0005_canonical_name_keys"), "\(migrated)")
        #expect(
            try painlog.sqlite(
                "SELECT count(*) FROM areas; SELECT count(*) FROM tags; SELECT count(*) FROM medications;") == "2\n1\n1"
        )
        #expect(try painlog.sqlite("SELECT name FROM areas WHERE name_key = '\(Self.cafeNFC)';") == Self.cafeNFC)
        #expect(try ids(painlog, ["--area", Self.cafeNFD]) == [1, 2])
        #expect(try ids(painlog, ["--tag", Self.aergerNFC]) == [1, 2])
        #expect(try painlog.sqlite("PRAGMA foreign_key_check; PRAGMA integrity_check;") == "ok")

        // The delete logged before the migration undoes into the merged area, once per entry.
        let undone = try painlog.run(["undo"])
        #expect(undone.status == 0, "\(undone)")
        let shown = try ok(painlog, ["show", "3", "--json"])
        let entry = try PainlogSandbox.jsonObject(Data(shown.utf8))
        #expect(entry["areas"] as? [String] == ["Knee", Self.cafeNFC], "\(shown)")
        #expect(try ids(painlog, ["--area", Self.cafeNFC]) == [1, 2, 3])
        #expect(try ok(painlog, ["areas"]).split(separator: "\n").count == 3)
    }
}
