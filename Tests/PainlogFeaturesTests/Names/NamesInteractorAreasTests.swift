import Foundation
import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

/// `areas` and `areas rename` over a real SQLite diary: the list, a rename, a merge, the errors,
/// and `undo` putting every one of them back exactly.
@Suite struct AreasInteractorTests {
    /// neck 3, head 2, Ankle 1, back 1; one entry without an area.
    ///
    /// Logged as `painlog log` does.
    private static func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        try diary.log(5, at: "2026-11-20T08:00:00+01:00", areas: ["head", "neck"])
        try diary.log(7, at: "2026-11-21T08:00:00-05:00", areas: ["Neck"])
        try diary.log(3, at: "2026-11-19T08:00:00+01:00", areas: ["head"])
        try diary.log(6, at: "2026-11-18T08:00:00+01:00", areas: ["back", "neck"])
        try diary.log(2, at: "2026-11-17T08:00:00+01:00", areas: ["Ankle"])
        try diary.log(4, at: "2026-11-22T08:00:00+01:00")
        return diary
    }

    private static func areas(of diary: StatsDiary) throws -> [[String]] {
        try diary.storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil).sorted { $0.id < $1.id }.map(
            \.areas)
    }

    private static func kind(of body: () throws -> Void) -> PainlogError.Kind? {
        do {
            try body()
            return nil
        } catch let error as PainlogError {
            return error.kind
        } catch {
            return nil
        }
    }

    // MARK: - the list

    @Test func usageIsMostUsedFirstWithTheLastTimeLogged() throws {
        let diary = try Self.diary()
        #expect(
            try diary.areas.usage() == [
                // The latest entry in neck is the one at -05:00, kept with its own offset.
                NameUsage(name: "neck", entryCount: 3, lastLogged: StatsDiary.time("2026-11-21T08:00:00-05:00")),
                NameUsage(name: "head", entryCount: 2, lastLogged: StatsDiary.time("2026-11-20T08:00:00+01:00")),
                // Equal counts: by name, ignoring case.
                NameUsage(name: "Ankle", entryCount: 1, lastLogged: StatsDiary.time("2026-11-17T08:00:00+01:00")),
                NameUsage(name: "back", entryCount: 1, lastLogged: StatsDiary.time("2026-11-18T08:00:00+01:00")),
            ])
    }

    @Test func anEmptyDiaryHasNoAreas() throws {
        #expect(try StatsDiary().areas.usage() == [])
    }

    // MARK: - rename

    @Test func aNameHoldingABidiControlIsRenamedAwayTypedAsItIsShown() throws {
        // An older diary's name: U+202E then `kcab`, which shows as `back`.
        let diary = try Self.diary()
        try diary.add(4, at: "2026-11-22T09:00:00+01:00", areas: ["\u{202E}kcab"])
        try diary.add(4, at: "2026-11-22T09:10:00+01:00", areas: ["\u{202E}kcab", "head"])
        #expect(
            try diary.areas.rename("\\u202Ekcab", to: "lower back")
                == .renamed(from: "\u{202E}kcab", to: "lower back", entries: 2))
        #expect(try diary.areas.usage().map(\.name).contains("lower back"))
        #expect(try !diary.areas.usage().contains { $0.name.unicodeScalars.contains(where: BidiControls.contains) })
        // Typed with the control itself (a shell's $'\u202e'), it is found as well.
        try diary.add(4, at: "2026-11-22T09:20:00+01:00", areas: ["x\u{2066}"])
        #expect(
            try diary.areas.rename("X\u{2066}", to: "back")
                == .merged(from: "x\u{2066}", into: "back", entries: 1, overlapping: 0))
    }

    @Test func aRenameToANameHoldingABidiControlIsRefusedAndChangesNothing() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        #expect(Self.kind { _ = try diary.areas.rename("head", to: "\u{202E}daeh") } == .usage)
        #expect(Self.kind { _ = try diary.areas.rename("head", to: "he\u{2069}ad") } == .usage)
        #expect(try diary.state() == before)
    }

    @Test func renameChangesOnlyTheSpelling() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        #expect(try diary.areas.rename("head", to: "Head") == .renamed(from: "head", to: "Head", entries: 2))
        #expect(try Self.areas(of: diary) == [["Head", "neck"], ["neck"], ["Head"], ["back", "neck"], ["Ankle"], []])
        #expect(try diary.areas.usage().map(\.name) == ["neck", "Head", "Ankle", "back"])
        let after = try diary.state()
        #expect(after.steps.count == before.steps.count + 1)
        #expect(after.steps.first?.kind == .rename)
        #expect(after.steps.first?.summary == "areas rename 'head' 'Head'")
        // The two entries it renamed are its change: they get `updated_at` now (issue 27), and the
        // undo step holds them as they were.
        #expect(after.steps.first?.entryCount == 2)
        let renamed = zip(before.entries, after.entries).filter { $0.0.areas != $0.1.areas }
        let renamedAt = try #require(after.steps.first?.recordedAt)
        #expect(renamed.count == 2 && renamed.allSatisfy { $0.1.updatedAt == renamedAt })
        let others = zip(before.entries, after.entries).filter { $0.0.areas == $0.1.areas }
        #expect(others.allSatisfy { $0.0.updatedAt == $0.1.updatedAt })
        #expect(after.entries.map(\.uid) == before.entries.map(\.uid))
    }

    @Test func renameToANewNameKeepsEachEntrysOrder() throws {
        let diary = try Self.diary()
        #expect(try diary.areas.rename(" NECK ", to: " Nacken ") == .renamed(from: "neck", to: "Nacken", entries: 3))
        #expect(
            try Self.areas(of: diary) == [
                ["head", "Nacken"], ["Nacken"], ["head"], ["back", "Nacken"], ["Ankle"], [],
            ])
        #expect(try diary.areas.usage().map(\.name) == ["Nacken", "head", "Ankle", "back"])
        // The new name filters and groups like any other.
        let report = try diary.stats.report(EntryFilterRequest(areas: ["nacken"]), by: .area)
        #expect(report.totals.count == 3)
    }

    @Test func theSameNameChangesNothing() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        #expect(try diary.areas.rename("HEAD", to: "head") == .unchanged("head"))
        #expect(try diary.state() == before)
    }

    // MARK: - merge

    @Test func renameToAnExistingAreaMergesAndAnEntryWithBothKeepsOne() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        #expect(
            try diary.areas.rename("Neck", to: "HEAD")
                == .merged(from: "neck", into: "head", entries: 3, overlapping: 1))
        #expect(try Self.areas(of: diary) == [["head"], ["head"], ["head"], ["back", "head"], ["Ankle"], []])
        #expect(
            try diary.areas.usage() == [
                NameUsage(name: "head", entryCount: 4, lastLogged: StatsDiary.time("2026-11-21T08:00:00-05:00")),
                NameUsage(name: "Ankle", entryCount: 1, lastLogged: StatsDiary.time("2026-11-17T08:00:00+01:00")),
                NameUsage(name: "back", entryCount: 1, lastLogged: StatsDiary.time("2026-11-18T08:00:00+01:00")),
            ])
        let after = try diary.state()
        #expect(after.steps.count == before.steps.count + 1)
        #expect(after.steps.first?.summary == "areas rename 'neck' 'head'")
        #expect(after.steps.first?.entryCount == 3)
        // Stats agree: 5, 7, 3 and 6 in head.
        let groups = try diary.stats.report(EntryFilterRequest(), by: .area).groups
        #expect(
            groups.first { $0.key == "head" } == StatsGroup(key: "head", count: 4, mean: 5.25, minimum: 3, maximum: 7))
    }

    /// An area whose entries were all merged away is not listed; to the user its name is free, so
    /// renaming to it is a rename with the spelling asked for, not a merge into something unseen.
    @Test func renameToTheNameOfAnAreaWithNoEntriesIsARename() throws {
        let diary = try Self.diary()
        let start = try diary.state()
        _ = try diary.areas.rename("neck", to: "head")
        let merged = try diary.state()
        #expect(try diary.areas.rename("head", to: "Neck") == .renamed(from: "head", to: "Neck", entries: 4))
        #expect(try Self.areas(of: diary) == [["Neck"], ["Neck"], ["Neck"], ["back", "Neck"], ["Ankle"], []])
        #expect(try diary.areas.usage().map(\.name) == ["Neck", "Ankle", "back"])
        _ = try diary.undo.undo()
        #expect(try diary.state() == merged)
        _ = try diary.undo.undo()
        #expect(try diary.state() == start)
    }

    // MARK: - errors change nothing

    @Test func aMissingAreaIsAFailure() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        #expect(Self.kind { _ = try diary.areas.rename("knee", to: "leg") } == .failure)
        do {
            _ = try diary.areas.rename("knee", to: "leg")
        } catch let error as PainlogError {
            #expect(error == PainlogError(.failure, "no area 'knee'; '\(hint: .listNames(.area))' lists them"))
        }
        #expect(try diary.state() == before)
    }

    @Test func anAreaWhoseEntriesWereMergedAwayIsMissing() throws {
        let diary = try Self.diary()
        _ = try diary.areas.rename("neck", to: "head")
        let before = try diary.state()
        #expect(Self.kind { _ = try diary.areas.rename("neck", to: "collar") } == .failure)
        #expect(try diary.state() == before)
    }

    @Test(arguments: ["", "   ", "a;b", String(repeating: "x", count: 65), "tab\there", "bell\u{7}"])
    func aBadNewNameIsAUsageError(name: String) throws {
        let diary = try Self.diary()
        let before = try diary.state()
        #expect(Self.kind { _ = try diary.areas.rename("head", to: name) } == .usage)
        #expect(try diary.state() == before)
    }

    @Test func aBadOldNameIsAUsageError() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        #expect(Self.kind { _ = try diary.areas.rename("", to: "head") } == .usage)
        #expect(Self.kind { _ = try diary.areas.rename("x;y", to: "head") } == .usage)
        #expect(try diary.state() == before)
    }

    @Test func sixtyFourCharactersAreAllowed() throws {
        let diary = try Self.diary()
        let name = String(repeating: "é", count: 64)
        #expect(try diary.areas.rename("back", to: name) == .renamed(from: "back", to: name, entries: 1))
    }

    // MARK: - undo

    @Test func undoPutsARenameBackExactly() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        _ = try diary.areas.rename("head", to: "Kopf")
        let step = try diary.undo.undo()
        #expect(step.kind == .rename)
        #expect(step.summary == "areas rename 'head' 'Kopf'")
        #expect(try diary.state() == before)
    }

    @Test func undoPutsASpellingBackExactly() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        _ = try diary.areas.rename("ankle", to: "ANKLE")
        #expect(try diary.areas.usage().map(\.name).contains("ANKLE"))
        _ = try diary.undo.undo()
        #expect(try diary.state() == before)
    }

    @Test func undoPutsAMergeBackExactly() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        _ = try diary.areas.rename("neck", to: "head")
        let step = try diary.undo.undo()
        #expect(step.entryCount == 3)
        #expect(try diary.state() == before)
        // Each entry has its areas back in its own order.
        #expect(try Self.areas(of: diary) == [["head", "neck"], ["neck"], ["head"], ["back", "neck"], ["Ankle"], []])
    }

    @Test func severalRenamesAndMergesUndoOneByOne() throws {
        let diary = try Self.diary()
        var states = [try diary.state()]
        for (old, new) in [
            ("neck", "Nacken"), ("ankle", "back"), ("head", "Kopf"), ("Nacken", "kopf"), ("back", "Rücken"),
        ] {
            _ = try diary.areas.rename(old, to: new)
            states.append(try diary.state())
        }
        #expect(try diary.areas.usage().map(\.name) == ["Kopf", "Rücken"])
        while states.count > 1 {
            states.removeLast()
            _ = try diary.undo.undo()
            #expect(try diary.state() == states.last)
        }
    }

    /// After a rename, the old name can be used again by a new entry; undoing that entry and then
    /// the rename gives the old name back to the renamed area.
    @Test func undoARenameAfterTheOldNameWasUsedAgainAndUndone() throws {
        let diary = try Self.diary()
        let before = try diary.state()
        _ = try diary.areas.rename("head", to: "Skull")
        let renamed = try diary.state()
        try diary.log(3, at: "2026-11-22T09:00:00+01:00", areas: ["head"])
        #expect(try diary.areas.usage().map(\.name).contains("head"))
        _ = try diary.undo.undo()
        #expect(try diary.state() == renamed)
        _ = try diary.undo.undo()
        #expect(try diary.state() == before)
        // And the name works as before.
        let entry = try diary.log(4, at: "2026-11-22T09:30:00+01:00", areas: ["HEAD"])
        #expect(entry.areas == ["head"])
    }
}
