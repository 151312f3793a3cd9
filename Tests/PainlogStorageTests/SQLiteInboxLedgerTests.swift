import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

/// The inbox ledger (migration 0012): lines kept by file, emptied files, 0.3's lines carried over.
@Suite struct SQLiteInboxLedgerTests {
    let folder = TemporaryFolder()
    var path: String { folder.file("diary.sqlite") }

    @Test func aLineIsKeptUnderItsFileUntilTheFileIsEmptied() throws {
        let storage = try openStorage(path)
        try storage.unitOfWork.inWriteTransaction { work throws in
            try work.inboxLines.record(testUID(1), in: "painlog-inbox.txt", entryUID: testUID(1), at: 100)
            try work.inboxLines.record(testUID(1), in: "painlog-inbox-tablet.txt", entryUID: testUID(2), at: 100)
        }
        try storage.unitOfWork.inWriteTransaction { work throws in
            #expect(
                try work.inboxLines.line(testUID(1), in: "painlog-inbox.txt")
                    == InboxLedgerLine(entryUID: testUID(1), emptiedAt: nil))
            #expect(try work.inboxLines.line(testUID(1), in: "painlog-inbox-tablet.txt")?.entryUID == testUID(2))
            #expect(try work.inboxLines.line(testUID(2), in: "painlog-inbox.txt") == nil)
            try work.inboxLines.markEmptied("painlog-inbox.txt", at: 200)
            try work.inboxLines.markEmptied("painlog-inbox.txt", at: 300)  // an earlier emptying is kept
        }
        try storage.unitOfWork.inWriteTransaction { work throws in
            #expect(try work.inboxLines.line(testUID(1), in: "painlog-inbox.txt")?.emptiedAt == 200)
            #expect(try work.inboxLines.line(testUID(1), in: "painlog-inbox-tablet.txt")?.emptiedAt == nil)
            // Logged again from a file made anew: a line of a file not emptied since, with its new uid.
            try work.inboxLines.record(testUID(1), in: "painlog-inbox.txt", entryUID: testUID(3), at: 400)
            #expect(
                try work.inboxLines.line(testUID(1), in: "painlog-inbox.txt")
                    == InboxLedgerLine(entryUID: testUID(3), emptiedAt: nil))
        }
    }

    @Test func theLinesPainlog03LoggedAreKeptWithNoFile() throws {
        // A 0.3 diary (schema 11) that logged one inbox line.
        _ = try openStorage(path, scripts: Array(MigrationScript.embedded.prefix(11)))
        let connection = try SQLiteConnection(path: path)
        try connection.execute(
            "INSERT INTO inbox_lines (line_id, logged_at) VALUES ('\(testUID(7))', 1764000000)")

        let storage = try openStorage(path)
        _ = try storage.migrator.migrate()

        try storage.unitOfWork.inWriteTransaction { work throws in
            #expect(
                try work.inboxLines.line(testUID(7), in: "")
                    == InboxLedgerLine(entryUID: testUID(7), emptiedAt: nil))
            #expect(try work.inboxLines.line(testUID(7), in: "painlog-inbox.txt") == nil)
        }
    }
}
