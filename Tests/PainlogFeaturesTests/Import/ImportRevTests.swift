import Foundation
import PainlogDomain
import PainlogFeatures
import Testing

/// The export's `rev` (contract: *Merging, 0.3*), against a real SQLite diary.
///
/// A row whose content no longer matches its rev was edited outside painlog and is applied as an
/// edit made at the import's time; a row that matches, or has none, merges as before.
@Suite struct ImportRevTests {
    /// A diary with two entries, and its export.
    private func diaryAndExport() throws -> (diary: MergeTestDiary, entries: [Entry], export: String) {
        let uids = UIDSequence()
        let diary = try MergeTestDiary(uids: uids.next)
        let entries = [
            try diary.log(3, note: "woke up with it", areas: ["head"], at: "2026-11-20T07:00"),
            try diary.log(5, note: "afetr lunch", areas: ["neck"], at: "2026-11-20T13:00"),
        ]
        diary.wait(3_600)
        return (diary, entries, try diary.export())
    }

    /// `export` with the typo in the second entry's note fixed, as a spreadsheet would save it.
    private func fixedTypo(_ export: String) throws -> String {
        try #require(export.contains(",afetr lunch,"))
        return export.replacingOccurrences(of: ",afetr lunch,", with: ",after lunch,")
    }

    @Test func aNoteFixedInASpreadsheetIsAppliedAsANewEditAndUndoRevertsIt() throws {
        let (diary, entries, export) = try diaryAndExport()
        let before = try diary.contents()
        let steps = try diary.steps()
        diary.wait()

        let (report, changes) = try diary.importCSV(try fixedTypo(export))

        #expect(report == ImportReport(added: 0, updated: 1, unchanged: 1, editedOutside: 1, dryRun: false))
        #expect(changes.map(\.action) == [.update])
        #expect(changes.map(\.editedOutside) == [true])
        #expect(changes.first?.differences == ["note"])
        let fixed = try #require(try diary.entry(uid: entries[1].uid))
        #expect(fixed.note == "after lunch")
        #expect(fixed.id == entries[1].id)
        #expect(fixed.updatedAt.seconds == diary.now, "an edit made at the import's time")
        #expect(fixed.createdAt == entries[1].createdAt)
        // The new content has a rev of its own, which the next export writes.
        #expect(try diary.export().contains(",\(EntryRev.of(fixed)),"))

        // Importing the same file again changes nothing: the edit is there.
        diary.wait()
        let again = try diary.importCSV(try fixedTypo(export)).report
        #expect(again == ImportReport(added: 0, updated: 0, unchanged: 2, dryRun: false))
        #expect(try diary.steps().count == steps.count + 1)

        diary.wait()
        let undone = try diary.undo()
        #expect(undone.kind == .import)
        // The typo is back, updated at the undo: a change made then, which the next export carries.
        var undoneContents = before
        undoneContents[entries[1].uid] = MergeTestDiary.content(
            of: entries[1].updated(at: berlinZone.timestamp(at: diary.now)))
        #expect(try diary.contents() == undoneContents)
        #expect(try diary.steps() == steps)
    }

    @Test func anUnchangedExportChangesNothing() throws {
        let (diary, _, export) = try diaryAndExport()
        let before = try diary.contents()
        let steps = try diary.steps()
        diary.wait()

        let (report, changes) = try diary.importCSV(export)

        #expect(report == ImportReport(added: 0, updated: 0, unchanged: 2, dryRun: false))
        #expect(changes.isEmpty)
        #expect(try diary.contents() == before)
        #expect(try diary.steps() == steps)
    }

    @Test func aDryRunSaysSoAndWritesNothing() throws {
        let (diary, _, export) = try diaryAndExport()
        let before = try diary.contents()
        diary.wait()

        let (report, changes) = try diary.importCSV(try fixedTypo(export), dryRun: true)

        #expect(report == ImportReport(added: 0, updated: 1, unchanged: 1, editedOutside: 1, dryRun: true))
        #expect(changes.map(\.editedOutside) == [true])
        #expect(try diary.contents() == before)
    }

