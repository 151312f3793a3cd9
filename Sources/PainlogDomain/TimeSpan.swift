/// A length of time as a person writes it: a whole number and a unit, `30m`, `4h`, `2d`, `1w`, or
/// several together, largest first (`1h30m`).
///
/// Used for `due --within`.
public struct TimeSpan: Sendable, Equatable {
    /// The length in seconds; always positive.
    public let seconds: Int64

    /// What the parser accepts, for error messages.
    public static let acceptedForms = "a whole number of minutes, hours, days or weeks, e.g. 30m, 4h, 1h30m, 2d, 1w"

    /// The longest span accepted: a year is more than any reminder needs, and keeps arithmetic far
    /// from overflow.
    public static let maximumSeconds: Int64 = 366 * 86_400

    /// `due`'s window unless told otherwise: 4 hours.
    public static let defaultDueWindow = TimeSpan(validSeconds: 4 * 3_600)

    private init(validSeconds: Int64) { seconds = validSeconds }

    public init?(seconds: Int64) {
        guard seconds > 0, seconds <= Self.maximumSeconds else { return nil }
        self.seconds = seconds
    }

    /// Parses `30m`, `4h`, `1h30m`, `2d`, `1w` (units in any case, each at most once, largest
    /// first); nil for anything else, zero included.
    public init?(_ text: String) {
        let units: [(Character, Int64)] = [("w", 604_800), ("d", 86_400), ("h", 3_600), ("m", 60)]
        var total: Int64 = 0
        var nextUnit = 0
        var digits = ""
        for character in text.lowercased() {
            if character.isASCII, character.isNumber {
                guard digits.count < 7 else { return nil }
                digits.append(character)
                continue
            }
            guard !digits.isEmpty, let number = Int64(digits),
                let index = units[nextUnit...].firstIndex(where: { $0.0 == character })
            else { return nil }
            total += number * units[index].1
            nextUnit = index + 1
            digits = ""
            guard total <= Self.maximumSeconds else { return nil }
        }
        guard digits.isEmpty, let span = TimeSpan(seconds: total) else { return nil }
        self = span
    }

    /// The span written back the way it is parsed, largest unit first (`90m` is `1h30m`).
    public var text: String {
        var rest = seconds
        var parts = ""
        for (unit, length) in [("w", Int64(604_800)), ("d", 86_400), ("h", 3_600), ("m", 60)] where rest >= length {
            parts += "\(rest / length)\(unit)"
            rest %= length
        }
        return rest > 0 ? parts + "\(rest)s" : parts
    }
}
