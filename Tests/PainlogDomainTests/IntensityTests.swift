import PainlogDomain
import Testing

@Suite struct IntensityTests {
    @Test(arguments: Array(0...10))
    func acceptsEveryWholeNumberOnTheScale(value: Int) throws {
        #expect(try Intensity(parsing: String(value)).value == value)
    }

    @Test(arguments: ["11", "-1", "5.5", "five", "", " ", "+5", "05x", "100", "1e1", "０"])
    func rejectsAnythingElseWithAUsageErrorNamingTheValue(text: String) {
        #expect(throws: PainlogError.usage("intensity must be a whole number 0–10, got '\(text)'")) {
            try Intensity(parsing: text)
        }
    }
}