    /// An edit made here after the export wins over the spreadsheet's, which did not see it (0.4,
    /// contract *Merging, 0.4*: 0.3 applied the row); the row's differing values are counted as
    /// conflicts (and kept in the history); the same row unedited is kept newer, as before.
    @Test func anEditMadeHereSinceTheExportWinsOverAnEditOutside() throws {
        let (diary, entries, export) = try diaryAndExport()
        diary.wait()
        try diary.edit(entries[1].id, intensity: 8)
        diary.wait()

        let unedited = try diary.importCSV(export).report
        #expect(unedited == ImportReport(added: 0, updated: 0, unchanged: 1, keptNewer: 1, dryRun: false))
        #expect(try diary.entry(uid: entries[1].uid)?.intensity.value == 8)

        let (report, changes) = try diary.importCSV(try fixedTypo(export))
        #expect(
            report == ImportReport(added: 0, updated: 0, unchanged: 1, keptNewer: 1, conflicts: 2, dryRun: false))
        #expect(changes.first?.differences == ["intensity", "note"])
        let entry = try #require(try diary.entry(uid: entries[1].uid))
        #expect(entry.note == "afetr lunch")
        #expect(entry.intensity.value == 8, "the entry is kept as a whole")
    }

    /// The same fix made here and in the spreadsheet: nothing to apply.
    @Test func anEditOutsideThatTheDiaryAlreadyHasIsUnchanged() throws {
        let (diary, entries, export) = try diaryAndExport()
        diary.wait()
        try diary.edit(entries[1].id, note: "after lunch")
        let before = try diary.contents()
        diary.wait()

        let (report, changes) = try diary.importCSV(try fixedTypo(export))

        #expect(report == ImportReport(added: 0, updated: 0, unchanged: 2, dryRun: false))
        #expect(changes.isEmpty)
        #expect(try diary.contents() == before)
    }

    /// An edit outside painlog is made after the deletion here (at the import's time): the entry
    /// comes back, as a change made after a deletion always does.
    @Test func anEditOutsideBringsBackAnEntryDeletedHere() throws {
        let (diary, entries, export) = try diaryAndExport()
        diary.wait()
        try diary.delete([entries[1].id])
        diary.wait()

        #expect(
            try diary.importCSV(export).report
                == ImportReport(added: 0, updated: 0, unchanged: 1, deletedHere: 1, dryRun: false))

        let (report, changes) = try diary.importCSV(try fixedTypo(export))
        #expect(report == ImportReport(added: 1, updated: 0, unchanged: 1, editedOutside: 1, dryRun: false))
        guard case .add(let revived?) = changes.first?.action else {
            Issue.record("expected a revival, got \(changes)")
            return
        }
        #expect(revived.uid == entries[1].uid)
        #expect(changes.first?.editedOutside == true)
        #expect(try diary.entry(uid: entries[1].uid)?.note == "after lunch")
        #expect(try diary.tombstones()[entries[1].uid] == nil)
    }

    /// Without a rev (an export from before 0.3, or an emptied cell) a row merges by `updated_at` as
    /// it always did: the fixed typo at the entry's own `updated_at` is not newer.
    @Test func aRowWithoutARevMergesAsBefore() throws {
        let (diary, entries, export) = try diaryAndExport()
        diary.wait()
        let emptied = try fixedTypo(export).replacing(#/,r[0-9a-f]{16},/#, with: ",,")
        try #require(!emptied.contains(EntryRev.of(entries[0])))

        let report = try diary.importCSV(emptied).report

        #expect(report == ImportReport(added: 0, updated: 0, unchanged: 1, keptNewer: 1, dryRun: false))
        #expect(try diary.entry(uid: entries[1].uid)?.note == "afetr lunch")
    }

    @Test(arguments: [
        "R0123456789abcdef", "r0123456789ABCDEF", "0123456789abcdef", "r0123456789abcde", "r0123456789abcdef0",
        "1.23457E+15", "r0123456789abcdeg", " r0123456789abcdef",
    ])
    func aMalformedRevIsBadDataNamingItsLineAndWritesNothing(rev: String) throws {
        let (diary, _, export) = try diaryAndExport()
        let before = try diary.contents()
        let steps = try diary.steps()
        var lines = export.components(separatedBy: "\r\n")
        lines[2] = lines[2].replacing(#/,r[0-9a-f]{16},/#, with: { _ in ",\(EntryCSVFormatter.cell(rev))," })
        diary.wait()

        #expect(
            throws: PainlogError(
                .badData,
                "line 3 (row 2): rev '\(rev)' is not a painlog rev: r and 16 lowercase hexadecimal digits, "
                    + "e.g. r3f2b8c1e5a4d4e8f, as export writes it (or empty)")
        ) { try diary.importCSV(lines.joined(separator: "\r\n")) }

        #expect(try diary.contents() == before)
        #expect(try diary.steps() == steps)
    }
}

