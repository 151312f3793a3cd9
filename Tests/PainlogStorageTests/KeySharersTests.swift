import PainlogDomain
import Testing

@testable import PainlogStorage

/// `keySharers(addedAfter:)` (the key notices after a sync) looks only at the entries added since the
/// mark and their neighbours, where it used to sort every uid of the diary in a window: the same
/// pairs in the same order as that window gave them, with deletions between entries and many uids
/// crowded into a few 8-digit beginnings.
@Suite struct KeySharersTests {
    let folder = TemporaryFolder()

    /// The pairs as the window over every uid defined them (the query before issue 42's third
    /// session): in uid order of entries and deletions, first each entry up to `mark` whose neighbour
    /// before was added after it, then each whose neighbour after was, sharing 8 characters.
    static func expected(entries: [(id: Int64, uid: String)], deleted: [String], mark: Int64) -> [SharedKeyPair] {
        let ordered = (entries.map { (uid: $0.uid, id: Optional($0.id)) } + deleted.map { (uid: $0, id: nil) })
            .sorted { $0.uid < $1.uid }
        var before: [SharedKeyPair] = []
        var after: [SharedKeyPair] = []
        for (index, kept) in ordered.enumerated() {
            guard let keptID = kept.id, keptID <= mark else { continue }
            for (neighbourIndex, into) in [(index - 1, 0), (index + 1, 1)]
            where ordered.indices.contains(neighbourIndex) {
                let added = ordered[neighbourIndex]
                guard let addedID = added.id, addedID > mark, added.uid.prefix(8) == kept.uid.prefix(8) else {
                    continue
                }
                let pair = SharedKeyPair(keptID: keptID, keptUID: kept.uid, addedID: addedID, addedUID: added.uid)
                if into == 0 { before.append(pair) } else { after.append(pair) }
            }
        }
        return before + after
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func theEntriesAddedSinceAndTheirNeighboursGiveThePairsOfTheWholeDiary(seed: UInt64) throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        var random = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((random >> 33) % UInt64(bound))
        }
        let beginnings = ["3f2a9c1e", "3f2a9c1f", "a0000000", "ffffffff"]
        var uids: Set<String> = []
        while uids.count < 120 {
            let tail = (0..<12).map { _ in String(next(16), radix: 16) }.joined()
            uids.insert(beginnings[next(beginnings.count)] + "-1111-4111-8111-" + tail)
        }
        var shuffled = uids.sorted()
        for index in shuffled.indices.reversed() { shuffled.swapAt(index, next(index + 1)) }
        var entries: [(id: Int64, uid: String)] = []
        for uid in shuffled.prefix(90) {
            let entry = try storage.entries.insert(content(entries.count + 1, areas: ["head"], uid: uid))
            entries.append((entry.id, uid))
        }
        let deleted = Array(shuffled.dropFirst(90))
        try storage.unitOfWork.inWriteTransaction { diary in
            for uid in deleted { try diary.tombstones.bury(uid: uid, entryID: 0, at: berlin(2026, 11, 21)) }
        }
        var found = 0
        for mark in [0, 1, 30, 45, 89, 90] as [Int64] {
            let expected = Self.expected(entries: entries, deleted: deleted, mark: mark)
            #expect(try storage.entries.keySharers(addedAfter: mark) == expected, "mark \(mark)")
            found += expected.count
        }
        #expect(found > 20, "120 uids in four beginnings share them often")
    }

    @Test func aDeletionBetweenTwoEntriesSharingEightDigitsKeepsThemApart() throws {
        let storage = try openStorage(folder.file("diary.sqlite"))
        let kept = try storage.entries.insert(content(1, uid: "3f2a9c1e-0000-4000-8000-000000000001"))
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.tombstones.bury(uid: "3f2a9c1e-0000-4000-8000-000000000002", entryID: 0, at: berlin(2026, 11, 21))
        }
        let added = try storage.entries.insert(content(2, uid: "3f2a9c1e-0000-4000-8000-000000000003"))
        #expect(added.id > kept.id)
        #expect(try storage.entries.keySharers(addedAfter: kept.id).isEmpty)
        try storage.unitOfWork.inWriteTransaction { diary in
            try diary.tombstones.remove(uid: "3f2a9c1e-0000-4000-8000-000000000002")
        }
        #expect(
            try storage.entries.keySharers(addedAfter: kept.id) == [
                SharedKeyPair(keptID: kept.id, keptUID: kept.uid, addedID: added.id, addedUID: added.uid)
            ])
    }
}
