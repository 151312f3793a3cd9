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

    var fields: [String: Field] = [:]
    /// Each member ever present, with `"1"` (present) or `"0"` (removed) and its stamp.
    var members: [MemberKey: StampedValue] = [:]

    /// A 64-bit FNV-1a digest of `value`'s UTF-8 bytes: enough to see that a field changed.
    static func digest(_ value: String) -> UInt64 { FNV1a64.hash(value.utf8) }

    /// The latest stamp of any field or member.
    var latestStamp: ChangeStamp? {
        (fields.values.map(\.stamp) + members.values.map(\.stamp)).max()
    }

    /// The text kept in the diary; fields in `order` first, then the rest by name.
    func text(fieldOrder order: [String]) -> String {
        var diaries: [String] = []
        func place(_ diary: String) -> Int {
            if let index = diaries.firstIndex(of: diary) { return index }
            diaries.append(diary)
            return diaries.count - 1
        }
        var lines: [String] = []
        var previous: ChangeStamp?
        func stampText(_ stamp: ChangeStamp) -> String {
            defer { previous = stamp }
            if stamp == previous { return "=" }
            return "\(place(stamp.diary)):\(stamp.seconds):\(stamp.counter)"
        }
        let names = order.filter { fields[$0] != nil } + fields.keys.filter { !order.contains($0) }.sorted()
        for name in names {
            guard let field = fields[name] else { continue }
            lines.append(name + " " + stampText(field.stamp) + " " + String(field.digest, radix: 36))
        }
        let memberKeys = members.keys.sorted(by: Self.precedes)
        for key in memberKeys {
            guard let member = members[key] else { continue }
            lines.append(
                (member.value == "1" ? "+" : "-") + key.list + " " + stampText(member.stamp) + " " + key.key)
        }
        return ([diaries.joined(separator: " ")] + lines).joined(separator: "\n")
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
                let place = Int(text(range.lowerBound..<first)), diaries.indices.contains(place),
                let seconds = Int64(text(first + 1..<second)), seconds >= 0,
                let counter = Int(text(second + 1..<range.upperBound)),
                (0...ChangeStamp.maximumCounter).contains(counter)
            else { return nil }
            return ChangeStamp(seconds: seconds, counter: counter, diary: diaries[place])
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
                state.members[MemberKey(list: text(lineStart + 1..<firstSpace), key: text(secondSpace + 1..<lineEnd))] =
                    StampedValue(value: first == UInt8(ascii: "+") ? "1" : "0", stamp: stamp)
            } else {
                guard let digest = UInt64(text(secondSpace + 1..<lineEnd), radix: 36) else { return .some(nil) }
                state.fields[text(lineStart..<firstSpace)] = Field(stamp: stamp, digest: digest)
            }
        }
        return .some(state)
    }

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

    init(fields: [String: Field] = [:], members: [MemberKey: StampedValue] = [:]) {
        self.fields = fields
        self.members = members
    }
}
