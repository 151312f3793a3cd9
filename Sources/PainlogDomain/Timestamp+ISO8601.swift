extension Timestamp {
    /// Parses ISO 8601 as painlog writes it, `2026-11-22T08:30:00+01:00`, and the variants the
    /// contract accepts: `Z` or `+0100` for the offset, a space instead of `T`, seconds optional,
    /// fractional seconds truncated; letters in either case.
    ///
    /// Nil without an offset, since an instant cannot be known without one, and for anything else
    /// (no surrounding white space).
    public init?(iso8601 text: String) {
        var scanner = WhenScanner(text)
        guard let date = scanner.date(), scanner.skip("t") || scanner.skip(" "), let time = scanner.isoTime(),
            let offset = scanner.offset(), scanner.isAtEnd
        else { return nil }
        let local = date.daysSinceEpoch * 86_400 + time.secondsIntoDay
        self.init(seconds: local - Int64(offset), offset: offset)
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
