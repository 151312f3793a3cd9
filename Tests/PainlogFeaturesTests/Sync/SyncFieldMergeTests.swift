import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogTestSupport
import Testing

/// Issue 27's "done when", on two real SQLite diaries syncing through one folder: edits of
/// different fields both survive, two edits of one field are said and kept in the history, undo,
/// rename and deletion travel once and stay, and a clock a minute off changes nothing.
@Suite struct SyncFieldMergeTests {
    private let folder = MemorySyncFolder()
    private let laptop: MergeTestDiary
    private let desktop: MergeTestDiary

    init() throws {
        laptop = try MergeTestDiary(uidPrefix: "1")
        desktop = try MergeTestDiary(uidPrefix: "2")
    }

    /// Syncs laptop, desktop, laptop: both in step.
    @discardableResult
    private func syncBoth() throws -> [SyncReport] {
        var reports: [SyncReport] = []
        for diary in [laptop, desktop, laptop] {
            diary.wait(5)
            reports.append(try diary.sync(folder))
        }
        return reports
    }

    private func same() throws {
        #expect(try laptop.contents().values.sorted() == desktop.contents().values.sorted())
    }

    /// A logged entry, synced to both; its id on each.
    private func shared(note: String = "first", areas: [String] = ["back"]) throws -> (
        laptop: Int64, desktop: Int64, uid: String
    ) {
        let entry = try laptop.log(5, note: note, areas: areas)
        try syncBoth()
        let there = try #require(try desktop.entry(uid: entry.uid))
        return (entry.id, there.id, entry.uid)
    }

    @Test func aNoteEditedOnOneAndTheIntensityOnTheOtherBothSurvive() throws {
        let entry = try shared()
        laptop.wait()
        try laptop.edit(entry.laptop, note: "after the walk")
        desktop.wait(120)
        try desktop.edit(entry.desktop, intensity: 8)
        let reports = try syncBoth()
        let merged = try #require(try laptop.entry(uid: entry.uid))
        #expect(merged.note == "after the walk" && merged.intensity.value == 8)
        try same()
        #expect(reports.allSatisfy { $0.conflicts.isEmpty }, "different fields never conflict")
    }

    @Test func anAreaAddedOnEachSideBothStayAndARemovalTravels() throws {
        let entry = try shared(areas: ["back", "neck"])
        try laptop.editAreas(entry.laptop, add: ["hip"], remove: ["back"])
        desktop.wait(30)
        try desktop.editAreas(entry.desktop, add: ["knee"])
        try syncBoth()
        let merged = try #require(try laptop.entry(uid: entry.uid))
        #expect(Set(merged.areas) == ["neck", "hip", "knee"])
        try same()
    }

