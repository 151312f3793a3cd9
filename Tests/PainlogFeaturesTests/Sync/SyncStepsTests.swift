import PainlogDomain
import PainlogStorage
import PainlogTestSupport
import Testing

@testable import PainlogFeatures

/// The steps of `sync` on their own (docs/sync.md, *The steps*): what a sync leaves in step with its
/// folder as text, the files a sync need not merge again, one file's merge, and the own file's write.
@Suite struct SyncStepsTests {
    private let folder = MemorySyncFolder()

    @Test func whatASyncLeavesInStepReadsBackFromItsText() throws {
        let inStep = SyncInteractor.InStep(
            mark: "12 3 4", files: ["painlog-b.jsonl": "00ff", "painlog-a b.jsonl": "0a0b"])
        #expect(inStep.text == "12 3 4\t0a0b painlog-a b.jsonl\t00ff painlog-b.jsonl")
        #expect(SyncInteractor.InStep(text: inStep.text) == inStep)
        #expect(SyncInteractor.InStep(text: "mark") == SyncInteractor.InStep(mark: "mark", files: [:]))
        #expect(SyncInteractor.InStep(text: "mark\tnospace") == nil)

        let mark = SyncInteractor.MergedMark(step: 7, time: 1_790_000_000, deletions: "2 3 4 5")
        #expect(mark.text == "7 1790000000 2 3 4 5")
        let read = try #require(SyncInteractor.MergedMark(text: mark.text))
        #expect(read.step == 7 && read.time == 1_790_000_000 && read.deletions == "2 3 4 5")
        #expect(SyncInteractor.MergedMark(text: "7 x 2") == nil)
        #expect(SyncInteractor.MergedMark(text: "7 1") == nil)
    }

    @Test func aFileMergedIsFingerprintedWholeHoweverMuchOfItWasRead() throws {
        let text = String(repeating: "{\"a\":1}\n", count: 500)
        let source = FingerprintedSource(ChunkedByteSource(Array(text.utf8), size: 100))
        #expect(try source.nextChunk().count == 100)
        var whole = SyncFileFormat.Fingerprint()
        whole.add(Array(text.utf8))
        #expect(try source.finish() == whole.text)
        folder.files["painlog-x.jsonl"] = text
        #expect(try SyncFolderMerge.fingerprint(of: "painlog-x.jsonl", in: folder) == whole.text)
        guard case .file(let fingerprint) = try SyncFolderSettings.ownFile("painlog-x.jsonl", in: folder) else {
            Issue.record("not read as a file")
            return
        }
        #expect(fingerprint == whole.text)
    }

    @Test func filesMergedBeforeAreKnownWhileTheStepTheClockAndTheDeletionsAreAsThen() throws {
        let (a, b) = try MergeTestDiary.syncedPair(through: folder)
        let settings = SyncFolderSettings(
            settings: a.storage.settings, unitOfWork: a.storage.unitOfWork, folderPath: folder.name)
        let before = try #require(try settings.mergedBefore())
        let mark = try #require(SyncInteractor.MergedMark(text: before.mark))
        func known(at now: Int64) throws -> Set<String> {
            try a.storage.unitOfWork.inWriteTransaction { diary in
                Set(try SyncFolderSettings.knownFiles(before, in: diary, now: now).keys)
            }
        }
        let theirs: Set = [try b.syncFileName()]
        #expect(try known(at: mark.time) == theirs)
        #expect(try known(at: mark.time - 1).isEmpty, "this computer's clock went back")

        // A deletion dated before that sync (the clock set back) could be earlier than an edit in the file.
        a.now = mark.time - 300
        try a.delete([try #require(try a.entries().first).id])
        #expect(try known(at: mark.time + 60).isEmpty)
        a.now = mark.time + 60
        try a.undo()
        #expect(try known(at: mark.time + 60) == theirs)
        // Undoing the sync that merged it takes its step out of the journal.
        #expect(try a.undo().kind == .sync)
        #expect(try known(at: mark.time + 60).isEmpty)
    }

    @Test func theMergeOfOneFileSaysWhatItDidAndItsLatestStamp() throws {
        let b = try MergeTestDiary(uidPrefix: "b")
        let logged = try b.log(6, note: "from b")
        b.wait()
        try b.sync(folder)
        let c = try MergeTestDiary(uidPrefix: "c")
        let name = try b.syncFileName()
        var read = 0
        var changes: [SyncChange] = []
        let outcome = try c.storage.unitOfWork.inWriteTransaction { diary in
            var stamping = try SyncStamping(
                diary: diary, clock: try DiaryClock(settings: c.storage.settings).load(), now: c.now)
            guard case .file(let source) = try folder.open(name) else { throw PainlogError.failure("no file") }
            return try SyncFileMerge.merge(
                source, named: name, reader: SyncFileReader(now: c.now, zone: berlinZone), into: diary,
                written: berlinZone.timestamp(at: c.now), summary: "sync test", makeUID: { "" }, step: nil,
                stamping: &stamping, onRecord: { read += 1 }
            ) { changes.append($0) }
        }
        #expect(outcome.result.file == name && outcome.result.entries.added == 1)
        #expect(outcome.step != nil && !outcome.unstamped && outcome.ahead.count == 0 && outcome.conflicts.isEmpty)
        #expect(outcome.latest == logged.updatedAt.seconds)
        #expect(read == 1 && changes.count == 1)
        #expect(try c.entries().map(\.uid) == [logged.uid])
    }

    @Test func theWriteStepWritesTheFileTheSyncWrote() throws {
        let (a, _) = try MergeTestDiary.syncedPair(through: folder)
        let name = try a.syncFileName()
        // A snapshot written now, with all that a merged since its first (0.4: it wrote segments).
        folder.files[name] = nil
        a.wait()
        try a.sync(folder)
        let synced = try #require(folder.files[name])
        let through = SyncFileReader.headerFacts(ArraySlice(synced.utf8.prefix { $0 != UInt8(ascii: "\n") }))?.through
        let other = MemorySyncFolder()
        let fingerprint = try a.storage.unitOfWork.inWriteTransaction { diary in
            var stamping = try SyncStamping(
                diary: diary, clock: try DiaryClock(settings: a.storage.settings).load(), now: a.now)
            let draft = try other.draft(name)
            let fingerprint = try SyncOwnFileWriter.write(
                of: diary, diaryID: try a.storage.settings.diaryID(), stamping: &stamping, into: draft,
                header: .snapshot(through: through)
            ).fingerprint
            try draft.commit()
            return fingerprint
        }
        #expect(other.files[name] == synced)
        var whole = SyncFileFormat.Fingerprint()
        whole.add(Array(synced.utf8))
        #expect(fingerprint == whole.text)
    }
}
