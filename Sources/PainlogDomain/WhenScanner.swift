/// A cursor over the bytes of a WHEN or ISO 8601 text, with ASCII letters lowercased.
///
/// Hand-written rather than a date formatter: the accepted forms are few and exact, and a formatter
/// would both cost more and quietly accept more (two-digit years, lenient day overflow). Every
/// reading method either consumes what it read and returns it, or returns nil and leaves the
/// cursor where it was, so callers can try one form after another.
struct WhenScanner {
    /// A time of day already checked to exist (00:00:00 to 23:59:59).
    struct TimeOfDay: Sendable, Equatable {
        let hour: Int
        let minute: Int
        let second: Int

        /// Seconds since midnight.
        var secondsIntoDay: Int64 { Int64(hour * 3600 + minute * 60 + second) }
    }

    private let bytes: [UInt8]
    private var position = 0

    /// A scanner at the start of `text`.
    init(_ text: String) {
        bytes = text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }
    }

    /// Whether everything has been read.
    var isAtEnd: Bool { position == bytes.count }

    /// Reads `literal` (lowercase ASCII) if the text continues with it.
    mutating func skip(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let matches = literal.withUTF8Buffer { expected in
            expected.indices.allSatisfy { bytes[position + $0] == expected[$0] }
        }
        if matches { position += count }
        return matches
    }

    /// Reads one or more spaces or tabs.
    mutating func skipSpaces() -> Bool {
        let start = position
        while position < bytes.count, bytes[position] == 32 || bytes[position] == 9 { position += 1 }
        return position > start
    }

    /// Reads a run of ASCII letters (possibly empty).
    mutating func word() -> String {
        let start = position
        while position < bytes.count, (97...122).contains(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads a run of `count` digits (as many as there are, up to the range's upper bound) as a number.
    mutating func number(digits count: ClosedRange<Int>) -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, position - start < count.upperBound, (48...57).contains(bytes[position]) {
            value = value * 10 + Int(bytes[position] - 48)
            position += 1
        }
        guard count.contains(position - start) else {
            position = start
            return nil
        }
        return value
    }

    /// Reads `YYYY-MM-DD`, a date that exists, in the years 1000–9999.
    mutating func date() -> LocalDate? {
        let start = position
        guard let year = number(digits: 4...4), year >= 1000, skip("-"), let month = number(digits: 2...2),
            skip("-"), let day = number(digits: 2...2), let date = LocalDate(year: year, month: month, day: day)
        else {
            position = start
            return nil
        }
        return date
    }

    /// Reads a day-first date with dots, `15.11.2026` or `1.2.2026`, a date that exists, in the years
    /// 1000–9999.
    mutating func dottedDate() -> LocalDate? {
        let start = position
        guard let day = number(digits: 1...2), skip("."), let month = number(digits: 1...2), skip("."),
            let year = number(digits: 4...4), year >= 1000,
            let date = LocalDate(year: year, month: month, day: day)
        else {
            position = start
            return nil
        }
        return date
    }

    /// Reads an ISO 8601 time `HH:MM[:SS[.fff]]` (fractional seconds truncated).
    mutating func isoTime() -> TimeOfDay? {
        let start = position
        guard let fields = clockFields(hourDigits: 2...2), let minute = fields.minute,
            let time = Self.time(fields.hour, minute, fields.second)
        else {
            position = start
            return nil
        }
        return time
    }

    /// Reads a time as people type it: `08:30`, `8:30`, `20:15:30`, `8:30pm`, `8 pm`, `8am`.
    ///
    /// Returns whether it was a 24-hour reading, since only those may carry an offset. On a 12-hour
    /// clock `12am` is midnight, `12pm` noon, and `0am` or `13pm` do not exist.
    mutating func clock() -> (time: TimeOfDay, is24Hour: Bool)? {
        let start = position
        guard let fields = clockFields(hourDigits: 1...2) else { return nil }
        let afterNumbers = position
        _ = skipSpaces()
        let suffix = word()
        let time: TimeOfDay?
        let is24Hour: Bool
        switch suffix {
        case "am", "pm":
            is24Hour = false
            let hour = (1...12).contains(fields.hour) ? fields.hour % 12 + (suffix == "pm" ? 12 : 0) : 24
            time = Self.time(hour, fields.minute ?? 0, fields.second)
        default:
            is24Hour = true
            position = afterNumbers
            time = fields.minute.flatMap { Self.time(fields.hour, $0, fields.second) }
        }
        guard let time else {
            position = start
            return nil
        }
        return (time, is24Hour)
    }

    /// Reads an offset from UTC: `z`, `±HH:MM` or `±HHMM`, at most 18 hours; in seconds east of UTC.
    mutating func offset() -> Int? {
        if skip("z") { return 0 }
        let start = position
        let sign = skip("+") ? 1 : skip("-") ? -1 : 0
        guard sign != 0, let hours = number(digits: 2...2) else {
            position = start
            return nil
        }
        _ = skip(":")
        guard let minutes = number(digits: 2...2), minutes < 60, hours * 60 + minutes <= 18 * 60 else {
            position = start
            return nil
        }
        return sign * (hours * 3600 + minutes * 60)
    }

    /// `H[H][:MM[:SS[.fff]]]`, unchecked: whether the hour may be 0 or 13 depends on an am/pm
    /// that follows.
    ///
    /// Fails without consuming on a dangling `:` or `.`.
    private mutating func clockFields(hourDigits: ClosedRange<Int>) -> (hour: Int, minute: Int?, second: Int)? {
        let start = position
        guard let hour = number(digits: hourDigits) else { return nil }
        guard skip(":") else { return (hour, nil, 0) }
        guard let minute = number(digits: 2...2) else {
            position = start
            return nil
        }
        guard skip(":") else { return (hour, minute, 0) }
        guard let second = number(digits: 2...2) else {
            position = start
            return nil
        }
        if skip(".") || skip(",") {
            // Any number of fraction digits; only whole seconds are kept.
            guard number(digits: 1...1) != nil else {
                position = start
                return nil
            }
            while number(digits: 1...1) != nil {}
        }
        return (hour, minute, second)
    }

    private static func time(_ hour: Int, _ minute: Int, _ second: Int) -> TimeOfDay? {
        guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
        return TimeOfDay(hour: hour, minute: minute, second: second)
    }
}
