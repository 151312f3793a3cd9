import PainlogDomain
import Testing

@testable import PainlogFeatures

private let here = String(repeating: "a", count: 32)
private let there = String(repeating: "b", count: 32)

/// The stamps a diary keeps for a record, as text and back: ASCII is read by its bytes, the rest
/// by its characters, to the same result.
@Suite struct RecordStampsTextTests {
    private static func state(key: String) -> RecordStamps {
        let early = ChangeStamp(seconds: 1_700_000_000, counter: 0, diary: here)
        let late = ChangeStamp(seconds: 1_700_000_060, counter: 3, diary: there)
        return RecordStamps(
            fields: [
                "note": .init(stamp: early, digest: RecordStamps.digest("a note")),
                "intensity": .init(stamp: late, digest: RecordStamps.digest("5")),
            ],
            members: [
                MemberKey(list: "area", key: key): StampedValue(value: "1", stamp: early),
                MemberKey(list: "tag", key: "weather"): StampedValue(value: "0", stamp: late),
            ])
    }

    @Test(arguments: ["head", "lower back", "kopf über", "naïve", "e\u{301}", "a:b = c"])
    func aStateReadsBackAsItWasWritten(key: String) throws {
        let state = Self.state(key: key)
        let text = state.text(fieldOrder: RecordValues.entryFields)
        #expect(RecordStamps(text: text) == state)
    }

    @Test func theEmptyTextIsNoStamp() {
        #expect(RecordStamps(text: "") == RecordStamps())
    }

    @Test(arguments: [
        "\(here)\nnote 0:1700000000:0 1k\n",  // a line end after the last line
        "\(here)\nnote = 1k",  // "=" with no stamp before it
        "\(here)\nnote 1:1700000000:0 1k",  // a diary that is not on the first line
        "\(here)\nnote 0:1700000000 1k",  // a stamp without its counter
        "\(here)\nnote 0:1700000000:0:0 1k",  // one part too many
        "\(here)\nnote 0:-5:0 1k",  // before 1970
        "\(here)\nnote 0:1700000000:0",  // no digest
        "\(here)\nnote 0:1700000000:0 not-base-36!",
        "\(here)\n 0:1700000000:0 1k",  // no field name
        "not-a-diary\nnote 0:1700000000:0 1k",
        "\(here)\nnote 0:1700000000:0 1k\r\nintensity = 2",  // a carriage return: read by characters
        "\(here)\n+área 0:1700000000:0",  // no key after the stamp
    ])
    func aDamagedTextIsNoState(text: String) {
        #expect(RecordStamps(text: text) == nil)
    }
}
