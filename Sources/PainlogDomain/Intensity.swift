/// Pain intensity on the Numeric Rating Scale: 0 no pain, 10 worst imaginable.
public struct Intensity: Sendable, Equatable, Hashable, Comparable {
    /// The lowest value on the scale.
    public static let minimum = 0
    /// The highest value on the scale.
    public static let maximum = 10

    /// A whole number from 0 to 10.
    public let value: Int

    /// Creates an intensity, or nil when `value` is outside 0–10.
    public init?(_ value: Int) {
        guard (Self.minimum...Self.maximum).contains(value) else { return nil }
        self.value = value
    }

    /// Parses the text a user typed: a whole number 0–10 and nothing else (no sign, no decimals).
    ///
    /// An error names `field` when the number was given for one (`--min`), else the intensity.
    public init(parsing text: String, field: InputField? = nil) throws(PainlogError) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, trimmed.utf8.count <= 2, trimmed.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let number = Int(trimmed), let intensity = Intensity(number)
        else {
            let name: ErrorText = field.map { "\(field: $0)" } ?? "intensity"
            throw .usage(name + " must be a whole number 0–10, got '\(QuotedValue.shown(text))'")
        }
        self = intensity
    }

    public static func < (lhs: Intensity, rhs: Intensity) -> Bool { lhs.value < rhs.value }
}
