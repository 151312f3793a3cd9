import PainlogCrypto
import PainlogDomain
import PainlogSystem

/// An import file that is an age file (binary or armored, known by its first line), read through
/// its decryption: the header is checked before any entry is read, and a chunk that fails later
/// fails the import, whose transaction then leaves the diary as it was.
final class AgeImportSource: ByteSource {
    private let decryptor: AgeDecryptor
    private let name: String
    private var first: [UInt8]?

    /// Whether `source` begins as an age file (what it peeked at comes again from `nextChunk`).
    static func isAgeFile(_ source: FileByteSource) throws -> Bool {
        AgeDecryptor.isAgeFile(beginning: try source.peekBytes(AgeDecryptor.recognisedPrefixLength))
    }

    /// Opens `source` (named `name` in errors) with the identity file's identities, then the
    /// passphrase in `passphraseFile`, or one asked on the terminal.
    init(
        _ source: FileByteSource, name: String, passphraseFile: String?, variables: [String: String]
    ) throws {
        self.name = name
        let identities = try IdentityKeyring(variables: variables).identities() ?? []
        let keys = AgeDecryptionKeys(identities: identities, memoryLimit: MachineMemory.total / 2) {
            if let passphraseFile { return try PassphraseFile.read(passphraseFile) }
            guard let typed = TerminalSecret.read(prompt: "Passphrase for \(name): ") else {
                throw PainlogError.failure(
                    "\(name) is encrypted with a passphrase and there is no terminal to ask for it on; "
                        + "give --passphrase-file FILE")
            }
            return typed
        }
        do {
            decryptor = try AgeDecryptor(source: source, keys: keys)
        } catch let error as AgeError {
            throw error.painlogError(file: name)
        }
    }

    /// Whether the plaintext's first character, past white space and a byte-order mark, is `[`.
    func looksLikeJSON() throws -> Bool {
        var bytes = first ?? []
        while true {
            if let found = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) {
                first = bytes
                return found == UInt8(ascii: "[")
            }
            let more = try decrypted()
            if more.isEmpty {
                first = bytes
                return false
            }
            bytes += more
        }
    }

    func nextChunk() throws -> [UInt8] {
        if let first {
            self.first = nil
            if !first.isEmpty { return first }
        }
        return try decrypted()
    }

    private func decrypted() throws -> [UInt8] {
        do {
            return try decryptor.nextChunk()
        } catch let error as AgeError {
            throw error.painlogError(file: name)
        }
    }
}
