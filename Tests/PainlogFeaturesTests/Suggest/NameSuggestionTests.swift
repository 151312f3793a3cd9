import PainlogDomain
import Testing

@testable import PainlogFeatures

@Suite struct NameSuggestionTests {
    @Test(
        arguments: [
            ("lower bakc", ["head", "lower back"], "lower back"),  // neighbours swapped: one edit
            ("Lower Bak", ["lower back"], "lower back"),  // any case
            ("heda", ["neck", "head"], "head"),
            ("hed", ["head"], "head"),
            ("sumatriptn", ["sumatriptan"], "sumatriptan"),
            ("ibuprofne", ["ibuprofen", "paracetamol"], "ibuprofen"),
            ("migarine", ["migraine"], "migraine"),
            ("shouldres", ["shoulder", "shoulders"], "shoulders"),  // the closer one, not the more used
            ("shoulderz", ["shoulder", "shoulders"], "shoulder"),  // a tie: the more used
        ] as [(String, [String], String)])
    func closeNameIsSuggested(name: String, known: [String], expected: String) {
        #expect(NameSuggestion.closest(to: name, among: known) == expected)
    }

    @Test(
        arguments: [
            ("head", ["head"]),  // the same name
            ("HEAD", ["head"]),  // the same name, other case
            ("neck", ["back"]),  // two edits in a short name
            ("knee", ["head", "neck"]),
            ("lower back", ["upper back"]),  // three edits
            ("", ["head"]),
            ("x", []),
        ] as [(String, [String])])
    func farOrSameNameIsNot(name: String, known: [String]) {
        #expect(NameSuggestion.closest(to: name, among: known) == nil)
    }

    @Test func editDistanceCountsSwapsAsOne() {
        #expect(NameSuggestion.editDistance("abcd", "abdc", limit: 2) == 1)
        #expect(NameSuggestion.editDistance("kitten", "sitting", limit: 5) == 3)
        #expect(NameSuggestion.editDistance("", "ab", limit: 2) == 2)
        #expect(NameSuggestion.editDistance("a", "abcdef", limit: 2) == 3)
    }
}
