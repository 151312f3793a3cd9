import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

/// Preventive courses and their doses (migration 0015) on real SQLite files.
@Suite struct SQLiteCourseStoreTests {
    let folder = TemporaryFolder()
    let time = Timestamp(seconds: testNow, offset: 3600)

    @Test func aCourseKeepsItsFieldsAndDosesInOrder() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        let start = Timestamp(seconds: testNow - 86_400 * 20, offset: 3600)
        let later = Timestamp(seconds: testNow - 86_400 * 10, offset: 3600)
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.courses.insert(
                uid: testUID(1), name: "Topiramate", conditionUID: testUID(9), everyWeeks: nil, start: start, at: time)
            try diary.courses.addDose(to: testUID(1), dose: "50 mg", from: later, at: time)
            try diary.courses.addDose(to: testUID(1), dose: "25 mg", from: start, at: time)
            try diary.courses.insert(
                uid: testUID(2), name: "erenumab", conditionUID: nil, everyWeeks: 4, start: later, at: time)
        }
        let courses = try storage.courses.courses()
        #expect(courses.map(\.uid) == [testUID(1), testUID(2)])
        #expect(
            courses[0].name == "Topiramate" && courses[0].conditionUID == testUID(9) && courses[0].everyWeeks == nil)
        #expect(courses[0].doses.map(\.dose) == ["25 mg", "50 mg"] && courses[0].currentDose == "50 mg")
        #expect(courses[0].start == start && courses[0].isOpen)
        #expect(courses[1].everyWeeks == 4 && courses[1].doses.isEmpty && courses[1].conditionUID == nil)

        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.courses.stop(testUID(1), at: time, changedAt: time)
        }
        #expect(try storage.courses.courses()[0].stop == time)
    }

    @Test func theSchemaRefusesAStopBeforeTheStartAndAnIntervalOutOfRange() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.courses.insert(
                uid: testUID(1), name: "x", conditionUID: nil, everyWeeks: nil, start: time, at: time)
        }
        #expect(throws: (any Error).self) {
            try storage.unitOfWork.inWriteTransaction { diary in
                try diary.courses.stop(
                    testUID(1), at: Timestamp(seconds: testNow - 60, offset: 3600), changedAt: time)
            }
        }
        #expect(throws: (any Error).self) {
            try storage.unitOfWork.inWriteTransaction { diary in
                try diary.courses.insert(
                    uid: testUID(2), name: "y", conditionUID: nil, everyWeeks: 27, start: time, at: time)
            }
        }
        #expect(try storage.courses.courses().map(\.uid) == [testUID(1)])
        #expect(try storage.courses.courses()[0].isOpen)
    }

    @Test func undoPutsEveryCourseBack() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.courses.insert(
                uid: testUID(1), name: "topiramate", conditionUID: nil, everyWeeks: nil, start: time, at: time)
            try diary.courses.addDose(to: testUID(1), dose: "25 mg", from: time, at: time)
        }
        let before = try storage.courses.courses()
        try storage.unitOfWork.inWriteTransaction { diary in
            let step = try diary.journal.record(.course, summary: "c", at: time, changing: [], created: [])
            try diary.journal.noteCourses(in: step)
            try diary.courses.addDose(to: testUID(1), dose: "50 mg", from: time, at: time)
            try diary.courses.stop(testUID(1), at: time, changedAt: time)
            try diary.courses.insert(
                uid: testUID(2), name: "erenumab", conditionUID: nil, everyWeeks: 12, start: time, at: time)
        }
        #expect(try storage.courses.courses().count == 2)
        let undone = try storage.journal.undoLatest(at: time)
        #expect(undone?.kind == .course)
        #expect(try storage.courses.courses() == before)
    }
}
