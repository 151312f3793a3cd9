/// Shorthands for the values presenters write, so a JSON object reads as its fields and numbers
/// take their text from `NumberText` alone.
extension JSONValue {
    /// An integer, as Swift prints it.
    public static func number(_ value: Int) -> JSONValue {
        .number(String(value))
    }

    /// A double in its shortest exact form (`NumberText.shortest`); null when absent or not finite,
    /// as the contract writes a mean or a share that has no value.
    public static func number(_ value: Double?) -> JSONValue {
        value.flatMap(NumberText.shortest).map { .number($0) } ?? .null
    }

    /// A string, or null when absent.
    public static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// An array of strings, such as an entry's areas.
    public static func strings(_ values: [String]) -> JSONValue {
        .array(values.map { .string($0) })
    }
}
