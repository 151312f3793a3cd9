/// A wall-clock date and time with no offset attached.
public struct LocalDateTime: Sendable, Equatable, Hashable {
    public let date: LocalDate
    public let hour: Int
    public let minute: Int
    public let second: Int

    /// Creates a date-time from a date and a valid time of day.
    public init?(date: LocalDate, hour: Int, minute: Int, second: Int = 0) {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall-clock time `seconds` after local midnight of 1970-01-01.
    public init(secondsSinceLocalEpoch seconds: Int64) {
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        date = LocalDate(daysSinceEpoch: days)
        hour = Int(rest / 3600)
        minute = Int(rest % 3600 / 60)
        second = Int(rest % 60)
    }

    /// Seconds since local midnight of 1970-01-01, as if this wall-clock time were UTC.
    public var secondsSinceLocalEpoch: Int64 {
        date.daysSinceEpoch * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    }
}
