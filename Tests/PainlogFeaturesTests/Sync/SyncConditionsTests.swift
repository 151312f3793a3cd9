import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogTestSupport
import Testing

@testable import PainlogStorage

/// Conditions and courses in sync format 3 (issues 39 and 40), on two real SQLite diaries syncing
/// through one folder (small diaries go through segments): a condition, its rename and its removal
/// travel; an area put into two conditions apart ends in the later one on both, told as a conflict;
/// two conditions of one name become one; an area rename carries the condition, also one given by a
/// diary that had not seen the rename; a course's start, doses and stop travel, and two open courses
/// of one name are told.
@Suite struct SyncConditionsTests {
    private let folder = MemorySyncFolder()
    private let laptop: MergeTestDiary
    private let desktop: MergeTestDiary

    init() throws {
        laptop = try MergeTestDiary(uidPrefix: "1")
        desktop = try MergeTestDiary(uidPrefix: "2")
    }

    @discardableResult
    private func syncBoth() throws -> [SyncReport] {
        var reports: [SyncReport] = []
        for diary in [laptop, desktop, laptop] {
            diary.wait(5)
            reports.append(try diary.sync(folder))
        }
        return reports
    }

    /// Each condition as `name kind area,area` with its uid, the same text on both diaries when they agree.
    private func conditions(_ diary: MergeTestDiary) throws -> [String] {
        try diary.storage.conditions.conditions().map {
            "\($0.uid) \($0.name) \($0.kind.rawValue) \($0.areas.joined(separator: ","))"
        }
    }

    private func courses(_ diary: MergeTestDiary) throws -> [Course] {
        try diary.storage.courses.courses().sorted { $0.uid < $1.uid }
    }

    @Test func aConditionMadeOnOneComputerAppearsOnTheOtherWithItsUid() throws {
        try laptop.log(6, areas: ["head"])
        try laptop.addCondition("migraine", kind: "migraine", areas: ["head", "neck"])
        try syncBoth()
        let made = try #require(try laptop.storage.conditions.condition(named: "migraine"))
        #expect(try conditions(desktop) == ["\(made.uid) migraine migraine head,neck"])
        #expect(try conditions(desktop) == conditions(laptop))
        let text = try #require(folder.files[try laptop.syncFileName()])
        #expect(
            text.contains(#""type":"condition","uid":"\#(made.uid)","name":"migraine","kind":"migraine""#), "\(text)")
        #expect(text.contains(#""type":"area_condition","area":"head","condition":"\#(made.uid)""#), "\(text)")
    }

    @Test func aRenameAKindAndARemovalTravel() throws {
        try laptop.addCondition("migraine", kind: "headache", areas: ["head"])
        try syncBoth()
        desktop.wait()
        try desktop.renameCondition("migraine", to: "Migraine with aura")
        try syncBoth()
        #expect(try conditions(laptop).first?.hasSuffix(" Migraine with aura headache head") == true)
        laptop.wait()
        try laptop.editCondition("migraine with aura", kind: "migraine")
        try syncBoth()
        #expect(try desktop.storage.conditions.condition(named: "Migraine with aura")?.kind == .migraine)
        desktop.wait()
        try desktop.removeCondition("migraine with aura")
        try syncBoth()
        #expect(try conditions(laptop).isEmpty)
        #expect(try laptop.storage.conditions.conditionUID(ofArea: "head") == nil)
        // A removal stays removed: a later sync does not bring it back from an older file.
        try syncBoth()
        #expect(try conditions(laptop).isEmpty && conditions(desktop).isEmpty)
    }

    @Test func anAreaPutIntoTwoConditionsApartEndsInTheLaterOnBothAndIsToldAsAConflict() throws {
        try laptop.addCondition("migraine", kind: "migraine", areas: ["head"])
        try laptop.addCondition("tension", kind: "headache", areas: ["neck"])
        try syncBoth()
        laptop.wait()
        try laptop.editCondition("migraine", addAreas: ["temple"])
        desktop.wait(120)
        try desktop.editCondition("tension", addAreas: ["temple"])
        laptop.wait(5)
        _ = try laptop.sync(folder)
        desktop.wait(5)
        let told = try desktop.sync(folder)
        laptop.wait(5)
        let later = try laptop.sync(folder)
        let tension = try #require(try laptop.storage.conditions.condition(named: "tension"))
        #expect(try laptop.storage.conditions.conditionUID(ofArea: "temple") == tension.uid)
        #expect(try desktop.storage.conditions.conditionUID(ofArea: "temple") == tension.uid)
        #expect(try conditions(laptop) == conditions(desktop))
        let conflict = try #require(told.conflicts.first)
        #expect(conflict.record == "area" && conflict.name == "temple" && conflict.field == "condition")
        #expect(conflict.kept == "tension" && conflict.replaced == "migraine" && conflict.keptHere)
        // The laptop, whose value lost, is told at its next sync.
        #expect(later.conflicts.contains { $0.record == "area" && $0.lostHere && $0.kept == "tension" }, "\(later)")
        let notice = SyncPresenter.conflictNotice(conflict, hints: { _ in "painlog courses" })
        #expect(
            notice.hasPrefix("notice: conflict in area 'temple''s condition: kept 'tension' (this diary's)"),
            "\(notice)")
    }

