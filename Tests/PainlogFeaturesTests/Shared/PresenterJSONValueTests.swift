import PainlogDomain
import Testing

@testable import PainlogFeatures

/// Presenters return their JSON as a value, which the view frames in one place.
///
/// The view writes it through `JSONWriter.document` (an array one element per line, an object on
/// one line, each with its newline); each case is the exact output its command prints.
struct PresenterJSONValueTests {
    @Test func aDocumentFramesArraysOneElementALineAndObjectsOnOneLine() {
        #expect(JSONOutput.text(.array([])) == "[]\n")
        #expect(JSONOutput.text(.array([.number(1), .object([("a", .null)])])) == "[\n  1,\n  {\"a\":null}\n]\n")
        #expect(JSONOutput.text(.object([("a", .strings(["x\n"]))])) == "{\"a\":[\"x\\n\"]}\n")
        #expect(JSONArrayFraming.array([.bool(true)]) == JSONOutput.text(.array([.bool(true)])))
    }

    @Test func dueIsOneObject() throws {
        let window = try #require(TimeSpan(seconds: 4 * 3_600))
        #expect(
            JSONOutput.text(DuePresenter.json(DueCheck(isDue: true, window: window)))
                == "{\"due\":true,\"within\":\"4h\",\"within_seconds\":14400}\n")
    }

    @Test func remindStatusIsOneObject() {
        let units = [
            ReminderUnitStatus(
                name: "painlog-remind.timer", path: "/u/painlog-remind.timer", state: .installed, times: ["20:00"]),
            ReminderUnitStatus(name: "painlog-remind.service", path: "/u/painlog-remind.service", state: .notInstalled),
        ]
        #expect(
            JSONOutput.text(ReminderUnitStatus.json(units, folder: "/u"))
                == "{\"installed\":true,\"folder\":\"/u\",\"units\":[{\"name\":\"painlog-remind.timer\","
                + "\"path\":\"/u/painlog-remind.timer\",\"state\":\"installed\",\"at\":[\"20:00\"],\"runs\":[]},"
                + "{\"name\":\"painlog-remind.service\",\"path\":\"/u/painlog-remind.service\",\"state\":\"not_installed\","
                + "\"at\":[],\"runs\":[]}]}\n")
    }

    @Test func undoListIsAnArrayNewestFirst() {
        let step = JournalStep(
            id: 4, kind: .delete, summary: "delete #3", recordedAt: Timestamp(seconds: fixedNow, offset: 3600),
            entryCount: 1)
        #expect(
            JSONOutput.text(UndoPresenter.json([step]))
                == "[\n  {\"id\":4,\"kind\":\"delete\",\"summary\":\"delete #3\",\"at\":\""
                + Timestamp(seconds: fixedNow, offset: 3600).iso8601 + "\",\"entries\":1}\n]\n")
        #expect(JSONOutput.text(UndoPresenter.json([])) == "[]\n")
    }

    @Test func migrationStatusIsAnArrayOldestFirst() {
        let states = [
            MigrationState(version: 1, name: "create_entries", status: .applied(at: "2026-11-22T08:30:00+01:00")),
            MigrationState(version: 2, name: "add_tags", status: .pending),
        ]
        #expect(
            JSONOutput.text(MigrationStatusPresenter.json(states))
                == "[\n  {\"version\":1,\"file\":\"0001_create_entries.sql\",\"status\":\"applied\","
                + "\"applied_at\":\"2026-11-22T08:30:00+01:00\"},\n  {\"version\":2,\"file\":\"0002_add_tags.sql\","
                + "\"status\":\"pending\",\"applied_at\":null}\n]\n")
    }

    @Test func theDashboardOfNoDiaryIsOneObject() {
        #expect(
            JSONOutput.text(DashboardPresenter.json(Dashboard.none))
                == "{\"today\":[],\"last_7_days\":[],\"last_7_days_totals\":{\"entries\":0,\"mean\":null,\"worst\":null},"
                + "\"most_often\":null,\"overuse\":[],\"this_month\":null}\n")
    }

    @Test func showIsTheEntryAndWithHistoryItsSetAsideValues() {
        let entry = sampleEntry()
        #expect(
            JSONOutput.text(EntryDetailPresenter.json(entry, history: nil))
                == JSONWriter.text(.object(EntryJSONFormatter.members(entry, conditions: .none))) + "\n")
        guard case .object(let members) = EntryDetailPresenter.json(entry, history: []) else {
            Issue.record("not an object")
            return
        }
        #expect(members.last?.0 == "history")
        #expect(members.last?.1 == .array([]))
    }
}
