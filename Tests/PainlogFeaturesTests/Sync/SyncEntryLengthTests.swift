import Foundation
import PainlogDomain
import PainlogStorage
import Testing

@testable import PainlogFeatures

/// An entry lasts at most 366 days by every door (issue 38, finding 7): a synced entry longer is
/// left out with a notice, as a far-future record is, and the rest of its file merges; an import
/// refuses the row; `log` and inbox entries over 31 days carry a notice.
@Suite struct SyncEntryLengthTests {
    let folder = MemorySyncFolder()

    @Test func aSyncedEntryLongerThan366DaysIsLeftOutAndTheRestMerges() throws {
        let a = try MergeTestDiary(uidPrefix: "a")
        let b = try MergeTestDiary(uidPrefix: "b")
        let long = try b.log(5, note: "made long by hand")
        _ = try b.editTimes(long.id, ended: "2026-11-21T08:00")
        try b.log(3, note: "fine", at: "2026-11-19T08:00")
        try b.sync(folder)
        let name = try b.syncFileName()
        let text = try #require(folder.files[name])
        folder.files[name] = text.replacingOccurrences(
            of: #""occurred_at":"2026-11-20T08:00:00+01:00""#, with: #""occurred_at":"2025-11-20T07:59:00+01:00""#)
        try #require(folder.files[name] != text)

        let report = try a.sync(folder)

        #expect(try a.entries().map(\.note) == ["fine"])
        let left = try #require(report.ahead.first)
        #expect(report.ahead.count == 1 && left.file == name && left.count == 1)
        #expect(left.reason == .tooLong(occurredAt: "2025-11-20T07:59:00+01:00"))
        #expect(left.field == "ended_at" && left.time == "2026-11-21T08:00:00+01:00")
        #expect(
            SyncPresenter.aheadNotice(left)
                == "notice: 1 entry in \(name) lasts more than 366 days (the longest: occurred_at "
                + "2025-11-20T07:59:00+01:00 to ended_at 2026-11-21T08:00:00+01:00) and was not merged; an entry "
                + "lasts at most 366 days: correct it on the computer that wrote it, then sync there and here "
                + "again; everything else was merged")
        // The file is read again at the next sync (corrected, it merges), with the notice again.
        #expect(try a.sync(folder).ahead.count == 1)
    }

    @Test func aStartMovedThereAndAnEndMovedHereNeverMergeIntoAnEntryTooLong() throws {
        let a = try MergeTestDiary(uidPrefix: "a")
        let b = try MergeTestDiary(uidPrefix: "b")
        let entry = try a.log(5, at: "2025-06-01T08:00")
        _ = try a.editTimes(entry.id, ended: "2025-06-02T08:00")
        for diary in [a, b] {
            diary.wait()
            try diary.sync(folder)
        }
        // Each change alone keeps the entry within 366 days; together they would make 725.
        a.wait()
        _ = try a.editTimes(entry.id, ended: "2026-05-31T08:00")
        b.wait(120)
        let there = try #require(try b.entries().first)
        _ = try b.editTimes(there.id, at: "2024-06-05T08:00")
        for diary in [a, b, a] {
            diary.wait()
            try diary.sync(folder)
        }
        // The later change takes both times, as for an end that would come before its start.
        for diary in [a, b] {
            let merged = try #require(try diary.entries().first)
            #expect(merged.occurredAt.iso8601 == "2024-06-05T08:00:00+02:00")
            #expect(merged.endedAt?.iso8601 == "2025-06-02T08:00:00+02:00")
        }
    }

    @Test func anImportRowLongerThan366DaysIsBadDataNamingItsLineAndField() throws {
        let record = ImportRecord(
            line: 4, row: 3,
            fields: [
                "occurred_at": .text("2025-11-19T08:00:00+01:00"), "intensity": .number("5"),
                "ended_at": .text("2026-11-21T08:00:00+01:00"),
            ])
        do {
            _ = try ImportedEntry(record, now: fixedNow, zone: berlinZone)
            Issue.record("a 367-day row was accepted")
        } catch {
            #expect(error.kind == .badData)
            #expect(
                error.message
                    == "line 4 (row 3): ended_at '2026-11-21T08:00:00+01:00' is 367 days after occurred_at "
                    + "'2025-11-19T08:00:00+01:00'; an entry lasts at most 366 days")
        }
        let fine = ImportRecord(
            line: 2, row: 1,
            fields: [
                "occurred_at": .text("2025-11-21T08:00:00+01:00"), "intensity": .number("5"),
                "ended_at": .text("2026-11-21T08:00:00+01:00"),
            ])
        #expect(try ImportedEntry(fine, now: fixedNow, zone: berlinZone).endedAt != nil)
    }

    @Test func anImportWithoutEndsKeepsAnEndOnlyWithinTheLimit() throws {
        let a = try MergeTestDiary(uidPrefix: "a")
        let entry = try a.log(5)
        _ = try a.editTimes(entry.id, ended: "2026-11-21T08:00")
        a.wait()
        // A file from before ends moves the start: 200 days before the end keeps it, 400 do not.
        _ = try a.importCSV("uid,occurred_at,intensity\r\n\(entry.uid),2026-05-05T08:00:00+02:00,5\r\n")
        #expect(try a.entries().first?.endedAt?.iso8601 == "2026-11-21T08:00:00+01:00")
        a.wait()
        _ = try a.importCSV("uid,occurred_at,intensity\r\n\(entry.uid),2025-10-17T08:00:00+02:00,5\r\n")
        let moved = try #require(try a.entries().first)
        #expect(moved.occurredAt.iso8601 == "2025-10-17T08:00:00+02:00")
        #expect(moved.endedAt == nil)
    }

    @Test func aLogOver31DaysCarriesTheNoticeAndItsLine() throws {
        let a = try MergeTestDiary(uidPrefix: "a")
        let entry = try a.log(5, at: "2026-10-01T08:00")
        _ = try a.editTimes(entry.id, ended: "2026-11-10T07:00")
        let edited = try #require(try a.entries().first)
        let notice = try #require(LogNotice.length(of: edited))
        #expect(notice == .longEntry(length: "40 days"))
        #expect(
            NoticePresenter.line(notice, logged: edited, hints: { _ in "painlog edit 1 --ended WHEN" })
                == "notice: #1 lasts 40 days (Thu 2026-10-01 08:00 to Tue 2026-11-10 07:00), more than 31 days; "
                + "if that is not one attack, correct its end: painlog edit 1 --ended WHEN")
        #expect(LogNotice.length(of: entry) == nil, "no end, no notice")
    }
}
