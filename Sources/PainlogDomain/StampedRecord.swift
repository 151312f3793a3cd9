/// A value written with the stamp of the change that wrote it: a field's value, or whether a
/// member is in its list (`"1"` present, `"0"` removed).
public struct StampedValue: Sendable, Equatable {
    public let value: String
    public let stamp: ChangeStamp

    public init(value: String, stamp: ChangeStamp) {
        self.value = value
        self.stamp = stamp
    }

    /// Which of two writes of one field wins a merge, the same on every diary: the later stamp; on
    /// equal stamps (one diary cannot make two, but a file can be damaged) the greater value by its
    /// bytes, so that a member present on one side wins over the same stamp removing it.
    public static func winner(_ first: StampedValue, _ second: StampedValue) -> StampedValue {
        if first.stamp != second.stamp { return first.stamp > second.stamp ? first : second }
        return Array(second.value.utf8).lexicographicallyPrecedes(first.value.utf8) ? first : second
    }
}

/// Identifies a member of one of a record's lists: the list (`area`, `tag`, `medication`) and the
/// member's key (the name's canonical key; for a medication `key;dose`).
public struct MemberKey: Sendable, Hashable, SmallMapKey {
    public let list: String
    public let key: String

    @inlinable public func mayEqual(_ other: MemberKey) -> Bool {
        key.utf8.count == other.key.utf8.count && list.utf8.count == other.list.utf8.count
    }

    public init(list: String, key: String) {
        self.list = list
        self.key = key
    }
}

/// The stamped state of one entry or impact record: each field with its stamp, and each member
/// ever in its lists with its presence and stamp (an LWW-element-set).
///
/// `merged(with:)` takes every field and member from the winning write (`StampedValue.winner`), so
/// merging is commutative, associative and idempotent: diaries that have merged the same records,
/// in any order and any number of times, hold the same state.
public struct StampedRecord: Sendable, Equatable {
    public var fields: SmallMap<String, StampedValue>
    public var members: SmallMap<MemberKey, StampedValue>

    public init(fields: SmallMap<String, StampedValue> = [:], members: SmallMap<MemberKey, StampedValue> = [:]) {
        self.fields = fields
        self.members = members
    }

    /// This state merged with `other`'s: each field and member from the winning write.
    public func merged(with other: StampedRecord) -> StampedRecord {
        StampedRecord(
            fields: fields.merging(other.fields, uniquingKeysWith: StampedValue.winner),
            members: members.merging(other.members, uniquingKeysWith: StampedValue.winner))
    }

    /// The latest stamp of any field or member: when the record last changed anywhere.
    public var latestStamp: ChangeStamp? {
        (fields.values.map(\.stamp) + members.values.map(\.stamp)).max()
    }

    /// Whether the record outlives a deletion at `deletedAt` (seconds): only a change stamped
    /// after the deletion revives it; one in the same second or before leaves it deleted.
    public func survives(deletionAt deletedAt: Int64) -> Bool {
        latestStamp.map { $0.seconds > deletedAt } ?? false
    }

    /// The keys present in `list`, in the order its order field (`<list>_order`, keys one a line)
    /// gives, then those it does not name, by their bytes: the same order on every diary that
    /// holds the same state.
    public func presentKeys(of list: String) -> [String] {
        // A list has a few members: an array, not a set (a sync asks this of every record's lists).
        var present: [String] = []
        for (member, written) in members where member.list == list && written.value == "1" {
            present.append(member.key)
        }
        guard !present.isEmpty else { return [] }
        var ordered: [String] = []
        for key in (fields[Self.orderField(of: list)]?.value ?? "").split(separator: "\n") {
            if let found = present.firstIndex(where: { $0.utf8.count == key.utf8.count && $0 == key }) {
                ordered.append(present.remove(at: found))
            }
        }
        if present.count > 1 { present.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
        return ordered + present
    }

    /// The field that orders `list`: `area_order`, `tag_order`, `medication_order`.
    private static func orderField(of list: String) -> String {
        switch list {
        case "area": "area_order"
        case "tag": "tag_order"
        case "medication": "medication_order"
        default: list + "_order"
        }
    }
}
