import Foundation
import Testing

/// The notices a phone's inbox line gets at a sync, as `log` gives them (contract, *Conditions*:
/// "`log`, guided entry and inbox lines give a notice when an entry's areas lie in more than one
/// condition"; *Merging, 0.4*: the 72-hour notice for an entry of a migraine condition).
@Suite struct SyncInboxConditionNoticesTests {
    @Test func anInboxLineWhoseAreasLieInTwoConditionsIsLoggedWithTheNotice() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"], at: 1)
        try diaries.run("a", ["conditions", "add", "back pain", "--kind", "pain", "--area", "neck"], at: 1)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        try "6 -a head -a neck\n5 -a head\n".write(toFile: inbox, atomically: false, encoding: .utf8)

        let run = try diaries.run("a", ["sync", diaries.folder], at: 2)

        #expect(run.status == 0, "\(run)")
        let notices = run.stderrLines.filter { $0.contains("lie in conditions") }
        // Only the line with areas in both conditions; once; names sorted as `log` names them.
        #expect(
            notices == [
                "notice: this entry's areas lie in conditions 'back pain' and 'migraine'; its intensity counts for each"
            ], "\(run)")
        #expect(try painlog.entries(database: diaries.database("a")).count == 2)
    }

    @Test func anInboxLineOfAMigraineLongerThan72HoursGetsTheStatusMigrainosusNotice() throws {
        let painlog = try PainlogSandbox()
        let diaries = try SyncedDiaries(painlog)
        try diaries.run("a", ["conditions", "add", "migraine", "--kind", "migraine", "--area", "head"], at: 1)
        let inbox = diaries.folder + "/painlog-inbox.txt"
        try "6 -a head --for 80h\n6 -a head --for 72h\n".write(toFile: inbox, atomically: false, encoding: .utf8)

        let run = try diaries.run("a", ["sync", diaries.folder], at: 2)

        #expect(run.status == 0, "\(run)")
        let notices = run.stderrLines.filter { $0.contains("ICHD-3 1.4.1") }
        #expect(notices.count == 1, "\(run)")
        #expect(notices.first?.hasPrefix("notice: ") == true, "\(run)")
        #expect(try painlog.entries(database: diaries.database("a")).count == 2)
    }
}
