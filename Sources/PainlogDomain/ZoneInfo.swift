/// One time zone's offsets from UTC as the system's time zone database holds them: a TZif file
/// (RFC 8536, what `/usr/share/zoneinfo` and the C library's `localtime` use).
///
/// painlog reads the file itself instead of asking Foundation's `TimeZone`, which on Linux needs
/// ICU: ICU's data and FoundationInternationalization were two thirds of a 77 MB binary, and
/// their conformance records made every start slower (issue 18).
struct ZoneInfo: Sendable, Equatable {
    /// Instants (seconds since 1970, UTC) at which the offset changes, ascending.
    let transitions: [Int64]
    /// The offset (seconds east of UTC) in force from each transition on.
    let offsetsAfter: [Int32]
    /// The offset before the first transition (the file's time type 0).
    let initialOffset: Int32
    /// The rule for instants after the last transition (the file's footer), if it has one.
    let rule: PosixZoneRule?

    /// Seconds east of UTC at `instant`.
    func offset(at instant: Int64) -> Int {
        guard let last = transitions.last else { return rule?.offset(at: instant) ?? Int(initialOffset) }
        if instant >= last, let rule { return rule.offset(at: instant) }
        guard instant >= transitions[0] else { return Int(initialOffset) }
        // The last transition at or before `instant`.
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= instant { low = middle } else { high = middle - 1 }
        }
        return Int(offsetsAfter[low])
    }

    /// Reads a TZif file of any version; nil when `bytes` is not one.
    init?(tzif bytes: [UInt8]) {
        var reader = TZifReader(bytes: bytes)
        guard let first = reader.header() else { return nil }
        if first.version >= 2 {
            // Version 2 and later repeat the data with 64-bit times, then a footer rule.
            guard reader.skip(first.blockLength(timeSize: 4)), let second = reader.header(),
                let data = reader.block(second, timeSize: 8)
            else { return nil }
            self.init(data: data, rule: reader.footer())
        } else {
            guard let data = reader.block(first, timeSize: 4) else { return nil }
            self.init(data: data, rule: nil)
        }
    }

    private init(data: TZifReader.Block, rule: PosixZoneRule?) {
        transitions = data.times
        offsetsAfter = data.typeIndices.map { data.offsets[Int($0)] }
        initialOffset = data.offsets[0]
        self.rule = rule
    }

    /// A zone that is always `offset` seconds east of UTC.
    init(fixed offset: Int32) {
        transitions = []
        offsetsAfter = []
        initialOffset = offset
        rule = nil
    }
}

/// Reads the parts of a TZif file painlog needs; every read is bounds-checked.
private struct TZifReader {
    struct Header {
        let version: Int
        let isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int

        func blockLength(timeSize: Int) -> Int {
            timeCount * timeSize + timeCount + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + isStandardCount + isUTCCount
        }
    }

    struct Block {
        let times: [Int64]
        let typeIndices: [UInt8]
        let offsets: [Int32]
    }

    let bytes: [UInt8]
    var position = 0

    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, bytes.count - position >= count else { return false }
        position += count
        return true
    }

    mutating func header() -> Header? {
        guard bytes.count - position >= 44, bytes[position..<position + 4].elementsEqual("TZif".utf8) else {
            return nil
        }
        let version = bytes[position + 4] == 0 ? 1 : Int(bytes[position + 4]) - 0x30
        let counts = (0..<6).map { Int(bigEndian(at: position + 20 + $0 * 4, size: 4)) }
        position += 44
        let header = Header(
            version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        return header.typeCount > 0 ? header : nil
    }

    mutating func block(_ header: Header, timeSize: Int) -> Block? {
        let start = position
        guard skip(header.blockLength(timeSize: timeSize)) else { return nil }
        var at = start
        var times: [Int64] = []
        times.reserveCapacity(header.timeCount)
        for _ in 0..<header.timeCount {
            let raw = bigEndian(at: at, size: timeSize)
            times.append(timeSize == 4 ? Int64(Int32(truncatingIfNeeded: raw)) : Int64(bitPattern: raw))
            at += timeSize
        }
        let typeIndices = Array(bytes[at..<at + header.timeCount])
        guard typeIndices.allSatisfy({ Int($0) < header.typeCount }) else { return nil }
        at += header.timeCount
        var offsets: [Int32] = []
        for type in 0..<header.typeCount {
            offsets.append(Int32(truncatingIfNeeded: bigEndian(at: at + type * 6, size: 4)))
        }
        return Block(times: times, typeIndices: typeIndices, offsets: offsets)
    }

    /// The footer's rule, `\nTZ-string\n`; nil when it is empty or painlog cannot read it.
    func footer() -> PosixZoneRule? {
        guard position < bytes.count, bytes[position] == 0x0A,
            let end = bytes[(position + 1)...].firstIndex(of: 0x0A), end > position + 1
        else { return nil }
        return PosixZoneRule(String(decoding: bytes[(position + 1)..<end], as: UTF8.self))
    }

    private func bigEndian(at index: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[index..<index + size] { value = value << 8 | UInt64(byte) }
        return value
    }
}