    @Test func twoEditsOfOneFieldKeepTheLaterSayItAndKeepTheOtherInTheHistory() throws {
        let entry = try shared()
        laptop.wait()
        try laptop.edit(entry.laptop, note: "at work")
        desktop.wait(300)
        try desktop.edit(entry.desktop, note: "at home")
        laptop.wait(5)
        let laptopReport = try laptop.sync(folder)
        desktop.wait(5)
        let desktopReport = try desktop.sync(folder)
        laptop.wait(5)
        let laptopAgain = try laptop.sync(folder)

        #expect(try laptop.entry(uid: entry.uid)?.note == "at home")
        #expect(try desktop.entry(uid: entry.uid)?.note == "at home")
        #expect(laptopReport.conflicts.isEmpty)
        // The desktop saw the laptop's earlier change of the note and kept its own, later one.
        #expect(
            desktopReport.conflicts == [
                SyncReport.Conflict(
                    file: try laptop.syncFileName(), record: "entry", id: entry.desktop, field: "note",
                    kept: "at home", replaced: "at work", keptHere: true, diary: try laptop.storage.settings.diaryID())
            ])
        // The laptop had synced its edit before; the desktop's is later, and the desktop's file tells
        // the laptop that its value lost (issue 38: conflicts told on both sides).
        #expect(
            laptopAgain.conflicts == [
                SyncReport.Conflict(
                    file: try desktop.syncFileName(), record: "entry", id: entry.laptop, field: "note",
                    kept: "at home", replaced: "at work", keptHere: false,
                    diary: try desktop.storage.settings.diaryID(), lostHere: true)
            ])
        #expect(try laptop.history(uid: entry.uid).map(\.value).contains("at work"))
        #expect(try desktop.history(uid: entry.uid).map(\.value).contains("at work"))
    }

    @Test func anEditReplacedBeforeItSyncedIsAConflictThere() throws {
        let entry = try shared()
        laptop.wait()
        try laptop.edit(entry.laptop, note: "at work")
        desktop.wait(300)
        try desktop.edit(entry.desktop, note: "at home")
        desktop.wait(5)
        try desktop.sync(folder)
        laptop.wait(400)
        let report = try laptop.sync(folder)
        #expect(try laptop.entry(uid: entry.uid)?.note == "at home")
        #expect(
            report.conflicts == [
                SyncReport.Conflict(
                    file: try desktop.syncFileName(), record: "entry", id: entry.laptop, field: "note",
                    kept: "at home", replaced: "at work", keptHere: false, diary: try desktop.storage.settings.diaryID()
                )
            ])
        #expect(try laptop.history(uid: entry.uid).contains { $0.field == "note" && $0.value == "at work" })
    }

    @Test func anUndoOfAnEditTravelsAndStays() throws {
        let entry = try shared()
        laptop.wait()
        try laptop.edit(entry.laptop, note: "typo")
        try syncBoth()
        #expect(try desktop.entry(uid: entry.uid)?.note == "typo")
        laptop.wait()
        try laptop.undo()
        try syncBoth()
        try syncBoth()
        #expect(try desktop.entry(uid: entry.uid)?.note == "first")
        #expect(try laptop.entry(uid: entry.uid)?.note == "first")
    }

    @Test func anUndoOfASyncedLogLeavesATombstoneAndTheEntryStaysGone() throws {
        let entry = try shared()
        laptop.wait()
        #expect(try laptop.undo().kind == .log)
        try syncBoth()
        try syncBoth()
        #expect(try laptop.entry(uid: entry.uid) == nil)
        #expect(try desktop.entry(uid: entry.uid) == nil)
        #expect(try laptop.tombstones()[entry.uid] != nil)
    }

    @Test func aDeletionTravelsOnceAndStays() throws {
        let entry = try shared()
        desktop.wait()
        try desktop.delete([entry.desktop])
        try syncBoth()
        try syncBoth()
        #expect(try laptop.entry(uid: entry.uid) == nil)
        #expect(try desktop.entry(uid: entry.uid) == nil)
    }

    @Test func anUndoOfASyncedDeleteBringsTheEntryBackEverywhere() throws {
        let entry = try shared()
        desktop.wait()
        try desktop.delete([entry.desktop])
        try syncBoth()
        desktop.wait()
        try desktop.undo()
        try syncBoth()
        #expect(try laptop.entry(uid: entry.uid)?.note == "first")
        #expect(try desktop.entry(uid: entry.uid)?.note == "first")
    }

    @Test func aRenameTravelsAlsoToEntriesThatArriveLaterUnderTheOldName() throws {
        _ = try shared(note: "shared", areas: ["back"])
        // The desktop logs under the old name before it hears of the rename.
        desktop.wait()
        let late = try desktop.log(6, note: "desktop's", areas: ["back"])
        laptop.wait(60)
        try laptop.renameArea("back", to: "lower back")
        try syncBoth()
        try syncBoth()
        for diary in [laptop, desktop] {
            let entries = try diary.entries()
            #expect(entries.allSatisfy { $0.areas == ["lower back"] }, "\(entries)")
        }
        #expect(try laptop.entry(uid: late.uid)?.areas == ["lower back"])
        // An entry logged under the old name after the rename keeps it.
        desktop.wait(600)
        let after = try desktop.log(4, note: "after", areas: ["back"])
        try syncBoth()
        #expect(try laptop.entry(uid: after.uid)?.areas == ["back"])
        try same()
    }

    @Test func aRenameThatChangesOnlyTheSpellingTravelsToo() throws {
        _ = try shared(areas: ["back"])
        laptop.wait()
        try laptop.renameArea("back", to: "Back")
        try syncBoth()
        for diary in [laptop, desktop] {
            #expect(try diary.entries().map(\.areas) == [["Back"]])
        }
    }

    /// The start moved on one computer past the end set on the other: the two times come from
    /// the same side (the later change), so the entry stays an attack, the same on both.
    @Test func aStartAndAnEndFromTwoComputersThatNoLongerMakeAnAttackComeFromOneSide() throws {
        let entry = try shared()
        laptop.wait()
        try laptop.editTimes(entry.laptop, ended: "2026-11-20T09:00")
        desktop.wait(120)
        try desktop.editTimes(entry.desktop, at: "2026-11-20T10:00")
        try syncBoth()
        for diary in [laptop, desktop] {
            let merged = try #require(try diary.entry(uid: entry.uid))
            #expect(merged.occurredAt.iso8601 == "2026-11-20T10:00:00+01:00")
            #expect(merged.endedAt == nil)
        }
        try same()
    }

    /// A folder that still holds a 0.2 diary's file (format 1, no stamps): it merges whole by
    /// `updated_at`, as before, and this diary goes on writing format 2.
    @Test func aFormat1FileFromPainlog02StillMerges() throws {
        let entry = try shared()
        desktop.wait(600)
        try desktop.edit(entry.desktop, intensity: 9, note: "edited under 0.2")
        desktop.wait()
        try desktop.sync(folder)
        let name = try desktop.syncFileName()
        let v2 = try #require(folder.files[name])
        let v1 = v2.replacingOccurrences(
            of: #"\{"painlog_sync":3,"diary":"([0-9a-f]+)","records":([0-9]+),[^\n]*"#,
            with: "{\"painlog_sync\":1,\"diary\":\"$1\",\"records\":$2}", options: .regularExpression
        )
        .replacingOccurrences(of: #","stamps":\[[^\]]*\],"members":\[[^\]]*\]"#, with: "", options: .regularExpression)
        #expect(!v1.contains("stamps") && v1.hasPrefix("{\"painlog_sync\":1,"), "\(v1)")
        folder.files[name] = v1
        laptop.wait(900)
        let report = try laptop.sync(folder)
        #expect(report.merged.first?.entries.updated == 1, "\(report)")
        let merged = try #require(try laptop.entry(uid: entry.uid))
        #expect(merged.note == "edited under 0.2" && merged.intensity.value == 9)
        #expect(try #require(folder.files[try laptop.syncFileName()]).hasPrefix("{\"painlog_sync\":3,"))
    }

    /// Two edits of one field in the same second on two computers: one winner, the same on both
    /// (the stamps tie on time, the diary id decides), the other value in the history of each diary
    /// that held it.
    @Test func sameSecondEditsOfOneFieldConverge() throws {
        let entry = try shared()
        laptop.wait(60)
        desktop.now = laptop.now
        try laptop.edit(entry.laptop, note: "laptop's")
        try desktop.edit(entry.desktop, note: "desktop's")
        try syncBoth()
        let kept = try #require(try laptop.entry(uid: entry.uid)?.note)
        #expect(try desktop.entry(uid: entry.uid)?.note == kept)
        let lost = kept == "laptop's" ? "desktop's" : "laptop's"
        // The desktop synced second: it saw both values. The laptop keeps the other one when it was
        // its own that lost (which one loses depends on the diaries' random ids).
        #expect(try desktop.history(uid: entry.uid).contains { $0.value == lost })
        if lost == "laptop's" { #expect(try laptop.history(uid: entry.uid).contains { $0.value == lost }) }
        try same()
    }

    /// A record stamped more than a day ahead of this computer's clock is left out alone (item 5);
    /// the rest of its file merges, and the report says how many and the latest time.
    @Test func aRecordStampedMoreThanADayAheadIsLeftOutAlone() throws {
        let uids = UIDSequence()
        let other = try MergeTestDiary(uids: { "3" + uids.next().dropFirst() })
        other.now = laptop.now
        let ahead = try other.log(4, note: "ahead")
        _ = try other.log(5, note: "fine")
        let otherFolder = MemorySyncFolder()
        _ = try other.sync(otherFolder)
        let name = try #require(otherFolder.files.keys.first)
        let text = try #require(otherFolder.files[name])
        let future = String(format: "%011lld", laptop.now + 2 * 86_400)
        folder.files[name] = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.contains(ahead.uid) else { return String(line) }
            return line.replacingOccurrences(
                of: #""note [0-9]{11}\."#, with: "\"note \(future).", options: .regularExpression
            ).replacingOccurrences(
                of: "\"note =\"", with: "\"note \(future).000000.\(String(repeating: "ab", count: 16))\"")
        }.joined(separator: "\n")
        laptop.wait()
        let report = try laptop.sync(folder)
        #expect(report.ahead.count == 1 && report.ahead.first?.count == 1 && report.ahead.first?.field == "stamp")
        #expect(try laptop.entries().map(\.note) == ["fine"])
    }

    @Test func aClockAMinuteOffChangesNothing() throws {
        let entry = try shared()
        // The desktop's clock runs a minute behind: its edit, made after the laptop's, still wins.
        laptop.wait(30)
        try laptop.edit(entry.laptop, note: "laptop")
        try syncBoth()
        desktop.now = laptop.now - 60 + 20
        try desktop.edit(entry.desktop, note: "desktop, later")
        try syncBoth()
        #expect(try laptop.entry(uid: entry.uid)?.note == "desktop, later")
        try same()
    }

    @Test func aMedicationClassTravelsAndSoDoesItsReturnToTheTable() throws {
        _ = try laptop.log(5, medications: ["magnesium 300mg"])
        try syncBoth()
        laptop.wait()
        try laptop.setClass("magnesium", to: "preventive")
        try syncBoth()
        #expect(try desktop.classes() == ["magnesium": "preventive"])
        desktop.wait()
        try desktop.setClass("magnesium", to: "auto")
        try syncBoth()
        try syncBoth()
        #expect(try laptop.classes().isEmpty)
        #expect(try desktop.classes().isEmpty)
    }

    /// Issue 27, bad input: a format 2 file with a malformed stamp, an unknown field or a diary id
    /// that is not 32 hexadecimal digits is skipped whole, naming it and the line.
    @Test(arguments: [
        ("note 1795683082.0.00ae6a5f3f0272afbe2fe377f7398611", "malformed stamp"),
        ("mood 01795683082.000000.00ae6a5f3f0272afbe2fe377f7398611", "unknown field 'mood'"),
        ("note 01795683082.000000.00AE6A5F3F0272AFBE2FE377F7398611", "malformed stamp"),
        ("note 01795683082.000000.00ae6a5f", "malformed stamp"),
    ])
    func aDamagedFormat2FileIsSkippedWhole(bad: String, reason: String) throws {
        let uids = UIDSequence()
        let other = try MergeTestDiary(uids: { "3" + uids.next().dropFirst() })
        other.now = laptop.now
        _ = try other.log(4, note: "from the other")
        let otherFolder = MemorySyncFolder()
        _ = try other.sync(otherFolder)
        let name = try #require(otherFolder.files.keys.first)
        var text = try #require(otherFolder.files[name])
        let stampOfNote = try #require(text.range(of: #""note [^"]*""#, options: .regularExpression))
        text.replaceSubrange(stampOfNote, with: "\"" + bad + "\"")
        folder.files[name] = text
        let before = try laptop.contents()
        laptop.wait()
        let report = try laptop.sync(folder)
        #expect(report.merged.isEmpty)
        let problem = try #require(report.skipped.first)
        #expect(
            problem.message.contains(name) && problem.message.contains("line 2") && problem.message.contains(reason),
            "\(problem.message)")
        #expect(try laptop.contents() == before)
    }
}
