/// When and where a change was made, by painlog's hybrid logical clock (see `HybridClock`).
///
/// Stamps compare by `seconds`, then `counter`, then `diary`: two diaries that compare the same two
/// stamps always pick the same later one, and no two diaries make equal stamps.
public struct ChangeStamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The largest counter a stamp has: past it the clock moves to the next second.
    public static let maximumCounter = 999_999

    /// The clock's physical part: whole seconds since 1970-01-01T00:00:00Z, never behind any stamp
    /// the diary had seen when it made this one.
    public let seconds: Int64
    /// Orders changes within one second (0 for the first).
    public let counter: Int
    /// The id of the diary that made the change: 32 lowercase hexadecimal digits.
    public let diary: String

    /// A stamp from its parts.
    ///
    /// `counter` is 0...`maximumCounter` and `seconds` not negative.
    public init(seconds: Int64, counter: Int, diary: String) {
        precondition(seconds >= 0 && (0...Self.maximumCounter).contains(counter), "a stamp out of range")
        self.seconds = seconds
        self.counter = counter
        self.diary = diary
    }

    public static func < (lhs: ChangeStamp, rhs: ChangeStamp) -> Bool {
        (lhs.seconds, lhs.counter, lhs.diary) < (rhs.seconds, rhs.counter, rhs.diary)
    }

    /// The stamp as text: `SECONDS.COUNTER.DIARY`, the seconds in 11 digits and the counter in 6
    /// (`01795338000.000003.3f2b…`), so that texts sort as their stamps do.
    public var text: String {
        pad(Int(seconds), 11) + "." + pad(counter, 6) + "." + diary
    }

    public var description: String { text }

    /// Appends `text` in UTF-8.
    public func appendText(to out: inout [UInt8]) {
        Self.appendPadded(UInt64(seconds), width: 11, to: &out)
        out.append(UInt8(ascii: "."))
        Self.appendPadded(UInt64(counter), width: 6, to: &out)
        out.append(UInt8(ascii: "."))
        out.append(contentsOf: diary.utf8)
    }

    /// Appends `value` in decimal digits, with zeros before it up to `width` digits.
    private static func appendPadded(_ value: UInt64, width: Int, to out: inout [UInt8]) {
        var count = 1
        var scale: UInt64 = 1
        while value / scale >= 10 {
            scale *= 10
            count += 1
        }
        if count < width { out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - count)) }
        var rest = value
        while scale > 0 {
            out.append(UInt8(ascii: "0") + UInt8(rest / scale))
            rest %= scale
            scale /= 10
        }
    }

    /// Reads `text` as `text` writes it (exactly: digits of those widths and a 32-digit lowercase
    /// hexadecimal diary id); nil for anything else.
    public init?(text: String) {
        // `SECONDS.COUNTER.DIARY`: 11 digits, a dot, 6 digits, a dot, 32 lowercase hex digits.
        var text = text
        let parsed = text.withUTF8 { bytes -> (seconds: Int64, counter: Int64)? in
            guard bytes.count == 51, bytes[11] == UInt8(ascii: "."), bytes[18] == UInt8(ascii: ".") else { return nil }
            var seconds: Int64 = 0
            var counter: Int64 = 0
            for index in 0..<18 where index != 11 {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit <= 9 else { return nil }
                if index < 11 {
                    seconds = seconds * 10 + Int64(digit)
                } else {
                    counter = counter * 10 + Int64(digit)
                }
            }
            guard bytes[19..<51].allSatisfy(Self.isDiaryIDDigit) else { return nil }
            return (seconds, counter)
        }
        guard let parsed, let diary = String(text.utf8.dropFirst(19)) else { return nil }
        self.init(seconds: parsed.seconds, counter: Int(parsed.counter), diary: diary)
    }

    /// Whether `text` is a diary id: 32 lowercase hexadecimal digits.
    public static func isDiaryID(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy(isDiaryIDDigit)
    }

    /// Whether `byte` is a digit of a diary id: a lowercase hexadecimal digit.
    private static func isDiaryIDDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
