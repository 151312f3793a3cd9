/// A run of text in one style.
public struct StyledSpan: Sendable, Equatable {
    public let text: String
    public let style: TextStyle

    public init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}
