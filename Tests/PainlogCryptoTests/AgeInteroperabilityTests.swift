import Foundation
import Testing

@testable import PainlogCrypto

/// painlog's files against the real `age` and `age-keygen` (Debian's age 1.1), both ways.
@Suite struct AgeInteroperabilityTests {
    static let plaintext = Array(String(repeating: "2026-11-28T08:00:00+01:00,6,after gardening\n", count: 3000).utf8)

    @Test func ageDecryptsWhatPainlogEncrypts() throws {
        let age = try RealAge.require()
        defer { age.remove() }
        let identity = AgeIdentity.generate()
        try age.write(
            Array(AgeIdentityFile.contents(of: identity, created: "2026-11-28T05:00:00Z").utf8), to: "key.txt")
        for armor in [false, true] {
            try age.write(
                try AgeTestSupport.encrypt(Self.plaintext, to: .keys([identity.recipient]), armor: armor), to: "f.age")
            let run = try age.run(age.age, ["-d", "-i", "key.txt", "f.age"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == Self.plaintext)
        }
    }

    @Test func painlogDecryptsWhatAgeEncrypts() throws {
        let age = try RealAge.require()
        defer { age.remove() }
        let made = try age.run(age.keygen, ["-o", "key.txt"])
        #expect(made.status == 0, "\(made.stderr)")
        let identities = try AgeIdentityFile.identities(in: try age.read("key.txt"))
        let recipient = try age.run(age.keygen, ["-y", "key.txt"])
        #expect(String(decoding: recipient.stdout, as: UTF8.self) == identities[0].recipient.text + "\n")
        for sizes in [[0], [1], [AgeDecryptor.chunkSize], [AgeDecryptor.chunkSize + 1], [Self.plaintext.count]] {
            let plaintext = AgeTestSupport.bytes(sizes[0])
            for armor in [false, true] {
                let run = try age.run(
                    age.age, ["-e", "-r", identities[0].recipient.text] + (armor ? ["-a"] : []), input: plaintext)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(try AgeTestSupport.decrypt(run.stdout, identities: identities) == plaintext)
            }
        }
    }

    @Test func theSpecsIdentityGivesAgeKeygensRecipient() throws {
        let age = try RealAge.require()
        defer { age.remove() }
        try age.write(Array((Bech32Tests.specIdentity + "\n").utf8), to: "key.txt")
        let run = try age.run(age.keygen, ["-y", "key.txt"])
        let identity = try AgeIdentity(parsing: Bech32Tests.specIdentity)
        #expect(String(decoding: run.stdout, as: UTF8.self) == identity.recipient.text + "\n")
    }

    @Test func severalRecipientsAndAgesOwnMultiRecipientFiles() throws {
        let age = try RealAge.require()
        defer { age.remove() }
        let mine = AgeIdentity.generate()
        let backup = AgeIdentity.generate()
        try age.write(Array(AgeIdentityFile.contents(of: backup, created: "now").utf8), to: "backup.txt")
        try age.write(
            try AgeTestSupport.encrypt([7, 8, 9], to: .keys([mine.recipient, backup.recipient])), to: "f.age")
        #expect(try age.run(age.age, ["-d", "-i", "backup.txt", "f.age"]).stdout == [7, 8, 9])
        let run = try age.run(age.age, ["-e", "-r", backup.recipient.text, "-r", mine.recipient.text], input: [4, 5])
        #expect(try AgeTestSupport.decrypt(run.stdout, identities: [mine]) == [4, 5])
    }

    /// age reads a passphrase from a terminal only: `script` gives it one.
    @Test func passphrasesWorkBothWays() throws {
        let age = try RealAge.require()
        defer { age.remove() }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            try Test.cancel("skipped: script is not installed (Debian package util-linux)")
        }
        try age.write(
            try AgeTestSupport.encrypt(Self.plaintext, to: .passphrase(Array("correct horse".utf8))), to: "p.age")
        let decrypted = try age.run(
            "/usr/bin/script", ["-qec", "\(age.age) -d -o out.txt p.age", "/dev/null"],
            input: Array("correct horse\n".utf8))
        #expect(decrypted.status == 0, "\(decrypted.stderr)")
        #expect(try age.read("out.txt") == Self.plaintext)

        try age.write(Self.plaintext, to: "plain.txt")
        let encrypted = try age.run(
            "/usr/bin/script", ["-qec", "\(age.age) -p -o q.age plain.txt", "/dev/null"],
            input: Array("correct horse\ncorrect horse\n".utf8))
        #expect(encrypted.status == 0, "\(encrypted.stderr)")
        #expect(try AgeTestSupport.decrypt(try age.read("q.age"), passphrase: "correct horse") == Self.plaintext)
    }
}
