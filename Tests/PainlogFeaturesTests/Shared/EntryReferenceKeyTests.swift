import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// Keys and uid prefixes where an entry is named (`show`, `edit`, `delete`), against a real diary
/// with chosen uids.
@Suite struct EntryReferenceKeyTests {
    static let first = "3f2a9c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b"
    /// Shares 9 digits with `first`.
    static let second = "3f2a9c1e-5b00-4e8f-9b1a-2c3d4e5f6a7b"
    static let third = "77777777-0000-4000-8000-000000000001"

    let diary: TestDiary

    init() throws {
        diary = try TestDiary()
        for (number, uid) in [Self.first, Self.second, Self.third].enumerated() {
            _ = try diary.store.insert(content(uid: uid, day: number + 1))
        }
    }

    func content(uid: String, day: Int) -> EntryContent {
        let base = entryContent(day, at: berlin(2026, 11, day))
        return EntryContent(
            uid: uid, occurredAt: base.occurredAt, intensity: base.intensity, areas: [], tags: [], medications: [],
            note: "", createdAt: base.createdAt, updatedAt: base.updatedAt)
    }

    @Test func keysAreTheShortestUniquePrefixOfAtLeastEightDigits() throws {
        #expect(try diary.store.key(of: Self.first) == "3f2a9c1e5a")
        #expect(try diary.store.key(of: Self.second) == "3f2a9c1e5b")
        #expect(try diary.store.key(of: Self.third) == "77777777")
    }

    @Test(arguments: ["@77777777", "@7777", "@77777777-0000", "@7777-7777", "@77777777000040008000000000000001"])
    func aKeyOrUIDPrefixNamesItsEntry(text: String) throws {
        let entry = try EntryReference.parse(text).existingEntry(in: diary.store)
        #expect(entry.uid == Self.third)
    }

    @Test func lettersMakeTheAtSignOptionalAndCaseIsIgnored() throws {
        #expect(try EntryReference.parse("3F2A9C1E5A").existingEntry(in: diary.store).uid == Self.first)
        #expect(try EntryReference.parse("3f2a9c1e5b").existingEntry(in: diary.store).uid == Self.second)
    }

    @Test func digitsAloneAreAlwaysANumber() throws {
        #expect(try EntryReference.parse("7777") == .id(7777))
        #expect(try EntryReference.parse("#2") == .id(2))
    }

    @Test func anAmbiguousPrefixIsAUsageErrorListingTheMatches() throws {
        #expect(throws: PainlogError.self) { try EntryReference.parse("@3f2a").existingEntry(in: diary.store) }
        do {
            _ = try EntryReference.parse("@3f2a").existingEntry(in: diary.store)
        } catch let error as PainlogError {
            #expect(error.kind == .usage)
            let message = error.message
            #expect(message.contains("@3f2a names more than one entry"), "\(message)")
            #expect(message.contains("#1 @3f2a9c1e5a ("), "\(message)")
            #expect(message.contains("#2 @3f2a9c1e5b ("), "\(message)")
        }
    }

    @Test func aPrefixOfOnlyDeletedEntriesSaysWhenAndByWhichDiary() throws {
        let interactor = DeleteEntriesInteractor(
            store: diary.store, unitOfWork: diary.unitOfWork, calendar: fixedCalendar)
        try interactor.delete(try interactor.entries(["@7777"]))
        let diaryID = try diary.storage.settings.diaryID()
        do {
            _ = try EntryReference.parse("@7777").existingEntry(in: diary.store)
            Issue.record("a deleted entry was found")
        } catch let error as PainlogError {
            #expect(error.kind == .failure)
            #expect(
                error.message
                    == "@7777 names an entry that was deleted: @77777777 on Sun 2026-11-22 08:30 "
                    + "by diary \(diaryID.prefix(8))", "\(error.message)")
        }
    }

    @Test func aLiveEntryBesideDeletedOnesIsTheOneNamed() throws {
        let interactor = DeleteEntriesInteractor(
            store: diary.store, unitOfWork: diary.unitOfWork, calendar: fixedCalendar)
        try interactor.delete(try interactor.entries(["2"]))
        // The deletion still holds its digits: the live entry's key stays 10 long.
        #expect(try diary.store.key(of: Self.first) == "3f2a9c1e5a")
        #expect(try EntryReference.parse("@3f2a").existingEntry(in: diary.store).uid == Self.first)
    }

    @Test func aPrefixOfNothingIsAFailure() {
        #expect(
            throws: PainlogError(
                .failure,
                "no entry or deletion has a key or uid beginning @abcd; '\(hint: .listEntries)' shows the ids and "
                    + "'show' each entry's key")
        ) { try EntryReference.parse("abcd").existingEntry(in: diary.store) }
    }
}
