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
}
