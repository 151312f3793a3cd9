public import PainlogDomain

/// Writes entries as the contract's JSON: objects with the export's fields in its column order,
/// names as arrays of strings, `id` and `intensity` as numbers.
public enum EntryJSONFormatter {
    /// One entry as a JSON object on one line.
    public static func object(_ entry: Entry) -> String {
        var json = "{"
        json += "\"id\":\(entry.id),"
        json += "\"uid\":" + string(entry.uid) + ","
        json += "\"occurred_at\":" + string(entry.occurredAt.iso8601) + ","
        json += "\"intensity\":\(entry.intensity.value),"
        json += "\"areas\":" + array(entry.areas) + ","
        json += "\"tags\":" + array(entry.tags) + ","
        json += "\"medications\":" + array(entry.medications.map(\.text)) + ","
        json += "\"note\":" + string(entry.note) + ","
        json += "\"created_at\":" + string(entry.createdAt.iso8601) + ","
        json += "\"updated_at\":" + string(entry.updatedAt.iso8601)
        return json + "}"
    }

    static func array(_ values: [String]) -> String {
        "[" + values.map(string).joined(separator: ",") + "]"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; U+2028 and
    /// U+2029 escaped too, so the output is also valid JavaScript.
    public static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
