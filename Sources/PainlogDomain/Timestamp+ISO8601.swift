extension Timestamp {
    /// ISO 8601 with seconds and a numeric offset, always `±HH:MM`: `2026-11-22T08:30:00+01:00`.
    public var iso8601: String {
        let l = local
        return l.date.isoString + "T" + pad(l.hour, 2) + ":" + pad(l.minute, 2) + ":" + pad(l.second, 2)
            + Timestamp.offsetString(offset)
    }

    /// `+01:00`, `-05:30`, `+00:00` (never `Z`).
    public static func offsetString(_ offset: Int) -> String {
        let sign = offset < 0 ? "-" : "+"
        let minutes = abs(offset) / 60
        return sign + pad(minutes / 60, 2) + ":" + pad(minutes % 60, 2)
    }
}
