/// Case-insensitive substring search with Unicode case folding.
enum CaseInsensitiveSearch {
    static func contains(_ haystack: String, _ needle: String) -> Bool {
        if needle.isEmpty { return true }
        return haystack.lowercased().contains(needle.lowercased())
    }
}
