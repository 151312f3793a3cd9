import PropertyBased

/// Texts built from pieces chosen to trouble a parser: mostly `pieces`, now and then any Unicode
/// scalar at all.
///
/// Without a shrinker (nothing here shrinks: see `checkProperty`), which gives the generator a type
/// that can be named and so kept in a constant.
func texts(of pieces: [String], count: ClosedRange<Int>) -> Generator<String, Shrink.None<String>> {
    let piece = Gen.frequency(
        (weight: 0.85, gen: Gen.element(of: pieces).compactMap { $0 }),
        (weight: 0.15, gen: anyScalar.map { String($0) })
    )
    let texts = piece.array(of: count).map { $0.joined() }
    return Generator { random in texts.run(using: &random) }
}

/// Any Unicode scalar value (surrogate code points are not scalars and are drawn again).
let anyScalar = Gen<UInt32>.value(in: 0...0x10FFFF).compactMap { Unicode.Scalar($0) }

/// White space as `NameRules` trims it (Unicode's White_Space), and look-alikes that are not.
let whiteSpacePieces = [
    " ", "\t", "\n", "\r\n", "\u{0B}", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}", "\u{3000}",
    // Not white space: zero-width space and joiner, byte-order mark.
    "\u{200B}", "\u{200D}", "\u{FEFF}",
]

/// Marks that change how text shows without being seen: direction marks and overrides, isolates.
let directionPieces = ["\u{200E}", "\u{200F}", "\u{202A}", "\u{202E}", "\u{202C}", "\u{2067}", "\u{2069}"]

/// Letters, combining marks, emoji (one scalar, sequences joined by ZWJ, with a skin tone).
let letterPieces = [
    "a", "Z", "é", "e\u{301}", "ß", "ı", "İ", "ø", "ж", "ע", "ب", "中", "😖", "👨‍👩‍👧", "👍🏽", "🇩🇪",
]
