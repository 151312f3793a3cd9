import Foundation
import PainlogDomain
import Testing

@testable import PainlogStorage

@Suite struct SQLiteEntryStoreTests {
    let folder = TemporaryFolder()
    let storage: SQLiteStorage
    var store: any EntryStore { storage.entries }

    init() throws {
        storage = try openStorage(folder.file("diary.sqlite"))
    }

    struct Oops: Error {}

    // MARK: Round trips

    static let notes = [
        "",
        "He said \"ouch\" and 'ouch' again, then left; \\ backslash, comma, semicolon",
        "line one\nline two\n\nline four",
        "windows\r\nline ends\r\n",
        "Kopfschmerzen 😖🤕 seit 3 Tagen",
        "\u{200F}כאב ראש\u{200F} with a right-to-left mark",
        "family 👩\u{200D}👩\u{200D}👧 zero-width joiner, e\u{0301} combining accent, \u{FEFF} byte-order mark",
        "tab\there and a bell \u{07} and escape \u{1B}[31m",
        String(repeating: "ä😖x", count: 3333) + "!",
    ]

    @Test(arguments: notes)
    func insertedEntryComesBackExactly(note: String) throws {
        let entry = try store.insert(
            EntryContent(
                uid: "4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab",
                occurredAt: Timestamp(seconds: 1_795_300_000, offset: 19_800),
                intensity: Intensity(10)!,
                areas: ["Rücken", "頭", "neck"],
                tags: ["Migräne", "wetter"],
                medications: [
                    Medication(name: "ibuprofen", dose: "400mg"), Medication(name: "codeine", dose: "30 mg"),
                ],
                note: note,
                createdAt: Timestamp(seconds: 1_795_332_600, offset: 3600),
                updatedAt: Timestamp(seconds: 1_795_332_601, offset: -18_000)))

        let read = try #require(try store.entry(id: entry.id))
        #expect(read == entry)
        #expect(read.uid == "4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab")
        #expect(read.occurredAt == Timestamp(seconds: 1_795_300_000, offset: 19_800))
        #expect(read.intensity == Intensity(10))
        #expect(read.areas == ["Rücken", "頭", "neck"])
        #expect(read.tags == ["Migräne", "wetter"])
        #expect(
            read.medications == [
                Medication(name: "ibuprofen", dose: "400mg"), Medication(name: "codeine", dose: "30 mg"),
            ])
        #expect(Array(read.note.utf8) == Array(note.utf8))
        #expect(read.createdAt == Timestamp(seconds: 1_795_332_600, offset: 3600))
        #expect(read.updatedAt == Timestamp(seconds: 1_795_332_601, offset: -18_000))
    }

    @Test func aTenThousandCharacterNoteIsKeptWhole() throws {
        let note = String(repeating: "ä😖x\n", count: 2500)
        #expect(note.unicodeScalars.count == 10_000)
        let entry = try store.insert(content(1, note: note))
        #expect(try store.entry(id: entry.id)?.note == note)
    }

    @Test func aMissingIDReadsAsNil() throws {
        #expect(try store.entry(id: 42) == nil)
    }

    @Test func idsIncrease() throws {
        let first = try store.insert(content(1))
        let second = try store.insert(content(2))
        #expect(second.id > first.id)
    }

    // MARK: Names

    @Test func areasCompareCaseInsensitivelyAndKeepTheFirstSpelling() throws {
        let first = try store.insert(content(1, areas: ["Rücken"]))
        let second = try store.insert(content(2, areas: ["RÜCKEN"]))
        let third = try store.insert(content(3, areas: ["rücken", "Head"]))

        #expect(try store.entry(id: first.id)?.areas == ["Rücken"])
        #expect(try store.entry(id: second.id)?.areas == ["Rücken"])
        #expect(try store.entry(id: third.id)?.areas == ["Rücken", "Head"])
    }

    @Test func tagsAndMedicationsKeepTheFirstSpellingToo() throws {
        _ = try store.insert(content(1, tags: ["Wetter"], medications: [Medication(name: "Ibuprofen", dose: "400mg")]))
        let second = try store.insert(content(2, tags: ["WETTER"], medications: [Medication(name: "IBUPROFEN")]))
        #expect(second.tags == ["Wetter"])
        #expect(second.medications == [Medication(name: "Ibuprofen")])
    }

    @Test func namesKeepTheEntrysOwnOrder() throws {
        _ = try store.insert(content(1, areas: ["a", "b", "c"]))
        let entry = try store.insert(content(2, areas: ["c", "a", "b"], tags: ["z", "y"]))
        #expect(try store.entry(id: entry.id)?.areas == ["c", "a", "b"])
        #expect(try store.entry(id: entry.id)?.tags == ["z", "y"])
    }

    @Test func theSameMedicationTwiceInOneEntryIsKeptTwice() throws {
        let medications = [
            Medication(name: "ibuprofen", dose: "400mg"), Medication(name: "paracetamol"),
            Medication(name: "ibuprofen", dose: "200 mg"),
        ]
        let entry = try store.insert(content(1, medications: medications))
        #expect(try store.entry(id: entry.id)?.medications == medications)
    }

    // MARK: Filters

    /// Entries at known times, intensities, names and notes; returns their ids by number.
    func insertFilterFixture() throws -> [Int: Int64] {
        let rows: [(Int, Timestamp, Int, [String], [String], String)] = [
            (1, berlin(2026, 11, 20, 23, 59, 59), 2, ["Head"], ["wetter"], "voller ÄRGER heute"),
            (2, berlin(2026, 11, 21, 0, 0, 0), 5, ["neck"], [], "nothing special"),
            (3, berlin(2026, 11, 21, 12, 0, 0), 7, ["Rücken", "neck"], ["Sport"], "nach dem Lauf"),
            (4, berlin(2026, 11, 22, 8, 0, 0), 10, [], ["sport"], "Ärger im Büro"),
            (5, berlin(2026, 11, 22, 8, 0, 0), 0, ["head"], [], ""),
        ]
        var ids: [Int: Int64] = [:]
        for (number, time, intensity, areas, tags, note) in rows {
            ids[number] = try store.insert(
                content(number, at: time, intensity: intensity, areas: areas, tags: tags, note: note)
            ).id
        }
        return ids
    }

    func numbers(_ filter: EntryFilter, ids: [Int: Int64], order: EntryOrder = .oldestFirst) throws -> [Int] {
        let byID = Dictionary(uniqueKeysWithValues: ids.map { ($1, $0) })
        let found = try store.entries(matching: filter, order: order, limit: nil).map { byID[$0.id] ?? -1 }
        #expect(try store.count(matching: filter) == found.count)
        return found
    }

    @Test func sinceIsInclusiveAndBeforeExclusive() throws {
        let ids = try insertFilterFixture()
        let midnight = berlin(2026, 11, 21, 0, 0, 0).seconds
        #expect(try numbers(EntryFilter(since: midnight), ids: ids) == [2, 3, 4, 5])
        #expect(try numbers(EntryFilter(before: midnight), ids: ids) == [1])
        #expect(
            try numbers(EntryFilter(since: midnight, before: berlin(2026, 11, 22, 8, 0, 0).seconds), ids: ids) == [
                2, 3,
            ])
        #expect(try numbers(EntryFilter(since: midnight, before: midnight), ids: ids) == [])
    }

    @Test func areasMatchAnyOfThemIgnoringCase() throws {
        let ids = try insertFilterFixture()
        #expect(try numbers(EntryFilter(areas: ["HEAD"]), ids: ids) == [1, 5])
        #expect(try numbers(EntryFilter(areas: ["RÜCKEN"]), ids: ids) == [3])
        #expect(try numbers(EntryFilter(areas: ["head", "Neck"]), ids: ids) == [1, 2, 3, 5])
        #expect(try numbers(EntryFilter(areas: ["knee"]), ids: ids) == [])
    }

    @Test func tagsMatchAnyOfThemIgnoringCase() throws {
        let ids = try insertFilterFixture()
        #expect(try numbers(EntryFilter(tags: ["SPORT"]), ids: ids) == [3, 4])
        #expect(try numbers(EntryFilter(tags: ["sport", "Wetter"]), ids: ids) == [1, 3, 4])
    }

    @Test func intensityBoundsAreInclusive() throws {
        let ids = try insertFilterFixture()
        #expect(try numbers(EntryFilter(minimumIntensity: Intensity(5)), ids: ids) == [2, 3, 4])
        #expect(try numbers(EntryFilter(maximumIntensity: Intensity(5)), ids: ids) == [1, 2, 5])
        #expect(
            try numbers(EntryFilter(minimumIntensity: Intensity(5), maximumIntensity: Intensity(7)), ids: ids) == [
                2, 3,
            ])
        #expect(
            try numbers(EntryFilter(minimumIntensity: Intensity(0), maximumIntensity: Intensity(0)), ids: ids) == [5])
    }

    @Test func noteSearchIgnoresCaseBeyondASCII() throws {
        let ids = try insertFilterFixture()
        #expect(try numbers(EntryFilter(noteContains: "ÄRGER"), ids: ids) == [1, 4])
        #expect(try numbers(EntryFilter(noteContains: "ärger"), ids: ids) == [1, 4])
        #expect(try numbers(EntryFilter(noteContains: "LAUF"), ids: ids) == [3])
        #expect(try numbers(EntryFilter(noteContains: "%"), ids: ids) == [])
        #expect(try numbers(EntryFilter(noteContains: "_"), ids: ids) == [])
    }

    @Test func everyConditionMustHold() throws {
        let ids = try insertFilterFixture()
        let filter = EntryFilter(
            since: berlin(2026, 11, 21, 0, 0, 0).seconds, areas: ["neck"], tags: ["sport"],
            minimumIntensity: Intensity(6), noteContains: "lauf")
        #expect(try numbers(filter, ids: ids) == [3])
    }

    @Test func orderIsByTimeWithTiesBrokenByID() throws {
        let ids = try insertFilterFixture()
        #expect(try numbers(.all, ids: ids, order: .oldestFirst) == [1, 2, 3, 4, 5])
        #expect(try numbers(.all, ids: ids, order: .newestFirst) == [5, 4, 3, 2, 1])
    }

    @Test func orderDoesNotFollowInsertionOrder() throws {
        let late = try store.insert(content(1, at: berlin(2026, 11, 22)))
        let early = try store.insert(content(2, at: berlin(2026, 11, 1)))
        #expect(try store.entries(matching: .all, order: .newestFirst, limit: nil).map(\.id) == [late.id, early.id])
        #expect(try store.entries(matching: .all, order: .oldestFirst, limit: nil).map(\.id) == [early.id, late.id])
    }

    @Test func limitTakesTheFirstInOrder() throws {
        let ids = try insertFilterFixture()
        #expect(try store.entries(matching: .all, order: .newestFirst, limit: 2).map(\.id) == [ids[5], ids[4]])
        #expect(try store.entries(matching: .all, order: .oldestFirst, limit: 2).map(\.id) == [ids[1], ids[2]])
        #expect(try store.entries(matching: .all, order: .newestFirst, limit: 100).count == 5)
        #expect(try store.count(matching: .all) == 5)
    }

    @Test func forEachEntryStreamsInOrderAndStopsOnAThrow() throws {
        _ = try insertFilterFixture()
        var seen: [Int64] = []
        #expect(throws: Oops.self) {
            try store.forEachEntry(matching: .all, order: .oldestFirst, limit: nil) { entry in
                seen.append(entry.id)
                if seen.count == 2 { throw Oops() }
            }
        }
        #expect(seen.count == 2)
        // The statement was released: writing works afterwards.
        _ = try store.insert(content(99))
        #expect(try store.count(matching: .all) == 6)
    }

    // MARK: Ends

    @Test func anEndRoundTripsWithItsOwnOffsetThroughEveryReadAndUpdate() throws {
        // Across the night the clocks went back in Berlin: starts at +02:00, ends at +01:00.
        let start = Timestamp(seconds: 1_792_875_600, offset: 7_200)
        let end = Timestamp(seconds: 1_792_893_600, offset: 3_600)
        let written = Timestamp(seconds: 1_795_332_600, offset: 3_600)
        let ended = try store.insert(
            EntryContent(
                uid: "4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab", occurredAt: start, endedAt: end,
                intensity: Intensity(8)!, areas: ["head"], tags: [], medications: [], note: "",
                createdAt: written, updatedAt: written))
        #expect(ended.endedAt == end)
        #expect(try store.entry(id: ended.id)?.endedAt == end)
        #expect(try store.entry(uid: ended.uid)?.endedAt == end)
        _ = try store.insert(content(2))
        // The streamed read of export and list --all.
        var streamed: [Int64: Timestamp?] = [:]
        try store.forEachEntry(matching: .all, order: .oldestFirst, limit: nil) { streamed[$0.id] = $0.endedAt }
        #expect(streamed.count == 2)
        #expect(streamed[ended.id] == .some(end))
        #expect(streamed.values.filter { $0 == nil }.count == 1)

        let removed = try store.update(
            id: ended.id,
            with: EntryContent(
                uid: ended.uid, occurredAt: start, endedAt: nil, intensity: ended.intensity, areas: ended.areas,
                tags: [], medications: [], note: "", createdAt: written, updatedAt: written))
        #expect(removed.endedAt == nil)
        #expect(try store.entry(id: ended.id)?.endedAt == nil)
    }

    // MARK: Hostile text

    @Test func sqlInjectionTextIsStoredVerbatimAndFiltersHarmlessly() throws {
        let path = folder.file("diary.sqlite")
        let schemaBefore = try schema(path)
        let hostile = "'); DROP TABLE entries; --"
        let entry = try store.insert(content(1, areas: [hostile], tags: ["\" OR 1=1 --"], note: hostile))
        _ = try store.insert(content(2, areas: ["head"], note: "harmless"))

        #expect(try store.entry(id: entry.id)?.note == hostile)
        #expect(try store.entry(id: entry.id)?.areas == [hostile])
        #expect(
            try store.entries(matching: EntryFilter(areas: [hostile]), order: .newestFirst, limit: nil).map(\.id) == [
                entry.id
            ])
        #expect(
            try store.entries(matching: EntryFilter(tags: ["\" OR 1=1 --"]), order: .newestFirst, limit: nil).map(\.id)
                == [entry.id])
        #expect(try store.count(matching: EntryFilter(noteContains: hostile)) == 1)
        #expect(try store.count(matching: EntryFilter(areas: ["x' OR '1'='1"])) == 0)
        #expect(try store.count(matching: .all) == 2)
        #expect(try schema(path) == schemaBefore)
    }

    // MARK: Transactions

    @Test func aThrownErrorRollsBackEverythingInTheTransaction() throws {
        #expect(throws: Oops.self) {
            try storage.unitOfWork.inWriteTransaction { _ in
                _ = try store.insert(content(1, areas: ["new area"]))
                _ = try store.insert(content(2))
                throw Oops()
            }
        }
        #expect(try store.count(matching: .all) == 0)
        // The name written inside the transaction went too: a new spelling is kept.
        let entry = try store.insert(content(3, areas: ["NEW AREA"]))
        #expect(entry.areas == ["NEW AREA"])
    }

    @Test func aNestedTransactionRollsBackOnlyItsOwnPart() throws {
        let (outer, after) = try storage.unitOfWork.inWriteTransaction { _ in
            let outer = try store.insert(content(1))
            #expect(throws: Oops.self) {
                try storage.unitOfWork.inWriteTransaction { _ in
                    _ = try store.insert(content(2))
                    throw Oops()
                }
            }
            let after = try store.insert(content(3))
            return (outer, after)
        }
        let uids = try store.entries(matching: .all, order: .oldestFirst, limit: nil).map(\.uid)
        #expect(uids == [testUID(1), testUID(3)])
        #expect(try store.entry(id: outer.id) == outer)
        #expect(try store.entry(id: after.id) == after)
    }

    @Test func aTransactionReturnsItsValueAndCommits() throws {
        let id = try storage.unitOfWork.inWriteTransaction { _ in try store.insert(content(1)).id }
        let other = try openStorage(folder.file("diary.sqlite"))
        #expect(try other.entries.entry(id: id)?.uid == testUID(1))
    }

    @Test func aFailedInsertWritesNothing() throws {
        _ = try store.insert(content(1))
        #expect(throws: (any Error).self) { try store.insert(content(2, areas: ["knee"], uid: testUID(1))) }
        #expect(try store.count(matching: .all) == 1)
        let entry = try store.insert(content(3, areas: ["KNEE"]))
        #expect(entry.areas == ["KNEE"])
    }
}
