/// Reads the WHEN values of an entry's time and a period's bounds against a fixed "now" and a time zone.
///
/// Accepted (case-insensitive, surrounding white space ignored): `now`; `2026-11-22`;
/// `2026-11-22T08:30`, `2026-11-22 08:30`, seconds and fractional seconds (truncated) optional,
/// then optionally `Z`, `+01:00` or `-0530`; `today` or `yesterday`, alone or followed by a time,
/// optionally after `at`; a bare time meaning today (`08:30`, `8:30`, `20:15:30`, `8:30pm`, `8 pm`,
/// `8am`); `noon` and `midnight` (today); `last night` with or without a time (`last night 11pm`
/// is yesterday, `last night 1am` today); day-first dates with dots (`15.11.2026`, `15.11.2026 21:30`);
/// and `N… ago` with `m`/`min`/`minutes`, `h`/`hr`/`hours`, `d`/`day`/`days`, `w`/`week`/`weeks`,
/// several units largest first (`1h30m ago`, `1h 30m ago`) or `a`/`an` for one (`an hour ago`). Local time unless an offset is given. On the 12-hour clock `12am` is midnight
/// and `12pm` noon; `0am` and `13pm` are rejected, since a 12-hour clock shows neither.
///
/// `m`/`h ago` count seconds back from now; `d`/`w ago` keep the wall-clock time on an earlier
/// calendar day, across daylight-saving changes. A typed wall-clock time that such a change skips is
/// a usage error naming the gap; a repeated one means its first (earlier) occurrence, and
/// `entryReading` says so.
public struct WhenParser: Sendable {
    private let now: Int64
    private let zone: TimeZoneRules

    /// A parser that reads relative forms (`today`, `2h ago`, a bare time) against `now`, in `zone`.
    public init(now: Int64, zone: TimeZoneRules) {
        self.now = now
        self.zone = zone
    }

    /// For `log --at` / `edit --at`: the entry's time.
    ///
    /// An explicit offset in the text is kept as the timestamp's offset; otherwise the zone's offset
    /// at that instant. A date alone (or `today`/`yesterday` alone) means 12:00 that day, except
    /// today before noon, which means now. More than 60 s in the future is a usage error.
    public func entryTime(_ text: String, field: InputField = .at) throws(PainlogError) -> Timestamp {
        try entryReading(text, field: field).time
    }

    /// `entryTime`, plus the other offset when the text names a wall-clock time that the clocks
    /// showed twice (the earlier instant is taken), so that `log` can say which one it chose.
    public func entryReading(_ text: String, field: InputField = .at) throws(PainlogError) -> EntryTimeReading {
        let expression = try parse(text, field: field)
        let time: Timestamp
        if case .day(let day) = expression {
            let date = localDate(of: day)
            let nowLocal = zone.timestamp(at: now).local
            let isTodayBeforeNoon = date == nowLocal.date && nowLocal.hour < 12
            time = isTodayBeforeNoon ? zone.timestamp(at: now) : zone.timestamp(of: at(date, 12 * 3600))
        } else {
            time = try timestamp(of: expression, text: text, field: field)
        }
        guard time.seconds <= now + 60 else {
            var message: ErrorText =
                "\(field: field) '\(Self.shown(text))' is in the future; painlog logs pain that has happened"
            if case .wallClock(.today, _) = expression {
                message = message + "; did you mean '\(Self.yesterday(insteadOf: text))'?"
            }
            throw .usage(message)
        }
        return EntryTimeReading(time: time, secondOffset: secondOffset(of: expression))
    }

    /// For `--since`: the inclusive lower bound instant.
    ///
    /// A date alone (or `today`/`yesterday` alone) is the local start of that day.
    public func lowerBound(_ text: String, field: InputField = .since) throws(PainlogError) -> Int64 {
        let expression = try parse(text, field: field)
        if case .day(let day) = expression {
            return zone.instant(of: at(localDate(of: day), 0))
        }
        return try timestamp(of: expression, text: text, field: field).seconds
    }

    /// The day `text` names when it is a date alone (`2026-11-22`, `today`, `yesterday`), else nil:
    /// such a bound compares with each entry's own local date rather than with an instant.
    public func wholeDay(_ text: String, field: InputField) throws(PainlogError) -> LocalDate? {
        guard case .day(let day) = try parse(text, field: field) else { return nil }
        return localDate(of: day)
    }

    /// For `--until`: the exclusive upper bound instant.
    ///
    /// A date alone (or `today`/`yesterday` alone) is the start of the next local day; an instant is
    /// that instant plus one second, so that the given second is included.
    public func upperBound(_ text: String, field: InputField = .until) throws(PainlogError) -> Int64 {
        let expression = try parse(text, field: field)
        if case .day(let day) = expression {
            return zone.instant(of: at(localDate(of: day).adding(days: 1), 0))
        }
        return try timestamp(of: expression, text: text, field: field).seconds + 1
    }

