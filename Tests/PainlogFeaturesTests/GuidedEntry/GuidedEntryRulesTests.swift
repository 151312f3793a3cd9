import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogSystem
import Testing

/// The guided entry reads each answer by `log`'s rules; numbers pick from the known names.
@Suite struct GuidedEntryRulesTests {
    /// Sun 2026-11-22 08:30 +01:00 in Berlin.
    private let rules = GuidedEntryRules(
        calendar: LocalCalendar(
            clock: FixedTimeSource(1_795_332_600), zone: TimeZoneRules(identifier: "Europe/Berlin")!))
    private let known = ["head", "lower back", "neck"]

    @Test(arguments: [("7", "7"), (" 0 ", "0"), ("10", "10")])
    func anIntensityIsAWholeNumberFromZeroToTen(answer: String, read: String) throws {
        #expect(try rules.intensity(answer) == read)
    }

    @Test(arguments: ["", "11", "-1", "5.5", "five"])
    func anythingElseIsRefusedSayingWhy(answer: String) {
        #expect(throws: PainlogError.self) { try rules.intensity(answer) }
    }

    @Test(arguments: [
        ("", []),
        (" , ", []),
        ("2", ["lower back"]),
        ("3, 1", ["neck", "head"]),
        ("1, upper back ,2", ["head", "upper back", "lower back"]),
        ("HEAD, 1", ["HEAD"]),
        ("knee", ["knee"]),
        // Found by the name fuzzer: a combining mark after a space stays, as `log --area` keeps it.
        ("  \u{360}   0  ,,", ["\u{360}   0"]),
    ])
    func numbersPickKnownNamesAndWordsAreNewNames(answer: String, names: [String]) throws {
        #expect(try rules.names(answer, known: known, kind: .area) == names)
    }

    @Test func aMedicationKeepsItsDose() throws {
        #expect(
            try rules.names("1, codeine 30 mg", known: ["ibuprofen"], kind: .medication) == [
                "ibuprofen", "codeine 30 mg",
            ])
    }

    @Test(arguments: [
        ("4", "there is no area numbered 4; use 1–3 or type a name"),
        ("0", "there is no area numbered 0; use 1–3 or type a name"),
        ("99999999999999999999", "there is no area numbered 99999999999999999999; use 1–3 or type a name"),
        ("a;b", "area 'a;b' must not contain ';'"),
    ])
    func aNumberOutsideTheListOrABadNameIsRefused(answer: String, message: String) {
        #expect(throws: PainlogError.usage(message)) { try rules.names(answer, known: known, kind: .area) }
    }

    @Test func withNothingKnownANumberSaysToTypeAName() {
        #expect(throws: PainlogError.usage("there is no tag numbered 1 yet; type a name")) {
            try rules.names("1", known: [], kind: .tag)
        }
    }

    @Test func anEmptyNoteOrTimeIsNoneOrNow() throws {
        #expect(try rules.note("") == nil)
        #expect(try rules.note("  ") == nil)
        #expect(try rules.note(" kept as typed ") == " kept as typed ")
        #expect(try rules.when("") == nil)
        #expect(try rules.when(" last night ") == "last night")
    }

    @Test(arguments: ["tomorrow", "in 2h", "2026-11-23"])
    func aTimeThatIsNotOneOrInTheFutureIsRefused(answer: String) {
        #expect(throws: PainlogError.self) { try rules.when(answer) }
    }

    @Test func givenValuesAreCheckedAsTheirOptionsAre() {
        #expect(throws: PainlogError.self) { try rules.check(GuidedEntryAnswers(areas: ["a;b"])) }
        #expect(throws: PainlogError.self) { try rules.check(GuidedEntryAnswers(at: "soon")) }
        #expect(throws: PainlogError.self) { try rules.check(GuidedEntryAnswers(medications: [""])) }
        #expect(throws: Never.self) {
            try rules.check(GuidedEntryAnswers(areas: ["head"], at: "last night", note: "x"))
        }
    }
}
