import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

/// The `--encrypt-to` recipients (migration 0021) on real SQLite files: a set of `age1…` texts,
/// and the recipients painlog kept per folder before moved into it.
@Suite struct SQLiteSyncRecipientStoreTests {
    let folder = TemporaryFolder()
    let first = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"
    let second = "age1lggyhqrw2nlhcxprm67z43rta597azn8gknawjehu9d9dl0jq3yqqvfafg"

    @Test func theSetKeepsEachRecipientOnceSortedAndForgetsARemovedOne() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { diary in
            #expect(try diary.syncRecipients.recipients().isEmpty)
            try diary.syncRecipients.add(second)
            try diary.syncRecipients.add(first)
            try diary.syncRecipients.add(second)
            #expect(try diary.syncRecipients.recipients() == [second, first].sorted())
            try diary.syncRecipients.remove(second)
            try diary.syncRecipients.remove(second)
            #expect(try diary.syncRecipients.recipients() == [first])
        }
        // Kept once the transaction ends.
        let again = try openStorage(folder.file("diary.sqlite"))
        #expect(try again.unitOfWork.inWriteTransaction { try $0.syncRecipients.recipients() } == [first])
    }

    @Test func aTextThatIsNoAgeRecipientIsNeverKept() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { try $0.syncRecipients.add("AGE-SECRET-KEY-1") }
        #expect(try storage.unitOfWork.inWriteTransaction { try $0.syncRecipients.recipients() }.isEmpty)
    }

    @Test func theRecipientsRememberedPerFolderMoveIntoTheSet() throws {
        let path = folder.file("diary.sqlite")
        // Every migration before this one (whatever number it ends up with).
        let before = Array(MigrationScript.embedded.prefix { $0.name != "sync_recipients" })
        #expect(before.count < MigrationScript.embedded.count)
        _ = try openStorage(path, scripts: before)
        let connection = try SQLiteConnection(path: path)
        try connection.execute(
            """
            INSERT INTO diary_settings (key, value) VALUES
                ('sync_encrypt_to /home/a/Sync', '\(first) \(second)'),
                ('sync_encrypt_to /home/a/Other', '\(second)'),
                ('sync_encrypt /home/a/Sync', '1')
            """)

        let storage = try openStorage(path)
        _ = try storage.migrator.migrate()

        #expect(
            try storage.unitOfWork.inWriteTransaction { try $0.syncRecipients.recipients() }
                == [first, second].sorted())
        #expect(try storage.settings.value("sync_encrypt_to /home/a/Sync") == nil)
        #expect(try storage.settings.value("sync_encrypt_to /home/a/Other") == nil)
        #expect(try storage.settings.value("sync_encrypt /home/a/Sync") == "1")
    }
}
