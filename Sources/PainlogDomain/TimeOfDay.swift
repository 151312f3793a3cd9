/// A clock time on a 24-hour clock, `HH:MM` or `H:MM`: when `remind install --at` fires.
public struct TimeOfDay: Sendable, Equatable, Comparable, Hashable {
    public let hour: Int
    public let minute: Int

    /// What the parser accepts, for error messages.
    public static let acceptedForms = "HH:MM on a 24-hour clock, e.g. 09:00 or 21:30"

    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Parses `09:00`, `9:00`, `21:30`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), let time = TimeOfDay(hour: hour, minute: minute)
        else { return nil }
        self = time
    }

    /// `09:05`.
    public var text: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}
