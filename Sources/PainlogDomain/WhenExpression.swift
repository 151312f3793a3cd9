/// What a WHEN text says, before it is resolved against a clock and a zone.
///
/// Kept apart from `WhenParser` because the three roles (`--at`, `--since`, `--until`) read the
/// same forms differently, a date alone above all.
enum WhenExpression: Sendable, Equatable {
    /// A day named by date or relative to today.
    enum Day: Sendable, Equatable {
        case today
        case yesterday
        case date(LocalDate)
        /// The most recent such day before today; ISO weekday, 1 Monday … 7 Sunday.
        case weekday(Int)
    }

    /// `now`.
    case now
    /// A whole day: `2026-11-22`, `today`, `yesterday`.
    case day(Day)
    /// A wall-clock time in the local zone on a day: `2026-11-22 08:30`, `yesterday 8pm`, `08:30`,
    /// `this morning`, `last night`, `tue 6pm`.
    case wallClock(Day, WhenScanner.TimeOfDay)
    /// A date-time with an explicit offset: `2026-11-22T08:30+01:00`.
    case instant(Timestamp)
    /// `30m ago`, `2 hours ago`, `3d ago`, `1 week ago`, `an hour ago`, `1h30m ago`: `days` calendar days
    /// back at the same wall-clock time (weeks are 7 days), then `seconds` back from there.
    case ago(days: Int, seconds: Int64)

    /// Reads `text` (trimmed, case-insensitive); nil unless it is exactly one accepted form.
    init?(parsing text: String) {
        var scanner = WhenScanner(text.trimmingWhitespace())
        guard let expression = Self.read(&scanner), scanner.isAtEnd else { return nil }
        self = expression
    }

    private static func read(_ scanner: inout WhenScanner) -> WhenExpression? {
        let word = scanner.word()
        switch word {
        case "now": return .now
        case "today": return readAfterDay(.today, &scanner)
        case "yesterday": return readAfterDay(.yesterday, &scanner)
        case "tonight": return .wallClock(.today, DayPart.night.time)
        case "noon": return .wallClock(.today, DayPart.noon.time)
        case "midnight": return .wallClock(.today, DayPart.midnight.time)
        case "a", "an":
            // `an hour ago`, `a minute ago`, `a day ago`, `a week ago`.
            guard scanner.skipSpaces(), let (days, seconds) = Self.span(1, unit: scanner.word()),
                scanner.skipSpaces(), scanner.word() == "ago"
            else { return nil }
            return .ago(days: days, seconds: seconds)
        case "this":
            guard scanner.skipSpaces(), let part = DayPart(rawValue: scanner.word()) else { return nil }
            return .wallClock(.today, part.time)
        case "last":
            guard scanner.skipSpaces() else { return nil }
            let next = scanner.word()
            if next == "night" { return readAfterLastNight(&scanner) }
            guard let weekday = Self.weekday(named: next) else { return nil }
            return readAfterDay(.weekday(weekday), &scanner)
        case "": break
        default:
            guard let weekday = Self.weekday(named: word) else { return nil }
            return readAfterDay(.weekday(weekday), &scanner)
        }
        if let date = scanner.date() ?? scanner.dottedDate() {
            return readAfterDate(date, &scanner)
        }
        // A copy, so that a time followed by more text (`8:3015m ago`) is not half-read.
        var bareTime = scanner
        if let (time, _) = bareTime.clock(), bareTime.isAtEnd {
            scanner = bareTime
            return .wallClock(.today, time)
        }
        return readAgo(&scanner)
    }

    /// `today`, `today 08:30`, `today at 8pm`, `yesterday evening`, `last fri 21:30`, `sunday night`.
    private static func readAfterDay(_ day: Day, _ scanner: inout WhenScanner) -> WhenExpression? {
        if scanner.isAtEnd { return .day(day) }
        guard scanner.skipSpaces() else { return nil }
        return readTime(on: day, &scanner)
    }

    /// After a day and a space: `[at] TIME` or `[at] PART` (`morning`, `noon`, … `night`).
    private static func readTime(on day: Day, _ scanner: inout WhenScanner) -> WhenExpression? {
        if scanner.skip("at") {
            guard scanner.skipSpaces() else { return nil }
        }
        var part = scanner
        if let dayPart = DayPart(rawValue: part.word()) {
            scanner = part
            return .wallClock(day, dayPart.time)
        }
        guard let (time, _) = scanner.clock() else { return nil }
        return .wallClock(day, time)
    }

