import PainlogFeatures
import Testing

@testable import PainlogCLI

/// Inbox lines read with `log`'s own options: shell quoting, a phone's typographic quotes and
/// dashes, a leading time, and everything `log` takes that has no place in an inbox.
@Suite struct InboxLineParserTests {
    @Test func aPhonesLineReadsAsLogsArguments() {
        #expect(
            InboxLineParser.reading("7 -a head -m \"sumatriptan 50mg\"")
                == .request(
                    LogEntryRequest(intensity: "7", areas: ["head"], medications: ["sumatriptan 50mg"]), timed: false))
        #expect(
            InboxLineParser.reading("5 -a “lower back” —note ‘didn’t sleep — at all’ –tag walk")
                == .request(
                    LogEntryRequest(
                        intensity: "5", areas: ["lower back"], note: "didn’t sleep — at all", tags: ["walk"]),
                    timed: false))
        #expect(
            InboxLineParser.reading("2026-11-21 21:30 4 --for 2h")
                == .request(LogEntryRequest(intensity: "4", at: "2026-11-21 21:30", duration: "2h"), timed: true))
        #expect(
            InboxLineParser.reading("3 --at '21.11.2026 08:00' -n 'it''s \"fine\"'")
                == .request(LogEntryRequest(intensity: "3", at: "21.11.2026 08:00", note: "its \"fine\""), timed: true))
    }

    @Test(arguments: [
        ("5 --db other.sqlite", "'--db' has no place"),
        ("5 --json", "'--json' has no place"),
        ("--help", "'--help' has no place"),
        ("5 -h", "'-h' has no place"),
        ("11 -a head", "'11'"),
        ("five", "'five'"),
        ("5 --colour red", "--colour"),
        ("-a head", "no intensity"),
        ("5 --at '2h ago'", "absolute time"),
        ("5 --at yesterday", "absolute time"),
        ("2026-11-21 21:30 5 --at 2026-11-21", "twice"),
        ("5 -n \"unclosed", "quote is not closed"),
    ])
    func aLineLogCannotTakeIsRefusedWithWhy(line: String, reason: String) {
        guard case .refused(let message) = InboxLineParser.reading(line) else {
            Issue.record("'\(line)' was read as a request")
            return
        }
        #expect(message.contains(reason), "\(message)")
    }

    /// Simple lines are read without building `log`'s command (issue 38: that cost most of a
    /// line's time); every line reads the same either way.
    @Test(arguments: [
        "7 -a head -m \"sumatriptan 50mg\"",
        "5 -a “lower back” —note ‘didn’t sleep’ –tag walk -t rain",
        "2026-11-21 21:30 4 --for 2h -a neck --area back",
        "3 --at '21.11.2026 08:00' -n 'fine'",
        "4 --ended '2026-11-21 09:00' --at '2026-11-21 08:00'",
        "6 -n one -n two",
        "6 --for 2h --for 3h",
        "6 -a",
        "6 -n -x",
        "6 -a head extra",
        "-a head 6",
        "6 --area=head",
        "6 --tag=a -t b",
        "11 -a head",
        "five",
        "6 --colour red",
        "0",
        "10 -m 'ibuprofen 400mg' -m paracetamol",
        "2026-11-21 21:30 5 --at 2026-11-21",
        "5 --at '2h ago'",
    ])
    func aSimpleLineReadsAsThroughArgumentParser(line: String) {
        #expect(InboxLineParser.reading(line) == InboxLineParser.reading(line, throughArgumentParser: true))
    }
}
