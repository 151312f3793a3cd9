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
    public var plainText: String {
        // A loop rather than `map` and `joined()`, which cost the runtime generic lookups on first use.
        var text = ""
        for span in spans { text += span.text }
        return text
    }
}
