import Foundation
import PainlogDomain
import Testing

@testable import PainlogCLI

/// Which zone `TZ`, or the system's `/etc/localtime`, gives painlog.
@Suite struct ProcessTimeZoneTests {
    /// 2026-07-01T00:00:00Z.
    let summer: Int64 = 1_782_864_000

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("painlog-tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func withoutTZTheSystemZoneIsNamedByItsLink() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("localtime").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/zoneinfo/Asia/Tokyo")
        let resolved = ProcessTimeZone.resolve(variables: [:], systemZoneFile: link)
        #expect(resolved.zone.identifier == "Asia/Tokyo")
        #expect(resolved.zone.offset(at: summer) == 32400)
        #expect(resolved.notice == nil)
    }

    @Test func withoutTZOrASystemZoneTimesAreInUTCAsForTheCLibrary() {
        let resolved = ProcessTimeZone.resolve(variables: ["TZ": ""], systemZoneFile: "/nonexistent/localtime")
        #expect(resolved.zone.identifier == "UTC")
        #expect(resolved.zone.offset(at: summer) == 0)
        #expect(resolved.notice == nil)
    }

    @Test(arguments: [
        ("Europe/Berlin", "Europe/Berlin", 7200), (":Europe/Berlin", "Europe/Berlin", 7200),
        ("/usr/share/zoneinfo/Asia/Kathmandu", "Asia/Kathmandu", 20700), ("UTC0", "UTC", 0), ("UTC", "UTC", 0),
    ])
    func zoneNamesAndFilesAreRead(value: String, identifier: String, offset: Int) {
        let resolved = ProcessTimeZone.resolve(variables: ["TZ": value], systemZoneFile: "/nonexistent/localtime")
        #expect(resolved.zone.identifier == identifier)
        #expect(resolved.zone.offset(at: summer) == offset)
        #expect(resolved.notice == nil)
    }

    @Test func aZoneFileOutsideTheDatabaseIsReadToo() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("my-zone").path
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/America/St_Johns", toPath: copy)
        let resolved = ProcessTimeZone.resolve(variables: ["TZ": copy])
        #expect(resolved.zone.identifier == copy)
        #expect(resolved.zone.offset(at: summer) == -9000)
        #expect(resolved.notice == nil)
    }

    @Test(arguments: ["Mars/Olympus_Mons", "CET-1CEST,M3.5.0,M10.5.0/3", "/etc/passwd", "../zoneinfo/UTC"])
    func anythingElseMeansUTCWithANotice(value: String) throws {
        let resolved = ProcessTimeZone.resolve(variables: ["TZ": value])
        #expect(resolved.zone.offset(at: summer) == 0)
        let notice = try #require(resolved.notice)
        #expect(notice.contains("TZ='\(value)' names no time zone painlog knows"), "\(notice)")
    }
}
