/// One line of terminal output, made of styled spans and without its line end.
public struct StyledLine: Sendable, Equatable {
    public let spans: [StyledSpan]

    public init(_ spans: [StyledSpan]) {
        self.spans = spans
    }

    public init(_ text: String, _ style: TextStyle = .plain) {
        self.spans = [StyledSpan(text, style)]
    }

    /// A line of `spans` without the spaces that padding left at its end.
    public init(trimmingTrailingSpaces spans: [StyledSpan]) {
        var spans = spans
        while let last = spans.last {
            var text = last.text
            while text.hasSuffix(" ") { text.removeLast() }
            if text.isEmpty {
                spans.removeLast()
                continue
            }
            spans[spans.count - 1] = StyledSpan(text, last.style)
            break
        }
        self.spans = spans
    }

    /// The line's text with no styling.
    public var plainText: String {
        // A loop rather than `map` and `joined()`, which cost the runtime generic lookups on first use.
        var text = ""
        for span in spans { text += span.text }
        return text
    }
}
