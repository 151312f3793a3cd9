/// The text of a number in machine-read output (JSON, FHIR): one place, so `stats`, `meds`,
/// `impact` and the FHIR export can never write the same number two ways.
public enum NumberText {
    /// A count with thousands separated by commas, for people to read: `1,234,567`.
    public static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, digits[index - 1] != "-", (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    /// Swift's shortest form that reads back as exactly `value` (`4.333333333333333`, `2.0`), or nil
    /// for infinity and NaN, which JSON cannot hold.
    public static func shortest(_ value: Double) -> String? {
        value.isFinite ? "\(value)" : nil
    }

    /// `4.33`: two decimals, rounded half away from zero, for a non-negative value such as a score.
    public static func twoDecimals(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}
