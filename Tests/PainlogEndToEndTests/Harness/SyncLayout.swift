import Foundation

/// The snapshots in sync folder `path`, sorted, its segments left out.
///
/// Sync format 3's layout (contract, *Sync format 3 → Layout*): each diary's snapshot
/// `painlog-<id>.jsonl` and the segments `painlog-<id>+<n>.jsonl` it added since. A segment without
/// its snapshot, and any other file, stays in the list, so that a comparison with the snapshots
/// expected fails.
func syncSnapshots(_ path: String) throws -> [String] {
    syncSnapshots(names: try folderContents(path))
}

/// `syncSnapshots(_:)` of a folder holding the files `names`.
func syncSnapshots<Names: Sequence<String>>(names: Names) -> [String] {
    let names = Set(names)
    return names.filter { name in
        guard name.hasPrefix("painlog-"), name.hasSuffix(".jsonl"), let plus = name.firstIndex(of: "+") else {
            return true
        }
        let number = name[name.index(after: plus)..<name.index(name.endIndex, offsetBy: -".jsonl".count)]
        guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) else { return true }
        return !names.contains(String(name[..<plus]) + ".jsonl")
    }.sorted()
}
