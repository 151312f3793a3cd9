import Crypto

/// One chunk of age's STREAM payload: ChaCha20-Poly1305 under the payload key, with a nonce of an
/// 11-byte big-endian counter and a last byte of 1 for the final chunk, 0 before it.
enum AgePayloadChunk {
    static let tagSize = 16

    /// The chunk's ciphertext followed by its tag.
    static func seal(_ chunk: ArraySlice<UInt8>, key: SymmetricKey, counter: UInt64, last: Bool) -> [UInt8] {
        guard let nonce = try? ChaChaPoly.Nonce(data: nonce(counter: counter, last: last)),
            let sealed = try? ChaChaPoly.seal(chunk, using: key, nonce: nonce)
        else { preconditionFailure("ChaCha20-Poly1305 refused a 32-byte key and a 12-byte nonce") }
        return Array(sealed.ciphertext) + Array(sealed.tag)
    }

    /// The chunk's plaintext, or nil if its tag does not verify under this counter and flag.
    static func open(_ sealed: [UInt8], key: SymmetricKey, counter: UInt64, last: Bool) -> [UInt8]? {
        let split = sealed.count - tagSize
        guard split >= 0, let nonce = try? ChaChaPoly.Nonce(data: nonce(counter: counter, last: last)),
            let box = try? ChaChaPoly.SealedBox(nonce: nonce, ciphertext: sealed[..<split], tag: sealed[split...]),
            let opened = try? ChaChaPoly.open(box, using: key)
        else { return nil }
        return Array(opened)
    }

    private static func nonce(counter: UInt64, last: Bool) -> [UInt8] {
        [0, 0, 0] + (0..<8).map { UInt8(truncatingIfNeeded: counter >> (8 * (7 - UInt64($0)))) } + [last ? 1 : 0]
    }
}
