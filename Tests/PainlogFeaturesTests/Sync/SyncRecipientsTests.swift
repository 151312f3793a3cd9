import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

@testable import PainlogStorage

/// The `--encrypt-to` recipients as a stamped set in sync format 3 (issue 43), on two real SQLite
/// diaries syncing through one folder: an addition and a removal travel, of two changes made
/// apart the later wins on both, a removal stays as a tombstone that an older addition does not
/// undo, and a malformed record skips its file.
@Suite struct SyncRecipientsTests {
    private let folder = MemorySyncFolder()
    private let laptop: MergeTestDiary
    private let desktop: MergeTestDiary
    private let backup = "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p"
    private let other = "age1lggyhqrw2nlhcxprm67z43rta597azn8gknawjehu9d9dl0jq3yqqvfafg"

    init() throws {
        laptop = try MergeTestDiary(uidPrefix: "1")
        desktop = try MergeTestDiary(uidPrefix: "2")
    }

    private func syncBoth() throws {
        for diary in [laptop, desktop, laptop] {
            diary.wait(5)
            try diary.sync(folder)
        }
    }

    private func recipients(_ diary: MergeTestDiary) throws -> [String] {
        try diary.storage.unitOfWork.inWriteTransaction { try $0.syncRecipients.recipients() }
    }

    private func add(_ recipient: String, to diary: MergeTestDiary) throws {
        try diary.storage.unitOfWork.inWriteTransaction { try $0.syncRecipients.add(recipient) }
    }

    private func remove(_ recipient: String, from diary: MergeTestDiary) throws {
        try diary.storage.unitOfWork.inWriteTransaction { try $0.syncRecipients.remove(recipient) }
    }

    /// Every line of every file in the folder.
    private func lines() -> [String] {
        folder.files.values.flatMap { $0.split(separator: "\n").map(String.init) }
    }

    @Test func aRecipientAddedOnOneComputerArrivesOnTheOtherAsAStampedRecord() throws {
        try laptop.log(5, areas: ["head"])
        try add(backup, to: laptop)
        try syncBoth()
        #expect(try recipients(desktop) == [backup])
        #expect(try recipients(laptop) == [backup])
        let record = try #require(lines().first { $0.contains(#""type":"encrypt_to""#) })
        #expect(record.hasPrefix(#"{"type":"encrypt_to","recipient":"\#(backup)","state":"added","stamps":["state "#))
        // The file's header is format 3.
        let text = try #require(folder.files[try laptop.syncFileName()])
        #expect(text.hasPrefix(#"{"painlog_sync":3,"#))
    }

    @Test func aRemovalTravelsAndStaysAsATombstone() throws {
        try add(backup, to: laptop)
        try add(other, to: laptop)
        try syncBoth()
        #expect(try recipients(desktop) == [other, backup].sorted())

        desktop.wait(60)
        try remove(backup, from: desktop)
        try syncBoth()
        #expect(try recipients(laptop) == [other])
        #expect(try recipients(desktop) == [other])
        #expect(lines().contains { $0.contains(#""recipient":"\#(backup)","state":"removed""#) })

        // Synced again and again: the tombstone keeps it out on both.
        try syncBoth()
        #expect(try recipients(laptop) == [other])
        #expect(try recipients(desktop) == [other])

        // Added again later: the new addition wins over the tombstone.
        laptop.wait(60)
        try add(backup, to: laptop)
        try syncBoth()
        #expect(try recipients(desktop) == [other, backup].sorted())
    }

    @Test func ofAnAdditionAndARemovalMadeApartTheLaterWinsOnBoth() throws {
        try add(backup, to: laptop)
        try syncBoth()
        #expect(try recipients(desktop) == [backup])

        // The desktop removes it at its next sync; the laptop, whose sync comes later, removes and
        // adds it back (a later stamp for `added`).
        try remove(backup, from: desktop)
        desktop.wait(5)
        try desktop.sync(folder)
        try remove(backup, from: laptop)
        laptop.wait(5)
        try laptop.sync(folder)
        try add(backup, to: laptop)
        laptop.wait(60)
        try laptop.sync(folder)
        try syncBoth()
        #expect(try recipients(laptop) == [backup])
        #expect(try recipients(desktop) == [backup])

        // Now both change it apart again: the desktop's removal is stamped later than the laptop's addition.
        try remove(backup, from: laptop)
        laptop.wait(5)
        try laptop.sync(folder)
        try add(other, to: laptop)
        try remove(backup, from: desktop)
        desktop.wait(120)
        try desktop.sync(folder)
        try syncBoth()
        #expect(try recipients(laptop) == [other])
        #expect(try recipients(desktop) == [other])
    }

    @Test func aRecipientRecordWithAMalformedTextSkipsItsFile() throws {
        try add(backup, to: laptop)
        laptop.wait(5)
        try laptop.sync(folder)
        let name = try laptop.syncFileName()
        let text = try #require(folder.files[name])
        folder.files[name] = text.replacingOccurrences(of: #""recipient":"\#(backup)""#, with: #""recipient":"AGE1X""#)
        let report = try desktop.sync(folder)
        #expect(report.skipped.count == 1, "\(report.skipped)")
        #expect(report.skipped.first.map { "\($0)" }?.contains("encrypt_to record needs") == true, "\(report.skipped)")
        #expect(try recipients(desktop).isEmpty)
    }
}
