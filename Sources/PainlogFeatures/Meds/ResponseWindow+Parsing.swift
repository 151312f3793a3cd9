public import PainlogDomain

extension ResponseWindow {
    /// Parses `--window START-END`, each a duration such as `30m`, `4h` or `1h30m`, START above
    /// zero and before END (at most 24 hours).
    ///
    /// Throws a usage error naming the value.
    public init(parsing text: String) throws(PainlogError) {
        let accepted: ErrorText = "durations like 30m, 4h or 1h30m, e.g. \(field: .window) 30m-4h"
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Self.seconds(String(parts[0])), let end = Self.seconds(String(parts[1]))
        else {
            throw .usage("\(field: .window) '\(text)' is not START-END with " + accepted)
        }
        guard start > 0, start < end, end <= 86_400 else {
            throw .usage(
                "\(field: .window) '\(text)': the start must be above 0 and before the end, the end at most 24h "
                    + "(e.g. \(field: .window) 30m-4h)")
        }
        self.init(minimum: start, maximum: end)
    }

    /// `90m`, `4h`, `1h30m` as seconds; nil for anything else.
    private static func seconds(_ text: String) -> Int64? {
        var total: Int64 = 0
        var digits = ""
        var sawUnit = false
        for character in text.lowercased() {
            if character.isASCII, character.isNumber {
                digits.append(character)
                guard digits.count <= 5 else { return nil }
            } else if character == "h" || character == "m" {
                guard let value = Int64(digits) else { return nil }
                total += value * (character == "h" ? 3600 : 60)
                digits = ""
                sawUnit = true
            } else {
                return nil
            }
        }
        return digits.isEmpty && sawUnit ? total : nil
    }

    /// The window as typed: `30m-4h`.
    public var text: String {
        func format(_ seconds: Int64) -> String {
            let hours = seconds / 3600
            let minutes = seconds % 3600 / 60
            if hours > 0 { return minutes > 0 ? "\(hours)h\(minutes)m" : "\(hours)h" }
            return "\(minutes)m"
        }
        return format(minimum) + "-" + format(maximum)
    }
}
