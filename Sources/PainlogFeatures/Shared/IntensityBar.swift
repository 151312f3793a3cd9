/// A small bar for an intensity: five cells, a full block per two points and a half block for an
/// odd one, so `7` is `███▌ `.
///
/// It reads the same without colour.
public enum IntensityBar {
    /// The bar's width in columns.
    public static let width = 5

    public static func bar(for value: Int) -> String {
        let clamped = min(max(value, 0), 10)
        let full = clamped / 2
        let half = clamped % 2 == 1
        return String(repeating: "█", count: full) + (half ? "▌" : "")
            + String(repeating: " ", count: width - full - (half ? 1 : 0))
    }

    /// The bar without the padding that keeps table columns aligned.
    public static func compactBar(for value: Int) -> String {
        var bar = bar(for: value)
        while bar.hasSuffix(" ") { bar.removeLast() }
        return bar
    }
}
