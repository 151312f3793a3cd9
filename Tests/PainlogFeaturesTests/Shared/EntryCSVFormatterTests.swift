import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct EntryCSVFormatterTests {
    @Test func theHeaderHasTheContractsColumnsAndACRLF() {
        #expect(
            EntryCSVFormatter.header
                == "id,uid,occurred_at,intensity,areas,tags,medications,note,created_at,updated_at,rev,ended_at,"
                + "symptoms\r\n")
    }

    @Test func writesARowWithEveryField() {
        #expect(
            EntryCSVFormatter.row(sampleEntry())
                == "12,4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab,2026-11-22T08:30:00+01:00,7,head; neck,wetter,"
                + "ibuprofen 400mg; codeine 30 mg,Woke up with it,2026-11-22T08:31:00+01:00,2026-11-22T09:31:00+01:00,"
                + "r379c404308dbc65e,,\r\n"
        )
    }

    @Test func quotesTheNoteAndKeepsItsLineEnds() {
        let entry = sampleEntry(
            at: Timestamp(seconds: fixedNow, offset: -19_800), intensity: 0, areas: [], tags: [], medications: [],
            note: "He said \"ouch\", twice\r\nthen\nslept 😖")
        #expect(
            EntryCSVFormatter.row(entry)
                == "12,4f0c2f1e-8a6b-4c1d-9e2f-0123456789ab,2026-11-22T02:00:00-05:30,0,,,,"
                + "\"He said \"\"ouch\"\", twice\r\nthen\nslept 😖\",2026-11-22T08:31:00+01:00,2026-11-22T09:31:00+01:00,"
                + "r7101209646c15830,,\r\n"
        )
    }

    @Test(arguments: [
        ("", ""),
        ("plain text", "plain text"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("\"", "\"\"\"\""),
        ("line\nbreak", "\"line\nbreak\""),
        ("carriage\rreturn", "\"carriage\rreturn\""),
        ("crlf\r\n", "\"crlf\r\n\""),
        ("semi; colon", "semi; colon"),
        ("tab\tinside", "tab\tinside"),
        ("Kopf 頭 😖 \u{200F}כאב", "Kopf 頭 😖 \u{200F}כאב"),
    ])
    func quotesOnlyWhatRFC4180Needs(value: String, cell: String) {
        #expect(EntryCSVFormatter.cell(value) == cell)
    }

    @Test(arguments: [
        ("=SUM(A1:A9)", "'=SUM(A1:A9)"),
        ("+49 170 1234", "'+49 170 1234"),
        ("-3 after ibuprofen", "'-3 after ibuprofen"),
        ("@home", "'@home"),
        ("\tindented", "'\tindented"),
        ("\rstarts with CR", "\"'\rstarts with CR\""),
        ("'quoted already", "''quoted already"),
        ("=a,b", "\"'=a,b\""),
        ("=\"x\"", "\"'=\"\"x\"\"\""),
    ])
    func guardsCellsASpreadsheetWouldRunAsAFormula(value: String, cell: String) {
        #expect(EntryCSVFormatter.cell(value) == cell)
    }

    @Test(arguments: ["a=b", "1+1", "x-y", "mail@example.org", " =1", "a'b", "ok'"])
    func leavesTheSameCharactersAloneAfterTheStart(value: String) {
        #expect(EntryCSVFormatter.cell(value) == value)
    }

    @Test func guardsNamesAndTimesToo() {
        let entry = sampleEntry(
            areas: ["-left knee", "head"], tags: ["@work"], medications: [Medication(name: "=evil")], note: "")
        let cells = EntryCSVFormatter.row(entry).dropLast(2).split(separator: ",", omittingEmptySubsequences: false)
        #expect(cells[4] == "'-left knee; head")
        #expect(cells[5] == "'@work")
        #expect(cells[6] == "'=evil")
        #expect(cells[7] == "")
    }
}
