import PainlogFeatures
import Testing

/// The block charts behind `stats` and the dashboard: exact characters, so a chart reads the same
/// with and without colour.
@Suite struct ChartTests {
    // MARK: - bar

    @Test func nothingIsNoBar() {
        #expect(Chart.bar(0, maximum: 10, width: 40) == "")
        #expect(Chart.bar(-3, maximum: 10, width: 40) == "")
        #expect(Chart.bar(5, maximum: 10, width: 0) == "")
        #expect(Chart.bar(5, maximum: 0, width: 40) == "")
    }

    @Test func halfOfTheMaximumIsHalfTheWidth() {
        #expect(Chart.bar(5, maximum: 10, width: 10) == "█████")
        #expect(Chart.bar(5, maximum: 10, width: 40) == String(repeating: "█", count: 20))
    }

    @Test func theMaximumFillsTheWidthExactly() {
        #expect(Chart.bar(10, maximum: 10, width: 10) == String(repeating: "█", count: 10))
        #expect(Chart.bar(10, maximum: 10, width: 1) == "█")
    }

    @Test func moreThanTheMaximumIsCutAtTheWidth() {
        #expect(Chart.bar(12, maximum: 10, width: 4) == "████")
    }

    /// One column is eight steps: 1/8 … 7/8 of a column are the left blocks ▏ to ▉.
    @Test(arguments: [
        (1, "▏"), (2, "▎"), (3, "▍"), (4, "▌"), (5, "▋"), (6, "▊"), (7, "▉"), (8, "█"),
    ])
    func eighthsOfAColumn(eighths: Int, bar: String) {
        #expect(Chart.bar(Double(eighths), maximum: 8, width: 1) == bar)
        #expect(Chart.bar(Double(8 + eighths), maximum: 16, width: 2) == "█" + (eighths == 8 ? "█" : bar))
    }

    @Test func aMeanIsDrawnToTheNearestEighth() {
        // 5.5 of 10 on 10 columns: 44 eighths, five full blocks and a half.
        #expect(Chart.bar(5.5, maximum: 10, width: 10) == "█████▌")
        // 0.05 of 10 on 10 columns is 0.4 of an eighth: rounds to nothing; 0.07 is 0.56: one eighth.
        #expect(Chart.bar(0.05, maximum: 10, width: 10) == "")
        #expect(Chart.bar(0.07, maximum: 10, width: 10) == "▏")
        // 14/3 of 10 on 30 columns: 112 eighths, exactly 14 blocks.
        #expect(Chart.bar(14.0 / 3.0, maximum: 10, width: 30) == String(repeating: "█", count: 14))
    }

    @Test func aBarIsNeverWiderThanItsWidth() {
        for width in [1, 2, 3, 7, 10, 33, 80] {
            for tenth in 0...110 {
                let bar = Chart.bar(Double(tenth) / 10, maximum: 10, width: width)
                #expect(DisplayText.width(bar) <= width, "\(tenth) on \(width)")
                #expect(bar.count <= width)
            }
        }
    }

    // MARK: - sparkline

    /// 0 to 10 over the eight levels ▁ to █, to the nearest level.
    @Test func eachIntensityHasItsLevel() {
        let values = (0...10).map { Double($0) as Double? }
        #expect(Chart.sparkline(values) == "▁▂▂▃▄▅▅▆▇▇█")
    }

    @Test func noEntriesIsAGap() {
        #expect(Chart.sparkline([0, nil, 10, 5]) == "▁ █▅")
        #expect(Chart.sparkline([nil, nil]) == "  ")
        #expect(Chart.sparkline([]) == "")
    }

    @Test func valuesOutsideTheScaleAreClamped() {
        #expect(Chart.sparkline([-1, 12]) == "▁█")
    }

    @Test func theMaximumCanBeGiven() {
        #expect(Chart.sparkline([4, 2, 0], maximum: 4) == "█▅▁")
    }

    /// The trend line of the README's example: weekly means 9.0, gap, gap, 5.2, 4.8, 4.5.
    @Test func theReadmeTrend() {
        #expect(Chart.sparkline([9.0, nil, nil, 5.2, 4.8, 4.5]) == "▇  ▅▄▄")
    }

    // MARK: - oneDecimal

    @Test(arguments: [
        (5.0, "5.0"), (0.0, "0.0"), (10.0, "10.0"), (4.9, "4.9"),
        (14.0 / 3.0, "4.7"), (13.0 / 3.0, "4.3"), (4.25, "4.3"), (4.24, "4.2"),
        (0.04, "0.0"), (0.05, "0.1"), (9.96, "10.0"), (9.94, "9.9"),
        (-7.0, "-7.0"), (-1.25, "-1.3"), (-1.24, "-1.2"), (-0.5, "-0.5"), (-0.06, "-0.1"), (-0.04, "0.0"),
        (-12.5, "-12.5"),
    ])
    func oneDecimal(value: Double, text: String) {
        #expect(Chart.oneDecimal(value) == text)
    }
}
