import PainlogDomain
import Testing

/// `SmallMap` must behave as the dictionaries it replaced: checked against `Dictionary` on random
/// sequences of sets and removals, below and above the count from which it keeps an index.
@Suite("SmallMap")
struct SmallMapTests {
    @Test("gives what a dictionary gives after any sets and removals", arguments: [5, 40, 200])
    func behavesAsDictionary(keyCount: Int) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            var map = SmallMap<String, Int>()
            var dictionary: [String: Int] = [:]
            for step in 0..<(keyCount * 4) {
                let key = "k" + String(Int.random(in: 0..<keyCount, using: &generator))
                if Int.random(in: 0..<3, using: &generator) == 0 {
                    #expect(map.removeValue(forKey: key) == dictionary.removeValue(forKey: key))
                } else {
                    map[key] = step
                    dictionary[key] = step
                }
                #expect(map.count == dictionary.count)
            }
            for key in (0..<keyCount).map({ "k" + String($0) }) { #expect(map[key] == dictionary[key]) }
            #expect(Dictionary(uniqueKeysWithValues: map.map { ($0.key, $0.value) }) == dictionary)
            #expect(Set(map.keys) == Set(dictionary.keys))
        }
    }

    @Test("is equal to a map with the same pairs in another order, and only to such a map")
    func equality() {
        let pairs = (0..<30).map { ("name\($0)", $0) }
        var forward = SmallMap<String, Int>()
        for (key, value) in pairs { forward[key] = value }
        var backward = SmallMap<String, Int>()
        for (key, value) in pairs.reversed() { backward[key] = value }
        #expect(forward == backward)
        backward["name3"] = 4
        #expect(forward != backward)
        backward["name3"] = nil
        #expect(forward != backward)
        let small: SmallMap<String, Int> = ["a": 1, "bb": 2]
        #expect(small == ["bb": 2, "a": 1])
        #expect(small != ["a": 1, "bc": 2])
    }

    @Test("merges, filters and maps as a dictionary does")
    func mergingFilteringMapping() {
        let first: SmallMap<String, Int> = ["a": 1, "b": 5, "c": 3]
        let second: SmallMap<String, Int> = ["b": 2, "c": 9, "d": 4]
        #expect(first.merging(second, uniquingKeysWith: max) == ["a": 1, "b": 5, "c": 9, "d": 4])
        #expect(first.filter { $0.value > 2 } == ["b": 5, "c": 3])
        #expect(first.mapValues { $0 * 10 } == ["a": 10, "b": 50, "c": 30])
        var defaulted = first
        defaulted["e", default: 0] += 7
        defaulted["a", default: 0] += 1
        #expect(defaulted == ["a": 2, "b": 5, "c": 3, "e": 7])
    }

    @Test("tells apart member keys that differ in the list or the key only")
    func memberKeys() {
        var map = SmallMap<MemberKey, String>()
        map[MemberKey(list: "area", key: "knee")] = "Knee"
        map[MemberKey(list: "tag", key: "knee")] = "knee tag"
        map[MemberKey(list: "area", key: "knee ")] = "Knee with a space"
        #expect(map.count == 3)
        #expect(map[MemberKey(list: "area", key: "knee")] == "Knee")
        #expect(map[MemberKey(list: "tag", key: "knee")] == "knee tag")
        #expect(map[MemberKey(list: "medication", key: "knee")] == nil)
    }
}
