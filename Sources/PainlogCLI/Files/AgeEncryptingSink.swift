import PainlogCrypto
import PainlogDomain

/// An `OutputSink` that encrypts what it is given into another sink, as an age file (armored when
/// asked): 64 KiB of plaintext at most is held, and `finish()` seals the last chunk.
final class AgeEncryptingSink: OutputSink {
    private let destination: any OutputSink
    private let armor: AgeArmorEncoder?
    private var encryptor: AgeEncryptor?
    private var failure: (any Error)?

    init(recipients: AgeEncryptor.Recipients, armored: Bool, into destination: any OutputSink) throws {
        self.destination = destination
        var armor: AgeArmorEncoder?
        if armored { armor = try AgeArmorEncoder { destination.write(bytes: $0) } }
        self.armor = armor
        encryptor = try AgeEncryptor(recipients: recipients) { bytes in
            if let armor { try armor.write(bytes) } else { destination.write(bytes: bytes) }
        }
    }

    func write(_ text: String) { write(bytes: Array(text.utf8)) }

    func write(bytes: [UInt8]) {
        guard failure == nil else { return }
        do { try encryptor?.write(bytes) } catch { failure = error }
    }

    /// Passes on what is already sealed; a chunk is sealed only when full or at `finish()`.
    func flush() throws {
        if let failure { throw failure }
        try destination.flush()
    }

    /// Seals the last chunk, ends the armor and flushes the destination.
    func finish() throws {
        if let failure { throw failure }
        try encryptor?.finish()
        encryptor = nil
        try armor?.finish()
        try destination.flush()
    }
}

/// How an export is encrypted: to the identity and `--encrypt-to` recipients, or with the
/// passphrase in `--passphrase-file`.
struct ExportEncryption {
    /// `--encrypt`: to the identity's recipient.
    let toIdentity: Bool
    /// `--encrypt-to`, as typed (already checked by the command).
    let recipients: [String]
    /// `--passphrase-file`.
    let passphraseFile: String?
    /// `--armor`.
    let armor: Bool

    /// Whom the file is encrypted to, reading the identity and the passphrase file as needed.
    func resolve(variables: [String: String]) throws -> AgeEncryptor.Recipients {
        if let passphraseFile { return .passphrase(try PassphraseFile.read(passphraseFile)) }
        var keys: [AgeRecipient] = []
        if toIdentity {
            keys.append(try IdentityKeyring(variables: variables).requireIdentities()[0].recipient)
        }
        for text in recipients {
            do {
                let recipient = try AgeRecipient(parsing: text)
                if !keys.contains(recipient) { keys.append(recipient) }
            } catch {
                throw PainlogError.usage("--encrypt-to \(error.reason)")
            }
        }
        return .keys(keys)
    }
}

/// `--passphrase-file FILE`: the passphrase is its first line, without its `\n` or `\r\n`.
enum PassphraseFile {
    static func read(_ path: String) throws(PainlogError) -> [UInt8] {
        let source = try FileByteSource(path: path)
        var bytes: [UInt8] = []
        do {
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = try source.nextChunk()
                if chunk.isEmpty { break }
                bytes += chunk
            }
        } catch {
            throw PainlogError(.noInput, "cannot read \(path): \(error)")
        }
        var line = Array(bytes.prefix { $0 != UInt8(ascii: "\n") })
        if bytes.count > line.count, line.last == UInt8(ascii: "\r") { line.removeLast() }
        guard !line.isEmpty else {
            throw PainlogError(.badData, "\(path) holds no passphrase (its first line is empty)")
        }
        return line
    }
}
