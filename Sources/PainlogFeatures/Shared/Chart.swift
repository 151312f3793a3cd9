/// Unicode block charts that read the same with or without colour.
public enum Chart {
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    private static let levels = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A horizontal bar `value / maximum` of `width` columns long, to an eighth of a column.
    public static func bar(_ value: Double, maximum: Double, width: Int) -> String {
        guard maximum > 0, width > 0, value > 0 else { return "" }
        let eighthsLong = Int((min(value, maximum) / maximum * Double(width) * 8).rounded())
        return String(repeating: "█", count: eighthsLong / 8) + eighths[eighthsLong % 8]
    }

    /// One block per value, its height from 0 to `maximum`; nil (no entries) is a space.
    public static func sparkline(_ values: [Double?], maximum: Double = 10) -> String {
        // A loop rather than `map` and `joined()`, whose first call in a run costs the runtime
        // about 0.2 M instructions of generic lookups (the dashboard's sparkline was its first).
        var line = ""
        for value in values {
            guard let value else {
                line += " "
                continue
            }
            line += levels[Int((max(0, min(value, maximum)) / maximum * 7).rounded())]
        }
        return line
    }

    /// `5.3`: one decimal, rounded half away from zero (`-0.5` keeps its sign).
    public static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        // The sign is written on its own: `tenths / 10` is 0 for -0.9...-0.1, which has no sign.
        return (tenths < 0 ? "-" : "") + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}
