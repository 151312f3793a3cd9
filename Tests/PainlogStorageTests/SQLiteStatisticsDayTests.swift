import PainlogDomain
import Testing

@testable import PainlogStorage

/// Days before 1970 stay days of their own.
///
/// Every store that groups or counts by day floors its day number (`LocalTimeSQL.day(ofWallSeconds:)`),
/// so 1969-12-31 and 1970-01-01 are two days. SQLite's `/` truncates toward zero: the totals' logged
/// days once counted them as one.
@Suite struct SQLiteStatisticsDayTests {
    let folder = TemporaryFolder()
    let storage: SQLiteStorage

    init() throws {
        storage = try openStorage(folder.file("diary.sqlite"))
    }

    private func day(_ text: String) -> LocalDate { LocalDate(isoString: text)! }

    /// Logs one entry (severe, with a dose) at each timestamp.
    private func log(_ times: [Timestamp]) throws {
        for (number, time) in times.enumerated() {
            _ = try storage.entries.insert(
                content(
                    number + 1, at: time, intensity: 8, medications: [Medication(name: "ibuprofen", dose: "400mg")]))
        }
    }

    /// 23:30 on 1969-12-31 and 00:30 on 1970-01-01, at offset 0 (UTC).
    static let utc = [Timestamp(seconds: -1800, offset: 0), Timestamp(seconds: 1800, offset: 0)]
    /// Two entries at -05:00, where both instants are after 1970 but the first's wall clock is not:
    /// 1970-01-01T03:00Z is 22:00 on 1969-12-31, 1970-01-01T06:00Z is 01:00 on 1970-01-01.
    static let minusFive = [Timestamp(seconds: 10_800, offset: -18_000), Timestamp(seconds: 21_600, offset: -18_000)]

    @Test(arguments: [utc, minusFive])
    func twoSidesOfNineteenSeventyAreTwoDays(times: [Timestamp]) throws {
        try log(times)
        let two = [day("1969-12-31"), day("1970-01-01")]

        let (groups, totals, days) = try storage.statistics.groupsAndTotals(matching: .all, by: .day)
        #expect(groups.map(\.key) == ["1969-12-31", "1970-01-01"])
        #expect(groups.map(\.count) == [1, 1])
        #expect(days.map(\.date) == two)
        #expect(totals.loggedDays == 2)
        #expect(totals.severeDays == 2)

        let plain = try storage.statistics.groups(matching: .all, by: .day)
        #expect(plain.map(\.key) == ["1969-12-31", "1970-01-01"])

        // What `stats`' last weeks, the report's areas and `impact` count.
        let counted = try storage.statistics.totals(matching: .all)
        #expect(counted.loggedDays == 2)
        #expect(counted.severeDays == 2)

        // What `calendar` draws.
        let drawn = try storage.statistics.days(matching: .all, within: day("1969-12-01")...day("1970-01-31"))
        #expect(drawn.map(\.date) == two)
        #expect(drawn.map(\.started) == [1, 1])

        // What `meds` and the acute-medication days count.
        #expect(try storage.nameStatistics.medicationUse(matching: .all).map(\.days) == [2])
        #expect(try storage.nameStatistics.medicationDays(from: nil, through: nil).map(\.day) == two)
        #expect(try storage.nameStatistics.medicationDays(from: two[0], through: two[1]).map(\.day) == two)
        #expect(try storage.nameStatistics.medicationIntakeDays(from: two[0], through: two[1]).map(\.day) == two)
    }

    @Test func anAttackFromBeforeNineteenSeventyReachesTheNextDay() throws {
        // 22:00 on 1969-12-30 to 01:00 on 1969-12-31 (UTC): started on the 30th, reached the 31st.
        let started = content(1, at: Timestamp(seconds: -93_600, offset: 0))
        _ = try storage.entries.insert(
            EntryContent(
                uid: started.uid, occurredAt: started.occurredAt, endedAt: Timestamp(seconds: -82_800, offset: 0),
                intensity: started.intensity, areas: [], tags: [], medications: [], note: "",
                createdAt: started.createdAt, updatedAt: started.updatedAt))
        let drawn = try storage.statistics.days(matching: .all, within: day("1969-12-01")...day("1970-01-31"))
        #expect(drawn.map(\.date) == [day("1969-12-30"), day("1969-12-31")])
        #expect(drawn.map(\.started) == [1, 0])
    }
}
