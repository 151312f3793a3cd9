/// Student's t distribution for any positive degrees of freedom, fractional ones included (as
/// Welch's interval needs), from the regularized incomplete beta function.
///
/// Deterministic and self-contained (the shipped binary links no maths library beyond the Swift
/// standard library, so `log` and `exp` are written here too): log-gamma by Lanczos' approximation (g = 7, nine terms,
/// about 15 significant digits), the incomplete beta by its continued fraction (modified Lentz),
/// and a quantile by bisection on the distribution function, to well under 1e-9.
enum StudentT {
    /// P(T ≤ t) for `degrees` degrees of freedom.
    static func cumulative(_ t: Double, degrees: Double) -> Double {
        let x = degrees / (degrees + t * t)
        let tail = 0.5 * regularizedIncompleteBeta(x, a: degrees / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The t with P(T ≤ t) = `probability` (between 0.5 and 1), for `degrees` degrees of freedom.
    static func quantile(_ probability: Double, degrees: Double) -> Double {
        var low = 0.0
        var high = 1.0
        while cumulative(high, degrees: degrees) < probability { high *= 2 }
        for _ in 0..<200 where high - low > 1e-12 {
            let middle = (low + high) / 2
            if cumulative(middle, degrees: degrees) < probability { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// I_x(a, b), for 0 ≤ x ≤ 1 and positive a, b.
    static func regularizedIncompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logFront = logGamma(a + b) - logGamma(a) - logGamma(b) + a * log(x) + b * log(1 - x)
        let front = exp(logFront)
        // The continued fraction converges fast below (a + 1) / (a + b + 2); above, use symmetry.
        if x < (a + 1) / (a + b + 2) {
            return front * continuedFraction(x, a: a, b: b) / a
        }
        return 1 - front * continuedFraction(1 - x, a: b, b: a) / b
    }

    /// The continued fraction of the incomplete beta function, by the modified Lentz method.
    private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var result = d
        for m in 1...100_000 {
            let step = Double(m)
            let even = step * (b - step) * x / ((a + 2 * step - 1) * (a + 2 * step))
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            result *= d * c
            let odd = -(a + step) * (a + b + step) * x / ((a + 2 * step) * (a + 2 * step + 1))
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let change = d * c
            result *= change
            if abs(change - 1) < 1e-15 { break }
        }
        return result
    }

    /// Lanczos' coefficients for g = 7.
    private static let lanczos: [Double] = [
        0.999_999_999_999_809_93, 676.520_368_121_885_1, -1_259.139_216_722_402_8, 771.323_428_777_653_13,
        -176.615_029_162_140_59, 12.507_343_278_686_905, -0.138_571_095_265_720_12, 9.984_369_578_019_571_6e-6,
        1.505_632_735_149_311_6e-7,
    ]

    /// ln Γ(z) for z ≥ 0.5 (the incomplete beta here has a ≥ 1 and b = ½).
    static func logGamma(_ z: Double) -> Double {
        let shifted = z - 1
        var sum = lanczos[0]
        for index in 1..<lanczos.count { sum += lanczos[index] / (shifted + Double(index)) }
        let t = shifted + 7.5
        return 0.5 * log(2 * Double.pi) + (shifted + 0.5) * log(t) - t + log(sum)
    }
}

/// The natural logarithm and exponential in pure Swift, to within a few units in the last place.
extension StudentT {
    private static let ln2 = 0.693_147_180_559_945_309_417_232

    /// ln x for a positive finite x: x = m · 2^e with m in [1, 2), and ln m = 2 atanh((m − 1) / (m + 1)).
    static func log(_ x: Double) -> Double {
        guard x > 0, x.isFinite else { return x == 0 ? -.infinity : .nan }
        var exponent = Double(x.exponent)
        var m = x.significand
        // Centre m on 1 (in [0.75, 1.5)) so the series' argument stays below 0.2.
        if m >= 1.5 {
            m /= 2
            exponent += 1
        }
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var term = s
        var sum = 0.0
        var k = 1.0
        while abs(term / k) > 1e-18 * abs(sum) || k == 1 {
            sum += term / k
            term *= s2
            k += 2
            if k > 200 { break }
        }
        return 2 * sum + exponent * ln2
    }

    /// e^x: x = k ln 2 + r with |r| ≤ ln 2 / 2, e^r by its Taylor series, then scaled by 2^k.
    static func exp(_ x: Double) -> Double {
        guard x.isFinite else { return x > 0 ? .infinity : (x.isNaN ? .nan : 0) }
        if x > 709.8 { return .infinity }
        if x < -745.2 { return 0 }
        let k = (x / ln2).rounded()
        let r = x - k * ln2
        var term = 1.0
        var sum = 1.0
        for n in 1...30 {
            term *= r / Double(n)
            sum += term
            if abs(term) < 1e-17 * sum { break }
        }
        // Scale in two steps so 2^k never overflows or underflows on its own.
        let half = (k / 2).rounded(.towardZero)
        return sum * Double(sign: .plus, exponent: Int(half), significand: 1)
            * Double(sign: .plus, exponent: Int(k - half), significand: 1)
    }
}
