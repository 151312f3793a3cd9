import PainlogChecksum
import PainlogDomain

/// The stamps a diary keeps for one entry or impact record (`SyncStampStore`): for each field the
/// stamp of its last change and a digest of the value it was stamped with, and each member of its
/// lists ever present, with the stamped write that added or removed it.
///
/// Kept as one text (docs/sync.md): a first line with the ids of the diaries the stamps name, then
/// a line per field, `NAME STAMP DIGEST`, and a line per member, `+LIST STAMP KEY` (present) or
/// `-LIST STAMP KEY` (removed). `STAMP` is `DIARY:SECONDS:COUNTER`, `DIARY` the diary's place on
/// the first line, or `=` for the stamp of the line before; `DIGEST` is `digest(_:)` in base 36.
/// About 150 bytes for an entry stamped once.
struct RecordStamps: Sendable, Equatable {
    /// A field's stamp and the digest of the value it was stamped with.
    struct Field: Sendable, Equatable {
        let stamp: ChangeStamp
        let digest: UInt64
    }

    var fields: SmallMap<String, Field> = [:]
    /// Each member ever present, with `"1"` (present) or `"0"` (removed) and its stamp.
    var members: SmallMap<MemberKey, StampedValue> = [:]

    /// A 64-bit FNV-1a digest of `value`'s UTF-8 bytes: enough to see that a field changed.
    static func digest(_ value: String) -> UInt64 {
        // From the string's contiguous bytes: hashing its UTF8View byte by byte cost three times as much.
        var value = value
        return value.withUTF8 { FNV1a64.hash($0) }
    }

    /// The latest stamp of any field or member.
    var latestStamp: ChangeStamp? {
        (fields.values.map(\.stamp) + members.values.map(\.stamp)).max()
    }

    /// The text kept in the diary; fields in `order` first, then the rest by name.
    func text(fieldOrder order: [String]) -> String {
        // A sync writes the stamps of every record it stamps or merges: built in one buffer.
        var diaries: [String] = []
        var body: [UInt8] = []
        body.reserveCapacity(64 * (fields.count + members.count))
        var previous: ChangeStamp?
        func appendStamp(_ stamp: ChangeStamp) {
            defer { previous = stamp }
            if stamp == previous {
                body.append(UInt8(ascii: "="))
                return
            }
            let place: Int
            if let index = diaries.firstIndex(of: stamp.diary) {
                place = index
            } else {
                place = diaries.count
                diaries.append(stamp.diary)
            }
            Self.appendDecimal(UInt64(place), to: &body)
            body.append(UInt8(ascii: ":"))
            Self.appendDecimal(UInt64(stamp.seconds), to: &body)
            body.append(UInt8(ascii: ":"))
            Self.appendDecimal(UInt64(stamp.counter), to: &body)
        }
        func appendField(_ name: String, _ field: Field) {
            body.append(UInt8(ascii: "\n"))
            body.append(contentsOf: name.utf8)
            body.append(UInt8(ascii: " "))
            appendStamp(field.stamp)
            body.append(UInt8(ascii: " "))
            Self.appendBase36(field.digest, to: &body)
        }
        for name in order {
            if let field = fields[name] { appendField(name, field) }
        }
        let others = fields.keys.filter { !order.contains($0) }
        for name in others.sorted() {
            if let field = fields[name] { appendField(name, field) }
        }
        for (key, member) in members.sorted(by: { Self.precedes($0.key, $1.key) }) {
            body.append(UInt8(ascii: "\n"))
            body.append(member.value == "1" ? UInt8(ascii: "+") : UInt8(ascii: "-"))
            body.append(contentsOf: key.list.utf8)
            body.append(UInt8(ascii: " "))
            appendStamp(member.stamp)
            body.append(UInt8(ascii: " "))
            body.append(contentsOf: key.key.utf8)
        }
        var text: [UInt8] = []
        text.reserveCapacity(33 * diaries.count + body.count)
        for (index, diary) in diaries.enumerated() {
            if index > 0 { text.append(UInt8(ascii: " ")) }
            text.append(contentsOf: diary.utf8)
        }
        text += body
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `value` in decimal digits.
    private static func appendDecimal(_ value: UInt64, to bytes: inout [UInt8]) {
        appendDigits(value, radix: 10, to: &bytes)
    }

    /// Appends `value` in base 36 (lowercase), as `String(value, radix: 36)` writes it.
    private static func appendBase36(_ value: UInt64, to bytes: inout [UInt8]) {
        appendDigits(value, radix: 36, to: &bytes)
    }

    private static func appendDigits(_ value: UInt64, radix: UInt64, to bytes: inout [UInt8]) {
        var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // up to 32 digits, one a byte
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                let digit = UInt8(rest % radix)
                buffer[count] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                count += 1
                rest /= radix
            } while rest > 0
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// Reads `text` as `text(fieldOrder:)` writes it; nil when it is not that (a damaged row is
    /// stamped again, as if no sync had seen the record).
    init?(text: String) {
        // A sync reads every record's stamps: ASCII without carriage returns (nearly always) is
        // read by its bytes, which is what splitting its characters gives, only many times faster.
        var text = text
        let ascii = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? Self.parsed(ascii: bytes) : nil
        }
        if let ascii {
            guard let state = ascii else { return nil }
            self = state
            return
        }
        self.init(text: Substring(text)) { text, separator, maxSplits in
            text.split(
                separator: Character(Unicode.Scalar(separator)), maxSplits: maxSplits, omittingEmptySubsequences: false)
        }
    }

