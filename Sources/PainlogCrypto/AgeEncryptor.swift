import Crypto

/// Writes an age file as its plaintext comes.
///
/// The header goes out at once, then each 64 KiB chunk sealed as soon as the next byte shows it is
/// not the last; `finish()` seals the last one. Holds at most
/// one chunk.
public final class AgeEncryptor {
    /// To whom a file is encrypted.
    public enum Recipients: Sendable {
        /// X25519 recipients (the identity's own and any `--encrypt-to`).
        case keys([AgeRecipient])
        /// A passphrase (a scrypt stanza at work factor 18; it must stand alone).
        case passphrase([UInt8])
    }

    private let output: ([UInt8]) throws -> Void
    private let payloadKey: SymmetricKey
    private var pending: [UInt8] = []
    private var counter: UInt64 = 0
    private var finished = false

    /// Starts a file for `recipients`, handing its bytes to `output` (the header straight away).
    public init(recipients: Recipients, output: @escaping ([UInt8]) throws -> Void) throws {
        let fileKey = AgeFileKey.generate()
        let stanzas: [AgeStanza]
        switch recipients {
        case .keys(let keys):
            guard !keys.isEmpty else { throw AgeError(.badKey, "no recipient to encrypt to") }
            stanzas = try keys.map { key throws(AgeError) in try X25519Stanza.make(for: key, fileKey: fileKey) }
        case .passphrase(let passphrase):
            stanzas = [try ScryptStanza.make(passphrase: passphrase, fileKey: fileKey)]
        }
        let nonce = SymmetricKey(size: SymmetricKeySize(bitCount: 128)).withUnsafeBytes { Array($0) }
        payloadKey = fileKey.payloadKey(nonce: nonce)
        self.output = output
        try output(AgeHeader.encoded(stanzas: stanzas, fileKey: fileKey) + nonce)
    }

    /// Adds plaintext; seals every chunk that more plaintext follows.
    public func write(_ bytes: some Collection<UInt8>) throws {
        precondition(!finished, "write after finish")
        pending += bytes
        while pending.count > AgeDecryptor.chunkSize {
            try output(seal(pending[..<AgeDecryptor.chunkSize], last: false))
            pending.removeFirst(AgeDecryptor.chunkSize)
        }
    }

    /// Seals the last chunk (empty only when the whole plaintext is).
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try output(seal(pending[...], last: true))
        pending = []
    }

    private func seal(_ chunk: ArraySlice<UInt8>, last: Bool) -> [UInt8] {
        defer { counter += 1 }
        return AgePayloadChunk.seal(chunk, key: payloadKey, counter: counter, last: last)
    }
}
