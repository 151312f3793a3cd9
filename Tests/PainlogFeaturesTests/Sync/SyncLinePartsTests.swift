import PainlogDomain
import Testing

@testable import PainlogFeatures

/// The sync file reader's byte-level shortcuts against the character-level code they replaced:
/// a member split at its first two spaces, and a stamp's text read into a `ChangeStamp`.
@Suite("Sync file lines read by bytes")
struct SyncLinePartsTests {
    /// Pieces a member text is made of: ASCII, spaces, a combining mark, a prepended mark, é.
    private static let pieces = [
        "+", "-", "area", "tag", " ", " ", "=", "0:1:2", "knee", "\u{301}", "\u{600}", "é", "x",
    ]

    @Test("splits a member as the character split does, whatever follows a space")
    func memberParts() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...8, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let expected = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            #expect(SyncFileReader.memberParts(text) == expected, "\(Array(text.unicodeScalars))")
        }
    }

    /// The reading of a stamp's text before it was read by bytes.
    private static func reference(_ text: String) -> ChangeStamp? {
        func number(_ digits: Substring.UTF8View) -> Int64? {
            var value: Int64 = 0
            for digit in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
                value = value * 10 + Int64(digit - UInt8(ascii: "0"))
            }
            return value
        }
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 11, parts[1].count == 6,
            let seconds = number(parts[0]), let counter = number(parts[1]),
            let diary = String(parts[2]), ChangeStamp.isDiaryID(diary)
        else { return nil }
        return ChangeStamp(seconds: seconds, counter: Int(counter), diary: diary)
    }

    @Test("reads a stamp's text as before, valid or not")
    func stampText() {
        var generator = SystemRandomNumberGenerator()
        let valid = "01778282064.000012.b42638f333cf9d7604a225f6b3e17d41"
        let replacements: [Character] = ["0", "9", "a", "f", "g", "A", ".", " ", "é", "/", ":"]
        for _ in 0..<20_000 {
            var characters = Array(valid)
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                let place = Int.random(in: 0..<characters.count, using: &generator)
                switch Int.random(in: 0...2, using: &generator) {
                case 0: characters[place] = replacements.randomElement(using: &generator)!
                case 1: characters.remove(at: place)
                default: characters.insert(replacements.randomElement(using: &generator)!, at: place)
                }
            }
            let text = String(characters)
            #expect(ChangeStamp(text: text) == Self.reference(text), "\(text)")
        }
        #expect(
            ChangeStamp(text: valid)
                == ChangeStamp(seconds: 1_778_282_064, counter: 12, diary: String(valid.suffix(32))))
    }
}
