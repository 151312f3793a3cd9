/// An entry's key: the shortest prefix of its uid's 32 hexadecimal digits (dashes left out), at
/// least 8, that no other entry or deletion in the diary shares; printed with `@` (`@a1b2c3d4`).
///
/// Unlike an entry's number, which each diary gives on its own, a key names the same entry on every
/// computer that syncs it (a sync that brings a uid sharing 8 digits lengthens both keys).
public enum EntryKey {
    /// The fewest digits a key has.
    public static let shortestKey = 8
    /// The fewest digits a typed prefix may have.
    public static let shortestPrefix = 4
    /// The digits of a uid.
    public static let uidDigits = 32

    /// The hexadecimal digits of `uid` in lowercase, dashes left out.
    public static func digits(of uid: String) -> String {
        guard let bytes = asciiDigits(of: uid) else { return unicodeDigits(of: uid) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many digits the key of `uid` has when `neighbours` are the other uids next to it in uid
    /// order (entries' and deletions'): one more than the longest prefix it shares with either, at
    /// least `shortestKey`.
    public static func length(of uid: String, neighbours: [String]) -> Int {
        let own = asciiDigits(of: uid) ?? Array(unicodeDigits(of: uid).utf8)
        var shared = 0
        for neighbour in neighbours {
            let other = asciiDigits(of: neighbour) ?? Array(unicodeDigits(of: neighbour).utf8)
            var count = 0
            while count < own.count, count < other.count, own[count] == other[count] { count += 1 }
            shared = max(shared, count)
        }
        return min(max(shortestKey, shared + 1), max(own.count, shortestKey))
    }

    /// The key of `uid` with `length` digits, without `@`.
    public static func key(of uid: String, length: Int) -> String {
        guard let bytes = asciiDigits(of: uid) else { return String(unicodeDigits(of: uid).prefix(length)) }
        return String(decoding: bytes.prefix(length), as: UTF8.self)
    }

    /// `digits(of:)` as UTF-8, byte by byte: nil when `uid` is not ASCII (no uid painlog makes or
    /// reads is), which `unicodeDigits(of:)` answers instead.
    ///
    /// A key is made for every entry `list --json` prints: with `lowercased()` and a filtered
    /// `UnicodeScalarView` the keys of its 20 entries cost 1.8 M instructions beside their 0.6 M of
    /// look-ups (issue 37, docs/performance.md).
    private static func asciiDigits(of uid: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(uidDigits)
        for byte in uid.utf8 {
            if byte >= 0x80 { return nil }
            if byte == 0x2D { continue }  // "-"
            bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return bytes
    }

    /// The digits of a uid with other than ASCII in it, lowercased by Unicode's rules.
    private static func unicodeDigits(of uid: String) -> String {
        String(String.UnicodeScalarView(uid.lowercased().unicodeScalars.filter { $0 != "-" }))
    }

    /// The uid text that every uid beginning with the hexadecimal `digits` begins with: the digits
    /// with the uid's dashes put back after the 8th, 12th, 16th and 20th.
    public static func uidPrefix(ofDigits digits: String) -> String {
        var text = ""
        for (index, character) in digits.enumerated() {
            if index == 8 || index == 12 || index == 16 || index == 20 { text.append("-") }
            text.append(character)
        }
        return text
    }

    /// The hexadecimal digits of a typed key or uid prefix (`@A1B2-c3d4`, `a1b2c3d4`) in lowercase,
    /// dashes left out; nil when `text` is not one: fewer than `shortestPrefix` or more than 32
    /// digits, another character, or (without `@`) no letter a–f, since digits alone are an entry's
    /// number.
    public static func typedPrefix(_ text: String) -> String? {
        let marked = text.hasPrefix("@")
        let body = marked ? text.dropFirst() : Substring(text)
        var digits = ""
        var hasLetter = false
        for scalar in body.unicodeScalars {
            switch scalar {
            case "-": continue
            case "0"..."9": digits.unicodeScalars.append(scalar)
            case "a"..."f":
                digits.unicodeScalars.append(scalar)
                hasLetter = true
            case "A"..."F":
                digits.unicodeScalars.append(Unicode.Scalar(UInt8(scalar.value) + 32))
                hasLetter = true
            default: return nil
            }
        }
        guard (shortestPrefix...uidDigits).contains(digits.count), marked || hasLetter else { return nil }
        return digits
    }
}

/// A deleted entry that a key or uid prefix names: when and by which diary it was deleted.
public struct DeletedEntryMatch: Sendable, Equatable {
    public let uid: String
    public let deletedAt: Timestamp
    /// The id of the diary that deleted it (32 hexadecimal digits); nil when the diary does not know
    /// (a deletion learnt through sync, or made before painlog 0.4 kept it).
    public let deletedBy: String?

    public init(uid: String, deletedAt: Timestamp, deletedBy: String?) {
        self.uid = uid
        self.deletedAt = deletedAt
        self.deletedBy = deletedBy
    }
}

/// Finds entries and deletions by their uid's beginning: what keys are made of and looked up by.
public protocol EntryKeyLookup {
    /// The uids of entries and deletions just before and just after `uid` in uid order, `uid` itself
    /// left out (nil at either end).
    func uidNeighbours(of uid: String) throws -> (before: String?, after: String?)

    /// At most `limit` entries whose uid begins with `uidPrefix` (a uid's text, with its dashes), by uid.
    func entries(withUIDPrefix uidPrefix: String, limit: Int) throws -> [Entry]

    /// At most `limit` deletions whose uid begins with `uidPrefix`, by uid.
    func deletions(withUIDPrefix uidPrefix: String, limit: Int) throws -> [DeletedEntryMatch]

    /// The highest id any entry has had: entries added later have higher ids.
    func highestEntryID() throws -> Int64

    /// Each entry with an id up to `id` next in uid order to an entry with a higher id (one added
    /// since) whose uid shares its first 8 digits: the entries whose key a sync lengthened.
    func keySharers(addedAfter id: Int64) throws -> [SharedKeyPair]
}

/// An entry that was there and an entry added since whose uids share their first 8 digits, so
/// that both keys are longer now.
public struct SharedKeyPair: Sendable, Equatable {
    public let keptID: Int64
    public let keptUID: String
    public let addedID: Int64
    public let addedUID: String

    public init(keptID: Int64, keptUID: String, addedID: Int64, addedUID: String) {
        self.keptID = keptID
        self.keptUID = keptUID
        self.addedID = addedID
        self.addedUID = addedUID
    }
}

extension EntryKeyLookup {
    /// The key of the entry or deletion with `uid`, without `@`.
    public func key(of uid: String) throws -> String {
        let neighbours = try uidNeighbours(of: uid)
        var found: [String] = []
        if let before = neighbours.before { found.append(before) }
        if let after = neighbours.after { found.append(after) }
        return EntryKey.key(of: uid, length: EntryKey.length(of: uid, neighbours: found))
    }
}
