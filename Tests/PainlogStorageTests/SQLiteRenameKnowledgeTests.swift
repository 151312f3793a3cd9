import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

/// Which renames each diary knew and the lost values told (migration 0020), on real SQLite files.
@Suite struct SQLiteRenameKnowledgeTests {
    let folder = TemporaryFolder()
    private let maker = String(repeating: "ab", count: 16)
    private let other = String(repeating: "cd", count: 16)

    private var rename: NameRename {
        NameRename(
            kind: .area, fromKey: "back", toName: "lower back", renamedAt: 100,
            stamp: ChangeStamp(seconds: 100, counter: 0, diary: maker))
    }

    @Test func knowledgeIsKeptPerRenameAndDiaryTheFirstNoteStaying() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        let known = ChangeStamp(seconds: 4_000, counter: 2, diary: other)
        try storage.unitOfWork.inWriteTransaction { work in
            try work.syncStamps.noteKnown(rename, diary: other, from: known)
            try work.syncStamps.noteKnown(
                rename, diary: other, from: ChangeStamp(seconds: 9_000, counter: 0, diary: other))
            try work.syncStamps.noteKnown(rename, diary: String(repeating: "ef", count: 16), from: nil)
            try work.syncStamps.noteRenameWriter(other)
            try work.syncStamps.noteRenameWriter(other)
        }
        let reopened = try openStorage(folder.file("diary.sqlite"))
        let knowledge = try reopened.syncStamps.renameKnowledge()
        #expect(knowledge.knownFrom(rename, diary: other) == known)
        #expect(knowledge.knownFrom(rename, diary: String(repeating: "ef", count: 16)) == nil)
        #expect(knowledge.known.values.first?.count == 2)
        #expect(knowledge.writers == [other])
    }

    @Test func aLostValueIsToldOnce() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        let value = LostValue(
            uid: testUID(1), field: "note", lost: ChangeStamp(seconds: 10, counter: 0, diary: maker),
            kept: ChangeStamp(seconds: 20, counter: 0, diary: other))
        #expect(try storage.syncStamps.wasTold(value) == false)
        try storage.unitOfWork.inWriteTransaction { work in
            try work.syncStamps.noteTold(value)
            try work.syncStamps.noteTold(value)
        }
        #expect(try storage.syncStamps.wasTold(value))
        let another = LostValue(uid: testUID(1), field: "intensity", lost: value.lost, kept: value.kept)
        #expect(try storage.syncStamps.wasTold(another) == false)
    }
}
