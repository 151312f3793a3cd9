import ArgumentParser
import PainlogDomain
import PainlogFeatures
import Testing

@testable import PainlogCLI

/// A reminder's check spelled as painlog's own command line: what the unit runs must parse as `due --notify`.
@Suite struct ReminderCommandLineTests {
    let schedule = try! ReminderSchedule(
        times: [TimeOfDay("09:00")!], window: TimeSpan("6h")!, binary: "/opt/my painlog/painlog",
        database: "/home/a/pain.db")

    @Test func theArgumentsRunDueWithTheDiaryTheWindowAndANotification() {
        #expect(
            ReminderCommandLine.arguments(for: schedule)
                == ["/opt/my painlog/painlog", "--db", "/home/a/pain.db", "due", "--within", "6h", "--notify"])
    }

    @Test func theArgumentsParseAsTheDueCommand() throws {
        let command = try Painlog.parseAsRoot(Array(ReminderCommandLine.arguments(for: schedule).dropFirst()))
        let due = try #require(command as? Painlog.Due)
        #expect(due.within == "6h" && due.notify)
    }

    @Test func theMarkerNamesTheInstallAndUninstallCommands() {
        #expect(
            ReminderCommandLine.marker
                == "# Written by painlog (painlog remind install); painlog remind uninstall removes it.")
    }

    @Test func aUnitIsOursOnlyWhenItsFirstLineIsTheMarker() {
        let marker = ReminderCommandLine.marker
        let command = ReminderCommandLine.arguments(for: schedule)
        let service = ReminderUnits.service(for: schedule, command: command, marker: marker)
        #expect(ReminderUnits.isOurs(service, marker: marker))
        #expect(
            ReminderUnits.values(of: "ExecStart", in: service)
                == [#""/opt/my painlog/painlog" "--db" "/home/a/pain.db" "due" "--within" "6h" "--notify""#])
        #expect(!ReminderUnits.isOurs("[Unit]\n" + marker, marker: marker))
    }
}
