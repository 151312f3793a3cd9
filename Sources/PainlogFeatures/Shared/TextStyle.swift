/// How a piece of terminal text should look when colour is on.
///
/// Views decide whether it is.
public enum TextStyle: Sendable, Equatable {
    case plain
    /// Secondary information: ids, times, labels.
    case dim
    case bold
    /// Intensity 1–3.
    case mild
    /// Intensity 4–6.
    case moderate
    /// Intensity 7–10.
    case severe

    /// The style for an intensity value: the colour of its bar.
    public static func forIntensity(_ value: Int) -> TextStyle {
        switch value {
        case 0: return .dim
        case 1...3: return .mild
        case 4...6: return .moderate
        default: return .severe
        }
    }
}
