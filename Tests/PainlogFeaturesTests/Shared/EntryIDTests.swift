import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct EntryIDTests {
    @Test(arguments: [("1", Int64(1)), ("12", 12), ("#12", 12), ("007", 7), ("9223372036854775807", Int64.max)])
    func readsANumberWithOrWithoutHash(text: String, id: Int64) throws {
        #expect(try EntryID.parse(text) == id)
    }

    @Test(arguments: ["", "#", "0", "#0", "-1", "+1", "1.5", "12a", "# 12", "１２", "9223372036854775808"])
    func rejectsAnythingElse(text: String) {
        let refusal: ErrorText =
            "'\(text)' is not an entry id; use the number shown by '\(hint: .listEntries)', e.g. 12 or #12"
        #expect(throws: PainlogError.usage(refusal)) {
            try EntryID.parse(text)
        }
    }
}
