import Foundation
import Testing

/// Issue 38, finding 2 (renames), through the binary with `PAINLOG_NOW` per diary.
///
/// A rename typed on one computer reaches an entry the other logged under the old name before it
/// merged the rename, with the other computer's clock 5 minutes or an hour ahead. On 0.3 the entry
/// kept the old name (its stamp was later than the rename's).
@Suite struct SyncRenameClockAheadTests {
    /// How far diary b's clock is ahead, in minutes.
    static let aheads = [5, 60]

    /// Diaries a and b sharing one entry in `back`, b's clock `ahead` minutes ahead.
    private func diaries(ahead: Int) throws -> SyncedDiaries {
        let diaries = try SyncedDiaries(try PainlogSandbox())
        try diaries.run("a", ["log", "5", "--note", "shared", "--area", "back", "--tag", "work"], at: 1)
        try diaries.run("a", ["sync", diaries.folder], at: 2)
        try diaries.run("b", ["sync", diaries.folder], at: 3 + ahead)
        return diaries
    }

    /// The field `key` of the entry with note `note` in diary `name`.
    private func names(_ key: String, of note: String, in name: String, _ diaries: SyncedDiaries) throws -> [String] {
        let entries = try diaries.painlog.entries(database: diaries.database(name))
        return entries.first { $0["note"] as? String == note }?[key] as? [String] ?? []
    }

    @Test(arguments: aheads)
    func aRenameReachesAnEntryLoggedUnderTheOldNameOnAComputerAhead(ahead: Int) throws {
        let diaries = try diaries(ahead: ahead)
        try diaries.run("a", ["areas", "rename", "back", "lower back"], at: 10)
        try diaries.run("a", ["sync"], at: 11)
        // b logs under the old name before it merges the rename (its clock says 10:12 + ahead).
        try diaries.run("b", ["log", "6", "--note", "from b", "--area", "back"], at: 12 + ahead)
        let b = try diaries.run("b", ["sync"], at: 13 + ahead)
        #expect(b.stderr.isEmpty, "\(b)")
        try diaries.run("a", ["sync"], at: 14)
        for name in ["a", "b"] {
            #expect(try names("areas", of: "from b", in: name, diaries) == ["lower back"], "\(name)")
            #expect(try names("areas", of: "shared", in: name, diaries) == ["lower back"], "\(name)")
        }
        #expect(try diaries.contents("a") == diaries.contents("b"))
    }

    /// b syncs its entry before the rename is in the folder; a renames later (by the true time) and
    /// reaches it at its next sync, and so does b.
    @Test(arguments: aheads)
    func aTagRenameReachesAnEntryThatSyncedBeforeTheRename(ahead: Int) throws {
        let diaries = try diaries(ahead: ahead)
        try diaries.run("b", ["log", "6", "--note", "from b", "--tag", "work"], at: 10 + ahead)
        try diaries.run("b", ["sync"], at: 11 + ahead)
        try diaries.run("a", ["tags", "rename", "work", "office"], at: 12)
        let a = try diaries.run("a", ["sync"], at: 13)
        #expect(try names("tags", of: "from b", in: "a", diaries) == ["office"], "\(a)")
        try diaries.run("b", ["sync"], at: 14 + ahead)
        try diaries.run("a", ["sync"], at: 15)
        #expect(try names("tags", of: "from b", in: "b", diaries) == ["office"])
        #expect(try diaries.contents("a") == diaries.contents("b"))
    }

    /// An entry logged under the old name after its diary merged the rename keeps it, on both.
    @Test(arguments: aheads)
    func anEntryLoggedUnderTheOldNameAfterTheRenameWasMergedKeepsIt(ahead: Int) throws {
        let diaries = try diaries(ahead: ahead)
        try diaries.run("a", ["areas", "rename", "back", "lower back"], at: 10)
        try diaries.run("a", ["sync"], at: 11)
        try diaries.run("b", ["sync"], at: 12 + ahead)
        try diaries.run("b", ["log", "4", "--note", "after", "--area", "back"], at: 20 + ahead)
        try diaries.run("b", ["sync"], at: 21 + ahead)
        try diaries.run("a", ["sync"], at: 22)
        try diaries.run("b", ["sync"], at: 23 + ahead)
        for name in ["a", "b"] {
            #expect(try names("areas", of: "after", in: name, diaries) == ["back"], "\(name)")
        }
    }
}
