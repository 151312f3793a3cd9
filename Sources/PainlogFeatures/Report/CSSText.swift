/// The one way text reaches the report's style sheet (the page headers and footers are CSS
/// `content` strings): `string(_:)` quotes it so that nothing in it can end the string, the rule or
/// the `<style>` element.
enum CSSText {
    /// `text` as a double-quoted CSS string: letters, digits and spaces of ASCII as they are, every
    /// other character as a six-digit hexadecimal escape ended by a space (`<` as `\00003C `): the
    /// parser takes that one space as the escape's end, so a space after it in the text stays.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ": out.unicodeScalars.append(scalar)
            default:
                let digits = String(scalar.value, radix: 16, uppercase: true)
                out += "\\" + String(repeating: "0", count: 6 - digits.count) + digits + " "
            }
        }
        return out + "\""
    }
}