/// The rev itself: the README's recipe, over the content only.
@Suite struct EntryRevTests {
    /// The value `python3` computes by the README's recipe for `sampleEntry()`.
    @Test func isTheREADMEsRecipe() {
        #expect(EntryRev.of(sampleEntry()) == "r379c404308dbc65e")
        #expect(EntryRev.isWellFormed(EntryRev.of(sampleEntry())))
    }

    @Test func idCreatedAtAndUpdatedAtAreNotContent() {
        let entry = sampleEntry()
        let other = Entry(
            id: 99, uid: entry.uid, occurredAt: entry.occurredAt, intensity: entry.intensity, areas: entry.areas,
            tags: entry.tags, medications: entry.medications, note: entry.note,
            createdAt: Timestamp(seconds: fixedNow + 86_400, offset: 0),
            updatedAt: Timestamp(seconds: fixedNow + 86_400, offset: 0))
        #expect(EntryRev.of(other) == EntryRev.of(entry))
    }

    @Test func everyContentFieldCountsAndNoneRunsIntoTheNext() {
        let entry = sampleEntry()
        let otherUID = Entry(
            id: entry.id, uid: "4f0c2f1e-8a6b-4c1d-9e2f-0123456789ac", occurredAt: entry.occurredAt,
            intensity: entry.intensity, areas: entry.areas, tags: entry.tags, medications: entry.medications,
            note: entry.note, createdAt: entry.createdAt, updatedAt: entry.updatedAt)
        let ended = Entry(
            id: entry.id, uid: entry.uid, occurredAt: entry.occurredAt,
            endedAt: Timestamp(seconds: fixedNow + 600, offset: 3600), intensity: entry.intensity, areas: entry.areas,
            tags: entry.tags, medications: entry.medications, note: entry.note, createdAt: entry.createdAt,
            updatedAt: entry.updatedAt)
        let revs = [
            EntryRev.of(entry), EntryRev.of(otherUID), EntryRev.of(ended),
            EntryRev.of(sampleEntry(at: Timestamp(seconds: fixedNow, offset: 0))),
            EntryRev.of(sampleEntry(intensity: 6)), EntryRev.of(sampleEntry(areas: ["neck", "head"])),
            EntryRev.of(sampleEntry(medications: [])), EntryRev.of(sampleEntry(note: "Woke up with it.")),
            // The same bytes moved from one field to the next.
            EntryRev.of(sampleEntry(tags: [], note: "wetterWoke up with it")),
            EntryRev.of(sampleEntry(tags: ["wetterWoke up with it"], note: "")),
        ]
        #expect(Set(revs).count == revs.count)
    }
}

/// What `import` says of rows edited outside painlog.
@Suite struct ImportRevPresenterTests {
    @Test func theLineCountsThemAfterTheOtherCounts() {
        #expect(
            ImportPresenter.line(ImportReport(added: 0, updated: 1, unchanged: 52, editedOutside: 1, dryRun: false))
                .plainText
                == "Imported 0 new, 1 updated, 52 unchanged; 1 edited outside painlog (rev no longer matches): "
                + "applied as a new edit")
        #expect(
            ImportPresenter.line(
                ImportReport(added: 1, updated: 2, unchanged: 5, keptNewer: 1, editedOutside: 3, dryRun: true)
            ).plainText
                == "Would import 1 new, 2 updated, 5 unchanged, 1 kept newer; 3 edited outside painlog "
                + "(rev no longer matches): would be applied as new edits (dry run: nothing was written)")
        #expect(
            ImportPresenter.line(ImportReport(added: 0, updated: 0, unchanged: 2, dryRun: false)).plainText
                == "Imported 0 new, 0 updated, 2 unchanged")
    }

    @Test func jsonCountsThemAndMarksEachChange() {
        let change = ImportChange(
            action: .update, id: 53, occurredAt: Timestamp(seconds: fixedNow, offset: 3600),
            intensity: Intensity(4)!, rowUpdatedAt: nil, differences: ["note"], editedOutside: true)
        #expect(
            JSONWriter.text(
                ImportPresenter.json(
                    ImportReport(added: 0, updated: 1, unchanged: 0, editedOutside: 1, dryRun: true), changes: [change])
            )
                == "{\"added\":0,\"updated\":1,\"unchanged\":0,\"kept_newer\":0,\"deleted_here\":0,\"edited_outside\":1,\"conflicts\":0,"
                + "\"dry_run\":true,\"changes\":[{\"action\":\"update\",\"id\":53,"
                + "\"occurred_at\":\"\(Timestamp(seconds: fixedNow, offset: 3600).iso8601)\",\"intensity\":4,"
                + "\"differences\":[\"note\"],\"edited_outside\":true}]}")
        #expect(
            ImportPresenter.changeLine(change).plainText.hasSuffix(
                "note; edited outside painlog (rev no longer matches)"))
    }
}

