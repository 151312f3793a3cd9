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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
        guard let first = lines.next() else { return nil }
        let diaries = first.split(separator: " ").map(String.init)
        guard diaries.allSatisfy(ChangeStamp.isDiaryID) else { return nil }
        var previous: ChangeStamp?
        func stamp(_ part: Substring) -> ChangeStamp? {
            if part == "=" { return previous }
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            guard pieces.count == 3, let index = Int(pieces[0]), diaries.indices.contains(index),
                let seconds = Int64(pieces[1]), seconds >= 0, let counter = Int(pieces[2]),
                (0...ChangeStamp.maximumCounter).contains(counter)
            else { return nil }
            return ChangeStamp(seconds: seconds, counter: counter, diary: diaries[index])
        }
        while let line = lines.next() {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
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