    @Test func twoConditionsOfOneNameMadeApartBecomeTheOneWithTheSmallerUid() throws {
        try laptop.addCondition("migraine", kind: "headache", areas: ["head"])
        desktop.wait(60)
        try desktop.addCondition("Migraine", kind: "migraine", areas: ["neck"])
        let smaller = try #require(
            [
                try laptop.storage.conditions.conditions().first?.uid,
                try desktop.storage.conditions.conditions().first?.uid,
            ]
            .compactMap { $0 }.min())
        try syncBoth()
        try syncBoth()
        let all = try conditions(laptop)
        #expect(all.count == 1, "\(all)")
        #expect(try conditions(desktop) == all)
        let survivor = try #require(try laptop.storage.conditions.conditions().first)
        #expect(survivor.uid == smaller, "the smaller uid")
        #expect(survivor.areas == ["head", "neck"])
        #expect(survivor.kind == .migraine, "the later kind")
    }

    @Test func anAreaRenameCarriesTheConditionAlsoGivenByADiaryThatHadNotSeenIt() throws {
        try laptop.log(6, note: "ache", areas: ["head"])
        try syncBoth()
        // The desktop puts `head` into a condition; the laptop, later, renames `head`; neither has seen
        // the other's change.
        desktop.wait()
        try desktop.addCondition("migraine", kind: "migraine", areas: ["head"])
        laptop.wait(300)
        try laptop.renameArea("head", to: "cranium")
        try syncBoth()
        try syncBoth()
        for diary in [laptop, desktop] {
            #expect(try diary.entries().first?.areas == ["cranium"])
            let all = try conditions(diary)
            #expect(all.first?.hasSuffix(" migraine migraine cranium") == true, "\(all)")
            #expect(try diary.storage.conditions.conditionUID(ofArea: "head") == nil)
        }
    }

    @Test func aCoursesStartDosesAndStopTravelAndTwoOpenCoursesOfOneNameAreTold() throws {
        try laptop.addCondition("migraine", kind: "migraine", areas: ["head"])
        try laptop.startCourse("topiramate", dose: "25 mg", at: "2026-11-01T08:00", condition: "migraine")
        try syncBoth()
        let started = try courses(laptop)
        #expect(try courses(desktop) == started)
        #expect(started.first?.doses.map(\.dose) == ["25 mg"])
        desktop.wait()
        try desktop.doseCourse("topiramate", dose: "50 mg", at: "2026-11-10T08:00")
        laptop.wait()
        try laptop.stopCourse("topiramate", at: "2026-11-19T08:00")
        try syncBoth()
        let both = try courses(laptop)
        #expect(try courses(desktop) == both)
        #expect(both.first?.doses.map(\.dose) == ["25 mg", "50 mg"])
        #expect(both.first?.stop != nil)

        // Started again on each computer apart: two open courses of one name, told.
        laptop.wait()
        try laptop.startCourse("erenumab", at: "2026-11-15T08:00", every: "4w")
        desktop.wait()
        try desktop.startCourse("Erenumab", at: "2026-11-16T08:00")
        let reports = try syncBoth()
        #expect(try courses(desktop) == courses(laptop))
        let open = try #require(reports.last?.openCourses.first)
        #expect(open.name == "Erenumab" && open.starts.count == 2)
        let notice = SyncPresenter.openCoursesNotice(open, hints: { _ in "painlog courses" })
        #expect(
            notice.hasPrefix(
                "notice: 2 courses of Erenumab are open after this sync (started 2026-11-15 and 2026-11-16)"),
            "\(notice)")
    }

    @Test func anUndoneCourseStartAfterASyncGoesOnTheOtherComputerToo() throws {
        try laptop.startCourse("propranolol", at: "2026-11-01T08:00")
        try syncBoth()
        #expect(try courses(desktop).count == 1)
        laptop.wait()
        try laptop.undo()
        try syncBoth()
        try syncBoth()
        #expect(try courses(laptop).isEmpty)
        #expect(try courses(desktop).isEmpty)
    }

    @Test func undoingTheSyncPutsTheConditionsAsTheyWere() throws {
        try laptop.addCondition("migraine", kind: "migraine", areas: ["head"])
        try laptop.startCourse("topiramate", at: "2026-11-01T08:00", condition: "migraine")
        laptop.wait(5)
        try laptop.sync(folder)
        desktop.wait(5)
        try desktop.sync(folder)
        #expect(try conditions(desktop).count == 1 && courses(desktop).count == 1)
        desktop.wait()
        try desktop.undo()
        #expect(try conditions(desktop).isEmpty && courses(desktop).isEmpty)
    }

    @Test func aFileWithAMalformedConditionRecordIsSkippedWholeWithItsReason() throws {
        try laptop.addCondition("migraine", kind: "migraine", areas: ["head"])
        try syncBoth()
        let stamp = "01795000000.000000.0123456789abcdef0123456789abcdef"
        let uid = "6b1f3c0e-8a2d-4f5b-9c7e-0d1a2b3c4d5e"
        folder.files["painlog-0123456789abcdef0123456789abcdef.jsonl"] =
            [
                #"{"painlog_sync":3,"diary":"0123456789abcdef0123456789abcdef","records":2,"omitted_when_none":["ended_at"]}"#,
                #"{"type":"condition","uid":"\#(uid)","name":"back","kind":"pain","created_at":"2026-11-20T09:00:00+01:00","updated_at":"2026-11-20T09:00:00+01:00","stamps":["name \#(stamp)","kind ="]}"#,
                #"{"type":"area_condition","area":"low back","condition":"not a uid","stamps":["condition \#(stamp)"]}"#,
                #"{"end":2}"#,
            ].joined(separator: "\n") + "\n"
        laptop.wait(900)
        let report = try laptop.sync(folder)
        #expect(report.skipped.count == 1, "\(report.skipped)")
        #expect(report.skipped.first.map { "\($0)" }?.contains("area_condition needs") == true, "\(report.skipped)")
        // Nothing from it is merged: not even the sound condition before the bad line.
        #expect(try conditions(laptop).count == 1)
    }

    @Test func aFormat2FileFromPainlog03IsStillReadAndLeavesConditionsAlone() throws {
        try laptop.log(6, note: "ache", areas: ["head"])
        try laptop.addCondition("migraine", kind: "migraine", areas: ["head"])
        try syncBoth()
        // What painlog 0.3 writes: format 2, an entry with its stamps, none of format 3's records.
        let stamp = "01795000000.000000.0123456789abcdef0123456789abcdef"
        folder.files["painlog-0123456789abcdef0123456789abcdef.jsonl"] =
            [
                #"{"painlog_sync":2,"diary":"0123456789abcdef0123456789abcdef","records":1,"omitted_when_none":["ended_at"]}"#,
                #"{"type":"entry","uid":"6b1f3c0e-8a2d-4f5b-9c7e-0d1a2b3c4d5e","occurred_at":"2026-11-20T09:00:00+01:00","intensity":4,"areas":["head"],"tags":[],"medications":[],"note":"from 0.3","created_at":"2026-11-20T09:00:00+01:00","updated_at":"2026-11-20T09:00:00+01:00","stamps":["occurred_at \#(stamp)","ended_at =","intensity =","note =","area_order =","tag_order =","medication_order ="],"members":["+area = head"]}"#,
                #"{"end":1}"#,
            ].joined(separator: "\n") + "\n"
        laptop.wait(900)
        let report = try laptop.sync(folder)
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(try laptop.entries().contains { $0.note == "from 0.3" })
        #expect(try conditions(laptop).count == 1)
        #expect(try laptop.storage.conditions.conditionUID(ofArea: "head") != nil)
    }
}