    /// `init(text:)` of ASCII text without carriage returns, read byte by byte; nil when the text
    /// is not stamps.
    private static func parsed(ascii bytes: UnsafeBufferPointer<UInt8>) -> RecordStamps?? {
        let (newline, space, colon) = (UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: ":"))
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        /// A field's or list's name: one of the names painlog writes (no copy), else the text.
        func name(_ range: Range<Int>) -> String {
            for (known, utf8) in Self.knownNames
            where utf8.count == range.count && utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[range])) {
                return known
            }
            return text(range)
        }
        func number(_ range: Range<Int>, radix: UInt64 = 10) -> UInt64? {
            guard !range.isEmpty else { return nil }
            var value: UInt64 = 0
            for byte in bytes[range] {
                let digit: UInt64
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = UInt64(byte - UInt8(ascii: "a")) + 10
                default: return nil
                }
                guard digit < radix else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
                let (sum, carry) = shifted.addingReportingOverflow(digit)
                guard !overflow, !carry else { return nil }
                value = sum
            }
            return value
        }
        func index(of byte: UInt8, in range: Range<Int>) -> Int? { bytes[range].firstIndex(of: byte) }
        var lineEnd = index(of: newline, in: 0..<bytes.count) ?? bytes.count
        var diaries: [String] = []
        var start = 0
        while start < lineEnd {
            let end = index(of: space, in: start..<lineEnd) ?? lineEnd
            if end > start { diaries.append(text(start..<end)) }
            start = end + 1
        }
        guard diaries.allSatisfy(ChangeStamp.isDiaryID) else { return .some(nil) }
        var state = RecordStamps()
        var previous: ChangeStamp?
        func stamp(_ range: Range<Int>) -> ChangeStamp? {
            if range.count == 1, bytes[range.lowerBound] == UInt8(ascii: "=") { return previous }
            guard let first = index(of: colon, in: range),
                let second = index(of: colon, in: first + 1..<range.upperBound),
                index(of: colon, in: second + 1..<range.upperBound) == nil,
                let place = number(range.lowerBound..<first), place < diaries.count,
                let seconds = number(first + 1..<second), seconds <= UInt64(Int64.max),
                let counter = number(second + 1..<range.upperBound), counter <= ChangeStamp.maximumCounter
            else { return nil }
            return ChangeStamp(seconds: Int64(seconds), counter: Int(counter), diary: diaries[Int(place)])
        }
        while lineEnd < bytes.count {
            let lineStart = lineEnd + 1
            lineEnd = index(of: newline, in: lineStart..<bytes.count) ?? bytes.count
            guard let firstSpace = index(of: space, in: lineStart..<lineEnd),
                let secondSpace = index(of: space, in: firstSpace + 1..<lineEnd), firstSpace > lineStart,
                let stamp = stamp(firstSpace + 1..<secondSpace)
            else { return .some(nil) }
            previous = stamp
            let first = bytes[lineStart]
            if first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                state.members[MemberKey(list: name(lineStart + 1..<firstSpace), key: text(secondSpace + 1..<lineEnd))] =
                    StampedValue(value: first == UInt8(ascii: "+") ? "1" : "0", stamp: stamp)
            } else {
                guard let digest = number(secondSpace + 1..<lineEnd, radix: 36) else { return .some(nil) }
                state.fields[name(lineStart..<firstSpace)] = Field(stamp: stamp, digest: digest)
            }
        }
        return .some(state)
    }

    /// The field and list names painlog keeps stamps under.
    private static let knownNames =
        (RecordValues.entryFields + RecordValues.impactFields + RecordValues.lists + ["class"])
        .map { ($0, Array($0.utf8)) }

    /// Reads `text`, split by `split(text, separator, maxSplits)` (empty pieces kept).
    private init?(text: Substring, split: (Substring, UInt8, Int) -> [Substring]) {
        let space = UInt8(ascii: " ")
        var lines = split(text, UInt8(ascii: "\n"), .max).makeIterator()
        guard let first = lines.next() else { return nil }
        let diaries = split(first, space, .max).filter { !$0.isEmpty }.map(String.init)
        guard diaries.allSatisfy(ChangeStamp.isDiaryID) else { return nil }
        var previous: ChangeStamp?
        func stamp(_ part: Substring) -> ChangeStamp? {
            if part == "=" { return previous }
            let pieces = split(part, UInt8(ascii: ":"), .max)
            guard pieces.count == 3, let index = Int(pieces[0]), diaries.indices.contains(index),
                let seconds = Int64(pieces[1]), seconds >= 0, let counter = Int(pieces[2]),
                (0...ChangeStamp.maximumCounter).contains(counter)
            else { return nil }
            return ChangeStamp(seconds: seconds, counter: counter, diary: diaries[index])
        }
        while let line = lines.next() {
            let parts = split(line, space, 2)
            guard parts.count == 3, let first = parts[0].first, let stamp = stamp(parts[1]) else { return nil }
            previous = stamp
            if first == "+" || first == "-" {
                let list = String(parts[0].dropFirst())
                members[MemberKey(list: list, key: String(parts[2]))] = StampedValue(
                    value: first == "+" ? "1" : "0", stamp: stamp)
            } else {
                guard let digest = UInt64(parts[2], radix: 36) else { return nil }
                fields[String(parts[0])] = Field(stamp: stamp, digest: digest)
            }
        }
    }

    /// The order members are written in: by list, then key by its bytes.
    static func precedes(_ lhs: MemberKey, _ rhs: MemberKey) -> Bool {
        lhs.list != rhs.list ? lhs.list < rhs.list : Array(lhs.key.utf8).lexicographicallyPrecedes(rhs.key.utf8)
    }

    init(fields: SmallMap<String, Field> = [:], members: SmallMap<MemberKey, StampedValue> = [:]) {
        self.fields = fields
        self.members = members
    }
}
