import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct LogEntryInteractorTests {
    let diary: TestDiary
    let interactor: LogEntryInteractor

    init() throws {
        diary = try TestDiary()
        let uids = UIDSequence()
        interactor = LogEntryInteractor(
            unitOfWork: diary.unitOfWork, calendar: fixedCalendar, makeUID: { uids.next() })
    }

    @Test func logsAValidEntryWithEveryField() throws {
        let note = "Woke up, \"badly\"\nthen better 😖\u{200F}"
        let entry = try interactor.log(
            LogEntryRequest(
                intensity: "7", areas: ["head", " Neck ", "HEAD"], at: "2026-11-22 07:15", note: note,
                tags: ["wetter", "Wetter"], medications: ["ibuprofen 400mg", "codeine 30 mg", "magnesium"]))

        let now = Timestamp(seconds: fixedNow, offset: 3600)
        let expected = Entry(
            id: 1, uid: uid(1), occurredAt: berlin(2026, 11, 22, 7, 15), intensity: Intensity(7)!,
            areas: ["head", "Neck"],
            tags: ["wetter"],
            medications: [
                Medication(name: "ibuprofen", dose: "400mg"), Medication(name: "codeine", dose: "30 mg"),
                Medication(name: "magnesium"),
            ],
            note: note, createdAt: now, updatedAt: now)
        #expect(entry == expected)
        #expect(try diary.store.entry(id: entry.id) == expected)
        #expect(try diary.journal.recentSteps(limit: 5).map(\.summary) == ["log #1"])
    }

    @Test func withoutAtTheEntryHappenedNow() throws {
        let entry = try interactor.log(LogEntryRequest(intensity: "0"))
        #expect(entry.occurredAt == Timestamp(seconds: fixedNow, offset: 3600))
        #expect(entry.areas.isEmpty)
        #expect(entry.note == "")
    }

    @Test func anExplicitOffsetIsKept() throws {
        let entry = try interactor.log(LogEntryRequest(intensity: "3", at: "2026-11-22T06:00+05:30"))
        // 06:00 at +05:30 is 00:30 UTC, seven hours before now (07:30 UTC).
        #expect(entry.occurredAt == Timestamp(seconds: fixedNow - 7 * 3600, offset: 19_800))
        #expect(entry.occurredAt.iso8601 == "2026-11-22T06:00:00+05:30")
    }

    @Test func theLongestAllowedValuesAreAccepted() throws {
        let area = String(repeating: "ä", count: 64)
        let note = String(repeating: "😖", count: 10_000)
        let entry = try interactor.log(LogEntryRequest(intensity: "10", areas: [area], note: note))
        #expect(entry.areas == [area])
        #expect(entry.note == note)
    }

    @Test func aTimeOneMinuteAheadIsStillAccepted() throws {
        let entry = try interactor.log(LogEntryRequest(intensity: "4", at: "2026-11-22 08:31"))
        #expect(entry.occurredAt.seconds == fixedNow + 60)
    }

    static let badRequests: [LogEntryRequest] = [
        LogEntryRequest(intensity: "11"),
        LogEntryRequest(intensity: "-1"),
        LogEntryRequest(intensity: "5.5"),
        LogEntryRequest(intensity: "five"),
        LogEntryRequest(intensity: ""),
        LogEntryRequest(intensity: "5", areas: ["neck;head"]),
        LogEntryRequest(intensity: "5", areas: [""]),
        LogEntryRequest(intensity: "5", areas: ["   "]),
        LogEntryRequest(intensity: "5", areas: [String(repeating: "x", count: 65)]),
        LogEntryRequest(intensity: "5", areas: ["knee\u{07}"]),
        LogEntryRequest(intensity: "5", areas: ["head", "knee\nleft"]),
        LogEntryRequest(intensity: "5", tags: ["a;b"]),
        LogEntryRequest(intensity: "5", medications: [""]),
        LogEntryRequest(intensity: "5", note: String(repeating: "n", count: 10_001)),
        LogEntryRequest(intensity: "5", at: "tomorrow-ish"),
        LogEntryRequest(intensity: "5", at: "2026-13-01"),
        LogEntryRequest(intensity: "5", at: ""),
        LogEntryRequest(intensity: "5", at: "2026-11-22 10:00"),
        LogEntryRequest(intensity: "5", at: "2026-11-22 08:31:01"),
        LogEntryRequest(intensity: "5", at: "2026-11-23"),
    ]

    @Test(arguments: badRequests)
    func aBadValueIsAUsageErrorAndWritesNothing(request: LogEntryRequest) throws {
        let error = try #require(throws: PainlogError.self) { try interactor.log(request) }
        #expect(error.kind == .usage)
        #expect(!error.message.isEmpty)
        #expect(try diary.count == 0)
        #expect(try diary.journal.recentSteps(limit: 5).isEmpty)
    }

    @Test func theErrorNamesTheBadValue() throws {
        let intensity = try #require(throws: PainlogError.self) {
            try interactor.log(LogEntryRequest(intensity: "five"))
        }
        #expect(intensity.message == "intensity must be a whole number 0–10, got 'five'")
        let area = try #require(throws: PainlogError.self) {
            try interactor.log(LogEntryRequest(intensity: "5", areas: ["neck;head"]))
        }
        #expect(area.message == "area 'neck;head' must not contain ';'")
        let note = try #require(throws: PainlogError.self) {
            try interactor.log(LogEntryRequest(intensity: "5", note: String(repeating: "n", count: 10_001)))
        }
        #expect(note.message == "note is 10001 characters long; the limit is 10000")
        let future = try #require(throws: PainlogError.self) {
            try interactor.log(LogEntryRequest(intensity: "5", at: "2026-11-22 10:00"))
        }
        #expect(future.message.contains("'2026-11-22 10:00' is in the future"), "\(future.message)")
    }
}
