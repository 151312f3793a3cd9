import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

/// Conditions and each area's condition (migration 0013) on real SQLite files.
@Suite struct SQLiteConditionStoreTests {
    let folder = TemporaryFolder()
    let time = Timestamp(seconds: testNow, offset: 3600)

    @Test func aConditionKeepsItsNameKindAndAreas() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.conditions.insert(uid: testUID(1), name: "Migraine", kind: .migraine, at: time)
            try diary.conditions.assign(area: "neck", to: testUID(1), at: time)
            try diary.conditions.assign(area: "Head", to: testUID(1), at: time)
        }
        let found = try #require(try storage.conditions.condition(named: "MIGRAINE"))
        #expect(found.uid == testUID(1) && found.name == "Migraine" && found.kind == .migraine)
        #expect(found.areas == ["Head", "neck"])
        #expect(try storage.conditions.conditionUID(ofArea: "HEAD") == testUID(1))
        #expect(try storage.conditions.conditionUID(ofArea: "back") == nil)

        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.conditions.rename(uid: testUID(1), to: "headaches", at: time)
            try diary.conditions.setKind(uid: testUID(1), to: .headache, at: time)
            try diary.conditions.assign(area: "neck", to: nil, at: time)
        }
        let changed = try #require(try storage.conditions.condition(named: "Headaches"))
        #expect(changed.kind == .headache && changed.areas == ["Head"])
        #expect(try storage.conditions.condition(named: "migraine") == nil)
    }

    @Test func removingAConditionUnassignsItsAreasAndLeavesATombstone() throws {
        let path = folder.file("diary.sqlite")
        let storage = try openStorage(path)
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.conditions.insert(uid: testUID(2), name: "back", kind: .pain, at: time)
            try diary.conditions.assign(area: "low back", to: testUID(2), at: time)
            try diary.conditions.remove(uid: testUID(2), at: time)
        }
        #expect(try storage.conditions.conditions().isEmpty)
        #expect(try storage.conditions.conditionUID(ofArea: "low back") == nil)
        let connection = try SQLiteConnection(path: path, readOnly: true)
        #expect(try connection.scalarInt("SELECT count(*) FROM condition_tombstones") == 1)
        #expect(try connection.scalarInt("SELECT count(*) FROM condition_areas WHERE condition_uid IS NULL") == 1)
    }

    @Test func usageCountsEachEntryOnceWithTheLatest() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.conditions.insert(uid: testUID(1), name: "migraine", kind: .migraine, at: time)
            try diary.conditions.assign(area: "head", to: testUID(1), at: time)
            try diary.conditions.assign(area: "neck", to: testUID(1), at: time)
            try diary.conditions.insert(uid: testUID(2), name: "back", kind: .pain, at: time)
        }
        _ = try storage.entries.insert(draft(uid: 11, at: testNow - 7200, areas: ["head", "neck"]))
        _ = try storage.entries.insert(draft(uid: 12, at: testNow - 3600, areas: ["Neck"]))
        _ = try storage.entries.insert(draft(uid: 13, at: testNow, areas: ["knee"]))
        let usage = try storage.conditions.usage()
        #expect(usage.map(\.condition.name) == ["back", "migraine"])
        #expect(usage.map(\.entries) == [0, 2])
        #expect(usage[0].lastLogged == nil)
        #expect(usage[1].lastLogged?.seconds == testNow - 3600)
    }

    @Test func anAreaRenameCarriesItsConditionAndAMergeKeepsNews() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        let left = try storage.unitOfWork.inWriteTransaction { diary -> (String?, String?) in
            try diary.conditions.insert(uid: testUID(1), name: "migraine", kind: .migraine, at: time)
            try diary.conditions.insert(uid: testUID(2), name: "back", kind: .pain, at: time)
            try diary.conditions.assign(area: "head", to: testUID(1), at: time)
            try diary.conditions.assign(area: "lower back", to: testUID(2), at: time)
            try diary.conditions.assign(area: "lumbar", to: testUID(1), at: time)
            let renamed = try diary.conditions.carryArea("head", to: "forehead", at: time)
            let merged = try diary.conditions.carryArea("lumbar", to: "lower back", at: time)
            return (renamed, merged)
        }
        #expect(left.0 == nil)
        #expect(left.1 == testUID(1))
        #expect(try storage.conditions.conditionUID(ofArea: "forehead") == testUID(1))
        #expect(try storage.conditions.conditionUID(ofArea: "head") == nil)
        #expect(try storage.conditions.conditionUID(ofArea: "lower back") == testUID(2))
        #expect(try storage.conditions.conditionUID(ofArea: "lumbar") == nil)
    }

    @Test func undoPutsEveryConditionBack() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.conditions.insert(uid: testUID(1), name: "migraine", kind: .migraine, at: time)
            try diary.conditions.assign(area: "head", to: testUID(1), at: time)
        }
        let before = try storage.conditions.conditions()
        try storage.unitOfWork.inWriteTransaction { diary in
            let step = try diary.journal.record(.condition, summary: "c", at: time, changing: [], created: [])
            try diary.journal.noteConditions(in: step)
            try diary.conditions.rename(uid: testUID(1), to: "headache", at: time)
            try diary.conditions.assign(area: "neck", to: testUID(1), at: time)
            try diary.conditions.insert(uid: testUID(2), name: "back", kind: .pain, at: time)
        }
        #expect(try storage.conditions.conditions().count == 2)
        let undone = try storage.journal.undoLatest(at: time)
        #expect(undone?.kind == .condition)
        let after = try storage.conditions.conditions()
        #expect(after.map(\.name) == before.map(\.name))
        #expect(after.map(\.areas) == before.map(\.areas))
        #expect(after.map(\.uid) == before.map(\.uid))
    }

    private func draft(uid: Int, at seconds: Int64, areas: [String]) -> EntryContent {
        let at = Timestamp(seconds: seconds, offset: 3600)
        return EntryContent(
            uid: testUID(uid), occurredAt: at, intensity: Intensity(5)!, areas: areas, tags: [], medications: [],
            note: "", createdAt: at, updatedAt: at)
    }
}
