import PainlogDomain
import PainlogFeatures
import PainlogTestSupport
import Testing

/// `--window START-END`.
@Suite struct ResponseWindowParsingTests {
    @Test(
        arguments: [
            ("30m-4h", 1800, 14_400), ("1h-2h", 3600, 7200), ("45m-1h30m", 2700, 5400), ("1M-90M", 60, 5400),
        ] as [(String, Int64, Int64)])
    func valid(text: String, minimum: Int64, maximum: Int64) throws {
        #expect(try ResponseWindow(parsing: text) == ResponseWindow(minimum: minimum, maximum: maximum))
    }

    @Test(arguments: [
        "4h-30m", "30m-30m", "0m-4h", "30m", "30-4h", "30m-", "-4h", "30m-4h-5h", "thirty-4h", "30m-25h", "1s-4h",
    ])
    func invalidIsAUsageErrorNamingTheValue(text: String) {
        #expect {
            _ = try ResponseWindow(parsing: text)
        } throws: { error in
            guard let error = error as? PainlogError else { return false }
            return error.kind == .usage && error.message.contains("'\(text)'") && error.fields.first == .window
        }
    }

    @Test func writesItselfAsTyped() {
        #expect(ResponseWindow.standard.text == "30m-4h")
        #expect(ResponseWindow(minimum: 2700, maximum: 5400).text == "45m-1h30m")
    }
}
