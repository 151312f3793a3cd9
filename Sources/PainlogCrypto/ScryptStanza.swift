import Crypto
import CryptoExtras

/// The scrypt stanza: `-> scrypt <salt> <log2 N>`, the file key wrapped with a passphrase's key.
///
/// The key is derived from the passphrase by scrypt. Memory is 128 · r · N bytes: 256 MiB at work factor 18.
enum ScryptStanza {
    static let type = "scrypt"
    /// The work factor painlog writes, as age does (about a second on a laptop).
    static let writtenWorkFactor = 18
    /// The highest work factor read, as age caps it (4 GiB of memory).
    static let maximumWorkFactor = 22
    private static let saltLabel = Array("age-encryption.org/v1/scrypt".utf8)

    /// The memory scrypt needs at `workFactor` (r = 8).
    static func memory(workFactor: Int) -> Int { 128 * 8 << workFactor }

    /// A stanza wrapping `fileKey` under `passphrase`, with a new salt.
    static func make(passphrase: [UInt8], fileKey: AgeFileKey, workFactor: Int = writtenWorkFactor) throws(AgeError)
        -> AgeStanza
    {
        let salt = SymmetricKey(size: SymmetricKeySize(bitCount: 128)).withUnsafeBytes { Array($0) }
        let wrapKey = try derive(passphrase: passphrase, salt: salt, workFactor: workFactor)
        return AgeStanza(
            arguments: [type, Base64.encode(salt, padded: false), String(workFactor)],
            body: fileKey.wrapped(with: wrapKey))
    }

    /// The file key in `stanza` opened with `passphrase`; refuses a malformed stanza, a work factor
    /// above 22 or needing more than `memoryLimit` bytes, and a wrong passphrase.
    static func unwrap(_ stanza: AgeStanza, passphrase: [UInt8], memoryLimit: Int) throws(AgeError) -> AgeFileKey {
        guard stanza.arguments.count == 3 else {
            throw .malformed("has a scrypt stanza with \(stanza.arguments.count - 1) arguments instead of 2")
        }
        guard let salt = Base64.decode(Array(stanza.arguments[1].utf8), padded: false), salt.count == 16 else {
            throw .malformed("has a scrypt stanza whose salt is not canonical base64 of 16 bytes")
        }
        let digits = Array(stanza.arguments[2].utf8)
        guard let first = digits.first, (0x31...0x39).contains(first), digits.allSatisfy({ (0x30...0x39).contains($0) })
        else {
            throw .malformed(
                "has a scrypt work factor \(AgeError.quoted(stanza.arguments[2])) that is not a number without leading zeros"
            )
        }
        guard digits.count <= 2, let workFactor = Int(stanza.arguments[2]), workFactor <= maximumWorkFactor else {
            throw AgeError(
                .tooExpensive,
                "asks for scrypt work factor \(stanza.arguments[2]); painlog reads at most \(maximumWorkFactor), as age does"
            )
        }
        guard memory(workFactor: workFactor) <= memoryLimit else {
            throw AgeError(
                .tooExpensive,
                "asks for scrypt work factor \(workFactor), which needs \(memory(workFactor: workFactor) >> 20) MiB, "
                    + "more than half this machine's memory (\(memoryLimit >> 20) MiB)")
        }
        guard stanza.body.count == 32 else {
            throw .malformed("has a scrypt stanza whose body is \(stanza.body.count) bytes instead of 32")
        }
        let wrapKey = try derive(passphrase: passphrase, salt: salt, workFactor: workFactor)
        guard let fileKey = AgeFileKey.unwrapped(stanza.body, with: wrapKey) else {
            throw AgeError(.noMatchingKey, "does not open with this passphrase")
        }
        return fileKey
    }

    private static func derive(passphrase: [UInt8], salt: [UInt8], workFactor: Int) throws(AgeError) -> SymmetricKey {
        // swift-crypto hands BoringSSL the passphrase's base address, which an empty array lacks.
        guard !passphrase.isEmpty else { throw AgeError(.badKey, "the passphrase is empty") }
        do {
            return try KDF.Scrypt.deriveKey(
                from: passphrase, salt: saltLabel + salt, outputByteCount: 32, rounds: 1 << workFactor, blockSize: 8,
                parallelism: 1)
        } catch {
            throw AgeError(.tooExpensive, "scrypt at work factor \(workFactor) failed: \(error)")
        }
    }
}
