import PainlogFeatures
import Testing

@Suite struct EntryDurationFormatTests {
    static let cases: [(Int64, String)] = [
        (0, "<1m"), (59, "<1m"), (60, "1m"), (2_700, "45m"), (3_600, "1h"), (5_400, "1h30m"), (5_459, "1h30m"),
        (18_000, "5h"), (86_400, "1d"), (97_140, "1d2h"), (31_705_200, "366d23h"),
    ]

    @Test(arguments: cases)
    func writesAtMostTwoUnitsCutDown(seconds: Int64, text: String) {
        #expect(EntryDurationFormat.compact(seconds) == text)
    }
}
