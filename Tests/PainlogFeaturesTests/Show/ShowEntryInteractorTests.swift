import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct ShowEntryInteractorTests {
    let diary: TestDiary
    let interactor: ShowEntryInteractor

    init() throws {
        diary = try TestDiary()
        interactor = ShowEntryInteractor(store: diary.store)
        for number in 1...12 {
            _ = try diary.store.insert(entryContent(number, at: berlin(2026, 11, number), note: "entry \(number)"))
        }
    }

    @Test(arguments: ["12", "#12"])
    func findsAnEntryByItsNumber(text: String) throws {
        let entry = try interactor.entry(text)
        #expect(entry.id == 12)
        #expect(entry.uid == uid(12))
        #expect(entry.note == "entry 12")
    }

    @Test(arguments: ["abc", "", "#", "0", "-1", "1.5", "12a", "# 12", " 12", "##12", "99999999999999999999"])
    func aMalformedIDIsAUsageError(text: String) {
        let refusal: ErrorText =
            "'\(text)' is not an entry id; use the number shown by '\(hint: .listEntries)', e.g. 12 or #12, "
            + "a key such as @3f2a9c1e (at least 4 of its digits), or last for the latest entry"
        #expect(throws: PainlogError.usage(refusal)) {
            try interactor.entry(text)
        }
    }

    @Test func aMissingEntryIsAFailure() {
        #expect(throws: PainlogError(.failure, "no entry #13; '\(hint: .listEntries)' shows the ids")) {
            try interactor.entry("13")
        }
    }
}
