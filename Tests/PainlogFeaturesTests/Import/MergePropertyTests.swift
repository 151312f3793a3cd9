import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogTestSupport
import Testing

/// Random runs of log, edit and delete on two real SQLite diaries that now and then import each
/// other's export.
///
/// After every import the diary must hold exactly what the merge rules say: for each row, the newer
/// of its version and the diary's (by `updated_at`), and no entry deleted here unless the row was
/// changed after the deletion. At the end, after exchanging both ways, every entry both diaries
/// have is the same on both. Seeds are fixed, so a failure repeats.
@Suite struct MergePropertyTests {
    @Test(arguments: [0x3E26_0001, 0x3E26_BEEF, 0x0DDB_A11] as [UInt64])
    func theNewestVersionWinsAndNothingDeletedComesBack(seed: UInt64) throws {
        let run = try MergeRun(seed: seed)
        try run.play(operations: 160)
        try run.exchangeBothWays()
        try run.exchangeBothWays()
        try run.expectTheSharedEntriesAgree()
    }
}

private final class MergeRun {
    static let areas = ["head", "Head", "neck", "lower back", "Kopf", "🦵 knee"]
    static let notes = ["", "plain", "a,b;c\"d'e", "line one\r\nline two", "cafe\u{301}", "caf\u{E9}", "=1+1", "🤕"]

    private var random: SplitMix64
    private let diaries: [MergeTestDiary]
    private var counts: [String: Int] = [:]

    init(seed: UInt64) throws {
        random = SplitMix64(seed: seed)
        let first = UIDSequence()
        let second = UIDSequence()
        diaries = [
            try MergeTestDiary(uids: first.next),
            try MergeTestDiary(uids: { "e" + second.next().dropFirst() }),
        ]
    }

    /// One clock for both diaries, moving on before every change, so no two changes share a second.
    private func tick(_ diary: MergeTestDiary) {
        let latest = diaries.map(\.now).max() ?? diary.now
        diary.now = latest + Int64(random.int(1...7_200))
    }

    func play(operations: Int) throws {
        for _ in 0..<operations {
            let side = random.int(0...1)
            let diary = diaries[side]
            tick(diary)
            let entries = try diary.entries()
            let roll = random.int(0...99)
            if entries.isEmpty || roll < 30 {
                try diary.log(
                    random.int(0...10), note: random.pick(Self.notes), areas: random.some(Self.areas, upTo: 2),
                    at: "2026-11-\(10 + random.int(0...9))T0\(random.int(0...9)):00")
                counts["log", default: 0] += 1
            } else if roll < 60 {
                let entry = random.pick(entries)
                // At least one of the two, or edit refuses to run.
                let changesIntensity = random.chance(60)
                let intensity = changesIntensity ? random.int(0...10) : nil
                let note = !changesIntensity || random.chance(40) ? random.pick(Self.notes) : nil
                try diary.edit(entry.id, intensity: intensity, note: note)
                counts["edit", default: 0] += 1
            } else if roll < 75 {
                try diary.delete([random.pick(entries).id])
                counts["delete", default: 0] += 1
            } else {
                try importOther(into: side)
            }
        }
        #expect(counts["import", default: 0] > 20 && counts["delete", default: 0] > 10, "\(counts)")
        #expect(counts["kept newer", default: 0] > 0 && counts["deleted here", default: 0] > 0, "\(counts)")
    }

    func exchangeBothWays() throws {
        try importOther(into: 0)
        try importOther(into: 1)
    }

    /// Imports the other diary's export into diary `side` and checks the result against the rules.
    private func importOther(into side: Int) throws {
        let diary = diaries[side]
        let other = diaries[1 - side]
        tick(diary)
        let before = try Self.byUID(diary.entries())
        let tombstones = try diary.tombstones()
        let file = try Self.byUID(other.entries())
        let (report, _) = try diary.importCSV(try other.export())
        counts["import", default: 0] += 1
        counts["kept newer", default: 0] += report.keptNewer
        counts["deleted here", default: 0] += report.deletedHere

        var expected = before
        for (uid, row) in file {
            if let mine = before[uid] {
                if row.updatedAt.seconds > mine.updatedAt.seconds { expected[uid] = row }
            } else if let tombstone = tombstones[uid] {
                if row.updatedAt.seconds > tombstone.deletedAt.seconds { expected[uid] = row }
            } else {
                expected[uid] = row
            }
        }
        let after = try Self.byUID(diary.entries())
        try #require(
            Set(after.keys) == Set(expected.keys),
            "entries after the import: \(after.keys.sorted()) vs \(expected.keys.sorted())")
        for (uid, entry) in after {
            let want = try #require(expected[uid])
            try #require(want.content.storesSameAs(entry), "\(uid): \(entry) instead of \(want)")
        }
        // No entry is both here and buried.
        try #require(Set(try diary.tombstones().keys).isDisjoint(with: after.keys))
    }

    func expectTheSharedEntriesAgree() throws {
        let first = try Self.byUID(diaries[0].entries())
        let second = try Self.byUID(diaries[1].entries())
        for (uid, entry) in first {
            guard let theirs = second[uid] else { continue }
            #expect(entry.content.storesSameAs(theirs), "\(uid) differs: \(entry) vs \(theirs)")
        }
        #expect(!first.isEmpty && !second.isEmpty)
    }

    private static func byUID(_ entries: [Entry]) -> [String: Entry] {
        Dictionary(uniqueKeysWithValues: entries.map { ($0.uid, $0) })
    }
}
