import Foundation
import PainlogDomain
import PainlogStorage
import Testing

@testable import PainlogFeatures

/// Sync format 3's layout (docs/sync.md, *Segments and snapshots*): a diary's snapshot and the
/// segments it adds, read by the others file by file.
@Suite struct SyncSegmentTests {
    private let folder = MemorySyncFolder()

    private func id(_ diary: MergeTestDiary) throws -> String {
        String(try diary.syncFileName().dropFirst("painlog-".count).dropLast(".jsonl".count))
    }

    /// The names of `diary`'s segments in the folder, by number.
    private func segments(of diary: MergeTestDiary) throws -> [String] {
        let id = try id(diary)
        return folder.files.keys.compactMap { name in
            SyncFileFormat.segmentNumber(name, diaryID: id).map { ($0, name) }
        }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Two diaries in step with enough entries that a segment of a few records outweighs nothing.
    private func pair(entries: Int = 6) throws -> (a: MergeTestDiary, b: MergeTestDiary) {
        let (a, b) = try MergeTestDiary.syncedPair(through: folder)
        for index in 0..<entries {
            try a.log(index % 10, note: "a \(index)")
            try b.log(index % 10, note: "b \(index)")
        }
        // Each writes a new snapshot here (the segments would outweigh the first one), then in step.
        for diary in [a, b, a, b] {
            diary.wait()
            try diary.sync(folder)
        }
        return (a, b)
    }

    @Test func aChangeAddsOneSegmentOfThatChangeAndNothingNewWritesNothing() throws {
        let (a, b) = try pair()
        let snapshot = try #require(folder.files[try a.syncFileName()])
        let before = try segments(of: a)
        a.wait()
        let entry = try #require(a.entries().first { $0.note == "a 1" })
        try a.edit(entry.id, note: "changed once")
        try a.sync(folder)

        let added = try segments(of: a).filter { !before.contains($0) }
        #expect(added.count == 1)
        let first = try #require(added.first)
        let segment = try #require(folder.files[first])
        let lines = segment.split(separator: "\n")
        #expect(lines.count == 3, "a header, the one record, the last line: \(segment)")
        #expect(lines.first?.contains("\"segment\":") == true)
        #expect(lines.dropFirst().first?.contains("changed once") == true)
        #expect(folder.files[try a.syncFileName()] == snapshot, "the snapshot is left as it was")

        b.wait()
        let report = try b.sync(folder)
        #expect(report.merged.map(\.file).sorted() == [try a.syncFileName()], "one line per diary")
        #expect(report.merged.first?.entries.updated == 1)
        #expect(try b.entries().contains { $0.note == "changed once" })

        a.wait()
        let files = folder.files
        try a.sync(folder)
        try a.sync(folder)
        #expect(folder.files.keys.sorted() == files.keys.sorted(), "nothing new: no file written")
    }

    /// The notes of the entries `diary`'s next sync will stamp (`SyncSegmentStore.forEachUnstampedEntry`).
    private func unstamped(_ diary: MergeTestDiary) throws -> [String] {
        var notes: [String] = []
        try diary.storage.unitOfWork.inWriteTransaction { transaction in
            try transaction.syncSegments.forEachUnstampedEntry(now: diary.now) { entry, _ in notes.append(entry.note) }
        }
        return notes.sorted()
    }

    /// A sync's local stamps look only at the entries changed since the last ones (docs/sync.md,
    /// *What a sync reads of the diary*): an edit notes its entry, a rename every entry that uses the
    /// name, and a sync forgets them once stamped; what they changed still travels.
    @Test func aSyncStampsOnlyTheEntriesChangedSince() throws {
        let (a, b) = try pair()
        a.wait()
        try a.sync(folder)
        let edited = try #require(a.entries().first { $0.note == "a 1" })
        try a.edit(edited.id, note: "edited")
        a.wait()
        try a.sync(folder)
        #expect(try unstamped(a).isEmpty, "stamped and forgotten")

        let again = try #require(a.entries().first { $0.note == "a 2" })
        try a.edit(again.id, note: "edited again")
        #expect(try unstamped(a) == ["edited again"])
        try a.renameArea("head", to: "skull")
        #expect(try unstamped(a) == ["edited again", "from a"], "the entry in the head too")
        a.wait()
        try a.sync(folder)
        #expect(try unstamped(a).isEmpty)

        b.wait()
        try b.sync(folder)
        let notes = try b.entries().map(\.note)
        #expect(notes.contains("edited") && notes.contains("edited again"))
        #expect(try b.entries().first { $0.note == "from a" }?.areas == ["skull"])
        #expect(try a.entries().map(\.note).sorted() == notes.sorted())
    }

    /// A conflict won travels as a `lost` line in the segment that carries its record, and only
    /// there: the diary whose value lost is told once, and a later segment does not repeat it.
    @Test func aLostLineTravelsWithItsRecordAndIsToldOnce() throws {
        let (a, b) = try pair()
        let entry = try #require(a.entries().first { $0.note == "a 1" })
        let there = try #require(try b.entry(uid: entry.uid))
        a.wait()
        try a.edit(entry.id, note: "at work")
        b.now = a.now + 600  // the later edit
        try b.edit(there.id, note: "at home")
        a.now = b.now + 60
        try a.sync(folder)
        b.now = a.now
        b.wait()
        let before = try segments(of: b)
        let kept = try b.sync(folder)
        #expect(kept.conflicts.map(\.keptHere) == [true])
        let added = try segments(of: b).filter { !before.contains($0) }
        #expect(added.count == 1)
        let name = try #require(added.first)
        let segment = try #require(folder.files[name])
        #expect(segment.contains("\"type\":\"lost\"") && segment.contains("at home"), "\(segment)")

        a.wait()
        let told = try a.sync(folder)
        #expect(told.conflicts.map(\.lostHere) == [true])
        #expect(try a.entry(uid: entry.uid)?.note == "at home")

        b.wait()
        try b.log(2, note: "unrelated")
        let beforeUnrelated = try segments(of: b)
        try b.sync(folder)
        for name in try segments(of: b) where !beforeUnrelated.contains(name) {
            #expect(folder.files[name]?.contains("\"type\":\"lost\"") == false, "not repeated: \(name)")
        }
        a.wait()
        #expect(try a.sync(folder).conflicts.isEmpty, "told once")
    }

    @Test func segmentsThatOutweighTheSnapshotGiveWayToANewOne() throws {
        let (a, b) = try pair(entries: 2)
        for round in 0..<12 {
            a.wait()
            try a.log(3, note: "round \(round)")
            try a.sync(folder)
        }
        let id = try id(a)
        let text = try #require(try a.storage.settings.value(SyncOwnFiles.setting(folder.name)))
        let own = try #require(SyncOwnFiles(text: text))
        #expect(own.segmentRecords <= own.snapshotRecords)
        #expect(own.lastNumber > own.segments.count, "a new snapshot took the place of earlier segments")
        for name in folder.files.keys {
            guard let number = SyncFileFormat.segmentNumber(name, diaryID: id) else { continue }
            #expect(number > own.lastNumber - own.segments.count, "\(name) was removed with its snapshot")
        }
        b.wait()
        try b.sync(folder)
        #expect(try b.contents() == a.contents())
    }

    @Test func aDiaryThatJoinsLateConvergesFromTheFilesAlone() throws {
        let (a, b) = try pair(entries: 12)
        for round in 0..<4 {
            a.wait()
            let entry = try #require(a.entries().first { $0.note == "b \(round)" })
            try a.edit(entry.id, intensity: 9)
            try a.sync(folder)
            b.wait()
            let gone = try #require(b.entries().first { $0.note == "a \(round)" })
            try b.delete([gone.id])
            try b.sync(folder)
        }
        #expect(try !segments(of: a).isEmpty && !segments(of: b).isEmpty)
        let c = try MergeTestDiary(uidPrefix: "c")
        c.now = max(a.now, b.now) + 60
        try c.sync(folder)
        #expect(try c.contents() == b.contents(), "b, the last to sync, holds everything")
        a.wait()
        try a.sync(folder)
        #expect(try c.contents() == a.contents() && a.contents() == b.contents())
    }

    @Test func aLostSegmentIsNamedAndItsContentComesWithTheNextSnapshot() throws {
        let (a, b) = try pair(entries: 3)
        for note in ["lost", "kept"] {
            a.wait()
            try a.log(4, note: note)
            try a.sync(folder)
        }
        let written = try segments(of: a)
        let lost = try #require(written.dropLast().last)
        folder.files[lost] = nil
        b.wait()
        let report = try b.sync(folder)
        #expect(report.skipped.contains { $0.message.contains(lost) && $0.message.contains("missing") })
        #expect(try b.entries().contains { $0.note == "kept" })
        #expect(try !b.entries().contains { $0.note == "lost" })

        // a finds its segment gone and writes a new snapshot, which b reads whole.
        a.wait()
        try a.log(2, note: "after")
        try a.sync(folder)
        #expect(try segments(of: a).isEmpty)
        b.wait()
        try b.sync(folder)
        #expect(try b.entries().contains { $0.note == "lost" })
        #expect(try b.contents() == a.contents())
    }

    @Test func aDamagedSegmentIsSkippedAndItsContentComesWithTheNextSnapshot() throws {
        let (a, b) = try pair(entries: 3)
        a.wait()
        try a.log(4, note: "damaged")
        try a.sync(folder)
        let name = try #require(segments(of: a).last)
        let text = try #require(folder.files[name])
        folder.files[name] = String(text.dropLast(10))
        b.wait()
        let report = try b.sync(folder)
        #expect(report.skipped.contains { $0.message.contains(name) })
        #expect(try !b.entries().contains { $0.note == "damaged" })
        a.wait()
        try a.log(2, note: "after")
        try a.sync(folder)
        b.wait()
        try b.sync(folder)
        #expect(try b.entries().contains { $0.note == "damaged" })
        #expect(try b.contents() == a.contents())
    }

    @Test func aConflictCopyOfASegmentIsRead() throws {
        let (a, b) = try pair(entries: 3)
        a.wait()
        let entry = try #require(a.entries().first { $0.note == "a 0" })
        try a.edit(entry.id, note: "the copy's version")
        try a.sync(folder)
        let name = try #require(segments(of: a).last)
        let copy = name.replacingOccurrences(of: ".jsonl", with: ".sync-conflict-20261128-101010-ABCDEFG.jsonl")
        folder.files[copy] = folder.files[name]
        folder.files[name] = nil  // the tool kept the other side's version under the name: here, none
        b.wait()
        let report = try b.sync(folder)
        #expect(report.merged.contains { $0.file == copy })
        #expect(try b.entries().contains { $0.note == "the copy's version" })
    }

    @Test func compactionWhileAnotherDiaryReadsLosesNothing() throws {
        let (a, b) = try pair(entries: 2)
        for note in ["one", "two"] {
            a.wait()
            try a.log(4, note: note)
            try a.sync(folder)
        }
        // b lists the folder, then a writes a new snapshot and removes its segments before b opens them.
        let interleaved = InterleavingSyncFolder(inner: folder) {
            for round in 0..<8 {
                a.wait()
                try a.log(5, note: "during \(round)")
                try a.sync(self.folder)
            }
        }
        b.wait()
        try b.sync(interleaved)
        #expect(interleaved.ran)
        b.wait()
        try b.sync(folder)
        #expect(try b.contents() == a.contents())
    }

    @Test func aFormat2FileWrittenSinceTheLastSyncSaysThatDiaryStillRuns03() throws {
        let (a, b) = try MergeTestDiary.syncedPair(through: folder)
        let name = try b.syncFileName()
        let text = try #require(folder.files[name])
        // b went back to 0.3: its file is format 2 again, with an edit.
        let format2 = text.replacingOccurrences(
            of: "\"painlog_sync\":\(SyncFileFormat.version)", with: "\"painlog_sync\":2"
        ).replacingOccurrences(of: ",\"through\":1", with: "")
        folder.files[name] = format2
        a.wait()
        let report = try a.sync(folder)
        #expect(report.writtenBy03 == [name])
        #expect(SyncPresenter.writtenBy03Notice(name).contains("still runs 0.3"))
        a.wait()
        try a.log(1, note: "later")
        #expect(try a.sync(folder).writtenBy03.isEmpty, "the same file at the next sync: said once")
    }
}

/// A folder that runs `between` once, after the folder was listed and before the first file is
/// opened: another diary's sync happening while this one reads.
private final class InterleavingSyncFolder: SyncFolder {
    let inner: MemorySyncFolder
    let between: () throws -> Void
    private(set) var ran = false
    private var listed = false

    init(inner: MemorySyncFolder, between: @escaping () throws -> Void) {
        self.inner = inner
        self.between = between
    }

    var name: String { inner.name }

    func fileNames() throws -> [String] {
        listed = true
        return try inner.fileNames()
    }

    func open(_ name: String) throws -> SyncFolderItem {
        if listed, !ran, name.contains("+") {
            ran = true
            try between()
        }
        return try inner.open(name)
    }

    func replace(_ name: String, with text: String) throws { try inner.replace(name, with: text) }

    func remove(_ name: String) throws { try inner.remove(name) }
}
