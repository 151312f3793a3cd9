import PainlogDomain
import PainlogFeatures
import Testing

/// What `sync` prints, as pure functions of its report.
@Suite struct SyncPresenterTests {
    private let file = SyncReport.FileResult(
        file: "painlog-ab.jsonl", entries: SyncCounts(added: 2, updated: 1, deleted: 3, kept: 4), impacts: SyncCounts())

    @Test func eachFileGetsItsCounts() {
        #expect(SyncPresenter.fileLine(file).plainText == "painlog-ab.jsonl: 2 added, 1 updated, 3 deleted, 4 kept")
        let withImpacts = SyncReport.FileResult(
            file: "painlog-cd.jsonl", entries: SyncCounts(remembered: 2), impacts: SyncCounts(added: 1))
        #expect(
            SyncPresenter.fileLine(withImpacts).plainText
                == "painlog-cd.jsonl: 0 added, 0 updated, 0 deleted, 0 kept, 2 deletions remembered; impact records: 1 added, 0 updated, 0 deleted, 0 kept"
        )
    }

    @Test func theSummarySaysWhatWasWritten() {
        let changed = SyncReport(ownFile: "painlog-me.jsonl", merged: [file], skipped: [], changed: true, dryRun: false)
        #expect(
            SyncPresenter.summaryLine(changed, folder: "/s").plainText
                == "Synced with /s: merged 1 other diary's file; wrote painlog-me.jsonl.")
        let same = SyncReport(
            ownFile: "painlog-me.jsonl", merged: [file, file], skipped: [], changed: false, dryRun: false)
        #expect(
            SyncPresenter.summaryLine(same, folder: "/s").plainText
                == "Synced with /s: nothing new from 2 other diaries' files; wrote painlog-me.jsonl.")
        let dry = SyncReport(ownFile: "painlog-me.jsonl", merged: [], skipped: [], changed: false, dryRun: true)
        #expect(
            SyncPresenter.summaryLine(dry, folder: "/s").plainText
                == "Dry run: 0 other diaries' files in /s; nothing was changed or written.")
    }

    @Test func aDryRunListsDeletionsBesideTheImportsChanges() {
        let entry = sampleEntry(id: 12, intensity: 5)
        #expect(
            SyncPresenter.changeLine(file: "painlog-ab.jsonl", .deleted(entry, deletedAt: berlin(2026, 11, 22, 10, 3)))
                .plainText
                == "painlog-ab.jsonl  delete  #12  Sun 2026-11-22 08:30   5/10  deleted there Sun 2026-11-22 10:03")
        let added = ImportChange(
            action: .add(revived: nil), id: 3, occurredAt: berlin(2026, 11, 20, 8), intensity: Intensity(10)!,
            rowUpdatedAt: nil,
            differences: [])
        #expect(
            SyncPresenter.changeLine(file: "painlog-ab.jsonl", .merged(added)).plainText
                == "painlog-ab.jsonl  " + ImportPresenter.changeLine(added).plainText)
    }

    @Test func aSkippedFileIsANoticeNamingIt() {
        #expect(
            SyncPresenter.skippedNotice(.skipped(file: "painlog-x.jsonl", reason: "it is not UTF-8 text"))
                == "notice: skipped painlog-x.jsonl: it is not UTF-8 text; nothing from it was merged")
    }

    @Test func onlyDiaryFilesAndTheirConflictCopiesAreRead() {
        #expect(SyncFileFormat.isDiaryFile("painlog-0123.jsonl"))
        #expect(SyncFileFormat.isDiaryFile("painlog-0123.sync-conflict-20261122-101010-ABCDEFG.jsonl"))
        #expect(!SyncFileFormat.isDiaryFile("painlog-0123.jsonl.painlog-partial-42"))
        #expect(!SyncFileFormat.isDiaryFile(".painlog-0123.jsonl.tmp"))
        #expect(!SyncFileFormat.isDiaryFile("notes.txt"))
    }
}