    private func parse(_ text: String, field: InputField) throws(PainlogError) -> WhenExpression {
        guard let expression = WhenExpression(parsing: text) else {
            if let reason = ImpossibleDate.reason(in: text) {
                throw .usage("\(field: field) '\(Self.shown(text))' is not a date: \(reason)")
            }
            throw .usage(
                "\(field: field) '\(Self.shown(text))' is not a time; use now, 2026-11-22, 2026-11-22T08:30, "
                    + "2026-11-22 08:30+01:00, today|yesterday|[last] monday…sunday|mon…sun [TIME], "
                    + "this|yesterday|WEEKDAY morning|noon|afternoon|evening|night, tonight, last night [11pm], "
                    + "noon, midnight, 08:30, 8:30pm, 8am, 15.11.2026 [21:30], or 30m|2h|1h30m|3d|1w|an hour ago"
            )
        }
        return expression
    }

    /// The instant an expression other than a whole day names.
    private func timestamp(of expression: WhenExpression, text: String, field: InputField) throws(PainlogError)
        -> Timestamp
    {
        let time: Timestamp
        switch expression {
        case .now:
            time = zone.timestamp(at: now)
        case .day(let day):
            time = zone.timestamp(of: at(localDate(of: day), 0))
        case .wallClock(let day, let clock):
            let local = at(localDate(of: day), clock.secondsIntoDay)
            if case .skipped(let from, let to) = zone.reading(of: local) {
                throw .usage(
                    "\(field: field) '\(Self.shown(text))' does not exist in \(zone.identifier): "
                        + "on \(from.date.isoString) "
                        + "the clocks went from \(Self.clock(from)) straight to \(Self.clock(to)); use a time outside that gap"
                )
            }
            time = zone.timestamp(of: local)
        case .instant(let timestamp):
            time = timestamp
        case .ago(let days, let seconds):
            let base = days == 0 ? now : sameClockTime(daysAgo: Int64(days)).seconds
            time = zone.timestamp(at: base - seconds)
        }
        // Only `N… ago` can leave the years painlog reads and writes.
        guard (1000...9999).contains(time.local.date.year) else {
            throw .usage("\(field: field) '\(Self.shown(text))' is too far back; painlog handles the years 1000–9999")
        }
        return time
    }

    /// Now's wall-clock time `days` calendar days earlier, whatever daylight saving did in between.
    private func sameClockTime(daysAgo days: Int64) -> Timestamp {
        let nowLocal = zone.timestamp(at: now).local.secondsSinceLocalEpoch
        return zone.timestamp(of: LocalDateTime(secondsSinceLocalEpoch: nowLocal - days * 86_400))
    }

    private func localDate(of day: WhenExpression.Day) -> LocalDate {
        let today = zone.timestamp(at: now).local.date
        switch day {
        case .today: return today
        case .yesterday: return today.adding(days: -1)
        case .date(let date): return date
        case .weekday(let weekday):
            // The most recent one before today: a week back when today is that day.
            let back = (today.isoWeekday - weekday + 6) % 7 + 1
            return today.adding(days: -back)
        }
    }

    /// The later reading's offset when `expression` is a wall-clock time the clocks showed twice.
    private func secondOffset(of expression: WhenExpression) -> Int? {
        guard case .wallClock(let day, let clock) = expression,
            case .repeated(_, let second) = zone.reading(of: at(localDate(of: day), clock.secondsIntoDay))
        else { return nil }
        return zone.offset(at: second)
    }

    /// `02:00`, or `02:00:30` when the seconds are not zero.
    private static func clock(_ time: LocalDateTime) -> String {
        let shown = pad(time.hour, 2) + ":" + pad(time.minute, 2)
        return time.second == 0 ? shown : shown + ":" + pad(time.second, 2)
    }

    /// The wall-clock time `secondsIntoDay` after midnight starting `date`.
    private func at(_ date: LocalDate, _ secondsIntoDay: Int64) -> LocalDateTime {
        LocalDateTime(secondsSinceLocalEpoch: date.daysSinceEpoch * 86_400 + secondsIntoDay)
    }

    /// `today 23:00` or `23:00` as `yesterday 23:00`, `this evening` as `yesterday evening`,
    /// `tonight` as `last night`: the hint on a time later today.
    private static func yesterday(insteadOf text: String) -> String {
        let trimmed = shown(text)
        let lowered = trimmed.lowercased()
        if lowered == "tonight" { return "last night" }
        for prefix in ["today", "this"] where lowered.hasPrefix(prefix) {
            return "yesterday" + String(trimmed.dropFirst(prefix.count))
        }
        return "yesterday " + trimmed
    }

    /// The user's text for an error message: trimmed, at most 64 characters, and on one line
    /// (control characters and line breaks escaped), so that a message stays a single line.
    static func shown(_ text: String) -> String {
        let scalars = text.trimmingWhitespace().unicodeScalars
        var shown = ""
        for scalar in scalars.prefix(64) {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator:
                shown += scalar.escaped(asASCII: true)
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return scalars.count > 64 ? shown + "…" : shown
    }
}

/// An entry's time as `log --at` reads it.
public struct EntryTimeReading: Sendable, Equatable {
    /// The instant, with its offset.
    public let time: Timestamp
    /// When the wall-clock time named happened twice (the clocks went back): the offset of the
    /// second occurrence, which was not taken.
    ///
    /// Nil otherwise.
    public let secondOffset: Int?

    public init(time: Timestamp, secondOffset: Int? = nil) {
        self.time = time
        self.secondOffset = secondOffset
    }
}
