import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// Symptoms in sync format 3, on two real SQLite diaries syncing through one folder: each symptom
/// is a member of its own (added on one computer and removed on the other, both survive), a record
/// without `symptoms` has none, and a format 2 file (painlog 0.3) leaves an entry's symptoms alone.
@Suite struct SyncSymptomsTests {
    private let folder = MemorySyncFolder()
    private let laptop: MergeTestDiary
    private let desktop: MergeTestDiary

    init() throws {
        laptop = try MergeTestDiary(uidPrefix: "1")
        desktop = try MergeTestDiary(uidPrefix: "2")
    }

    private func syncBoth() throws {
        for diary in [laptop, desktop, laptop] {
            diary.wait(5)
            try diary.sync(folder)
        }
    }

    /// An entry with `symptoms`, logged on the laptop and synced to both; its id on each.
    private func shared(symptoms: [String]) throws -> (laptop: Int64, desktop: Int64, uid: String) {
        let entry = try laptop.log(7, note: "attack", areas: ["head"])
        if !symptoms.isEmpty { try laptop.editSymptoms(entry.id, add: symptoms) }
        try syncBoth()
        let there = try #require(try desktop.entry(uid: entry.uid))
        return (entry.id, there.id, entry.uid)
    }

    @Test func symptomsTravelAndEachIsMergedOnItsOwn() throws {
        let entry = try shared(symptoms: ["nausea", "unilateral"])
        #expect(try desktop.entry(uid: entry.uid)?.symptoms.names == ["nausea", "unilateral"])

        laptop.wait()
        try laptop.editSymptoms(entry.laptop, add: ["photophobia"], remove: ["unilateral"])
        desktop.wait(30)
        try desktop.editSymptoms(entry.desktop, add: ["pulsating"])
        try syncBoth()
        let merged = try #require(try laptop.entry(uid: entry.uid))
        #expect(merged.symptoms.names == ["nausea", "photophobia", "pulsating"])
        #expect(try desktop.entry(uid: entry.uid)?.symptoms == merged.symptoms)
        #expect(try laptop.contents() == desktop.contents())
    }

    @Test func theFileGivesSymptomsSortedAndLeavesThemOutWhenNone() throws {
        let entry = try shared(symptoms: ["vomiting", "aura"])
        try laptop.log(2, note: "plain")
        laptop.wait()
        try laptop.sync(folder)
        let text = try #require(folder.files[try laptop.syncFileName()])
        let lines = text.split(separator: "\n")
        #expect(lines.first?.hasPrefix("{\"painlog_sync\":3,") == true, "\(text)")
        let attack = try #require(lines.first { $0.contains(entry.uid) })
        #expect(attack.contains(#""symptoms":["aura","vomiting"]"#), "\(attack)")
        #expect(attack.contains(#""+symptom "#), "\(attack)")
        let plain = try #require(lines.first { $0.contains(#""note":"plain""#) })
        #expect(!plain.contains("symptom"), "\(plain)")
    }

    @Test func clearingThemOnOneComputerClearsThemOnTheOther() throws {
        let entry = try shared(symptoms: ["nausea"])
        desktop.wait()
        try desktop.editSymptoms(entry.desktop, remove: ["nausea"])
        try syncBoth()
        #expect(try laptop.entry(uid: entry.uid)?.symptoms == SymptomSet.none)
    }

    @Test func aFormat2FileFromPainlog03LeavesAnEntrysSymptoms() throws {
        let entry = try shared(symptoms: ["nausea", "aura"])
        desktop.wait(600)
        try desktop.edit(entry.desktop, note: "edited under 0.3")
        desktop.wait()
        try desktop.sync(folder)
        let name = try desktop.syncFileName()
        // What painlog 0.3 would write: format 2, no symptoms and no symptom members.
        let v2 = try #require(folder.files[name])
            .replacingOccurrences(of: "\"painlog_sync\":3", with: "\"painlog_sync\":2")
            .replacingOccurrences(of: #","symptoms":\[[^\]]*\]"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #""[+-]symptom [^"]*",?"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: ",]", with: "]")
        #expect(!v2.contains("symptom"), "\(v2)")
        folder.files[name] = v2
        laptop.wait(900)
        try laptop.sync(folder)
        let merged = try #require(try laptop.entry(uid: entry.uid))
        #expect(merged.note == "edited under 0.3")
        #expect(merged.symptoms.names == ["aura", "nausea"])
    }
}
