import Foundation
import Testing

/// `log --at` on the days the clocks change, in two zones, through the binary: a skipped time is
/// refused naming the gap (nothing written); a repeated one takes the earlier instant and says
/// which offset it chose and how to give the other.
@Suite struct DaylightSavingLogTests {
    @Test(arguments: [("Europe/Berlin", "2026-03-29 02:30"), ("America/New_York", "2026-03-08 2:30am")])
    func aSkippedTimeIsRefusedNamingTheGap(zone: String, when: String) throws {
        let painlog = try PainlogSandbox(environment: ["TZ": zone])
        try painlog.log(["3"])
        let before = try painlog.dump()
        let run = try painlog.run(["5", "-a", "head", "--at", when])
        let date = String(when.prefix(10))
        #expect(run.status == 64, "\(run)")
        #expect(
            run.stderr
                == "error: --at '\(when)' does not exist in \(zone): on \(date) the clocks went from 02:00 straight to "
                + "03:00; use a time outside that gap\n")
        #expect(try painlog.dump() == before)
    }

    @Test(arguments: [
        ("Europe/Berlin", "2026-10-25 02:30", "2026-10-25T02:30:00+02:00", "+02:00", "2026-10-25T02:30+01:00"),
        ("America/New_York", "2026-11-01 1:30am", "2026-11-01T01:30:00-04:00", "-04:00", "2026-11-01T01:30-05:00"),
    ])
    func aRepeatedTimeTakesTheEarlierInstantAndSaysSo(
        zone: String, when: String, stored: String, offset: String, other: String
    ) throws {
        let painlog = try PainlogSandbox(environment: ["TZ": zone])
        let run = try painlog.run(["5", "--at", when])
        #expect(run.status == 0, "\(run)")
        let wall = String(other.prefix(10)) + " " + String(other.dropFirst(11).prefix(5))
        #expect(
            run.stderr
                == "notice: \(wall) happened twice (the clocks went back); logged the first, at offset \(offset); "
                + "for the second give the offset: \(other)\n")
        #expect(try painlog.entries().first?["occurred_at"] as? String == stored)
        let second = try painlog.run(["6", "--at", other])
        #expect(second.status == 0 && second.stderr.isEmpty, "\(second)")
        // `edit --at` says the same as `log` (issue 28).
        let edit = try painlog.run(["edit", "2", "--at", when])
        #expect(edit.status == 0, "\(edit)")
        #expect(edit.stderr.hasPrefix("notice: \(wall) happened twice (the clocks went back)"), "\(edit)")
    }
}
