import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogTestSupport
import Testing

/// Issue 38, finding 2 (renames), on real SQLite diaries with clocks apart.
///
/// A rename reaches every entry given the old name by a diary that had not yet merged it, whatever
/// the clocks (contract, *Merging, 0.4*; docs/sync.md, *Renames reach what was logged before they
/// were known (0.4)*). On 0.3 an entry logged under the old name on a computer whose clock is ahead
/// kept it.
@Suite struct SyncRenameKnowledgeTests {
    private let folder = MemorySyncFolder()
    private let laptop: MergeTestDiary
    private let desktop: MergeTestDiary

    init() throws {
        laptop = try MergeTestDiary(uidPrefix: "1")
        desktop = try MergeTestDiary(uidPrefix: "2")
    }

    /// Syncs laptop, desktop, laptop, each a few seconds later by its own clock.
    private func syncBoth() throws {
        for diary in [laptop, desktop, laptop] {
            diary.wait(5)
            try diary.sync(folder)
        }
    }

    /// Both diaries synced with one entry in `back`; the desktop's clock then `ahead` seconds ahead.
    private func synced(ahead: Int64) throws {
        try laptop.log(5, note: "shared", areas: ["back"], medications: ["ibuprofen 400mg"])
        try syncBoth()
        desktop.now = laptop.now + ahead
    }

    private func areas(_ diary: MergeTestDiary, note: String) throws -> [String]? {
        try diary.entries().first { $0.note == note }?.areas
    }

    /// The desktop (ahead) logs under the old name before it merges the rename the laptop made
    /// earlier: the rename reaches the entry on both, also when the desktop merges the rename in the
    /// sync that first carries its entry.
    @Test(arguments: [300, 3_600, 85_800] as [Int64])
    func aRenameReachesAnEntryLoggedUnderTheOldNameOnAComputerAhead(ahead: Int64) throws {
        try synced(ahead: ahead)
        laptop.wait(30)
        try laptop.renameArea("back", to: "lower back")
        laptop.wait(5)
        try laptop.sync(folder)
        desktop.wait(60)
        let late = try desktop.log(6, note: "desktop's", areas: ["back"])
        try syncBoth()
        for diary in [laptop, desktop] {
            #expect(try diary.entry(uid: late.uid)?.areas == ["lower back"])
            #expect(try areas(diary, note: "shared") == ["lower back"])
        }
        #expect(try laptop.contents() == desktop.contents())
    }

    /// The desktop (ahead) syncs its entry before the rename is in the folder: its file (format 3)
    /// lists no rename, so the laptop knows that the desktop had not merged it.
    @Test(arguments: [300, 3_600] as [Int64])
    func aRenameReachesAnEntryThatSyncedBeforeTheRenameWasInTheFolder(ahead: Int64) throws {
        try synced(ahead: ahead)
        desktop.wait(60)
        let late = try desktop.log(6, note: "desktop's", areas: ["back"])
        desktop.wait(5)
        try desktop.sync(folder)
        laptop.wait(120)
        try laptop.renameArea("back", to: "lower back")
        laptop.wait(5)
        let report = try laptop.sync(folder)
        #expect(try laptop.entry(uid: late.uid)?.areas == ["lower back"], "at the laptop's first sync")
        #expect(report.renamed.contains { $0.from == "back" && $0.to == "lower back" }, "\(report.renamed)")
        try syncBoth()
        #expect(try desktop.entry(uid: late.uid)?.areas == ["lower back"])
        #expect(try laptop.contents() == desktop.contents())
    }

    /// An entry given the old name after its diary merged the rename keeps it, even on a computer
    /// whose clock is behind (on 0.3, its older stamp made the rename take it).
    @Test func anEntryLoggedUnderTheOldNameAfterTheRenameWasMergedKeepsItWithAClockBehind() throws {
        try synced(ahead: -3_600)
        laptop.wait(30)
        try laptop.renameArea("back", to: "lower back")
        try syncBoth()
        #expect(try areas(desktop, note: "shared") == ["lower back"])
        desktop.wait(600)
        let after = try desktop.log(4, note: "after", areas: ["back"])
        try syncBoth()
        try syncBoth()
        #expect(try laptop.entry(uid: after.uid)?.areas == ["back"])
        #expect(try desktop.entry(uid: after.uid)?.areas == ["back"])
        #expect(try laptop.contents() == desktop.contents())
    }

