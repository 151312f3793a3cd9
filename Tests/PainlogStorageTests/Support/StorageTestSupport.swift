import Foundation
import PainlogDomain
import PainlogSystem

@testable import PainlogStorage

/// "Now" in every storage test: 2026-11-22T08:30:00+01:00.
let testNow: Int64 = 1_795_332_600
let testClock = FixedTimeSource(testNow)
let testZone = TimeZoneRules(identifier: "Europe/Berlin")!

/// A fresh folder for one test, removed with everything in it when the test is done.
final class TemporaryFolder {
    let path: String

    init() {
        let template = NSTemporaryDirectory() + "painlog-storage-tests-XXXXXX"
        var bytes = Array(template.utf8CString)
        path = bytes.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A path inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// The names in the folder, sorted.
    func contents() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }
}

/// Opens (creating when missing) the diary at `path` with the test clock and zone.
func openStorage(_ path: String, scripts: [MigrationScript] = MigrationScript.embedded) throws -> SQLiteStorage {
    try SQLiteStorage.open(path: path, scripts: scripts, clock: testClock, zone: testZone)
}

/// Creates a diary at `path` at the newest schema and closes it again, so its bytes are all in the main file.
func createDatabase(_ path: String, scripts: [MigrationScript] = MigrationScript.embedded) throws {
    _ = try openStorage(path, scripts: scripts)
}

/// The exact bytes of a file; nil when it cannot be read.
func bytes(_ path: String) -> Data? {
    FileManager.default.contents(atPath: path)
}

/// The permission bits of a file or folder (without following a symbolic link).
func mode(_ path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & 0o7777
}

/// Every schema object as `type name sql`, to compare a schema before and after.
func schema(_ path: String) throws -> [String] {
    let connection = try SQLiteConnection(path: path, readOnly: true)
    var objects: [String] = []
    try connection.query(
        "SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM sqlite_schema ORDER BY type, name",
        SingleColumn.self
    ) { objects.append(String(row: $0)) }
    return objects
}

/// A timestamp in the test zone for a wall-clock time.
func berlin(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0) -> Timestamp
{
    testZone.timestamp(
        of: LocalDateTime(
            date: LocalDate(year: year, month: month, day: day)!, hour: hour, minute: minute, second: second)!)
}

/// A distinct lowercase UUID for the n-th test entry.
func testUID(_ number: Int) -> String {
    let digits = String(number)
    return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits
}

/// Entry content with sensible defaults for the fields a test does not care about.
func content(
    _ number: Int, at occurredAt: Timestamp? = nil, intensity: Int = 5, areas: [String] = [], tags: [String] = [],
    medications: [Medication] = [], note: String = "", uid: String? = nil
) -> EntryContent {
    let written = testZone.timestamp(at: testNow)
    return EntryContent(
        uid: uid ?? testUID(number), occurredAt: occurredAt ?? berlin(2026, 11, 1, 8, 0),
        intensity: Intensity(intensity)!,
        areas: areas, tags: tags, medications: medications, note: note, createdAt: written, updatedAt: written)
}

/// A migration that comes after every embedded one.
func laterMigration(_ offset: Int = 1, sql: String? = nil) -> MigrationScript {
    let version = (MigrationScript.embedded.last?.version ?? 0) + offset
    return MigrationScript(version: version, name: "later_\(offset)", sql: sql ?? "CREATE TABLE later_\(offset) (a);")
}

extension Entry {
    /// The entry with `updated_at` `time` and every other field as it is: what an undo puts back.
    func updated(at time: Timestamp) -> Entry {
        Entry(
            id: id, uid: uid, occurredAt: occurredAt, endedAt: endedAt, intensity: intensity, areas: areas, tags: tags,
            medications: medications, note: note, createdAt: createdAt, updatedAt: time)
    }
}
