import Testing

/// A malformed input for a reader, with the line its error must name and words the message must contain.
struct MalformedInput: Sendable, CustomTestStringConvertible {
    let name: String
    let input: [UInt8]
    /// The line the error must name.
    let line: Int
    /// Words the message must contain.
    let says: String
    var testDescription: String { name }

    init(_ name: String, _ input: String, line: Int, says: String) {
        self.init(name, Array(input.utf8), line: line, says: says)
    }

    init(_ name: String, _ input: [UInt8], line: Int, says: String) {
        self.name = name
        self.input = input
        self.line = line
        self.says = says
    }
}
