import PainlogDomain
import PainlogSystem
import Testing

/// How `--for` and `--ended` read, without a diary: now is Sun 2026-11-22 10:00 +01:00 in Berlin.
@Suite struct EntryEndRulesTests {
    static let now: Int64 = 1_795_338_000
    let zone = TimeZoneRules(identifier: "Europe/Berlin")!
    var rules: EntryEndRules { EntryEndRules(now: Self.now, zone: zone) }

    @Test func neitherOptionIsNoRequest() throws {
        #expect(try rules.request(duration: nil, ended: nil, removable: true) == nil)
    }

    @Test(arguments: ["5h", " 5h ", "300m", "5H"])
    func aDurationIsASpan(text: String) throws {
        #expect(
            try rules.request(duration: text, ended: nil, removable: false) == .lasting(TimeSpan("5h")!, text: text))
    }

    @Test(arguments: ["0", "0m", "000", "0w"])
    func zeroRemovesOnlyWhereRemovable(text: String) throws {
        #expect(try rules.request(duration: text, ended: nil, removable: true) == .removal)
        #expect(throws: PainlogError.self) { try rules.request(duration: text, ended: nil, removable: false) }
    }

    @Test(arguments: ["-1h", "-5", "1.5h", "5 h", "h", "", "0x", "10h0"])
    func anythingElseIsRefusedNamingForAndTheAcceptedForms(text: String) {
        do {
            _ = try rules.request(duration: text, ended: nil, removable: true)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.kind == .usage)
            #expect(error.fields == [.duration])
            #expect(error.message.contains("30m, 4h, 1h30m"), "\(error)")
        }
    }

    @Test func anEndAcrossTheClocksGoingBackHasTheLaterOffset() {
        // 2026-10-24 23:00 +02:00; five hours later the clocks show 03:00 +01:00.
        let start = Timestamp(seconds: 1_792_875_600, offset: 7_200)
        let end = EntryEndRules.end(after: start, lasting: 18_000, zone: zone)
        #expect(end == Timestamp(seconds: 1_792_893_600, offset: 3_600))
        #expect(end.local.hour == 3)
    }

    @Test func aStartAtAnotherZonesOffsetLendsItToTheEnd() {
        let start = Timestamp(seconds: 1_795_000_000, offset: 19_800)
        #expect(
            EntryEndRules.end(after: start, lasting: 600, zone: zone)
                == Timestamp(seconds: 1_795_000_600, offset: 19_800))
    }

    @Test func anEndIsAfterTheStartAndNotInTheFuture() throws {
        let start = Timestamp(seconds: Self.now - 7_200, offset: 3_600)
        let request = try #require(try rules.request(duration: nil, ended: "1h ago", removable: false))
        #expect(try rules.end(of: request, start: start) == Timestamp(seconds: Self.now - 3_600, offset: 3_600))
        for bad in ["2h ago", "3h ago"] {
            let early = try #require(try rules.request(duration: nil, ended: bad, removable: false))
            #expect(throws: PainlogError.self) { try rules.end(of: early, start: start) }
        }
        #expect(throws: PainlogError.self) { try rules.end(of: .lasting(TimeSpan("3h")!, text: "3h"), start: start) }
        #expect(try rules.end(of: .lasting(TimeSpan("2h")!, text: "2h"), start: start)?.seconds == Self.now)
    }

    @Test func anEntryLastsAtMost366DaysAndOver31GetsANotice() throws {
        let day: Int64 = 86_400
        let end = Timestamp(seconds: Self.now, offset: 3_600)
        func start(_ seconds: Int64) -> Timestamp { Timestamp(seconds: Self.now - seconds, offset: 3_600) }
        #expect(EntryEndRules.tooLong(start: start(366 * day), end: end) == nil)
        #expect(EntryEndRules.tooLong(start: start(366 * day + 60), end: end) == "more than 366 days")
        #expect(EntryEndRules.tooLong(start: start(400 * day), end: end) == "400 days")
        #expect(EntryEndRules.noticeLength(start: start(31 * day), end: end) == nil)
        #expect(EntryEndRules.noticeLength(start: start(40 * day), end: end) == "40 days")
        #expect(EntryEndRules.noticeLength(start: start(40 * day), end: nil) == nil)

        let request = try #require(try rules.request(duration: nil, ended: "now", removable: false))
        #expect(try rules.end(of: request, start: start(366 * day)) == end)
        do {
            _ = try rules.end(of: request, start: start(367 * day))
            Issue.record("a 367-day entry was accepted")
        } catch {
            #expect(error.kind == .usage)
            #expect(error.fields == [.ended])
            #expect(error.message.contains("'now' would make the entry last 367 days ("), "\(error)")
            #expect(error.message.hasSuffix("; an entry lasts at most 366 days"), "\(error)")
        }
        #expect(throws: PainlogError.self) {
            try rules.checkLength(start: start(367 * day), end: end, field: .at, text: "2025-11-20")
        }
    }

    @Test func bothOptionsAreRefused() {
        #expect(throws: PainlogError.self) { try rules.request(duration: "1h", ended: "now", removable: true) }
    }
}
