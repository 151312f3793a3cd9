extension StyledLine {
    /// The line broken at spaces into lines of at most `width` columns, each continuation starting
    /// with `indent` spaces; every span keeps its style.
    ///
    /// A word longer than a whole line is split where the line ends, so that nothing is ever cut
    /// off (the dashboard's overuse caveat must be read whole). A line that fits is returned as it is.
    public func wrapped(to width: Int, indent: Int = 0) -> [StyledLine] {
        guard DisplayText.width(plainText) > width, width > indent else { return [self] }
        var lines: [StyledLine] = []
        var spans: [StyledSpan] = []
        var used = 0
        var hasWord = false
        var pendingSpaces: [StyledSpan] = []
        var pendingWidth = 0
        func finishLine() {
            lines.append(StyledLine(spans))
            spans = indent > 0 ? [StyledSpan(String(repeating: " ", count: indent))] : []
            used = indent
            hasWord = false
            pendingSpaces = []
            pendingWidth = 0
        }
        for span in Self.pieces(of: self.spans) {
            if span.text.first == " " {
                if hasWord {
                    pendingSpaces.append(span)
                    pendingWidth += span.text.count
                } else if lines.isEmpty {
                    spans.append(span)
                    used += span.text.count
                }
                continue
            }
            var word = span.text
            var wordWidth = DisplayText.width(word)
            if hasWord, used + pendingWidth + wordWidth > width { finishLine() }
            spans += pendingSpaces
            used += pendingWidth
            pendingSpaces = []
            pendingWidth = 0
            while used + wordWidth > width, used < width {
                // A word wider than what is left of an empty line: split it where the line ends.
                let head = DisplayText.prefix(word, columns: width - used)
                spans.append(StyledSpan(head, span.style))
                word = String(word.dropFirst(head.count))
                wordWidth = DisplayText.width(word)
                finishLine()
            }
            spans.append(StyledSpan(word, span.style))
            used += wordWidth
            hasWord = true
        }
        if hasWord || lines.isEmpty { lines.append(StyledLine(spans)) }
        return lines
    }

    /// `spans` cut into runs of spaces and runs of anything else, each with its span's style.
    private static func pieces(of spans: [StyledSpan]) -> [StyledSpan] {
        var pieces: [StyledSpan] = []
        for span in spans {
            var run = ""
            var runIsSpace = false
            for character in span.text {
                let isSpace = character == " "
                if !run.isEmpty, isSpace != runIsSpace {
                    pieces.append(StyledSpan(run, span.style))
                    run = ""
                }
                run.append(character)
                runIsSpace = isSpace
            }
            if !run.isEmpty { pieces.append(StyledSpan(run, span.style)) }
        }
        return pieces
    }
}
