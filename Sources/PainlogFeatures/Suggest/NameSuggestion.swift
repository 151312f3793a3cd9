import PainlogDomain

/// Finds the known name a new or unknown name was probably meant to be.
///
/// Two names are close when one becomes the other by at most two edits (insert, delete, replace a
/// character, or swap two neighbours), ignoring case; names of four characters or fewer allow one
/// edit only, since two edits turn almost any short word into another (`neck` → `back`).
public enum NameSuggestion {
    /// The closest of `known` to `name`, when it is close and not the same name; ties go to the
    /// earlier one in `known` (the more used).
    public static func closest(to name: String, among known: [String]) -> String? {
        let key = NameRules.key(for: name)
        guard !known.contains(where: { NameRules.key(for: $0) == key }) else { return nil }
        let limit = key.count <= 4 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(key, NameRules.key(for: candidate), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance between `a` and `b`, by characters; anything above
    /// `limit` may be reported as `limit + 1`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
