import Testing

@testable import PainlogFeatures

/// Student's t quantiles against published tables, fractional degrees of freedom against
/// `scipy.stats.t.ppf`, and the pure-Swift `log` and `exp` beneath them.
@Suite struct StudentTTests {
    /// t(0.975, ν): the two-sided 95% column of any table (Fisher and Yates), and scipy for the rest.
    @Test(arguments: [
        (1.0, 12.706_204_736_174_694), (2, 4.302_652_729_749_462), (3, 3.182_446_305_283_708),
        (5, 2.570_581_835_636_315), (10, 2.228_138_851_986_274), (30, 2.042_272_456_301_238),
        (100, 1.983_971_518_523_552), (2.305_882_352_94, 3.799_427_547_435_71), (7.5, 2.333_039_626_864_974),
        (100_000, 1.959_987_707_534_610),
    ])
    func quantileMatchesTables(degrees: Double, expected: Double) {
        #expect(abs(StudentT.quantile(0.975, degrees: degrees) - expected) < 1e-8)
    }

    @Test func cumulativeIsSymmetric() {
        #expect(abs(StudentT.cumulative(0, degrees: 4) - 0.5) < 1e-15)
        #expect(abs(StudentT.cumulative(-2.776_445_105_197_793, degrees: 4) - 0.025) < 1e-10)
    }

    @Test(arguments: [1e-300, 0.001, 0.5, 1, 2, 2.718_281_828_459_045, 10, 1e6, 1e300])
    func logAndExpAreInverse(value: Double) {
        let logarithm = StudentT.log(value)
        #expect(abs(StudentT.exp(logarithm) - value) <= 1e-13 * value)
    }

    @Test func knownLogarithmsAndPowers() {
        #expect(StudentT.log(1) == 0)
        #expect(abs(StudentT.log(10) - 2.302_585_092_994_046) < 1e-15)
        #expect(abs(StudentT.exp(1) - 2.718_281_828_459_045) < 1e-15)
        #expect(abs(StudentT.exp(-20) - 2.061_153_622_438_557_8e-9) < 1e-22)
        // ln Γ(½) = ln √π; ln Γ(10) = ln 9!.
        #expect(abs(StudentT.logGamma(0.5) - 0.572_364_942_924_700_1) < 1e-13)
        #expect(abs(StudentT.logGamma(10) - 12.801_827_480_081_469) < 1e-12)
    }
}
