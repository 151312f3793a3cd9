import Foundation
import Testing

/// `export --encrypt`, `--encrypt-to`, `--passphrase-file`, `--armor` and `import` of age files,
/// checked with the real `age` where it matters.
@Suite struct EncryptedExportImportTests {
    /// A diary with two entries, one noting "after gardening", and an identity.
    func diary() throws -> PainlogSandbox {
        let sandbox = try PainlogSandbox()
        #expect(try sandbox.run(["log", "6", "--at", "2026-11-20T08:00", "--note", "after gardening"]).status == 0)
        #expect(try sandbox.run(["log", "3", "--at", "2026-11-21T09:00", "--area", "head"]).status == 0)
        #expect(try sandbox.run(["key", "new"], withDatabase: false).status == 0)
        return sandbox
    }

    @Test func anEncryptedExportDecryptsWithAgeToThePlainExport() throws {
        let tools = try RealAgeTool.require()
        let sandbox = try diary()
        let plain = try sandbox.run(["export"])
        let run = try sandbox.run(["export", "--encrypt", "--output", "d.csv.age"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try sandbox.permissions("d.csv.age") == 0o600)
        let file = try sandbox.bytes("d.csv.age")
        #expect(file.starts(with: Data("age-encryption.org/v1\n-> X25519 ".utf8)))
        #expect(file.range(of: Data("after gardening".utf8)) == nil)
        let decrypted = try sandbox.runShell("\(tools.age) -d -i .config/painlog/identity.txt d.csv.age")
        #expect(decrypted.status == 0, "\(decrypted.stderr)")
        #expect(decrypted.stdout == plain.stdout)
    }

    @Test func anArmoredExportToStdoutIsText() throws {
        let tools = try RealAgeTool.require()
        let sandbox = try diary()
        let run = try sandbox.run(["export", "--format", "json", "--encrypt", "--armor"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("-----BEGIN AGE ENCRYPTED FILE-----\n"))
        #expect(run.stdout.hasSuffix("-----END AGE ENCRYPTED FILE-----\n"))
        try run.stdoutBytes.write(to: URL(fileURLWithPath: sandbox.path("d.json.age")))
        let decrypted = try sandbox.runShell("\(tools.age) -d -i .config/painlog/identity.txt d.json.age")
        #expect(decrypted.stdout == (try sandbox.run(["export", "--format", "json"])).stdout)
    }

    @Test func binaryToATerminalIsRefused() throws {
        let sandbox = try diary()
        let run = try sandbox.runOnTerminal(["export", "--encrypt"])
        #expect(run.stdout.contains("error: an encrypted export is binary and stdout is a terminal; add --armor"))
        #expect(!run.stdout.contains("age-encryption.org"))
    }

    @Test func importReadsItsOwnEncryptedExportIntoAnotherDiary() throws {
        let sandbox = try diary()
        #expect(try sandbox.run(["export", "--encrypt", "--output", "d.json.age", "--format", "json"]).status == 0)
        let run = try sandbox.run(["import", "d.json.age"], database: "other.sqlite")
        #expect(run.status == 0, "\(run.stderr)")
        let list = try sandbox.run(["export"], database: "other.sqlite")
        #expect(list.stdout == (try sandbox.run(["export"])).stdout)
    }

    @Test func importReadsWhatAgeEncryptedToTheIdentityArmoredOrNot() throws {
        let tools = try RealAgeTool.require()
        let sandbox = try diary()
        let recipient = try sandbox.run(["key", "show"], withDatabase: false).stdout.trimmingCharacters(in: .newlines)
        #expect(try sandbox.run(["export", "--output", "plain.csv"]).status == 0)
        #expect(try sandbox.runShell("\(tools.age) -r \(recipient) -o a.csv.age plain.csv").status == 0)
        #expect(try sandbox.runShell("\(tools.age) -a -r \(recipient) -o b.age plain.csv").status == 0)
        let first = try sandbox.run(["import", "a.csv.age"], database: "one.sqlite")
        #expect(first.status == 0, "\(first.stderr)")
        // No name to tell the format: found from what it decrypts to.
        let second = try sandbox.run(["import", "b.age"], database: "two.sqlite")
        #expect(second.status == 0, "\(second.stderr)")
        for database in ["one.sqlite", "two.sqlite"] {
            #expect(try sandbox.run(["export"], database: database).stdout == (try sandbox.run(["export"])).stdout)
        }
    }

    @Test func aPassphraseFileRoundTripsAndAgeReadsIt() throws {
        let tools = try RealAgeTool.require()
        let sandbox = try diary()
        try Data("correct horse\r\nsecond line\n".utf8).write(to: URL(fileURLWithPath: sandbox.path("pass.txt")))
        let run = try sandbox.run(["export", "--passphrase-file", "pass.txt", "--output", "p.csv.age"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try sandbox.bytes("p.csv.age").range(of: Data("-> scrypt ".utf8)) != nil)
        let imported = try sandbox.run(["import", "p.csv.age", "--passphrase-file", "pass.txt"], database: "o.sqlite")
        #expect(imported.status == 0, "\(imported.stderr)")
        // age asks on a terminal: `script` gives it one, typed at with the passphrase.
        let decrypted = try sandbox.runShell(
            "printf 'correct horse\\n' | /usr/bin/script -qec '\(tools.age) -d -o out.csv p.csv.age' /dev/null >/dev/null"
        )
        #expect(decrypted.status == 0, "\(decrypted.stderr)")
        #expect(try sandbox.bytes("out.csv") == (try sandbox.run(["export"])).stdoutBytes)
    }

    @Test func importAsksForAPassphraseOnTheTerminalWithoutEchoingIt() throws {
        let sandbox = try diary()
        try Data("correct horse\n".utf8).write(to: URL(fileURLWithPath: sandbox.path("pass.txt")))
        #expect(try sandbox.run(["export", "--passphrase-file", "pass.txt", "--output", "p.csv.age"]).status == 0)
        let other = try PainlogSandbox()
        try FileManager.default.copyItem(atPath: sandbox.path("p.csv.age"), toPath: other.path("p.csv.age"))
        // The session runs elsewhere than the sandbox's folder: the file by its whole path.
        let session = try other.startOnPseudoTerminal(["import", other.path("p.csv.age")])
        try session.waitFor("Passphrase for \(other.path("p.csv.age")): ")
        session.type("correct horse\n")
        #expect(try session.finish() == 0, "\(session.transcript)")
        #expect(!session.transcript.contains("correct horse"))
        #expect(session.transcript.contains("Imported 2 new"), "\(session.transcript)")
    }

    @Test func aPassphraseFileWithoutATerminalOrPassphraseFileSaysWhatToGive() throws {
        let sandbox = try diary()
        try Data("correct horse\n".utf8).write(to: URL(fileURLWithPath: sandbox.path("pass.txt")))
        #expect(try sandbox.run(["export", "--passphrase-file", "pass.txt", "--output", "p.csv.age"]).status == 0)
        // setsid: a session without a controlling terminal, so /dev/tty cannot be opened.
        let run = try sandbox.runShell("/usr/bin/setsid \"$0\" --db other.sqlite import p.csv.age")
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: p.csv.age is encrypted with a passphrase and there is no terminal to ask for it on; "
                + "give --passphrase-file FILE\n")
        #expect(!sandbox.exists("other.sqlite"))
    }

    @Test func aWrongKeyOrPassphraseExits1NamingTheFileAndChangesNothing() throws {
        let sandbox = try diary()
        #expect(try sandbox.run(["export", "--encrypt", "--output", "d.csv.age"]).status == 0)
        let other = try PainlogSandbox()
        #expect(try other.run(["key", "new"], withDatabase: false).status == 0)
        try FileManager.default.copyItem(atPath: sandbox.path("d.csv.age"), toPath: other.path("d.csv.age"))
        let run = try other.run(["import", "d.csv.age"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: d.csv.age is not encrypted to this diary's identity (no stanza opens with it)\n")
        #expect(try other.run(["export"]).stdout.split(separator: "\n").count == 1)

        try Data("right\n".utf8).write(to: URL(fileURLWithPath: sandbox.path("right.txt")))
        try Data("wrong\n".utf8).write(to: URL(fileURLWithPath: sandbox.path("wrong.txt")))
        #expect(try sandbox.run(["export", "--passphrase-file", "right.txt", "--output", "p.csv.age"]).status == 0)
        let wrong = try sandbox.run(["import", "p.csv.age", "--passphrase-file", "wrong.txt"], database: "x.sqlite")
        #expect(wrong.status == 1)
        #expect(wrong.stderr == "error: p.csv.age does not open with this passphrase\n")
    }

    @Test func aTamperedOrTruncatedFileExits65AndImportsNothing() throws {
        let sandbox = try diary()
        #expect(try sandbox.run(["export", "--encrypt", "--output", "d.csv.age"]).status == 0)
        var bytes = try sandbox.bytes("d.csv.age")
        bytes[bytes.count - 20] ^= 1
        try bytes.write(to: URL(fileURLWithPath: sandbox.path("t.csv.age")))
        let tampered = try sandbox.run(["import", "t.csv.age"], database: "t.sqlite")
        #expect(tampered.status == 65)
        #expect(tampered.stderr.hasPrefix("error: t.csv.age is cut off or changed"))
        try bytes.prefix(bytes.count - 30).write(to: URL(fileURLWithPath: sandbox.path("c.csv.age")))
        let cut = try sandbox.run(["import", "c.csv.age"], database: "t.sqlite")
        #expect(cut.status == 65)
        #expect(cut.stderr.hasPrefix("error: c.csv.age "))
        #expect(try sandbox.run(["export"], database: "t.sqlite").stdout.split(separator: "\n").count == 1)
    }

    @Test func badOptionsAreRefusedWithNothingWritten() throws {
        let sandbox = try diary()
        let armorAlone = try sandbox.run(["export", "--armor", "--output", "x"])
        #expect(armorAlone.status == 64)
        #expect(armorAlone.stderr.contains("--armor works with --encrypt, --encrypt-to or --passphrase-file only"))
        let badRecipient = try sandbox.run(["export", "--encrypt-to", "age1nope", "--output", "x"])
        #expect(badRecipient.status == 64)
        #expect(badRecipient.stderr.contains("--encrypt-to 'age1nope' is not an age recipient"))
        try Data("p\n".utf8).write(to: URL(fileURLWithPath: sandbox.path("p.txt")))
        let mixed = try sandbox.run(["export", "--encrypt", "--passphrase-file", "p.txt", "--output", "x"])
        #expect(mixed.status == 64)
        let missing = try sandbox.run(["export", "--passphrase-file", "none.txt", "--output", "x"])
        #expect(missing.status == 66)
        #expect(!sandbox.exists("x"))
    }

    @Test func encryptWithoutAnIdentityExits1AndWritesNothing() throws {
        let sandbox = try PainlogSandbox()
        #expect(try sandbox.run(["log", "6"]).status == 0)
        let run = try sandbox.run(["export", "--encrypt", "--output", "x.csv.age"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("there is no identity in") && run.stderr.contains("painlog key new"))
        #expect(!sandbox.exists("x.csv.age"))
    }

    @Test func encryptToAnotherRecipientOnly() throws {
        let tools = try RealAgeTool.require()
        let sandbox = try diary()
        let made = try sandbox.runShell("\(tools.keygen) -o backup.txt 2>/dev/null && \(tools.keygen) -y backup.txt")
        let backup = made.stdout.trimmingCharacters(in: .newlines)
        let run = try sandbox.run(["export", "--encrypt-to", backup, "--output", "b.csv.age"])
        #expect(run.status == 0, "\(run.stderr)")
        let decrypted = try sandbox.runShell("\(tools.age) -d -i backup.txt b.csv.age")
        #expect(decrypted.stdout == (try sandbox.run(["export"])).stdout)
        // Not to the identity: painlog's own key does not open it.
        #expect(try sandbox.run(["import", "b.csv.age"], database: "n.sqlite").status == 1)
    }
}
