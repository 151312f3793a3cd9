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
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 11, parts[1].count == 6,
            let seconds = Self.number(parts[0]), let counter = Self.number(parts[1]),
            let diary = String(parts[2]), Self.isDiaryID(diary)
        else { return nil }
        self.init(seconds: seconds, counter: Int(counter), diary: diary)
    }

    /// Whether `text` is a diary id: 32 lowercase hexadecimal digits.
    public static func isDiaryID(_ text: String) -> Bool {
        text.utf8.count == 32
            && text.utf8.allSatisfy {
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
                    || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            }
    }

    private static func number(_ digits: Substring.UTF8View) -> Int64? {
        var value: Int64 = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int64(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
