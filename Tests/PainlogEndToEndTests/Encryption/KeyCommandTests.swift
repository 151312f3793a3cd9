import Foundation
import Testing

/// `painlog key new`, `key show` and `key import`, run as the built binary.
@Suite struct KeyCommandTests {
    @Test func keyNewMakesAPrivateIdentityAndPrintsItsRecipient() throws {
        let sandbox = try PainlogSandbox()
        let run = try sandbox.run(["key", "new"], withDatabase: false)
        #expect(run.status == 0, "\(run.stderr)")
        let recipient = run.stdout.trimmingCharacters(in: .newlines)
        #expect(recipient.hasPrefix("age1") && recipient.count == 62)
        #expect(run.stderr.contains("without it, nothing encrypted to it can be read"))
        #expect(run.stderr.contains(sandbox.identityPath))
        #expect(try sandbox.permissions(".config/painlog/identity.txt") == 0o600)
        #expect(try sandbox.permissions(".config/painlog") == 0o700)
        let text = String(decoding: try sandbox.bytes(".config/painlog/identity.txt"), as: UTF8.self)
        #expect(text.contains("# public key: \(recipient)\nAGE-SECRET-KEY-1"))
        let shown = try sandbox.run(["key", "show"], withDatabase: false)
        #expect(shown.status == 0 && shown.stdout == recipient + "\n")
        // No diary is made by the key commands.
        #expect(!sandbox.exists("painlog.sqlite") && !sandbox.exists("diary.sqlite"))
    }

    @Test func keyNewNeverReplacesAnIdentity() throws {
        let sandbox = try PainlogSandbox()
        try sandbox.run(["key", "new"], withDatabase: false)
        let before = try sandbox.bytes(".config/painlog/identity.txt")
        let again = try sandbox.run(["key", "new"], withDatabase: false)
        #expect(again.status == 1)
        #expect(again.stderr.hasPrefix("error: \(sandbox.identityPath) already exists"))
        #expect(try sandbox.bytes(".config/painlog/identity.txt") == before)
    }

    @Test func keyShowWithoutAnIdentitySaysHowToMakeOne() throws {
        let sandbox = try PainlogSandbox()
        let run = try sandbox.run(["key", "show"], withDatabase: false)
        #expect(run.status == 1)
        #expect(run.stderr.contains("painlog key new"))
    }

    @Test func anIdentityFileOthersCanReadIsRefused() throws {
        let sandbox = try PainlogSandbox()
        try sandbox.run(["key", "new"], withDatabase: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: sandbox.identityPath)
        let run = try sandbox.run(["key", "show"], withDatabase: false)
        #expect(run.status == 1)
        #expect(run.stderr.contains("mode 0644") && run.stderr.contains("chmod 600"))
    }

    @Test func keyImportTakesAgeKeygensIdentityFirstAndKeepsTheOld() throws {
        let tools = try RealAgeTool.require()
        let sandbox = try PainlogSandbox()
        let old = try sandbox.run(["key", "new"], withDatabase: false).stdout
        let made = try sandbox.runShell("\(tools.keygen) -o other.txt 2>/dev/null && \(tools.keygen) -y other.txt")
        #expect(made.status == 0)
        let run = try sandbox.run(["key", "import", "other.txt"], withDatabase: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == made.stdout)
        #expect(run.stderr.contains("1 older identity is kept for reading"))
        #expect(try sandbox.run(["key", "show"], withDatabase: false).stdout == made.stdout)
        let text = String(decoding: try sandbox.bytes(".config/painlog/identity.txt"), as: UTF8.self)
        #expect(text.contains(old.trimmingCharacters(in: .newlines)))
        #expect(try sandbox.permissions(".config/painlog/identity.txt") == 0o600)
        // age reads painlog's identity file as its own.
        let encrypted = try sandbox.runShell(
            "echo hello | \(tools.age) -r \(old.trimmingCharacters(in: .newlines)) > h.age && \(tools.age) -d -i .config/painlog/identity.txt h.age"
        )
        #expect(encrypted.stdout == "hello\n", "\(encrypted.stderr)")
    }

    @Test(arguments: [
        ("AGE-PLUGIN-YUBIKEY-1QQQQQQ\n", "plugin identity"),
        ("AGE-SECRET-KEY-PQ-1XX76JRALNLXDMEW0CRK45QMCCH4X06SE84UN3VPM33W6HWDX0H3SK3ZQFR\n", "post-quantum identity"),
        ("age-encryption.org/v1\n-> scrypt c2FsdHNhbHRzYWx0c2FsdA 18\n", "passphrase-protected"),
        ("not a key\n", "not an age identity"),
    ])
    func keyImportRefusesWhatItCannotUseByNameAndWritesNothing(text: String, naming: String) throws {
        let sandbox = try PainlogSandbox()
        try Data(text.utf8).write(to: URL(fileURLWithPath: sandbox.path("their.txt")))
        let run = try sandbox.run(["key", "import", "their.txt"], withDatabase: false)
        #expect(run.status == 65)
        #expect(run.stderr.hasPrefix("error: their.txt "))
        #expect(run.stderr.contains(naming))
        #expect(!sandbox.exists(".config/painlog/identity.txt"))
    }

    @Test func keyImportOfAMissingFileExits66() throws {
        let sandbox = try PainlogSandbox()
        let run = try sandbox.run(["key", "import", "nowhere.txt"], withDatabase: false)
        #expect(run.status == 66)
        #expect(run.stderr == "error: nowhere.txt does not exist\n")
    }
}
