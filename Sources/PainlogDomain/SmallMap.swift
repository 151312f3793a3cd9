/// A map for the few fields and members of one record: keys and values in two arrays, found by
/// comparing keys, without hashing them.
///
/// A sync handles every record of a diary several times, and a record has a handful of fields and
/// members: a `Dictionary` hashed each name (SipHash over the string) for every lookup and insert,
/// which was an eighth of a first sync's instructions (docs/performance.md, *Small maps*). Past
/// `indexedCount` keys (an entry with hundreds of tags) lookups go through a dictionary of
/// positions, so no record costs quadratic time.
///
/// Iteration is in insertion order, with a removed key's place taken by the last key; like a
/// dictionary's, no caller may rely on it. Two maps are equal when they hold the same keys with the
/// same values, in any order.
public struct SmallMap<Key: SmallMapKey, Value> {
    /// The number of keys from which lookups use `index`.
    @usableFromInline static var indexedCount: Int { 24 }

    /// The keys, in the map's order.
    @inlinable public var keys: [Key] { storedKeys }
    /// The values, in the order of `keys`.
    @inlinable public var values: [Value] { storedValues }
    @usableFromInline var storedKeys: [Key] = []
    @usableFromInline var storedValues: [Value] = []
    /// Each key's position, once there are `indexedCount` keys.
    @usableFromInline var index: [Key: Int]?

    @inlinable public init() {}

    @inlinable public var count: Int { storedKeys.count }
    @inlinable public var isEmpty: Bool { storedKeys.isEmpty }

    /// The position of `key`, or nil.
    @inlinable func position(of key: Key) -> Int? {
        if let index { return index[key] }
        return storedKeys.firstIndex { $0.mayEqual(key) && $0 == key }
    }

    @inlinable public subscript(key: Key) -> Value? {
        get { position(of: key).map { storedValues[$0] } }
        set {
            if let newValue {
                if let found = position(of: key) {
                    storedValues[found] = newValue
                } else {
                    if storedKeys.isEmpty {
                        // Most records have a few fields and members: one allocation each, not four.
                        storedKeys.reserveCapacity(8)
                        storedValues.reserveCapacity(8)
                    }
                    storedKeys.append(key)
                    storedValues.append(newValue)
                    if index != nil {
                        index?[key] = storedKeys.count - 1
                    } else if storedKeys.count >= Self.indexedCount {
                        index = Dictionary(uniqueKeysWithValues: zip(storedKeys, storedKeys.indices))
                    }
                }
            } else {
                _ = removeValue(forKey: key)
            }
        }
    }

    @inlinable public subscript(key: Key, default value: @autoclosure () -> Value) -> Value {
        get { self[key] ?? value() }
        set { self[key] = newValue }
    }

    /// Removes `key`; its value, or nil when it was not there.
    @discardableResult
    @inlinable public mutating func removeValue(forKey key: Key) -> Value? {
        guard let found = position(of: key) else { return nil }
        let removed = storedValues[found]
        let last = storedKeys.count - 1
        if found != last {
            storedKeys.swapAt(found, last)
            storedValues.swapAt(found, last)
            index?[storedKeys[found]] = found
        }
        storedKeys.removeLast()
        storedValues.removeLast()
        index?[key] = nil
        return removed
    }

    /// This map with `other`'s keys added; for a key in both, `combine` of the two values.
    @inlinable public func merging(_ other: SmallMap, uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows
        -> SmallMap
    {
        var merged = self
        try merged.merge(other, uniquingKeysWith: combine)
        return merged
    }

    /// Adds `other`'s keys; for a key in both, `combine` of the two values.
    @inlinable public mutating func merge(_ other: SmallMap, uniquingKeysWith combine: (Value, Value) throws -> Value)
        rethrows
    {
        for (key, value) in other {
            if let found = position(of: key) {
                storedValues[found] = try combine(storedValues[found], value)
            } else {
                self[key] = value
            }
        }
    }

    /// The pairs for which `isIncluded` holds, as a map.
    @inlinable public func filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> SmallMap {
        var kept = SmallMap()
        for pair in self where try isIncluded(pair) { kept[pair.key] = pair.value }
        return kept
    }

    /// The same keys with `transform` of each value.
    @inlinable public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> SmallMap<Key, T> {
        var mapped = SmallMap<Key, T>()
        mapped.storedKeys = storedKeys
        mapped.storedValues = try storedValues.map(transform)
        mapped.index = index
        return mapped
    }
}

extension SmallMap: Sequence {
    public struct Iterator: IteratorProtocol {
        @usableFromInline let map: SmallMap
        @usableFromInline var position = 0

        @inlinable init(map: SmallMap) { self.map = map }

        @inlinable public mutating func next() -> (key: Key, value: Value)? {
            guard position < map.storedKeys.count else { return nil }
            defer { position += 1 }
            return (map.storedKeys[position], map.storedValues[position])
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(map: self) }

    @inlinable public var underestimatedCount: Int { storedKeys.count }
}

extension SmallMap: ExpressibleByDictionaryLiteral {
    @inlinable public init(dictionaryLiteral elements: (Key, Value)...) {
        for (key, value) in elements { self[key] = value }
    }
}

extension SmallMap: Equatable where Value: Equatable {
    @inlinable public static func == (lhs: SmallMap, rhs: SmallMap) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.storedKeys == rhs.storedKeys { return lhs.storedValues == rhs.storedValues }
        for (key, value) in lhs where rhs[key] != value { return false }
        return true
    }
}

extension SmallMap: Sendable where Key: Sendable, Value: Sendable {}

/// A key of a `SmallMap`: `mayEqual` is a quick test that rules out most unequal keys before `==`
/// compares them whole (two strings of different lengths).
public protocol SmallMapKey: Hashable {
    func mayEqual(_ other: Self) -> Bool
}

extension String: SmallMapKey {
    @inlinable public func mayEqual(_ other: String) -> Bool { utf8.count == other.utf8.count }
}
