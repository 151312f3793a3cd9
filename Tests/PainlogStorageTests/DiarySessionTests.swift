import PainlogDomain
import Testing

@testable import PainlogStorage

/// A new diary gets its name only when the command run on it succeeded.
@Suite struct DiarySessionTests {
    struct Refused: Error {}

    @Test func aFailedFirstCommandLeavesNoDiaryAndNoFolders() throws {
        let folder = TemporaryFolder()
        let session = DiarySession(path: folder.file("new/deeper/diary.sqlite"), clock: testClock, zone: testZone)
        #expect(throws: Refused.self) {
            try session.run(canRunAgain: true) { diary, isNew in
                #expect(isNew)
                _ = try diary.unitOfWork.inWriteTransaction { changes in try changes.entries.insert(content(1)) }
                throw Refused()
            }
        }
        #expect(folder.contents().isEmpty)
    }

    @Test func aSucceedingFirstCommandPutsTheDiaryInPlace() throws {
        let folder = TemporaryFolder()
        let session = DiarySession(path: folder.file("diary.sqlite"), clock: testClock, zone: testZone)
        let id = try session.run(canRunAgain: true) { diary, isNew in
            #expect(isNew)
            return try diary.unitOfWork.inWriteTransaction { changes in try changes.entries.insert(content(1)).id }
        }
        #expect(folder.contents() == ["diary.sqlite"])
        #expect(try openStorage(folder.file("diary.sqlite")).entries.entry(id: id)?.uid == testUID(1))
    }

    @Test func anExistingDiaryIsNotNewAndAFailureKeepsIt() throws {
        let folder = TemporaryFolder()
        try createDatabase(folder.file("diary.sqlite"))
        let session = DiarySession(path: folder.file("diary.sqlite"), clock: testClock, zone: testZone)
        #expect(throws: Refused.self) {
            try session.run(canRunAgain: false) { _, isNew in
                #expect(!isNew)
                throw Refused()
            }
        }
        #expect(folder.contents() == ["diary.sqlite"])
        #expect(try session.openReadOnly() != nil)
    }

    @Test func readOnlyOpensNothingWhereThereIsNoDiary() throws {
        let folder = TemporaryFolder()
        #expect(
            try DiarySession(path: folder.file("diary.sqlite"), clock: testClock, zone: testZone).openReadOnly() == nil)
        #expect(folder.contents().isEmpty)
    }
}
