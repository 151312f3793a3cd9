import PainlogDomain
import PropertyBased
import Testing

/// Medication texts: a name, a run of white space of several kinds (no-break and ideographic
/// spaces, line separators) with invisible scalars among it, then usually a dose.
private let medicationTexts = zip(
    texts(of: ["ibuprofen", "co", "codeine", "B12", " ", "\u{A0}"] + letterPieces + directionPieces, count: 1...3),
    texts(of: [" ", " ", "\u{A0}", "\u{2003}", "\u{3000}", "\u{2028}", "\u{200B}", "\u{FEFF}"], count: 1...3),
    texts(of: ["400mg", "30", "1,5", "2 x 500 mg", "5", " mg", "µg", "\u{A0}ml"], count: 0...2)
).map { name, space, dose in name + space + dose }

@Suite struct MedicationPropertyTests {
    /// A medication's text reads back as the same medication, and its name is a valid name as
    /// `NameRules` stores names (the fuzzer once found a name ending in a no-break space).
    ///
    /// Parsed as a stored name is (a sync file's, which may hold bidirectional controls), so the
    /// direction pieces still reach the parser; a new name with one is refused, whatever else.
    @Test func textReadsBackAndNameIsValid() {
        checkProperty(medicationTexts, count: 1000) { raw in
            guard let medication = try? Medication(parsing: raw, allowingBidiControls: true) else { return }
            try #require(
                try Medication(parsing: medication.text, allowingBidiControls: true) == medication,
                "\(raw.debugDescription)")
            try #require(
                try NameRules.validated(medication.name, kind: .medication, allowingBidiControls: true)
                    == medication.name,
                "\(raw.debugDescription)")
            try #require(
                (try? Medication(parsing: raw)) == nil
                    || !raw.unicodeScalars.contains(where: BidiControls.contains),
                "\(raw.debugDescription)")
        }
    }
}
