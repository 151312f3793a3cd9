public import PainlogDomain

/// What a sync does to keys: an entry it brings whose uid shares its first 8 digits with an entry
/// already here lengthens both keys, and the sync says so, so that a key written down before it
/// (`@a1b2c3d4`) is known to name two entries now.
public struct SyncKeyLengthening {
    private let keys: any EntryKeyLookup

    public init(keys: any EntryKeyLookup) {
        self.keys = keys
    }

    /// What to pass to `notices(since:)` after the sync: the highest entry id before it.
    public func mark() throws -> Int64 {
        try keys.highestEntryID()
    }

    /// One notice per entry here whose key a sync since `mark` lengthened:
    /// `notice: #12 is now @a1b2c3d4e: #40 (@a1b2c3d4f), new from the sync, shares its first 8 digits`.
    public func notices(since mark: Int64) throws -> [String] {
        guard try keys.highestEntryID() > mark else { return [] }
        var notices: [String] = []
        for pair in try keys.keySharers(addedAfter: mark) {
            let kept = try keys.key(of: pair.keptUID)
            let added = try keys.key(of: pair.addedUID)
            notices.append(
                Notice.line(
                    "#\(pair.keptID) is now @\(kept): #\(pair.addedID) (@\(added)), new from the sync, shares its "
                        + "first \(EntryKey.shortestKey) digits"))
        }
        return notices
    }
}
