/// A medication taken, as `NAME` or `NAME DOSE` (`ibuprofen 400mg`, `codeine 30 mg`).
public struct Medication: Sendable, Equatable, Hashable {
    /// The medication's name, for example `ibuprofen`.
    ///
    public let name: String
    /// The dose as typed, for example `400mg` or `30 mg`; empty when none was given.
    ///
    public let dose: String

    /// Creates a medication from an already validated name and dose.
    public init(name: String, dose: String = "") {
        self.name = name
        self.dose = dose
    }

    /// The medication as a user writes it: `NAME` or `NAME DOSE`.
    public var text: String { dose.isEmpty ? name : name + " " + dose }

    /// Parses `NAME` or `NAME DOSE`, where DOSE is the trailing token(s) from the first
    /// token after the name that starts with a digit.
    ///
    /// Tokens are separated by white space of any kind (a no-break space pasted from a web page
    /// too), so that neither part ends in white space that `NameRules` would have trimmed. They are
    /// split by scalar, not by character: a character can join a space to a mark next to it, which
    /// would hide a separator, or drop the mark with it.
    ///
    /// The name follows `NameRules`; `allowingBidiControls` as there.
    public init(parsing raw: String, allowingBidiControls: Bool = false) throws(PainlogError) {
        let text = try NameRules.validated(raw, kind: .medication, allowingBidiControls: allowingBidiControls)
        let tokens = text.unicodeScalars.split(whereSeparator: { $0.properties.isWhitespace }).map(String.init)
        let doseStart = tokens.indices.dropFirst().first {
            tokens[$0].first?.isNumber == true && tokens[$0].first?.isASCII == true
        }
        if let doseStart {
            self.init(
                name: tokens[..<doseStart].joined(separator: " "),
                dose: tokens[doseStart...].joined(separator: " ")
            )
        } else {
            self.init(name: tokens.joined(separator: " "))
        }
    }

    /// The medication with a dose glued to the end of its name taken apart: `ibuprofen400mg` is
    /// `ibuprofen` at `400mg`; itself when it has a dose already or its name ends in no such dose.
    public var readingGluedDose: Medication {
        guard dose.isEmpty, let (name, dose) = Self.gluedDose(in: name) else { return self }
        return Medication(name: name, dose: dose)
    }

    /// The units a dose glued to a name may end in (`400mg`, `0.5g`, `100mcg`, `10ml`), longest first.
    static let gluedDoseUnits = ["mcg", "mg", "µg", "ug", "ml", "g"]

    /// `name` split before a dose glued to its last word (`ibuprofen400mg` → `ibuprofen`, `400mg`):
    /// the word's letters (3 at least, so that `B12mg` stays a name), then digits with at most one
    /// `.` or `,` between them, then one of `gluedDoseUnits` in any case; nil for any other name.
    public static func gluedDose(in name: String) -> (name: String, dose: String)? {
        let scalars = Array(name.unicodeScalars)
        let wordStart = (scalars.lastIndex { $0.properties.isWhitespace } ?? -1) + 1
        let lowered = name.lowercased()
        guard let unit = gluedDoseUnits.first(where: { lowered.hasSuffix($0) }) else { return nil }
        let numberEnd = scalars.count - unit.unicodeScalars.count
        func isDigit(_ index: Int) -> Bool { ("0"..."9").contains(scalars[index]) }
        var numberStart = numberEnd
        var separators = 0
        while numberStart > wordStart {
            if isDigit(numberStart - 1) {
                numberStart -= 1
            } else if [".", ","].contains(scalars[numberStart - 1]), separators == 0, numberStart < numberEnd,
                numberStart - 1 > wordStart, isDigit(numberStart - 2)
            {
                separators += 1
                numberStart -= 1
            } else {
                break
            }
        }
        let letters = scalars[wordStart..<numberStart]
        guard numberStart < numberEnd, letters.count >= 3, letters.allSatisfy(\.properties.isAlphabetic) else {
            return nil
        }
        var head = String.UnicodeScalarView()
        head.append(contentsOf: scalars[..<numberStart])
        var dose = String.UnicodeScalarView()
        dose.append(contentsOf: scalars[numberStart...])
        return (String(head), String(dose))
    }
}
