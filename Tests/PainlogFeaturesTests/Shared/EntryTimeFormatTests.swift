import PainlogDomain
import PainlogFeatures
import Testing

@Suite struct EntryTimeFormatTests {
    @Test(arguments: [
        (Timestamp(seconds: 1_795_332_600, offset: 3600), "Sun 2026-11-22 08:30", "Sun 2026-11-22 08:30:00 +01:00"),
        (Timestamp(seconds: 1_795_332_600, offset: 0), "Sun 2026-11-22 07:30", "Sun 2026-11-22 07:30:00 +00:00"),
        (Timestamp(seconds: 1_795_332_600, offset: -19_800), "Sun 2026-11-22 02:00", "Sun 2026-11-22 02:00:00 -05:30"),
        (Timestamp(seconds: 1_795_332_659, offset: 50_400), "Sun 2026-11-22 21:30", "Sun 2026-11-22 21:30:59 +14:00"),
        (Timestamp(seconds: 1_795_332_600, offset: -36_000), "Sat 2026-11-21 21:30", "Sat 2026-11-21 21:30:00 -10:00"),
        (Timestamp(seconds: 0, offset: 0), "Thu 1970-01-01 00:00", "Thu 1970-01-01 00:00:00 +00:00"),
        (Timestamp(seconds: -1, offset: 0), "Wed 1969-12-31 23:59", "Wed 1969-12-31 23:59:59 +00:00"),
        (Timestamp(seconds: 1_709_164_800, offset: 3600), "Thu 2024-02-29 01:00", "Thu 2024-02-29 01:00:00 +01:00"),
    ])
    func showsTheEntrysOwnWallClock(time: Timestamp, short: String, full: String) {
        #expect(EntryTimeFormat.short(time) == short)
        #expect(EntryTimeFormat.full(time) == full)
    }
}