extension MergeTestDiary {
    private var calendar: LocalCalendar { LocalCalendar(clock: FixedTimeSource(now), zone: berlinZone) }

    private var conditionsInteractor: ConditionsInteractor {
        ConditionsInteractor(
            conditions: storage.conditions, areas: storage.areas, unitOfWork: storage.unitOfWork, calendar: calendar,
            makeUID: { UUID().uuidString.lowercased() })
    }

    func addCondition(_ name: String, kind: String, areas: [String]) throws {
        _ = try conditionsInteractor.add(name, kind: kind, areas: areas)
    }

    func editCondition(_ name: String, addAreas: [String] = [], removeAreas: [String] = [], kind: String? = nil) throws
    {
        _ = try conditionsInteractor.edit(name, addAreas: addAreas, removeAreas: removeAreas, kind: kind)
    }

    func renameCondition(_ name: String, to new: String) throws {
        _ = try conditionsInteractor.rename(name, to: new)
    }

    func removeCondition(_ name: String) throws { _ = try conditionsInteractor.remove(name) }

    private var coursesInteractor: CoursesInteractor {
        CoursesInteractor(
            courses: storage.courses, conditions: storage.conditions, unitOfWork: storage.unitOfWork,
            calendar: calendar, makeUID: { UUID().uuidString.lowercased() })
    }

    func startCourse(
        _ name: String, dose: String? = nil, at: String, condition: String? = nil, every: String? = nil
    ) throws {
        _ = try coursesInteractor.start(
            CourseRequest(name: name, dose: dose, at: at, condition: condition, every: every))
    }

    func doseCourse(_ name: String, dose: String, at: String) throws {
        _ = try coursesInteractor.dose(CourseRequest(name: name, dose: dose, at: at))
    }

    func stopCourse(_ name: String, at: String) throws {
        _ = try coursesInteractor.stop(CourseRequest(name: name, at: at))
    }
}
