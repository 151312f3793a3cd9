/// What `log` or `edit` was asked to do with an attack's end, read from `--for` and `--ended`.
public enum EntryEndRequest: Sendable, Equatable {
    /// `--for DURATION`: the end is that much after the start (`text` as typed, for errors).
    case lasting(TimeSpan, text: String)
    /// `--ended WHEN`: the end itself (`text` as typed, for errors).
    case endingAt(Timestamp, text: String)
    /// `--for 0` or `--ended none` on `edit`: the entry keeps no end.
    case removal
}

/// The rules for an attack's end: how `--for` and `--ended` read, that an end comes after its start
/// and not in the future, and how long an entry may last.
///
/// An entry lasts at most 366 days (`maximumSeconds`) by every door: `log` and `edit` refuse a
/// longer one (usage error), `import` refuses the row (bad data), an inbox line stays in its file,
/// and sync leaves such a record out with a notice. One that lasts more than 31 days
/// (`noticeSeconds`) is kept, with a notice from `log`, `edit` and inbox lines: one attack seldom
/// lasts a month, a mistyped end often does.
///
/// An end worked out from a start and a duration takes the offset in force at that instant, so an
/// attack across a daylight-saving change ends at its own offset; only a start given with an offset
/// of another zone (`--at '… +05:00'`) lends its offset to the end, which then reads in that zone too.
public struct EntryEndRules: Sendable {
    /// What `--for` accepts, for error messages.
    public static let acceptedDurations = TimeSpan.acceptedForms
    /// How far ahead of now an end may be: the same minute of grace as `log --at`.
    public static let allowedAhead: Int64 = 60
    /// The longest an entry may last: 366 days (a leap year), the longest `--for` too.
    public static let maximumSeconds: Int64 = TimeSpan.maximumSeconds
    /// An entry that lasts longer than this, 31 days, gets a notice.
    public static let noticeSeconds: Int64 = 31 * 86_400

    private let now: Int64
    private let zone: TimeZoneRules

    /// Rules that read relative times against `now`, in `zone`.
    public init(now: Int64, zone: TimeZoneRules) {
        self.now = now
        self.zone = zone
    }

    /// Reads `--for` and `--ended` as typed; nil when neither was given.
    ///
    /// `removable` (on `edit`) lets `--for 0` and `--ended none` remove the end; on `log` they are
    /// refused like any other duration that is not positive. Both options together are refused:
    /// each gives the end.
    public func request(duration: String?, ended: String?, removable: Bool) throws(PainlogError) -> EntryEndRequest? {
        if let duration, let ended {
            throw .usage(
                "\(field: .duration) '\(WhenParser.shown(duration))' and \(field: .ended) '\(WhenParser.shown(ended))' "
                    + "both give the end; give one of them")
        }
        if let duration { return try lasting(duration, removable: removable) }
        guard let ended else { return nil }
        if removable, ended.trimmingWhitespace().lowercased() == "none" { return .removal }
        let time = try WhenParser(now: now, zone: zone).entryTime(ended, field: .ended)
        return .endingAt(time, text: ended)
    }

    /// The end `request` gives an attack that started at `start`; nil for `.removal`.
    ///
    /// The end is checked: after the start and not in the future.
    public func end(of request: EntryEndRequest, start: Timestamp) throws(PainlogError) -> Timestamp? {
        switch request {
        case .removal:
            return nil
        case .lasting(let span, let text):
            let end = Self.end(after: start, lasting: span.seconds, zone: zone)
            guard end.seconds <= now + Self.allowedAhead else {
                throw .usage(
                    "\(field: .duration) '\(WhenParser.shown(text))' from \(Self.shown(start)) would end at "
                        + "\(Self.shown(end)), in the future; painlog logs pain that has happened")
            }
            return end
        case .endingAt(let end, let text):
            try check(end: end, start: start, field: .ended, text: text)
            return end
        }
    }

