extension JSONWriter {
    /// `value` as a whole output, as every `--json` and `--format json` prints it: an array one
    /// element per line (`JSONArrayFraming`), anything else on one line; either with its final
    /// newline.
    ///
    /// The view writes a presenter's value through this one function, so no presenter or flow adds
    /// a newline of its own.
    public static func document(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        guard case .array(let elements) = value else {
            append(value, to: &out)
            out.append(UInt8(ascii: "\n"))
            return out
        }
        out.append(contentsOf: JSONArrayFraming.opening.utf8)
        for (index, element) in elements.enumerated() {
            out.append(contentsOf: JSONArrayFraming.separator(before: index).utf8)
            append(element, to: &out)
        }
        out.append(contentsOf: JSONArrayFraming.closing(count: elements.count).utf8)
        return out
    }
}
