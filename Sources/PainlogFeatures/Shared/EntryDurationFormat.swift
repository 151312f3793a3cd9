/// How long an attack lasted, as `show` and `list` write it: compact, at most two units, largest
/// first, cut down (never rounded up): `45m`, `5h`, `1h30m`, `2d3h`, and `<1m` under a minute.
///
/// Days and hours drop the minutes: an attack over days is not timed to the minute, and `list`
/// keeps its column narrow (at most 7 columns, `366d23h`).
public enum EntryDurationFormat {
    /// `seconds` (not negative) as `1h30m`.
    public static func compact(_ seconds: Int64) -> String {
        guard seconds >= 60 else { return "<1m" }
        let minutes = seconds / 60
        let days = minutes / 1_440
        let hours = minutes % 1_440 / 60
        let rest = minutes % 60
        if days > 0 { return hours > 0 ? "\(days)d\(hours)h" : "\(days)d" }
        if hours > 0 { return rest > 0 ? "\(hours)h\(rest)m" : "\(hours)h" }
        return "\(rest)m"
    }
}