/// A POSIX `TZ` rule such as `CET-1CEST,M3.5.0,M10.5.0/3`: standard time, and optionally daylight
/// time between two yearly dates (POSIX.1-2017 section 8.3, with RFC 8536's extensions: hours up to
/// 167 and negative in the change times).
///
/// A TZif file's footer holds one for times after its table.
struct PosixZoneRule: Sendable, Equatable {
    /// A day of the year, as the rule names it.
    enum Day: Sendable, Equatable {
        /// `Jn`: 1…365, February 29 never counted.
        case julian(Int)
        /// `n`: 0…365, February 29 counted in leap years.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday `d` (0 Sunday) of week `w` (1…5, 5 the last) of month `m`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    struct Daylight: Sendable, Equatable {
        let offset: Int
        let start: Day
        let startTime: Int
        let end: Day
        let endTime: Int
    }

    /// Seconds east of UTC in standard time.
    let standardOffset: Int
    let daylight: Daylight?

    init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard scanner.name(), let standard = scanner.offset(maxHours: 24) else { return nil }
        standardOffset = -standard
        guard !scanner.atEnd else {
            daylight = nil
            return
        }
        guard scanner.name() else { return nil }
        var offset = standardOffset + 3600
        if scanner.peek != UInt8(ascii: ","), !scanner.atEnd {
            guard let given = scanner.offset(maxHours: 24) else { return nil }
            offset = -given
        }
        // Without dates POSIX leaves the rule to the implementation; the C library uses the US one.
        let rule = scanner.atEnd ? "M3.2.0,M11.1.0" : nil
        if let rule { scanner = Scanner(Array(("," + rule).utf8)) }
        guard scanner.take(","), let start = scanner.day() else { return nil }
        let startTime = scanner.take("/") ? scanner.offset(maxHours: 167) : 7200
        guard let startTime, scanner.take(","), let end = scanner.day() else { return nil }
        let endTime = scanner.take("/") ? scanner.offset(maxHours: 167) : 7200
        guard let endTime, scanner.atEnd else { return nil }
        daylight = Daylight(offset: offset, start: start, startTime: startTime, end: end, endTime: endTime)
    }

    /// Seconds east of UTC at `instant`.
    func offset(at instant: Int64) -> Int {
        guard let daylight else { return standardOffset }
        let year = LocalDateTime(secondsSinceLocalEpoch: instant + Int64(standardOffset)).date.year
        // Both changes are written in the local time in force before them.
        let start = Self.midnight(of: daylight.start, in: year) + Int64(daylight.startTime - standardOffset)
        let end = Self.midnight(of: daylight.end, in: year) + Int64(daylight.endTime - daylight.offset)
        let inDaylight = start < end ? (start <= instant && instant < end) : !(end <= instant && instant < start)
        return inDaylight ? daylight.offset : standardOffset
    }

    /// The start of `day` in `year`, in seconds since 1970 as if the local time were UTC.
    static func midnight(of day: Day, in year: Int) -> Int64 {
        let january1 = LocalDate(year: year, month: 1, day: 1)?.daysSinceEpoch ?? 0
        switch day {
        case .julian(let n):
            let leapDay = LocalDate.isLeap(year) && n >= 60 ? 1 : 0
            return (january1 + Int64(n - 1 + leapDay)) * 86_400
        case .zeroBased(let n):
            return (january1 + Int64(n)) * 86_400
        case .monthWeekDay(let month, let week, let weekday):
            let firstDay = LocalDate(year: year, month: month, day: 1) ?? LocalDate(daysSinceEpoch: january1)
            let first = firstDay.daysSinceEpoch
            let firstWeekday = firstDay.isoWeekday % 7  // Sunday is 0 here
            var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = LocalDate.daysIn(month: month, year: year)
            while dayOfMonth > length { dayOfMonth -= 7 }
            return (first + Int64(dayOfMonth - 1)) * 86_400
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { position == bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[position] }

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard peek == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        /// A zone abbreviation: three or more letters, or anything but `>` inside `<…>`.
        mutating func name() -> Bool {
            if take("<") {
                guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")), close - position >= 3 else {
                    return false
                }
                position = close + 1
                return true
            }
            let start = position
            while let byte = peek, (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { position += 1 }
            return position - start >= 3
        }

        mutating func number(maxDigits: Int) -> Int? {
            var value = 0
            var digits = 0
            while digits < maxDigits, let byte = peek, (0x30...0x39).contains(byte) {
                value = value * 10 + Int(byte - 0x30)
                digits += 1
                position += 1
            }
            return digits == 0 ? nil : value
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, with POSIX's sign (west of UTC is positive).
        mutating func offset(maxHours: Int) -> Int? {
            let sign = take("-") ? -1 : (take("+") ? 1 : 1)
            guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
            var seconds = hours * 3600
            if take(":") {
                guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
                seconds += minutes * 60
                if take(":") {
                    guard let rest = number(maxDigits: 2), rest < 60 else { return nil }
                    seconds += rest
                }
            }
            return sign * seconds
        }

        mutating func day() -> Day? {
            if take("J") {
                guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
                return .julian(n)
            }
            if take("M") {
                guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
                    let week = number(maxDigits: 1), (1...5).contains(week), take("."),
                    let weekday = number(maxDigits: 1), (0...6).contains(weekday)
                else { return nil }
                return .monthWeekDay(month: month, week: week, weekday: weekday)
            }
            guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
            return .zeroBased(n)
        }
    }
}