    /// `last night` (yesterday 22:00), or with a time: `last night 11pm` is yesterday 23:00, and a time
    /// before noon is after that midnight: `last night 1am` is today 01:00.
    private static func readAfterLastNight(_ scanner: inout WhenScanner) -> WhenExpression? {
        if scanner.isAtEnd { return .wallClock(.yesterday, DayPart.night.time) }
        guard scanner.skipSpaces() else { return nil }
        if scanner.skip("at") {
            guard scanner.skipSpaces() else { return nil }
        }
        guard let (time, _) = scanner.clock() else { return nil }
        return .wallClock(time.hour < 12 ? .today : .yesterday, time)
    }

    /// The ISO weekday (1 Monday … 7 Sunday) of a full or three-letter English day name.
    private static func weekday(named word: String) -> Int? {
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        guard word.count >= 3 else { return nil }
        if let index = names.firstIndex(of: word) { return index + 1 }
        return names.firstIndex { $0.prefix(3) == word }.map { $0 + 1 }
    }

    /// `2026-11-22`, `2026-11-22T08:30`, `2026-11-22 08:30:15.5+01:00`, `2026-11-22 8pm`.
    private static func readAfterDate(_ date: LocalDate, _ scanner: inout WhenScanner) -> WhenExpression? {
        if scanner.isAtEnd { return .day(.date(date)) }
        if scanner.skipSpaces() {
            // `2026-11-20 at 6pm`, `2026-11-20 evening`: the forms that follow a day name.
            var words = scanner
            if !words.word().isEmpty { return readTime(on: .date(date), &scanner) }
        } else {
            guard scanner.skip("t") else { return nil }
        }
        guard let (time, is24Hour) = scanner.clock() else { return nil }
        if is24Hour, let offset = scanner.offset() {
            let local = date.daysSinceEpoch * 86_400 + time.secondsIntoDay
            return .instant(Timestamp(seconds: local - Int64(offset), offset: offset))
        }
        return .wallClock(.date(date), time)
    }

    /// `30m ago`, `30 min ago`, `2 hours ago`, `1w ago`, and spans of several units, largest first:
    /// `1h30m ago`, `1h 30m ago`, `2d 3h ago`.
    ///
    /// Whole numbers only: no sign, no fraction; each unit at most once.
    private static func readAgo(_ scanner: inout WhenScanner) -> WhenExpression? {
        var days = 0
        var seconds: Int64 = 0
        var lastRank = Int.max
        repeat {
            // Seven digits reach back past the year 1000 in any unit without overflowing.
            guard let count = scanner.number(digits: 1...7) else { return nil }
            _ = scanner.skipSpaces()
            let word = scanner.word()
            guard let rank = unitRank(word), rank < lastRank, let span = span(count, unit: word) else { return nil }
            lastRank = rank
            days += span.days
            seconds += span.seconds
            // `ago` after a space ends the span; another count may follow with or without one.
            if scanner.skipSpaces(), scanner.skip("ago") { return .ago(days: days, seconds: seconds) }
        } while true
    }

    /// The calendar days and seconds of `count` of the unit `word` names, or nil for another word.
    private static func span(_ count: Int, unit word: String) -> (days: Int, seconds: Int64)? {
        switch unitRank(word) {
        case 0: (0, Int64(count) * 60)
        case 1: (0, Int64(count) * 3600)
        case 2: (count, 0)
        case 3: (count * 7, 0)
        default: nil
        }
    }

    /// 0 minutes, 1 hours, 2 days, 3 weeks: the order a span's units come in, largest first.
    private static func unitRank(_ word: String) -> Int? {
        switch word {
        case "m", "min", "mins", "minute", "minutes": 0
        case "h", "hr", "hrs", "hour", "hours": 1
        case "d", "day", "days": 2
        case "w", "wk", "wks", "week", "weeks": 3
        default: nil
        }
    }
}

/// A part of a day and the time it stands for.
enum DayPart: String {
    case midnight, morning, noon, afternoon, evening, night

    var time: WhenScanner.TimeOfDay {
        switch self {
        case .midnight: WhenScanner.TimeOfDay(hour: 0, minute: 0, second: 0)
        case .morning: WhenScanner.TimeOfDay(hour: 8, minute: 0, second: 0)
        case .noon: WhenScanner.TimeOfDay(hour: 12, minute: 0, second: 0)
        case .afternoon: WhenScanner.TimeOfDay(hour: 15, minute: 0, second: 0)
        case .evening: WhenScanner.TimeOfDay(hour: 19, minute: 0, second: 0)
        case .night: WhenScanner.TimeOfDay(hour: 22, minute: 0, second: 0)
        }
    }
}
