import PainlogDomain
import PropertyBased
import Testing

/// What `Intensity(parsing:)` accepts, as its code reads: the text, trimmed of white space (Unicode's
/// White_Space, as names are trimmed), must be one or two ASCII digits whose value is 0–10.
///
/// So `0` to `10`, and also `00` to `09` with a leading zero; nothing with a sign, a point, an
/// exponent, three digits (`010`), digits of other scripts, or anything between the digits.
private func acceptedIntensity(_ text: String) -> Int? {
    var scalars = Substring(text).unicodeScalars
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    guard (1...2).contains(scalars.count), scalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    let value = scalars.reduce(0) { $0 * 10 + Int($1.value - 48) }
    return value <= 10 ? value : nil
}

/// Digits above all, so that many texts are on the scale or just off it, with the look-alikes.
private let intensityTexts = texts(
    of: ["0", "1", "2", "5", "7", "9", "10", "11", "00", "+", "-", ".", ",", "e", "x", "½", "٣", "５", "⑤", "٫"]
        + whiteSpacePieces,
    count: 0...4)

@Suite struct IntensityPropertyTests {
    @Test func acceptsExactlyOneOrTwoDigitsFrom0To10AfterTrimming() {
        checkProperty(intensityTexts, count: 2000) { text in
            let parsed = try? Intensity(parsing: text).value
            try #require(parsed == acceptedIntensity(text), "\(text.debugDescription)")
        }
    }

    /// The definition above, on the cases it names.
    @Test(
        arguments: [
            ("0", 0), ("10", 10), ("07", 7), ("00", 0), (" 7\n", 7), ("\u{A0}3\u{3000}", 3), ("010", nil), ("11", nil),
            ("+5", nil), ("5.0", nil), ("1 0", nil), ("٣", nil), ("\u{200B}5", nil),
        ] as [(String, Int?)])
    func definitionOnNamedCases(text: String, value: Int?) {
        #expect(acceptedIntensity(text) == value)
        #expect((try? Intensity(parsing: text).value) == value)
    }
}
