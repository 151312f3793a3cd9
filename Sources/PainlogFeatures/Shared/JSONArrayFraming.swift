/// The contract's layout of a JSON array, one element per line, written as a stream:
/// `[` + `separator(before: 0)` + first + `separator(before: 1)` + second … + `closing(count:)`,
/// which reads `[]` when empty and `[\n  a,\n  b\n]` otherwise, with a final newline.
public enum JSONArrayFraming {
    /// Opens the array.
    public static let opening = "["

    /// What comes before element `index` (counting from 0).
    public static func separator(before index: Int) -> String {
        index == 0 ? "\n  " : ",\n  "
    }

    /// Closes an array of `count` elements, with the final newline.
    public static func closing(count: Int) -> String {
        count == 0 ? "]\n" : "\n]\n"
    }

    /// A whole array, each element written by `JSONWriter` (`JSONWriter.document` lays it out).
    public static func array(_ elements: [JSONValue]) -> String {
        String(decoding: JSONWriter.document(.array(elements)), as: UTF8.self)
    }
}
