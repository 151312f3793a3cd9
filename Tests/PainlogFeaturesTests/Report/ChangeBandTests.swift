import PainlogFeatures
import Testing

/// IMMPACT's bands of a change in average pain.
@Suite struct ChangeBandTests {
    @Test(arguments: [
        (0, ChangeBand.noImportantChange), (9, .noImportantChange), (-9, .noImportantChange),
        (10, .minimallyImportant), (-29, .minimallyImportant), (30, .moderatelyImportant), (-49, .moderatelyImportant),
        (50, .substantial), (-100, .substantial), (250, .substantial),
    ])
    func band(percent: Int, expected: ChangeBand) {
        #expect(ChangeBand(percent: percent) == expected)
    }

    @Test func percentIsRoundedAndNeedsAPreviousMeanAboveZero() {
        #expect(ChangeBand.percent(from: 6, to: 4) == -33)
        #expect(ChangeBand.percent(from: 4, to: 5) == 25)
        #expect(ChangeBand.percent(from: 3, to: 2.7) == -10)
        #expect(ChangeBand.percent(from: 0, to: 2) == nil)
        #expect(ChangeBand.percent(from: nil, to: 2) == nil)
        #expect(ChangeBand.percent(from: 2, to: nil) == nil)
    }
}
