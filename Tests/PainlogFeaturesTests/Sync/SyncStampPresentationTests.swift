import PainlogDomain
import Testing

@testable import PainlogFeatures

/// The kept text of a record's stamps, the conflict and rename lines of `sync`, and `show
/// --history`, as pure functions.
@Suite struct SyncStampPresentationTests {
    private let here = String(repeating: "ab", count: 16)
    private let there = String(repeating: "cd", count: 16)

    @Test func recordStampsReadBackAsWritten() throws {
        let first = ChangeStamp(seconds: 1_795_338_000, counter: 0, diary: here)
        let second = ChangeStamp(seconds: 1_795_338_060, counter: 3, diary: there)
        let state = RecordStamps(
            fields: [
                "occurred_at": .init(stamp: first, digest: RecordStamps.digest("2026-11-22T10:00:00+01:00")),
                "note": .init(stamp: second, digest: RecordStamps.digest("after the walk")),
                "intensity": .init(stamp: first, digest: 0),
            ],
            members: [
                MemberKey(list: "area", key: "lower back"): StampedValue(value: "1", stamp: second),
                MemberKey(list: "area", key: "back"): StampedValue(value: "0", stamp: second),
            ])
        let text = state.text(fieldOrder: RecordValues.entryFields)
        #expect(text.split(separator: "\n").first == Substring(here + " " + there))
        #expect(text.contains("\nintensity =") && text.contains("\n-area = back"), "\(text)")
        #expect(RecordStamps(text: text) == state)
        for damaged in ["xyz", here + "\nnote 5:1:0 abc", here + "\nnote 0:1:0 !!", here + "\n+area"] {
            #expect(RecordStamps(text: damaged) == nil, "\(damaged)")
        }
    }

    @Test func aConflictNamesTheEntryTheFieldAndBothValues() {
        let kept = SyncReport.Conflict(
            file: "painlog-cd.jsonl", record: "entry", id: 12, field: "note", kept: "at home", replaced: "at work",
            keptHere: true)
        #expect(
            SyncPresenter.conflictNotice(kept, hints: HintMarkers.text)
                == "notice: conflict in entry #12's note: kept 'at home' (this diary's), set aside 'at work' "
                + "(painlog-cd.jsonl's); both changed it since the last sync; see <entryHistory(12)>")
        let replaced = SyncReport.Conflict(
            file: "painlog-cd.jsonl", record: "impact", id: 3, field: "pain", kept: "7", replaced: "",
            keptHere: false)
        #expect(
            SyncPresenter.conflictNotice(replaced, hints: HintMarkers.text)
                == "notice: conflict in impact record #3's pain: kept '7' (painlog-cd.jsonl's), set aside none "
                + "(this diary's); both changed it since the last sync")
    }

    @Test func aRenameLineSaysHowManyEntries() {
        let renamed = SyncReport.Renamed(kind: .tag, from: "work", to: "Job", entries: 2)
        #expect(
            SyncPresenter.renamedLine(renamed, dryRun: false).plainText
                == "Renamed tag 'work' to 'Job' in 2 entries (the rename travels by sync)")
        #expect(SyncPresenter.renamedLine(renamed, dryRun: true).plainText.hasPrefix("Would rename tag"))
    }

    @Test func theHistoryListsEachValueWithWhenAndWhichDiary() {
        let values = [
            SetAsideValue(
                uid: "u", field: "note", value: "at work",
                stamp: ChangeStamp(seconds: 1_795_338_000, counter: 0, diary: here),
                seenAt: 1_795_338_600),
            SetAsideValue(
                uid: "u", field: "ended_at", value: "",
                stamp: ChangeStamp(seconds: 1_795_338_000, counter: 1, diary: there),
                seenAt: 1_795_338_600),
        ]
        let lines = EntryHistoryPresenter.lines(for: values, ownDiary: here).map(\.plainText)
        #expect(lines[1] == "Earlier values")
        #expect(lines[2].hasPrefix("FIELD"))
        #expect(lines[3].hasPrefix("note      at work  ") && lines[3].hasSuffix("this diary"), "\(lines)")
        #expect(lines[4].hasPrefix("ended_at  none     ") && lines[4].hasSuffix("diary cdcdcdcd"), "\(lines)")
        #expect(EntryHistoryPresenter.lines(for: [], ownDiary: here).last?.plainText.hasPrefix("none: ") == true)
        // In local time when given the zone (issue 41), as every other time painlog prints.
        let local = EntryHistoryPresenter.lines(for: values, ownDiary: here, zone: berlinZone).map(\.plainText)
        #expect(local[3].contains("Sun 2026-11-22 10:00:00 +01:00"), "\(local)")
        #expect(lines[3].contains("Sun 2026-11-22 09:00:00 +00:00"), "\(lines)")
        let json = JSONWriter.text(EntryHistoryPresenter.json(Array(values.prefix(1))))
        #expect(
            json
                == #"[{"field":"note","value":"at work","written_at":"2026-11-22T09:00:00+00:00","diary":"\#(here)","set_aside_at":"2026-11-22T09:10:00+00:00"}]"#
        )
    }
}
