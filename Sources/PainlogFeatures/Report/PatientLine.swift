public import PainlogDomain

/// The line of the person's choosing that a report prints in every page's header (`--patient`):
/// a name, a date of birth, a clinic number.
///
/// Never in the HTML's `<title>` or the file name, which travel further than the page (browser
/// history, mail attachments).
public struct PatientLine: Sendable, Equatable {
    /// The longest line allowed, in Unicode scalar values.
    public static let maximumLength = 200

    /// The line, trimmed.
    public let text: String

    /// Checks `raw`: at most 200 characters, no control characters (a line break included) and no
    /// bidirectional controls, which would make the printed line read in another order.
    ///
    /// - Throws: a usage error naming the value and what is accepted.
    public init(_ raw: String) throws(PainlogError) {
        let text = String(raw.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if text.unicodeScalars.count > Self.maximumLength {
            throw .usage(
                "\(field: .patient) '\(QuotedValue.shown(text))' is longer than \(Self.maximumLength) characters; "
                    + "give a shorter line, e.g. \"Jane Example, born 1970-01-01\"")
        }
        if text.unicodeScalars.contains(where: {
            $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
                || BidiControls.contains($0)
        }) {
            throw .usage(
                "\(field: .patient) '\(QuotedValue.shown(text))' holds a control character; "
                    + "give one line of plain text, e.g. \"Jane Example, born 1970-01-01\"")
        }
        self.text = text
    }
}
