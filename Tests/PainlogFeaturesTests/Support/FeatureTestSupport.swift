import Foundation
import PainlogDomain
import PainlogSystem

@testable import PainlogStorage

/// "Now" in every feature test: Sun 2026-11-22 08:30:00 +01:00.
let fixedNow: Int64 = 1_795_332_600
let fixedClock = FixedTimeSource(fixedNow)
let berlinZone = TimeZoneRules(identifier: "Europe/Berlin")!
/// The fixed clock in Berlin, as the interactors take them.
let fixedCalendar = LocalCalendar(clock: fixedClock, zone: berlinZone)

/// A real SQLite diary in a fresh temporary folder, removed when the test is done.
final class TestDiary {
    let folder: String
    let storage: SQLiteStorage
    var store: any EntryStore { storage.entries }
    var journal: any ChangeJournal { storage.journal }
    var unitOfWork: any UnitOfWork { storage.unitOfWork }

    init(scripts: [MigrationScript] = MigrationScript.embedded) throws {
        var template = Array((NSTemporaryDirectory() + "painlog-feature-tests-XXXXXX").utf8CString)
        folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        storage = try SQLiteStorage.open(
            path: folder + "/diary.sqlite", scripts: scripts, clock: fixedClock, zone: berlinZone)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    var path: String { folder + "/diary.sqlite" }

    var count: Int {
        get throws { try store.count(matching: .all) }
    }
}

/// Lowercase UUIDs numbered 1, 2, 3, … in the order they are asked for.
final class UIDSequence {
    private var number = 0

    func next() -> String {
        number += 1
        return uid(number)
    }
}

/// The n-th UUID of a `UIDSequence`.
func uid(_ number: Int) -> String {
    let digits = String(number)
    return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
}

/// A timestamp in Berlin for a wall-clock time.
func berlin(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0) -> Timestamp
{
    berlinZone.timestamp(
        of: LocalDateTime(
            date: LocalDate(year: year, month: month, day: day)!, hour: hour, minute: minute, second: second)!)
}

/// Entry content with defaults for what a test does not care about.
func entryContent(
    _ number: Int, at occurredAt: Timestamp, intensity: Int = 5, areas: [String] = [], tags: [String] = [],
    note: String = ""
) -> EntryContent {
    let written = berlinZone.timestamp(at: fixedNow)
    return EntryContent(
        uid: uid(number), occurredAt: occurredAt, intensity: Intensity(intensity)!, areas: areas, tags: tags,
        medications: [], note: note, createdAt: written, updatedAt: written)
}

/// An entry as presenters receive it, without a database.
func sampleEntry(
    id: Int64 = 12, at occurredAt: Timestamp = Timestamp(seconds: fixedNow, offset: 3600), intensity: Int = 7,
    areas: [String] = ["head", "neck"], tags: [String] = ["wetter"],
    medications: [Medication] = [
        Medication(name: "ibuprofen", dose: "400mg"), Medication(name: "codeine", dose: "30 mg"),
    ],
    note: String = "Woke up with it"
) -> Entry {
    Entry(
        id: id, uid: "4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab", occurredAt: occurredAt, intensity: Intensity(intensity)!,
        areas: areas, tags: tags, medications: medications, note: note,
        createdAt: Timestamp(seconds: fixedNow + 60, offset: 3600),
        updatedAt: Timestamp(seconds: fixedNow + 3660, offset: 3600))
}

extension Entry {
    /// The entry with `updated_at` `time` and every other field as it is: what an undo puts back.
    func updated(at time: Timestamp) -> Entry {
        Entry(
            id: id, uid: uid, occurredAt: occurredAt, endedAt: endedAt, intensity: intensity, areas: areas, tags: tags,
            medications: medications, note: note, createdAt: createdAt, updatedAt: time)
    }
}
