extension Timestamp {
    /// Appends `iso8601` (`2026-11-22T08:30:00+01:00`) to `out` as UTF-8, without building a String:
    /// an export writes three of these per entry.
    public func appendISO8601(to out: inout [UInt8]) {
        let l = local
        appendDigits(l.date.year, count: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(l.date.month, count: 2, to: &out)
        out.append(UInt8(ascii: "-"))
        appendDigits(l.date.day, count: 2, to: &out)
        out.append(UInt8(ascii: "T"))
        appendDigits(l.hour, count: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(l.minute, count: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(l.second, count: 2, to: &out)
        out.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let minutes = abs(offset) / 60
        appendDigits(minutes / 60, count: 2, to: &out)
        out.append(UInt8(ascii: ":"))
        appendDigits(minutes % 60, count: 2, to: &out)
    }
}

/// Decimal numbers written straight into UTF-8 byte buffers.
public enum DecimalBytes {
    /// Appends `value` in decimal, zero-padded to at least `width` digits, with a `-` when negative.
    @inline(__always)
    public static func append(_ value: Int64, width: Int = 1, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for 20 digits
        var length = 0
        var rest = value.magnitude
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[length] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                length += 1
            } while rest > 0
            for _ in length..<max(length, width) { out.append(UInt8(ascii: "0")) }
            for index in stride(from: length - 1, through: 0, by: -1) { out.append(buffer[index]) }
        }
    }
}

/// Appends a non-negative number zero-padded to `count` digits.
@inline(__always)
func appendDigits(_ value: Int, count: Int, to out: inout [UInt8]) {
    DecimalBytes.append(Int64(value), width: count, to: &out)
}
