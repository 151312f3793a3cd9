import Foundation
import Testing

/// `painlog calendar` through the built binary, as a person with migraine reads it ("now": Sunday
/// 2026-11-22 10:00, Berlin): the grids at 80 and 120 columns, with colour on a terminal and
/// without, as JSON, and bad input.
@Suite struct CalendarCommandTests {
    /// Runs and expects success with nothing on stderr; returns stdout.
    @discardableResult
    private static func ok(
        _ sandbox: PainlogSandbox, _ arguments: [String], environment: [String: String?] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let result = try sandbox.run(arguments, environment: environment)
        #expect(result.status == 0, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "", "\(arguments)", sourceLocation: sourceLocation)
        return result.stdout
    }

    /// Two migraine months: in November 12 headache days (the attack of the 20th at 22:00 lasted to
    /// 03:00 on the 21st) and 9 triptan days, ibuprofen on 2 days, a day at 0 and a back-pain day
    /// (not head); two head entries in October.
    ///
    /// The attack's end is written with sqlite3 until `log --for` stores it.
    private static func seeded() throws -> PainlogSandbox {
        let sqlite3 = try SystemTools.require("sqlite3", package: "sqlite3")
        let sandbox = try PainlogSandbox()
        let entries: [[String]] = [
            ["6", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-02T07:00"],
            ["4", "-a", "head", "--at", "2026-11-03T18:00"],
            ["8", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-05T06:30"],
            ["5", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-06T09:00"],
            ["3", "-a", "back", "--at", "2026-11-08T10:00"],
            ["7", "-a", "head", "-m", "sumatriptan 50mg", "-m", "ibuprofen 400mg", "--at", "2026-11-09T08:00"],
            ["9", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-12T05:00"],
            ["6", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-13T14:00"],
            ["0", "-a", "head", "--at", "2026-11-14T09:00"],
            ["5", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-16T07:00"],
            ["4", "-a", "head", "-m", "ibuprofen 400mg", "--at", "2026-11-17T12:00"],
            ["7", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-19T06:00"],
            ["7", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-11-20T22:00"],
            ["3", "-a", "head", "--at", "2026-10-20T08:00"],
            ["8", "-a", "head", "-m", "sumatriptan 50mg", "--at", "2026-10-27T08:00"],
        ]
        for entry in entries { try ok(sandbox, ["log"] + entry) }
        let ended = try sandbox.runShell(
            PainlogSandbox.shellQuoted(sqlite3) + " " + PainlogSandbox.shellQuoted(sandbox.database) + " "
                + PainlogSandbox.shellQuoted(
                    "UPDATE entries SET ended_at = occurred_at + 5 * 3600, ended_offset = 3600 "
                        + "WHERE occurred_at = (SELECT max(occurred_at) FROM entries)"))
        #expect(ended.status == 0, "\(ended.stderr)")
        return sandbox
    }

    /// What the diary holds, as painlog shows it.
    private static func snapshot(_ sandbox: PainlogSandbox) throws -> String {
        try ok(sandbox, ["export", "--format", "json"]) + ok(sandbox, ["undo", "--list"])
    }

    @Test func theLastThreeMonthsStackedIn80Columns() throws {
        let sandbox = try Self.seeded()
        let shown = try Self.ok(sandbox, ["calendar", "--area", "head"], environment: ["COLUMNS": "80"])
        #expect(
            shown == """
                September 2026
                 Mo  Tu  We  Th  Fr  Sa  Su
                      1   2   3   4   5   6

                  7   8   9  10  11  12  13

                 14  15  16  17  18  19  20

                 21  22  23  24  25  26  27

                 28  29  30


                Logged days               0
                Pain days                 0
                Moderate days (4–10)      0
                Severe days (7–10)        0
                Acute-medication days     0

                October 2026
                 Mo  Tu  We  Th  Fr  Sa  Su
                              1   2   3   4

                  5   6   7   8   9  10  11

                 12  13  14  15  16  17  18

                 19  20  21  22  23  24  25
                      3
                 26  27  28  29  30  31
                     8*

                Logged days               2
                Pain days                 2
                Moderate days (4–10)      1
                Severe days (7–10)        1
                Acute-medication days     1
                  triptan                 1

                November 2026
                 Mo  Tu  We  Th  Fr  Sa  Su
                                          1

                  2   3   4   5   6   7   8
                 6*   4      8*  5*
                  9  10  11  12  13  14  15
                 7*          9*  6*   ·
                 16  17  18  19  20  21  22
                 5*  4*      7*  7*   7
                 23  24  25  26  27  28  29

                 30


                Logged days              13
                Pain days                12
                Moderate days (4–10)     12
                Severe days (7–10)        6
                Acute-medication days    10
                  simple analgesic/NSAID  2
                  triptan                 9

                Each day: its worst pain 0–10, · logged without pain, * acute medication taken.
                The filters choose the pain; acute-medication days count every dose taken,
                  whatever the filters.

                """)
        #expect(shown.split(separator: "\n").allSatisfy { $0.count <= 80 })
        // Without the filter the back-pain day of the 8th counts too; the medication days stay.
        let all = try Self.ok(sandbox, ["calendar", "--months", "1"], environment: ["COLUMNS": "80"])
        #expect(all.contains("Pain days                13\n") && all.contains("  triptan                 9\n"))
        #expect(all.contains("\nAcute-medication days count every dose taken, whatever the filters.\n"))
    }

    @Test func sideBySideIn120Columns() throws {
        let sandbox = try Self.seeded()
        #expect(
            try Self.ok(sandbox, ["calendar", "--area", "head"], environment: ["COLUMNS": "120"]) == """
                September 2026                 October 2026                   November 2026
                 Mo  Tu  We  Th  Fr  Sa  Su     Mo  Tu  We  Th  Fr  Sa  Su     Mo  Tu  We  Th  Fr  Sa  Su
                      1   2   3   4   5   6                  1   2   3   4                              1

                  7   8   9  10  11  12  13      5   6   7   8   9  10  11      2   3   4   5   6   7   8
                                                                               6*   4      8*  5*
                 14  15  16  17  18  19  20     12  13  14  15  16  17  18      9  10  11  12  13  14  15
                                                                               7*          9*  6*   ·
                 21  22  23  24  25  26  27     19  20  21  22  23  24  25     16  17  18  19  20  21  22
                                                     3                         5*  4*      7*  7*   7
                 28  29  30                     26  27  28  29  30  31         23  24  25  26  27  28  29
                                                    8*
                                                                               30


                Logged days               0    Logged days               2    Logged days              13
                Pain days                 0    Pain days                 2    Pain days                12
                Moderate days (4–10)      0    Moderate days (4–10)      1    Moderate days (4–10)     12
                Severe days (7–10)        0    Severe days (7–10)        1    Severe days (7–10)        6
                Acute-medication days     0    Acute-medication days     1    Acute-medication days    10
                                                 triptan                 1      simple analgesic/NSAID  2
                                                                                triptan                 9

                Each day: its worst pain 0–10, · logged without pain, * acute medication taken.
                The filters choose the pain; acute-medication days count every dose taken, whatever the filters.

                """)
    }

    @Test func colourOnATerminalAndNoneWithNoColor() throws {
        let sandbox = try Self.seeded()
        let arguments = ["calendar", "--area", "head", "--months", "1"]
        let coloured = try sandbox.runOnTerminal(arguments, environment: ["COLUMNS": "80"])
        #expect(coloured.status == 0)
        #expect(
            coloured.stdout.replacing("\r\n", with: "\n") == """
                \u{1B}[1mNovember 2026\u{1B}[0m
                \u{1B}[2m Mo  Tu  We  Th  Fr  Sa  Su\u{1B}[0m
                                        \u{1B}[2m  1\u{1B}[0m

                \u{1B}[2m  2\u{1B}[0m \u{1B}[2m  3\u{1B}[0m \u{1B}[2m  4\u{1B}[0m \u{1B}[2m  5\u{1B}[0m \u{1B}[2m  6\u{1B}[0m \u{1B}[2m  7\u{1B}[0m \u{1B}[2m  8\u{1B}[0m
                 \u{1B}[33m6\u{1B}[0m\u{1B}[1m*\u{1B}[0m   \u{1B}[33m4\u{1B}[0m      \u{1B}[31m8\u{1B}[0m\u{1B}[1m*\u{1B}[0m  \u{1B}[33m5\u{1B}[0m\u{1B}[1m*\u{1B}[0m
                \u{1B}[2m  9\u{1B}[0m \u{1B}[2m 10\u{1B}[0m \u{1B}[2m 11\u{1B}[0m \u{1B}[2m 12\u{1B}[0m \u{1B}[2m 13\u{1B}[0m \u{1B}[2m 14\u{1B}[0m \u{1B}[2m 15\u{1B}[0m
                 \u{1B}[31m7\u{1B}[0m\u{1B}[1m*\u{1B}[0m          \u{1B}[31m9\u{1B}[0m\u{1B}[1m*\u{1B}[0m  \u{1B}[33m6\u{1B}[0m\u{1B}[1m*\u{1B}[0m   \u{1B}[2m·\u{1B}[0m
                \u{1B}[2m 16\u{1B}[0m \u{1B}[2m 17\u{1B}[0m \u{1B}[2m 18\u{1B}[0m \u{1B}[2m 19\u{1B}[0m \u{1B}[2m 20\u{1B}[0m \u{1B}[2m 21\u{1B}[0m \u{1B}[2m 22\u{1B}[0m
                 \u{1B}[33m5\u{1B}[0m\u{1B}[1m*\u{1B}[0m  \u{1B}[33m4\u{1B}[0m\u{1B}[1m*\u{1B}[0m      \u{1B}[31m7\u{1B}[0m\u{1B}[1m*\u{1B}[0m  \u{1B}[31m7\u{1B}[0m\u{1B}[1m*\u{1B}[0m   \u{1B}[31m7\u{1B}[0m
                \u{1B}[2m 23\u{1B}[0m \u{1B}[2m 24\u{1B}[0m \u{1B}[2m 25\u{1B}[0m \u{1B}[2m 26\u{1B}[0m \u{1B}[2m 27\u{1B}[0m \u{1B}[2m 28\u{1B}[0m \u{1B}[2m 29\u{1B}[0m

                \u{1B}[2m 30\u{1B}[0m


                Logged days              13
                Pain days                12
                Moderate days (4–10)     12
                Severe days (7–10)        6
                Acute-medication days    10
                  simple analgesic/NSAID  2
                  triptan                 9

                \u{1B}[2mEach day: its worst pain 0–10, · logged without pain, * acute medication taken.\u{1B}[0m
                \u{1B}[2mThe filters choose the pain; acute-medication days count every dose taken,\u{1B}[0m
                \u{1B}[2m  whatever the filters.\u{1B}[0m

                """)
        let plain = try sandbox.runOnTerminal(arguments, environment: ["COLUMNS": "80", "NO_COLOR": "1"])
        #expect(plain.status == 0 && !plain.stdout.contains("\u{1B}"))
        #expect(plain.stdout.replacing("\r\n", with: "\n").contains(" 7*          9*  6*   ·\n"))
    }

    @Test func json() throws {
        let sandbox = try Self.seeded()
        let json = try Self.ok(
            sandbox, ["calendar", "--area", "head", "--months", "2", "--until", "2026-11-21", "--json"])
        #expect(
            json
                == (try Self.ok(
                    sandbox, ["calendar", "-a", "head", "--months", "2", "--until", "2026-11-21", "--format", "json"])))
        #expect(!json.contains("\u{1B}") && json.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["months"])
        let months = try #require(object["months"] as? [[String: Any]])
        #expect(months.map { $0["month"] as? String } == ["2026-10", "2026-11"])
        let november = try #require(months.last)
        #expect(
            Set(november.keys) == [
                "month", "days_in_month", "logged_days", "pain_days", "moderate_days", "severe_days",
                "acute_medication_days", "medication_days", "days",
            ])
        #expect(november["days_in_month"] as? Int == 30 && november["pain_days"] as? Int == 12)
        #expect(november["logged_days"] as? Int == 13 && november["severe_days"] as? Int == 6)
        #expect(november["acute_medication_days"] as? Int == 10)
        #expect(
            november["medication_days"] as? [String: Int] == [
                "simple_analgesic": 2, "triptan": 9, "ergot": 0, "opioid": 0, "combination_analgesic": 0, "gepant": 0,
                "ditan": 0,
            ])
        let days = try #require(november["days"] as? [[String: Any]])
        // Every day up to the period's last day, the 21st.
        #expect(days.count == 21 && days.first?["date"] as? String == "2026-11-01")
        #expect(days.allSatisfy { Set($0.keys) == ["date", "worst", "entries", "medications"] })
        #expect(days[0]["worst"] is NSNull && days[0]["entries"] as? Int == 0)
        #expect(days[0]["medications"] as? [String] == [])
        #expect(days[8]["worst"] as? Int == 7 && days[8]["medications"] as? [String] == ["ibuprofen", "sumatriptan"])
        // The 8th had back pain only: no head entry.
        #expect(days[7]["worst"] is NSNull)
        #expect(days[13]["worst"] as? Int == 0)
        // The attack of the 20th counts on the 21st, where it took no medication.
        #expect(days[20]["worst"] as? Int == 7 && days[20]["entries"] as? Int == 1)
        #expect(days[20]["medications"] as? [String] == [])
    }

    @Test func badInputIsAUsageErrorAndChangesNothing() throws {
        let sandbox = try Self.seeded()
        let before = try Self.snapshot(sandbox)
        let cases: [([String], String)] = [
            (["--months", "0"], "error: --months '0' is not a number of months from 1 to 120"),
            (["--months", "121"], "error: --months '121' is not a number of months from 1 to 120"),
            (["--months", "-3"], "error: --months '-3' is not a number of months from 1 to 120"),
            (["--months", "three"], "three"),
            (["--until", "garbage"], "error: --until 'garbage' is not a time"),
            (["--format", "xml"], "xml"),
            (["--since", "2026-11-01"], "--since"),
            (["--area", ""], "area"),
        ]
        for (arguments, message) in cases {
            let result = try sandbox.run(["calendar"] + arguments)
            #expect(result.exited(64), "\(arguments): \(result)")
            #expect(result.hasOneErrorLine, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stdout == "", "\(arguments)")
        }
        #expect(try Self.snapshot(sandbox) == before)
    }

    @Test func statsByMonthGivesTheDaysToo() throws {
        let sandbox = try Self.seeded()
        let json = try Self.ok(sandbox, ["stats", "--by", "month", "--area", "head", "--format", "json"])
        #expect(
            json == """
                [
                  {"group":"2026-10","count":2,"mean":5.5,"min":3,"max":8,"pain_days":2,"moderate_days":1,"severe_days":1,"acute_medication_days":1},
                  {"group":"2026-11","count":12,"mean":5.666666666666667,"min":0,"max":9,"pain_days":12,"moderate_days":12,"severe_days":6,"acute_medication_days":10}
                ]

                """)
        let table = try Self.ok(sandbox, ["stats", "--by", "month", "--area", "head"])
        #expect(table.contains("MONTH    ENTRIES  MEAN  MIN  MAX  PAIN  MOD  SEV  ACUTE\n"))
        #expect(table.contains("2026-11       12   5.7    0    9    12   12    6     10  "))
    }

    @Test func theDashboardSaysThisMonthsDaysSoFar() throws {
        let sandbox = try Self.seeded()
        #expect(try Self.ok(sandbox, []).contains("\nThis month   13 pain days, 10 acute-medication days so far\n"))
    }
}
