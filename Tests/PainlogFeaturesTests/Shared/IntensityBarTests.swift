import PainlogFeatures
import Testing

@Suite struct IntensityBarTests {
    @Test(arguments: [
        (0, "     "), (1, "▌    "), (2, "█    "), (3, "█▌   "), (4, "██   "), (5, "██▌  "), (6, "███  "), (7, "███▌ "),
        (8, "████ "), (9, "████▌"), (10, "█████"),
    ])
    func drawsAFullBlockPerTwoPointsAndAHalfForAnOddOne(value: Int, bar: String) {
        #expect(IntensityBar.bar(for: value) == bar)
        #expect(DisplayText.width(IntensityBar.bar(for: value)) == IntensityBar.width)
        #expect(IntensityBar.compactBar(for: value) == String(bar.reversed().drop { $0 == " " }.reversed()))
    }

    @Test func clampsValuesOutsideTheScale() {
        #expect(IntensityBar.bar(for: -3) == "     ")
        #expect(IntensityBar.bar(for: 15) == "█████")
    }
}
