import PainlogFeatures
import Testing

@Suite struct NumberTextTests {
    @Test func shortestIsSwiftsExactFormAndNothingForTheUnwritable() {
        #expect(NumberText.shortest(5) == "5.0")
        #expect(NumberText.shortest(13.0 / 3) == "4.333333333333333")
        #expect(NumberText.shortest(-1) == "-1.0")
        #expect(NumberText.shortest(.nan) == nil)
        #expect(NumberText.shortest(-.infinity) == nil)
    }

    @Test func twoDecimalsRoundsHalfAwayFromZero() {
        #expect(NumberText.twoDecimals(13.0 / 3) == "4.33")
        #expect(NumberText.twoDecimals(14.0 / 3) == "4.67")
        #expect(NumberText.twoDecimals(10) == "10.00")
        #expect(NumberText.twoDecimals(0.005) == "0.01")
        #expect(NumberText.twoDecimals(0) == "0.00")
    }
}
