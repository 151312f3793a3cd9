import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import PainlogSystem
import Testing

/// Symptoms through `log` and `edit`: `--symptom` replaces them, `--add-symptom` and
/// `--remove-symptom` change one at a time, `--clear-symptoms` removes them; a bad name, a removal
/// of one the entry lacks, or `--symptom` with `--clear-symptoms` is a usage error that writes nothing.
@Suite struct SymptomChangeTests {
    /// 2026-11-22T10:00:00+01:00.
    static let now: Int64 = 1_795_338_000

    @Test func logKeepsTheSymptomsAsASet() throws {
        try withSymptomDiary { diary in
            let entry = try diary.log(["unilateral", "Nausea", "nausea", "pulsating"])
            #expect(entry.symptoms.names == ["nausea", "pulsating", "unilateral"])
            #expect(try diary.storage.entries.entry(id: entry.id)?.symptoms == entry.symptoms)
        }
    }

    @Test(arguments: [
        (EditEntryRequest(id: "1", symptoms: ["aura"]), ["aura"]),
        (EditEntryRequest(id: "1", addSymptoms: ["photophobia", "nausea"]), ["nausea", "photophobia", "unilateral"]),
        (EditEntryRequest(id: "1", removeSymptoms: ["NAUSEA"]), ["unilateral"]),
        (EditEntryRequest(id: "1", clearSymptoms: true), []),
        (EditEntryRequest(id: "1", addSymptoms: ["vomiting"], clearSymptoms: true), ["vomiting"]),
        (EditEntryRequest(id: "1", symptoms: ["aura", "activity"], removeSymptoms: ["aura"]), ["activity"]),
    ])
    func editChangesOnlyTheSymptoms(request: EditEntryRequest, expected: [String]) throws {
        try withSymptomDiary { diary in
            let entry = try diary.log(["nausea", "unilateral"])
            guard case .changed(let before, let after) = try diary.edit(request) else {
                Issue.record("expected a change")
                return
            }
            #expect(before == entry)
            #expect(after.symptoms.names == expected)
            #expect(after.content(updatedAt: entry.updatedAt) != entry.content)
            #expect(after.intensity == entry.intensity && after.areas == entry.areas && after.note == entry.note)
            #expect(try diary.storage.journal.undoLatest(at: Timestamp(seconds: Self.now + 60, offset: 3600)) != nil)
            #expect(try diary.storage.entries.entry(id: entry.id)?.symptoms == entry.symptoms)
        }
    }

    @Test func addingASymptomTheEntryHasChangesNothing() throws {
        try withSymptomDiary { diary in
            let entry = try diary.log(["nausea"])
            #expect(try diary.edit(EditEntryRequest(id: "1", addSymptoms: ["nausea"])) == .unchanged(entry))
        }
    }

    @Test(arguments: [
        (EditEntryRequest(id: "1", symptoms: ["dizzy"]), "symptom 'dizzy' is not a symptom painlog knows", "symptom"),
        (EditEntryRequest(id: "1", addSymptoms: ["aura", "x"]), "addSymptom 'x' is not a symptom", "addSymptom"),
        (EditEntryRequest(id: "1", removeSymptoms: [""]), "removeSymptom '' is not a symptom", "removeSymptom"),
        (
            EditEntryRequest(id: "1", removeSymptoms: ["aura"]),
            "removeSymptom 'aura': entry #1 does not have it (it has: nausea)", "removeSymptom"
        ),
        (
            EditEntryRequest(id: "1", symptoms: ["aura"], clearSymptoms: true),
            "symptom and clearSymptoms contradict each other", "symptom"
        ),
        (EditEntryRequest(id: "99", symptoms: ["dizzy"]), "'dizzy'", "symptom"),
    ])
    func aBadSymptomIsAUsageErrorThatChangesNothing(request: EditEntryRequest, says: String, field: String) throws {
        try withSymptomDiary { diary in
            _ = try diary.log(["nausea"])
            let before = try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil)
            let steps = try diary.storage.journal.recentSteps(limit: 10)
            let error = try #require(throws: PainlogError.self) { try diary.edit(request) }
            #expect(error.kind == .usage)
            #expect(error.message.contains(says), "\(error.message)")
            #expect(error.text.fields.first?.rawValue == field)
            #expect(try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil) == before)
            #expect(try diary.storage.journal.recentSteps(limit: 10) == steps)
        }
    }

    @Test func logRefusesAnUnknownSymptomAndWritesNothing() throws {
        try withSymptomDiary { diary in
            let error = try #require(throws: PainlogError.self) { try diary.log(["nausea", "headache"]) }
            #expect(error.kind == .usage)
            #expect(
                error.message.hasPrefix("symptom 'headache' is not a symptom painlog knows; use one of: unilateral"))
            #expect(try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil).isEmpty)
        }
    }
}

private final class SymptomDiary {
    let folder: String
    let storage: SQLiteStorage
    let calendar: LocalCalendar

    init() throws {
        folder = NSTemporaryDirectory() + "painlog-symptoms-" + UUID().uuidString
        let zone = try #require(TimeZoneRules(identifier: "Europe/Berlin"))
        storage = try SQLiteStorage.open(
            path: folder + "/diary.sqlite", clock: FixedTimeSource(SymptomChangeTests.now), zone: zone)
        calendar = LocalCalendar(clock: FixedTimeSource(SymptomChangeTests.now), zone: zone)
    }

    func log(_ symptoms: [String]) throws -> Entry {
        try LogEntryInteractor(
            unitOfWork: storage.unitOfWork, calendar: calendar, makeUID: { UUID().uuidString.lowercased() }
        ).log(
            LogEntryRequest(
                intensity: "7", areas: ["head"], at: "2026-11-22T08:00", note: "attack", symptoms: symptoms))
    }

    func edit(_ request: EditEntryRequest) throws -> EditOutcome {
        try EditEntryInteractor(unitOfWork: storage.unitOfWork, calendar: calendar).edit(request)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}

private func withSymptomDiary(_ body: (SymptomDiary) throws -> Void) throws {
    let diary = try SymptomDiary()
    defer { diary.remove() }
    try body(diary)
}
