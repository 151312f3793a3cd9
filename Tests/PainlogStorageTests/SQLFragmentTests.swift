import Testing

@testable import PainlogStorage

/// A fragment's values are bound in the order their `?`s appear in its SQL, however fragments are
/// nested or joined, and never appear in the SQL text itself.
@Suite struct SQLFragmentTests {
    @Test func aLiteralIsSQLThatTakesNoValues() {
        let fragment: SQLFragment = "SELECT count(*) FROM entries"
        #expect(fragment.sql == "SELECT count(*) FROM entries")
        #expect(fragment.arguments.isEmpty)
    }

    @Test func interpolatedValuesBecomeParametersInOrder() {
        let minimum = 7
        let id: Int64 = 42
        let note = "bad day"
        let fragment: SQLFragment =
            "SELECT 1 FROM entries WHERE intensity >= \(minimum) AND id = \(id) AND note = \(note)"
        #expect(fragment.sql == "SELECT 1 FROM entries WHERE intensity >= ? AND id = ? AND note = ?")
        #expect(fragment.arguments == [.integer(7), .integer(42), .text("bad day")])
    }

    @Test func aValueNeverAppearsInTheSQLText() {
        let hostile = "x'); DROP TABLE entries; --"
        let number = 987_654_321
        let fragment: SQLFragment = "SELECT \(number) WHERE note = \(hostile)"
        #expect(!fragment.sql.contains(hostile))
        #expect(!fragment.sql.contains("987654321"))
        #expect(fragment.sql == "SELECT ? WHERE note = ?")
        #expect(fragment.arguments == [.integer(987_654_321), .text(hostile)])
    }

    @Test func aNestedFragmentBringsItsValuesToItsOwnPlace() {
        let window: SQLFragment = "(SELECT f.intensity FROM entries f WHERE f.occurred_at BETWEEN \(60) AND \(3600))"
        let conditions: SQLFragment = "WHERE e.intensity >= \(5) AND e.note = \("x" as String)"
        let fragment: SQLFragment = "SELECT \(1), \(window) FROM entries e \(conditions) LIMIT \(20)"
        #expect(
            fragment.sql
                == "SELECT ?, (SELECT f.intensity FROM entries f WHERE f.occurred_at BETWEEN ? AND ?) FROM entries e "
                + "WHERE e.intensity >= ? AND e.note = ? LIMIT ?")
        #expect(
            fragment.arguments == [.integer(1), .integer(60), .integer(3600), .integer(5), .text("x"), .integer(20)])
    }

    @Test func aFragmentUsedTwiceBindsItsValuesTwice() {
        let id: SQLFragment = "id = \(3)"
        let fragment: SQLFragment = "\(id) OR \(id)"
        #expect(fragment.sql == "id = ? OR id = ?")
        #expect(fragment.arguments == [.integer(3), .integer(3)])
    }

    @Test func joinedKeepsEachFragmentsValuesBetweenTheSeparators() {
        let conditions: [SQLFragment] = ["a = \(1)", "b = 2", "c IN (\(3), \(4))"]
        let joined = conditions.joined(separator: " AND ")
        #expect(joined.sql == "a = ? AND b = 2 AND c IN (?, ?)")
        #expect(joined.arguments == [.integer(1), .integer(3), .integer(4)])
    }

    @Test func joiningNothingIsEmpty() {
        let joined = [SQLFragment]().joined(separator: ", ")
        #expect(joined.isEmpty)
        #expect(joined.arguments.isEmpty)
    }

    @Test func optionalsBindNullForNil() {
        let missing: Int64? = nil
        let present: String? = "head"
        let fragment: SQLFragment = "VALUES (\(missing), \(present))"
        #expect(fragment.sql == "VALUES (?, ?)")
        #expect(fragment.arguments == [.null, .text("head")])
    }

    @Test func bytesBindAsTextBytes() {
        let bytes: [UInt8] = [0x2F, 0x74, 0xFF]
        let fragment: SQLFragment = "VACUUM INTO \(bytes)"
        #expect(fragment.sql == "VACUUM INTO ?")
        #expect(fragment.arguments == [.textBytes([0x2F, 0x74, 0xFF])])
    }

    @Test func rawSQLGoesIntoTheTextAndTakesNoValue() {
        let table = "entry_areas"
        let fragment: SQLFragment = "DELETE FROM \(sql: table) WHERE entry_id = \(9)"
        #expect(fragment.sql == "DELETE FROM entry_areas WHERE entry_id = ?")
        #expect(fragment.arguments == [.integer(9)])
    }

    @Test func plusAppendsTextAndValues() {
        var fragment: SQLFragment = "WHERE a = \(1)"
        fragment += " AND"
        let combined = fragment + " b = \(2)"
        #expect(combined.sql == "WHERE a = ? AND b = ?")
        #expect(combined.arguments == [.integer(1), .integer(2)])
    }

    @Test func theBoundValuesReachSQLiteInTheirPlaces() throws {
        let folder = TemporaryFolder()
        _ = try openStorage(folder.file("diary.sqlite"))
        let connection = try SQLiteConnection(path: folder.file("diary.sqlite"), readOnly: true)
        let inner: SQLFragment = "(\(2) * \(3))"
        let text = try connection.scalarText(
            "SELECT \(inner) || '-' || \("a'b" as String) || '-' || coalesce(\(nil as Int?), 'null')")
        #expect(text == "6-a'b-null")
    }
}