/// How a row's `rev` and `updated_at` are read (`ImportedEntry`).
@Suite struct ImportedEntryRevTests {
    private func record(_ fields: [String: ImportRecord.Value]) -> ImportRecord {
        var all: [String: ImportRecord.Value] = [
            "uid": .text(uid(1)), "occurred_at": .text("2026-11-20T08:00:00+01:00"), "intensity": .number("5"),
            "note": .text("x"),
        ]
        all.merge(fields) { $1 }
        return ImportRecord(line: 2, row: 1, fields: all)
    }

    private func rev(note: String) throws -> String {
        EntryRev.of(
            uid: uid(1), occurredAt: try #require(Timestamp(iso8601: "2026-11-20T08:00:00+01:00")), endedAt: nil,
            intensity: Intensity(5)!, areas: [], tags: [], medications: [], note: note)
    }

    @Test func aMatchingRevIsNoEditAndAnotherOneIs() throws {
        let matching = try ImportedEntry(record(["rev": .text(try rev(note: "x"))]), now: fixedNow, zone: berlinZone)
        #expect(matching.rev == (try rev(note: "x")) && !matching.editedOutside)
        let edited = try ImportedEntry(record(["rev": .text(try rev(note: "y"))]), now: fixedNow, zone: berlinZone)
        #expect(edited.editedOutside)
    }

    @Test(arguments: [ImportRecord.Value.text(""), .null, .absent])
    func anEmptyOrMissingRevIsNone(_ value: ImportRecord.Value) throws {
        let entry = try ImportedEntry(record(["rev": value]), now: fixedNow, zone: berlinZone)
        #expect(entry.rev == nil && !entry.editedOutside)
    }

    /// A row without a uid becomes a new entry whatever its rev says.
    @Test func aRowWithoutAUIDIsNeverEditedOutside() throws {
        let entry = try ImportedEntry(
            record(["uid": .text(""), "rev": .text(try rev(note: "y"))]), now: fixedNow, zone: berlinZone)
        #expect(!entry.editedOutside)
    }

    @Test func aRevAsAJSONNumberIsBadData() {
        #expect(throws: PainlogError.self) {
            try ImportedEntry(record(["rev": .number("1234567890123456")]), now: fixedNow, zone: berlinZone)
        }
    }

    /// Contract, *Merging, 0.3*: `updated_at` more than a day ahead is refused like a future
    /// `occurred_at`; a day ahead is not.
    @Test func anUpdatedAtMoreThanADayAheadIsRefused() throws {
        func updated(_ seconds: Int64) -> ImportRecord {
            record(["updated_at": .text(Timestamp(seconds: fixedNow + seconds, offset: 3600).iso8601)])
        }
        #expect(try ImportedEntry(updated(86_400), now: fixedNow, zone: berlinZone).updatedAt != nil)
        let ahead = Timestamp(seconds: fixedNow + 86_401, offset: 3600).iso8601
        #expect(
            throws: PainlogError(
                .badData,
                "line 2 (row 1): updated_at '\(ahead)' is more than a day ahead of this computer's clock; "
                    + "is the clock of the computer that wrote it wrong?")
        ) { try ImportedEntry(updated(86_401), now: fixedNow, zone: berlinZone) }
    }
}
