extension Timestamp {
    /// Parses ISO 8601 as painlog writes it, `2026-11-22T08:30:00+01:00`, and the variants the
    /// contract accepts: `Z` or `+0100` for the offset, a space instead of `T`, seconds optional,
    /// fractional seconds truncated; letters in either case.
    ///
    /// Nil without an offset, since an instant cannot be known without one, and for anything else
    /// (no surrounding white space).
    public init?(iso8601 text: String) {
        if let written = Self.asWritten(text) {
            self = written
            return
        }
        var scanner = WhenScanner(text)
        guard let date = scanner.date(), scanner.skip("t") || scanner.skip(" "), let time = scanner.isoTime(),
            let offset = scanner.offset(), scanner.isAtEnd
        else { return nil }
        let local = date.daysSinceEpoch * 86_400 + time.secondsIntoDay
        self.init(seconds: local - Int64(offset), offset: offset)
    }

    /// `text` read in the one form painlog writes, `2026-11-22T08:30:00+01:00`, without a scanner (a
    /// sync reads several times a record); nil for any other text, which the scanner reads, also one
    /// of this form whose values do not exist.
    private static func asWritten(_ text: String) -> Timestamp? {
        var text = text
        return text.withUTF8 { bytes -> Timestamp? in
            guard bytes.count == 25, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A,
                bytes[16] == 0x3A, bytes[19] == 0x2B || bytes[19] == 0x2D, bytes[22] == 0x3A
            else { return nil }
            var digitsOK = true
            func number(_ start: Int, _ count: Int) -> Int {
                var value = 0
                for index in start..<start + count {
                    let digit = bytes[index] &- 0x30
                    if digit > 9 { digitsOK = false }
                    value = value * 10 + Int(digit)
                }
                return value
            }
            let (year, month, day) = (number(0, 4), number(5, 2), number(8, 2))
            let (hour, minute, second) = (number(11, 2), number(14, 2), number(17, 2))
            let (offsetHours, offsetMinutes) = (number(20, 2), number(23, 2))
            guard digitsOK, year >= 1000, hour < 24, minute < 60, second < 60, offsetMinutes < 60,
                offsetHours * 60 + offsetMinutes <= 18 * 60,
                let date = LocalDate(year: year, month: month, day: day)
            else { return nil }
            let offset = (bytes[19] == 0x2D ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
            let local = date.daysSinceEpoch * 86_400 + Int64(hour * 3600 + minute * 60 + second)
            return Timestamp(seconds: local - Int64(offset), offset: offset)
        }
    }

    /// ISO 8601 with seconds and a numeric offset, always `±HH:MM`: `2026-11-22T08:30:00+01:00`.
    public var iso8601: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(25)
        appendISO8601(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `+01:00`, `-05:30`, `+00:00` (never `Z`).
    public static func offsetString(_ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return sign + pad(minutes / 60, 2) + ":" + pad(minutes % 60, 2)
    }
}
