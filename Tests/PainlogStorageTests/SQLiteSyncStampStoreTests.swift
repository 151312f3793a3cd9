import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

/// Sync's stamps, set-aside values and renames (migration 0011), on real SQLite files.
@Suite struct SQLiteSyncStampStoreTests {
    let folder = TemporaryFolder()
    private let diary = String(repeating: "ab", count: 16)

    private func stamp(_ seconds: Int64, _ counter: Int = 0) -> ChangeStamp {
        ChangeStamp(seconds: seconds, counter: counter, diary: diary)
    }

    @Test func statesAreKeptByUIDAndReadBack() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { work in
            try work.syncStamps.setState(uid: testUID(1), to: "one", step: nil)
            try work.syncStamps.setState(uid: testUID(2), to: "two", step: nil)
            try work.syncStamps.setState(uid: testUID(1), to: "one again", step: nil)
        }
        #expect(try storage.syncStamps.state(uid: testUID(1)) == "one again")
        #expect(try storage.syncStamps.state(uid: testUID(3)) == nil)
        #expect(try storage.syncStamps.allStates() == [testUID(1): "one again", testUID(2): "two"])
    }

    @Test func onlyTheLatestTwentyValuesOfAFieldAreKeptOnceEach() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { work in
            for second in 1...25 {
                let value = SetAsideValue(
                    uid: testUID(1), field: "note", value: "v\(second)", stamp: stamp(Int64(second)), seenAt: 100)
                try work.syncStamps.keepEarlierValue(value, limit: 20)
                try work.syncStamps.keepEarlierValue(value, limit: 20)
            }
            try work.syncStamps.keepEarlierValue(
                SetAsideValue(uid: testUID(1), field: "intensity", value: "3", stamp: stamp(7), seenAt: 100), limit: 20)
        }
        let values = try storage.syncStamps.earlierValues(uid: testUID(1))
        #expect(values.first?.field == "intensity")
        let notes = values.filter { $0.field == "note" }
        #expect(notes.map(\.value) == (6...25).reversed().map { "v\($0)" })
        #expect(try storage.syncStamps.earlierValues(uid: testUID(2)).isEmpty)
    }

    @Test func aRenameMadeHereIsStampedOnceAndOneLearntIsKeptOnce() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        let learnt = NameRename(kind: .tag, fromKey: "work", toName: "Job", renamedAt: 50, stamp: stamp(50, 2))
        try storage.unitOfWork.inWriteTransaction { work in
            let step = try work.journal.record(
                .rename, summary: "areas rename", at: berlin(2026, 11, 20), changing: [], created: [])
            try work.syncStamps.noteRename(
                NameRename(kind: .area, fromKey: "back", toName: "Lower back", renamedAt: 40, stamp: nil), step: step)
            #expect(try work.syncStamps.keepRename(learnt))
            #expect(try !work.syncStamps.keepRename(learnt))
        }
        var renames = try storage.syncStamps.renames()
        #expect(renames.map(\.toName) == ["Lower back", "Job"])
        #expect(renames[0].stamp == nil && renames[1].stamp == stamp(50, 2))
        try storage.unitOfWork.inWriteTransaction { work in
            try work.syncStamps.stampRename(id: renames[0].id, stamp: stamp(40))
        }
        renames = try storage.syncStamps.renames()
        #expect(renames[0].stamp == stamp(40))
    }

    @Test func undoingARenameBeforeAnySyncForgetsIt() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { work in
            let step = try work.journal.record(
                .rename, summary: "areas rename", at: berlin(2026, 11, 20), changing: [], created: [])
            try work.syncStamps.noteRename(
                NameRename(kind: .area, fromKey: "back", toName: "Lower back", renamedAt: 40, stamp: nil), step: step)
        }
        _ = try storage.journal.undoLatest(at: testZone.timestamp(at: testNow))
        #expect(try storage.syncStamps.renames().isEmpty)
    }

    @Test func undoingASyncPutsBackTheStampsItsMergeChanged() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { work in
            try work.syncStamps.setState(uid: testUID(1), to: "before", step: nil)
        }
        try storage.unitOfWork.inWriteTransaction { work in
            let step = try work.journal.record(
                .sync, summary: "sync f", at: berlin(2026, 11, 20), changing: [], created: [])
            try work.syncStamps.setState(uid: testUID(1), to: "merged", step: step)
            try work.syncStamps.setState(uid: testUID(2), to: "new", step: step)
            try work.syncStamps.setState(uid: testUID(1), to: "merged twice", step: step)
        }
        _ = try storage.journal.undoLatest(at: testZone.timestamp(at: testNow))
        #expect(try storage.syncStamps.allStates() == [testUID(1): "before"])
    }
}
