import PainlogDomain
import Testing

/// The name rule for bidirectional controls (issue 24, finding 8): refused in new names, naming
/// the control and its position; allowed in names that only find a stored one.
@Suite struct NameRulesTests {
    @Test func aNewNameWithAControlIsRefusedNamingItAndItsPosition() {
        #expect(
            throws: PainlogError.usage(
                "area '\\u{202E}kcab' holds U+202E RIGHT-TO-LEFT OVERRIDE at character 1, which makes text show in "
                    + "another order; names must not hold U+202A–U+202E or U+2066–U+2069")
        ) {
            try NameRules.validated("\u{202E}kcab", kind: .area)
        }
        #expect(
            throws: PainlogError.usage(
                "tag 'x\\u{2067}y' holds U+2067 RIGHT-TO-LEFT ISOLATE at character 2, which makes text show in "
                    + "another order; names must not hold U+202A–U+202E or U+2066–U+2069")
        ) {
            // Counted in the trimmed name, from 1.
            try NameRules.validated("  \u{3000}x\u{2067}y ", kind: .tag)
        }
        #expect(throws: PainlogError.self) { try Medication(parsing: "ibu\u{202D}profen 400mg") }
    }

    @Test func aNameThatOnlyFindsAStoredOneMayHoldAControl() throws {
        #expect(try NameRules.validated(" \u{202E}kcab ", kind: .area, allowingBidiControls: true) == "\u{202E}kcab")
        #expect(try Medication(parsing: "\u{202E}ubi 400mg", allowingBidiControls: true).name == "\u{202E}ubi")
        // The other rules still hold.
        #expect(throws: PainlogError.self) {
            try NameRules.validated("a;\u{202E}", kind: .area, allowingBidiControls: true)
        }
    }

    @Test func theMarksStayAllowedInNames() throws {
        #expect(try NameRules.validated("כאב\u{200F}", kind: .area) == "כאב\u{200F}")
        #expect(try NameRules.validated("a\u{200E}b\u{061C}", kind: .tag) == "a\u{200E}b\u{061C}")
    }
}
