/// One line of terminal output, made of styled spans and without its line end.
public struct StyledLine: Sendable, Equatable {
    public let spans: [StyledSpan]

    public init(_ spans: [StyledSpan]) {
        self.spans = spans
    }

    public init(_ text: String, _ style: TextStyle = .plain) {
        self.spans = [StyledSpan(text, style)]
    }

    /// The line's text with no styling.
    public var plainText: String { spans.map(\.text).joined() }
}
