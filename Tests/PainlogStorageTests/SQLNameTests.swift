import PainlogDomain
import Testing

@testable import PainlogStorage

/// A table's or column's name is spliced into the SQL as an identifier, never bound as a value, and
/// as a literal piece, so the statement cache finds its statement as for the query's own text.
@Suite struct SQLNameTests {
    @Test func aTableNameIsSplicedAsAnIdentifierNotBound() {
        let fragment: SQLFragment = "SELECT id FROM \(table: NameTable.areas.table) WHERE name_key = \("head")"
        #expect(fragment.sql == "SELECT id FROM areas WHERE name_key = ?")
        #expect(fragment.arguments == [.text("head")])
    }

    @Test func aColumnNameIsSplicedAsAnIdentifierNotBound() {
        let table = NameTable.medications
        let fragment: SQLFragment =
            "SELECT l.\(column: table.nameColumn) FROM \(table: table.links) l WHERE l.entry_id = \(7)"
        #expect(fragment.sql == "SELECT l.medication_id FROM entry_medications l WHERE l.entry_id = ?")
        #expect(fragment.arguments == [.integer(7)])
    }

    @Test func namesAreLiteralPiecesLikeTheQuerysOwnText() {
        let fragment: SQLFragment = "\(table: NameTable.tags.links).\(column: NameTable.tags.nameColumn)"
        #expect(fragment.pieces.count == 3)
        for piece in fragment.pieces {
            guard case .literal = piece else {
                Issue.record("a name became \(piece), not a literal piece")
                return
            }
        }
    }

    @Test func theSameNamesMakeTheSameStatementTextAndOtherNamesAnother() {
        func lookup(_ table: NameTable, _ key: String) -> SQLFragment {
            "SELECT id FROM \(table: table.table) WHERE name_key = \(key)"
        }
        #expect(lookup(.areas, "head").text == lookup(.areas, "neck").text)
        #expect(lookup(.areas, "head").text != lookup(.tags, "head").text)
        #expect(lookup(.tags, "head").sql == "SELECT id FROM tags WHERE name_key = ?")
    }

    @Test func aTableNameCanBeBoundAsTextWhereTheSchemaStoresIt() {
        let table = NameTable.tags
        let fragment: SQLFragment = "SELECT 1 FROM journal_renamed_names WHERE name_table = \(table.table.text)"
        #expect(fragment.sql == "SELECT 1 FROM journal_renamed_names WHERE name_table = ?")
        #expect(fragment.arguments == [.text("tags")])
    }

    @Test func everyNameIsAPlainIdentifier() {
        for table in [NameTable.areas, .tags, .medications] {
            for name in [table.table.text, table.links.text, table.nameColumn.name.description] {
                #expect(!name.isEmpty)
                #expect(name.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || $0 == 0x5F })
            }
        }
    }

    @Test func splicedNamesRunOnARealDiary() throws {
        let folder = TemporaryFolder()
        let path = folder.file("diary.sqlite")
        try createDatabase(path)
        let connection = try SQLiteConnection(path: path)
        for table in [NameTable.areas, .tags, .medications] {
            let id = try table.id(for: "Hip", in: connection)
            #expect(try table.id(for: "hip", in: connection) == id)
            #expect(
                try connection.scalarInt(
                    "SELECT count(*) FROM \(table: table.table) WHERE id = \(id) AND name = \("Hip")") == 1)
            #expect(
                try connection.scalarInt(
                    "SELECT count(*) FROM \(table: table.links) WHERE \(column: table.nameColumn) = \(id)") == 0)
        }
    }
}
