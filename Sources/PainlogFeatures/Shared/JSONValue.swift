/// A JSON value, read from an import file or written by a presenter: one vocabulary both ways.
///
/// Numbers keep their text, so nothing read is rounded and nothing written changes form; an object
/// is its members in the order given, so every output's key order is written down where the object
/// is made.
public enum JSONValue: Sendable, Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal when of the same kind with equal contents, objects member by member in order (tuples
    /// cannot be `Equatable`, so this is written out).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)), (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }
}
