import Testing

@testable import PainlogStorage

/// The key a fragment written with values only is found by: equal keys must mean equal SQL, or the
/// connection would run another statement.
@Suite struct SQLLiteralKeyTests {
    private static func byNote(_ note: String) -> SQLFragment {
        "SELECT id FROM entries WHERE note = \(note) ORDER BY id"
    }

    private static func byIntensity(_ intensity: Int) -> SQLFragment {
        "SELECT id FROM entries WHERE intensity = \(intensity) ORDER BY id"
    }

    @Test func oneLiteralWithOtherValuesHasOneKey() {
        #expect(Self.byNote("a").literalKey != nil)
        #expect(Self.byNote("a").literalKey == Self.byNote("a different note").literalKey)
    }

    @Test func otherLiteralsHaveOtherKeys() {
        #expect(Self.byNote("a").literalKey != Self.byIntensity(1).literalKey)
        let short: SQLFragment = "SELECT \(1)"
        let otherShort: SQLFragment = "SELECT \(1) "
        #expect(short.literalKey != otherShort.literalKey)
        let parameterMoved: SQLFragment = "SELECT \(1), 1"
        let parameterFirst: SQLFragment = "SELECT 1, \(1)"
        #expect(parameterMoved.literalKey != parameterFirst.literalKey)
    }

    @Test func textMadeAtRunTimeHasNoKey() {
        let table = "entries"
        let raw: SQLFragment = "SELECT count(*) FROM \(sql: table) WHERE id = \(1)"
        let spliced: SQLFragment = "SELECT 1 \(Self.byNote("a"))"
        #expect(raw.literalKey == nil)
        #expect(spliced.literalKey == nil)
        #expect(SQLFragment(sql: "SELECT 1").literalKey == nil)
        var appended = Self.byNote("a")
        appended.append(sql: " LIMIT 1")
        #expect(appended.literalKey == nil)
        #expect(appended.sql == "SELECT id FROM entries WHERE note = ? ORDER BY id LIMIT 1")
    }

    @Test func aKeyedFragmentRunsItsOwnStatement() throws {
        let folder = TemporaryFolder()
        _ = try openStorage(folder.file("keys.sqlite"))
        let connection = try SQLiteConnection(path: folder.file("keys.sqlite"), readOnly: false)
        try connection.run("CREATE TEMP TABLE t (a INTEGER, b TEXT)")
        for number in 1...3 {
            try connection.run("INSERT INTO t (a, b) VALUES (\(number), \("n\(number)"))")
        }
        let first = { (a: Int) in try connection.scalarText("SELECT b FROM t WHERE a = \(a)") }
        let second = { (a: Int) in try connection.scalarText("SELECT b || '!' FROM t WHERE a = \(a)") }
        #expect(try first(2) == "n2")
        #expect(try second(2) == "n2!")
        #expect(try first(3) == "n3")
    }
}