    /// Refuses an end that is not after `start` or lies in the future, naming `field` and `text`.
    public func check(end: Timestamp, start: Timestamp, field: InputField, text: String) throws(PainlogError) {
        guard end.seconds > start.seconds else {
            throw .usage(
                "\(field: field) '\(WhenParser.shown(text))' (\(Self.shown(end))) is not after the start "
                    + "(\(Self.shown(start))); an attack ends after it starts")
        }
        guard end.seconds <= now + Self.allowedAhead else {
            throw .usage(
                "\(field: field) '\(WhenParser.shown(text))' is in the future; painlog logs pain that has happened")
        }
        try checkLength(start: start, end: end, field: field, text: text)
    }

    /// Refuses an entry from `start` to `end` that lasts longer than an entry may, naming `field`
    /// and `text` (the value that made it so: the end, or a start moved earlier).
    public func checkLength(start: Timestamp, end: Timestamp, field: InputField, text: String) throws(PainlogError) {
        guard let length = Self.tooLong(start: start, end: end) else { return }
        throw .usage(
            "\(field: field) '\(WhenParser.shown(text))' would make the entry last \(length) "
                + "(\(Self.shown(start)) to \(Self.shown(end))); an entry lasts at most 366 days")
    }

    /// How long an entry from `start` to `end` lasts, as a message says it (`400 days`, `more than
    /// 366 days`), when that is longer than an entry may last; nil when it may.
    public static func tooLong(start: Timestamp, end: Timestamp) -> String? {
        let seconds = end.seconds - start.seconds
        guard seconds > maximumSeconds else { return nil }
        return length(seconds)
    }

    /// How long an entry from `start` to `end` lasts, as a notice says it, when that is more than
    /// 31 days (a notice is due); nil otherwise.
    public static func noticeLength(start: Timestamp, end: Timestamp?) -> String? {
        guard let end, end.seconds - start.seconds > noticeSeconds else { return nil }
        return length(end.seconds - start.seconds)
    }

    /// `40 days`, or `more than 40 days` for a length that is not a whole number of days.
    private static func length(_ seconds: Int64) -> String {
        let days = seconds / 86_400
        return (seconds % 86_400 == 0 ? "" : "more than ") + "\(days) days"
    }

    /// The instant `seconds` after `start`, at the offset in force then (or at `start`'s own offset
    /// when that is not the zone's: a time typed with another zone's offset).
    public static func end(after start: Timestamp, lasting seconds: Int64, zone: TimeZoneRules) -> Timestamp {
        let instant = start.seconds + seconds
        guard start.offset == zone.offset(at: start.seconds) else {
            return Timestamp(seconds: instant, offset: start.offset)
        }
        return zone.timestamp(at: instant)
    }

    /// `--for` as typed: a positive `TimeSpan`, or (when `removable`) `0`, `0m`, `0h`… for removal.
    private func lasting(_ text: String, removable: Bool) throws(PainlogError) -> EntryEndRequest {
        let trimmed = text.trimmingWhitespace()
        let zeros = trimmed.prefix { $0 == "0" }
        let unit = trimmed.dropFirst(zeros.count).lowercased()
        if !zeros.isEmpty, ["", "m", "h", "d", "w"].contains(unit) {
            guard removable else {
                throw .usage(
                    "\(field: .duration) '\(WhenParser.shown(text))' is not a positive duration; an attack lasts "
                        + "at least a minute: use \(Self.acceptedDurations)")
            }
            return .removal
        }
        guard let span = TimeSpan(trimmed) else {
            let removal = removable ? ", or 0 to remove the end" : ""
            throw .usage(
                "\(field: .duration) '\(WhenParser.shown(text))' is not a positive duration; use "
                    + "\(Self.acceptedDurations)\(removal) (at most 366d)")
        }
        return .lasting(span, text: text)
    }

    /// `Sun 2026-11-22 08:30`, the start or end an error names.
    private static func shown(_ time: Timestamp) -> String {
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let local = time.local
        return weekdays[local.date.isoWeekday - 1] + " " + local.date.isoString + " " + pad(local.hour, 2) + ":"
            + pad(local.minute, 2)
    }
}