    /// Medications and tags follow the same rule as areas.
    @Test func aMedicationRenameReachesAnEntryLoggedOnAComputerAnHourAhead() throws {
        try synced(ahead: 3_600)
        laptop.wait(30)
        try laptop.renameName(.medication, "ibuprofen", to: "Nurofen")
        laptop.wait(5)
        try laptop.sync(folder)
        desktop.wait(60)
        let late = try desktop.log(6, note: "desktop's", medications: ["ibuprofen 200mg"])
        try syncBoth()
        for diary in [laptop, desktop] {
            #expect(try diary.entry(uid: late.uid)?.medications.map(\.name) == ["Nurofen"])
        }
        #expect(try laptop.contents() == desktop.contents())
    }

    /// The file says from which of its diary's stamps it knew a rename it learnt, and the diary that
    /// reads it keeps that.
    @Test func eachFileSaysFromWhichOfItsStampsItsDiaryKnewARename() throws {
        try synced(ahead: 3_600)
        laptop.wait(30)
        try laptop.renameArea("back", to: "lower back")
        try syncBoth()
        let desktopID = try desktop.storage.settings.diaryID()
        let desktopFile = try #require(
            folder.files.first { $0.key.hasPrefix("painlog-\(desktopID)") && $0.value.contains(#""type":"rename""#) })
        let line = try #require(desktopFile.value.split(separator: "\n").first { $0.contains(#""type":"rename""#) })
        #expect(line.contains(#""known":""#), "\(line)")
        let laptopFile = try #require(folder.files[try laptop.syncFileName()])
        let own = try #require(laptopFile.split(separator: "\n").first { $0.contains(#""type":"rename""#) })
        #expect(!own.contains(#""known""#), "the diary that made a rename knew it from its stamp: \(own)")
        let knowledge = try laptop.storage.syncStamps.renameKnowledge()
        let rename = try #require(try laptop.storage.syncStamps.renames().first)
        let known = try #require(knowledge.knownFrom(rename, diary: desktopID))
        #expect(known.diary == desktopID && known.seconds >= desktop.now - 3_600 - 60)
        #expect(knowledge.writers.contains(desktopID))
    }

    /// A member from a painlog 0.3 file (format 2, which says nothing of when its diary knew a
    /// rename) is judged by stamps, as in 0.3: one stamped after the rename keeps the old name.
    @Test func aMemberFromA03FileIsJudgedByStamps() throws {
        try synced(ahead: 0)
        laptop.wait(30)
        try laptop.renameArea("back", to: "lower back")
        laptop.wait(5)
        try laptop.sync(folder)
        let renameStamp = try #require(try laptop.storage.syncStamps.renames().first?.stamp)
        let other = "0123456789abcdef0123456789abcdef"
        func file(uid: String, note: String, seconds: Int64) -> String {
            let stamp = ChangeStamp(seconds: seconds, counter: 0, diary: other).text
            return [
                #"{"painlog_sync":2,"diary":"\#(other)","records":1,"omitted_when_none":["ended_at"]}"#,
                #"{"type":"entry","uid":"\#(uid)","occurred_at":"2026-11-20T09:00:00+01:00","intensity":4,"areas":["back"],"tags":[],"medications":[],"note":"\#(note)","created_at":"2026-11-20T09:00:00+01:00","updated_at":"2026-11-20T09:00:00+01:00","stamps":["occurred_at \#(stamp)","ended_at =","intensity =","note =","area_order =","tag_order =","medication_order ="],"members":["+area = back"]}"#,
                #"{"end":1}"#,
            ].joined(separator: "\n") + "\n"
        }
        folder.files["painlog-\(other).jsonl"] = file(
            uid: "6b1f3c0e-8a2d-4f5b-9c7e-0d1a2b3c4d5e", note: "after", seconds: renameStamp.seconds + 60)
        laptop.wait(120)
        let report = try laptop.sync(folder)
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(try areas(laptop, note: "after") == ["back"])
        folder.files["painlog-\(other).jsonl"] = file(
            uid: "7b1f3c0e-8a2d-4f5b-9c7e-0d1a2b3c4d5e", note: "before", seconds: renameStamp.seconds - 60)
        laptop.wait(120)
        try laptop.sync(folder)
        #expect(try areas(laptop, note: "before") == ["lower back"])
    }

    /// An area's condition given by a computer an hour ahead that had not merged the area's rename
    /// moves with the rename, on both.
    @Test func anAreaRenameCarriesAConditionGivenOnAComputerAnHourAhead() throws {
        try synced(ahead: 3_600)
        laptop.wait(30)
        try laptop.renameArea("back", to: "lower back")
        laptop.wait(5)
        try laptop.sync(folder)
        desktop.wait(60)
        try desktop.addCondition("sciatica", kind: "pain", areas: ["back"])
        try syncBoth()
        try syncBoth()
        for diary in [laptop, desktop] {
            let sciatica = try #require(try diary.storage.conditions.condition(named: "sciatica"))
            #expect(try diary.storage.conditions.conditionUID(ofArea: "lower back") == sciatica.uid)
            #expect(try diary.storage.conditions.conditionUID(ofArea: "back") == nil)
        }
    }
}

/// Item 2 of this session's brief (issue 38, *Conflicts told on both sides*): a diary whose value
/// lost, and which receives the winning value first through a third diary's file, is told when the
/// winning diary's file arrives (on a file-sync tool files arrive in any order).
@Suite struct SyncLostToldThroughAThirdDiaryTests {
    @Test func theLosingDiaryIsToldWhenTheWinnersFileComesAfterAThirdDiarys() throws {
        let folder = MemorySyncFolder()
        let laptop = try MergeTestDiary(uidPrefix: "1")
        let desktop = try MergeTestDiary(uidPrefix: "2")
        let phone = try MergeTestDiary(uidPrefix: "3")
        let entry = try laptop.log(5, note: "first")
        for diary in [laptop, desktop, phone, laptop] {
            diary.wait(5)
            try diary.sync(folder)
        }
        laptop.wait()
        try laptop.edit(entry.id, note: "at work")
        laptop.wait(5)
        try laptop.sync(folder)
        desktop.wait(300)
        try desktop.edit(try #require(try desktop.entry(uid: entry.uid)).id, note: "at home")
        // What the laptop will see first: the folder before the desktop's sync, with the phone's file.
        let before = folder.files
        desktop.wait(5)
        let won = try desktop.sync(folder)
        #expect(won.conflicts.contains { $0.keptHere }, "\(won.conflicts)")
        phone.wait(400)
        try phone.sync(folder)
        #expect(try phone.entry(uid: entry.uid)?.note == "at home")
        let partial = MemorySyncFolder(name: folder.name)
        partial.files = before
        let phoneID = try phone.storage.settings.diaryID()
        for (name, text) in folder.files where name.hasPrefix("painlog-\(phoneID)") { partial.files[name] = text }
        for name in partial.files.keys where name.hasPrefix("painlog-\(phoneID)") && folder.files[name] == nil {
            partial.files[name] = nil
        }
        laptop.wait(500)
        let first = try laptop.sync(partial)
        #expect(try laptop.entry(uid: entry.uid)?.note == "at home")
        #expect(!first.conflicts.contains { $0.lostHere }, "the phone's file does not say who kept what")
        // The desktop's file arrives.
        let laptopDiary = try laptop.storage.settings.diaryID()
        for (name, text) in partial.files where name.hasPrefix("painlog-\(laptopDiary)") { folder.files[name] = text }
        for name in folder.files.keys where name.hasPrefix("painlog-\(laptopDiary)") && partial.files[name] == nil {
            folder.files[name] = nil
        }
        laptop.wait(60)
        let told = try laptop.sync(folder)
        #expect(
            told.conflicts.contains {
                $0.lostHere && $0.field == "note" && $0.kept == "at home" && $0.replaced == "at work"
            }, "\(told.conflicts)")
        laptop.wait(60)
        let again = try laptop.sync(folder)
        #expect(!again.conflicts.contains { $0.lostHere }, "told once")
        desktop.wait(60)
        try desktop.sync(folder)
        laptop.wait(60)
        #expect(try !laptop.sync(folder).conflicts.contains { $0.lostHere }, "told once")
    }
}

extension MergeTestDiary {
    /// `areas/tags/meds rename OLD NEW` for names of `kind`.
    func renameName(_ kind: NameKind, _ old: String, to new: String) throws {
        let store: any NameStore =
            switch kind {
            case .area: storage.areas
            case .tag: storage.tags
            case .medication: storage.medications
            }
        _ = try NamesInteractor(
            kind: kind, names: store, unitOfWork: storage.unitOfWork,
            calendar: LocalCalendar(clock: FixedTimeSource(now), zone: berlinZone)
        ).rename(old, to: new)
    }
}
