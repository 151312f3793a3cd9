public import PainlogDomain

/// How entries' times read on a terminal: the wall-clock time the entry was logged at.
public enum EntryTimeFormat {
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `Sun 2026-11-22 08:30`.
    public static func short(_ time: Timestamp) -> String {
        let local = time.local
        return weekdays[local.date.isoWeekday - 1] + " " + local.date.isoString + " " + two(local.hour) + ":"
            + two(local.minute)
    }

    /// `Sun 2026-11-22 08:30:00 +01:00`.
    public static func full(_ time: Timestamp) -> String {
        let local = time.local
        return weekdays[local.date.isoWeekday - 1] + " " + local.date.isoString + " " + two(local.hour) + ":"
            + two(local.minute) + ":" + two(local.second) + " " + Timestamp.offsetString(time.offset)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
