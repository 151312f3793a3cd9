import PainlogCrypto
import Testing

/// The MAC line of an encrypted sync file: its form, the padding that makes the whole a multiple
/// of 64 KiB, and that only the same identity and the same bytes verify.
@Suite struct SyncFileSealTests {
    @Test(arguments: [0, 1, 65_443, 65_444, 65_445, 65_536, 200_000])
    func recordsPaddingAndLineFillWhole64KiBBlocks(count: Int) {
        let padding = SyncFileSeal.padding(after: count)
        #expect((count + padding.count + SyncFileSeal.lineLength) % 65_536 == 0)
        #expect(padding.count < 65_536)
        #expect(padding.allSatisfy { $0 == UInt8(ascii: "\n") })
    }

    @Test func theLineIsTheContractsAndVerifiesOnlyForTheSameIdentityAndBytes() {
        let identity = AgeIdentity.generate()
        var seal = SyncFileSeal(identity: identity)
        seal.add(Array("{\"painlog_sync\":3}\n".utf8))
        let line = seal.line()
        let text = String(decoding: line, as: UTF8.self)
        #expect(text.hasPrefix(#"{"type": "mac", "hmac": ""#) && text.hasSuffix("\"}\n"))
        #expect(line.count == SyncFileSeal.lineLength && SyncFileSeal.isLine(line))
        #expect(seal.isValid(line: line))

        var other = SyncFileSeal(identity: AgeIdentity.generate())
        other.add(Array("{\"painlog_sync\":3}\n".utf8))
        #expect(!other.isValid(line: line), "another identity's key")

        var changed = SyncFileSeal(identity: identity)
        changed.add(Array("{\"painlog_sync\":4}\n".utf8))
        #expect(!changed.isValid(line: line), "other bytes")

        var upper = line
        upper[30] = UInt8(ascii: "A")
        #expect(!seal.isValid(line: upper), "hex digits in upper case are not the line")
    }

    @Test func theRecipientsFingerprintIgnoresOrderAndRepeats() {
        let one = AgeIdentity.generate().recipient
        let two = AgeIdentity.generate().recipient
        #expect(
            SyncFileSeal.recipientsFingerprint([one, two]) == SyncFileSeal.recipientsFingerprint([two, one, two]))
        #expect(SyncFileSeal.recipientsFingerprint([one]) != SyncFileSeal.recipientsFingerprint([one, two]))
    }
}
