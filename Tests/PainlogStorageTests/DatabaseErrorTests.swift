import PainlogDomain
import Testing

@testable import PainlogStorage

@Suite struct DatabaseErrorTests {
    let folder = TemporaryFolder()

    @Test func aConstraintErrorNamesTheProblemButNoBoundValue() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        let secret = "diagnosis: cluster headache, seen by Dr. Geheim"
        _ = try storage.entries.insert(content(1, uid: "11111111-2222-4333-8444-555555555555"))

        let error = try #require(throws: DatabaseError.self) {
            try storage.entries.insert(
                content(2, areas: ["secret area"], note: secret, uid: "11111111-2222-4333-8444-555555555555"))
        }

        #expect(error.extendedResultCode == 2067)  // SQLITE_CONSTRAINT_UNIQUE
        #expect(error.resultCode == 19)
        #expect(error.message.contains("UNIQUE"))
        for text in [error.description, String(describing: error), String(reflecting: error)] {
            #expect(!text.contains("Geheim"), "\(text)")
            #expect(!text.contains("11111111-2222"), "\(text)")
            #expect(!text.contains("secret area"), "\(text)")
        }
        #expect(error.description.contains("INSERT INTO entries"))
    }

    @Test func classifiesResultCodes() {
        #expect(DatabaseError(extendedResultCode: 5, message: "").isBusy)
        #expect(DatabaseError(extendedResultCode: 517, message: "").isBusy)  // SQLITE_BUSY_SNAPSHOT
        #expect(DatabaseError(extendedResultCode: 26, message: "").isNotADatabase)
        #expect(DatabaseError(extendedResultCode: 11, message: "").isNotADatabase)
        #expect(DatabaseError(extendedResultCode: 13, message: "").isDiskFull)
        #expect(!DatabaseError(extendedResultCode: 2067, message: "").isBusy)
    }

    @Test func theDescriptionIsOneLine() {
        let error = DatabaseError(
            extendedResultCode: 1, message: "near \"x\": syntax error", sql: "SELECT\n  x\nFROM y")
        #expect(error.description == "SQLite error 1: near \"x\": syntax error (while running: SELECT   x FROM y)")
    }

    @Test func becomesOnePainlogErrorLine() {
        #expect(
            DatabaseError(extendedResultCode: 5, message: "database is locked").painlogError
                == .failure("the database is busy (another painlog is writing); try again"))
        #expect(
            DatabaseError(extendedResultCode: 13, message: "").painlogError
                == .failure("the disk is full; nothing was changed"))
        #expect(
            DatabaseError(extendedResultCode: 1, message: "boom", sql: "SELECT 1").painlogError
                == .failure("database error: SQLite error 1: boom; nothing was changed"))
    }
}
