import Foundation
import PainlogDomain
import Testing

@testable import PainlogSystem

/// The words `OneOffJobScheduler` hands `systemd-run` and `at`, and how a job is remembered.
///
/// The schedulers themselves are run for real by the end-to-end `FollowUpSchedulerTests`.
@Suite struct OneOffJobSchedulerTests {
    /// 2026-11-22T11:00:00Z.
    static let elevenUTC: Int64 = 1_795_345_200

    @Test func systemdReadsTheTimeInUTCToTheSecond() {
        #expect(OneOffJobScheduler.systemdCalendarTime(Self.elevenUTC) == "2026-11-22 11:00:00 UTC")
        #expect(OneOffJobScheduler.systemdCalendarTime(Self.elevenUTC + 3_725) == "2026-11-22 12:02:05 UTC")
    }

    @Test func atReadsTheMinuteAtOrAfterTheTimeInTheZone() throws {
        let berlin = try #require(TimeZoneRules(identifier: "Europe/Berlin"), "tzdata is installed")
        #expect(OneOffJobScheduler.atTime(Self.elevenUTC, zone: berlin) == "202611221200")
        // A reminder never comes early: 12:00:01 is run at 12:01.
        #expect(OneOffJobScheduler.atTime(Self.elevenUTC + 1, zone: berlin) == "202611221201")
        #expect(OneOffJobScheduler.atTime(Self.elevenUTC + 59, zone: .utc) == "202611221101")
    }

    @Test func theAtScriptQuotesEveryArgumentAndDropsTheOutput() {
        let script = OneOffJobScheduler.atScript(["/usr/bin/painlog", "--db", "/home/a/it's.sqlite", "due"])
        #expect(script == "exec '/usr/bin/painlog' '--db' '/home/a/it'\\''s.sqlite' 'due' >/dev/null 2>&1\n")
    }

    @Test func theJobNumberIsReadFromWhatAtSays() {
        let said = "warning: commands will be executed using /bin/sh\njob 12 at Sun Nov 22 12:00:00 2026\n"
        #expect(OneOffJobScheduler.atJobNumber(in: said) == 12)
        #expect(OneOffJobScheduler.atJobNumber(in: "at: refusing to create job destined in the past\n") == nil)
    }

    @Test func aJobIsRememberedAsTextAndReadBack() {
        for job in [ScheduledJob.atJob(12), .systemdUnit("painlog-followup-0d9a3e8c")] {
            #expect(ScheduledJob(text: job.text) == job)
        }
        #expect(ScheduledJob.atJob(12).text == "at 12")
        for bad in ["", "at", "at x", "at 0", "cron 3", "systemd ", "at 1 2"] {
            #expect(ScheduledJob(text: bad) == nil, "\(bad)")
        }
    }

    @Test func withNeitherSchedulerOnPathNothingIsScheduled() {
        let scheduler = OneOffJobScheduler(runner: SpawnedProcessRunner(), variables: ["PATH": "/nonexistent"])
        #expect(!scheduler.userManagerAnswers())
        #expect(!scheduler.atdRuns())
        #expect(scheduler.schedule(["/bin/true"], at: Self.elevenUTC, unitName: "x", zone: .utc) == nil)
        #expect(!scheduler.cancel(.atJob(1)))
    }

    @Test func aDeadAtdIsNotRunning() throws {
        // Process id files of processes that do not exist: none, garbage, and a pid past the maximum.
        for text in ["", "x", "99999999"] {
            let file =
                NSTemporaryDirectory() + "painlog-atd-\(text.count)-\(ProcessInfo.processInfo.processIdentifier).pid"
            #expect(FileManager.default.createFile(atPath: file, contents: Data(text.utf8)))
            defer { try? FileManager.default.removeItem(atPath: file) }
            let scheduler = OneOffJobScheduler(
                runner: SpawnedProcessRunner(), variables: ["PATH": "/usr/bin:/bin"], atdProcessFile: file)
            #expect(!scheduler.atdRuns(), "\(text)")
        }
    }
}
