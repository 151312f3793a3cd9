import Testing

@testable import PainlogStorage

/// The statement cache finds a statement by the pieces its SQL was written in: the same literal
/// with other values is the same statement, and any difference in the text is another one.
@Suite struct SQLTextTests {
    private static func lookUp(_ id: Int64, _ note: String) -> SQLFragment {
        "SELECT 1 FROM entries WHERE id = \(id) AND note = \(note)"
    }

    private static func byIntensity(_ intensity: Int) -> SQLFragment {
        "SELECT id FROM entries WHERE intensity = \(intensity) ORDER BY id"
    }

    @Test func theSameLiteralWithOtherValuesIsTheSameText() {
        let first = Self.lookUp(1, "a")
        let second = Self.lookUp(2, "b")
        #expect(first.text == second.text)
        #expect(first.text.shape == second.text.shape)
        #expect(first.arguments != second.arguments)
    }

    @Test func theTextIsMadeFromThePieces() {
        let table = "entry_tags"
        let inner = Self.lookUp(1, "a")
        let fragment: SQLFragment = "DELETE FROM \(sql: table) WHERE entry_id = \(7) AND EXISTS (\(inner))"
        #expect(
            fragment.text.string
                == "DELETE FROM entry_tags WHERE entry_id = ? AND EXISTS "
                + "(SELECT 1 FROM entries WHERE id = ? AND note = ?)")
        #expect(fragment.arguments == [.integer(7), .integer(1), .text("a")])
    }

    @Test func anyDifferenceInTheTextIsAnotherText() {
        let id: Int64 = 3
        let a: SQLFragment = "SELECT 1 FROM entries WHERE id = \(id)"
        let b: SQLFragment = "SELECT 1 FROM entries WHERE id = \(id) "
        let c: SQLFragment = "SELECT 1 FROM entries WHERE id = \(sql: "3")"
        let d: SQLFragment = "SELECT 1 FROM entries WHERE id = " + "\(id)"
        let e: SQLFragment = "SELECT 1 FROM entries WHERE id = \(sql: "?")"
        #expect(a.text != b.text)
        #expect(a.text != c.text)
        #expect(a.text != e.text)
        #expect(a.sql == d.sql)
        #expect(a.arguments == d.arguments)
        #expect(Self.lookUp(1, "a").text != Self.byIntensity(1).text)
        let parameterMoved: SQLFragment = "SELECT \(1), 1"
        let parameterFirst: SQLFragment = "SELECT 1, \(1)"
        #expect(parameterMoved.text != parameterFirst.text)
    }

    @Test func runTimeTextIsComparedByItsContent() {
        let first: SQLFragment = "SELECT \(sql: "e.id" + ", e.uid") FROM entries e"
        let second: SQLFragment = "SELECT \(sql: "e.id, " + "e.uid") FROM entries e"
        let other: SQLFragment = "SELECT \(sql: "e.id, e.note") FROM entries e"
        #expect(first.text == second.text)
        #expect(first.text != other.text)
    }

    /// Swift's `==` on Strings is canonical equivalence; SQLite reads bytes, so run-time text that
    /// differs in its bytes is another statement even where the Strings are equal.
    @Test func runTimeTextIsComparedByteForByte() {
        let composed: SQLFragment = "SELECT '\(sql: "caf\u{E9}")'"
        let decomposed: SQLFragment = "SELECT '\(sql: "cafe\u{301}")'"
        #expect(composed.text != decomposed.text)
        #expect(Array(composed.sql.utf8) != Array(decomposed.sql.utf8))
    }

    @Test func aValueAndAParameterWrittenAsTextAreNotTheSame() {
        let value: SQLFragment = "x = \(1)"
        let question: SQLFragment = "x = ?"
        #expect(value.sql == question.sql)
        #expect(value.text != question.text)
    }

    @Test func appendedTextIsPartOfTheText() {
        var appended = Self.byIntensity(1)
        appended.append(sql: " LIMIT 1")
        #expect(appended.text != Self.byIntensity(1).text)
        #expect(appended.sql == "SELECT id FROM entries WHERE intensity = ? ORDER BY id LIMIT 1")
        #expect(appended.arguments == [.integer(1)])
    }

    @Test func aConnectionRunsTheStatementOfEachTextWithItsOwnValues() throws {
        let folder = TemporaryFolder()
        _ = try openStorage(folder.file("diary.sqlite"))
        let connection = try SQLiteConnection(path: folder.file("diary.sqlite"), readOnly: true)
        var results: [String] = []
        for (number, word) in [(1, "one"), (2, "two")] {
            results.append(try connection.scalarText("SELECT \(number) || '-' || \(word)"))
            results.append(try connection.scalarText("SELECT \(word) || '+' || \(number)"))
            results.append(try connection.scalarText("SELECT \(sql: "'caf\u{E9}'") || \(word)"))
            results.append(try connection.scalarText("SELECT \(sql: "'cafe\u{301}'") || \(word)"))
        }
        #expect(
            results.map { Array($0.utf8) }
                == [
                    "1-one", "one+1", "caf\u{E9}one", "cafe\u{301}one",
                    "2-two", "two+2", "caf\u{E9}two", "cafe\u{301}two",
                ].map { Array($0.utf8) })
    }

    /// The statement table grows past its first size and keeps every statement findable, also
    /// those whose shapes share a slot (canonically equal run-time texts have equal hashes, so
    /// equal shapes).
    @Test func manyStatementsAreEachFoundAgain() throws {
        let folder = TemporaryFolder()
        _ = try openStorage(folder.file("diary.sqlite"))
        let connection = try SQLiteConnection(path: folder.file("diary.sqlite"), readOnly: true)
        let numbers = Array(1...80)
        var prepared: [Int] = []
        for _ in 1...2 {
            for number in numbers {
                #expect(
                    try connection.scalarText("SELECT \(sql: String(number)) || '-' || \(number)")
                        == "\(number)-\(number)")
            }
            let composed = try connection.scalarText("SELECT \(sql: "'caf\u{E9}'")")
            let decomposed = try connection.scalarText("SELECT \(sql: "'cafe\u{301}'")")
            #expect(Array(composed.utf8) == Array("caf\u{E9}".utf8))
            #expect(Array(decomposed.utf8) == Array("cafe\u{301}".utf8))
            prepared.append(connection.statementCount)
        }
        // The second round prepares nothing: each statement is found again.
        #expect(prepared[0] >= 82)
        #expect(prepared[1] == prepared[0])
    }

    /// `selection` finds the columns by their raw values, without `CaseIterable`: every case, in
    /// order, once.
    @Test func aSelectionNamesEveryColumnInOrder() {
        enum Columns: Int32, SQLColumn {
            case id, name, note
        }
        let selection = Columns.selection { column in
            switch column {
            case .id: "e.id"
            case .name: "n.name"
            case .note: "e.note"
            }
        }
        #expect(selection.sql == "e.id, n.name, e.note")
        #expect(selection.arguments.isEmpty)
    }
}
