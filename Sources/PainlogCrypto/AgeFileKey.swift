import Crypto

/// The 16-byte key of one age file, wrapped for each recipient in a stanza, and the keys derived
/// from it (the header's MAC key and the payload key).
struct AgeFileKey {
    let bytes: [UInt8]

    /// A new random file key: never reused across files.
    static func generate() -> AgeFileKey {
        AgeFileKey(bytes: SymmetricKey(size: SymmetricKeySize(bitCount: 128)).withUnsafeBytes { Array($0) })
    }

    /// HMAC-SHA-256 of the header up to and including `---`, keyed by HKDF(file key, "header").
    func headerMAC(_ header: [UInt8]) -> [UInt8] {
        Array(HMAC<SHA256>.authenticationCode(for: header, using: derived(salt: [], info: "header")))
    }

    /// Whether `mac` is the header's MAC, compared in constant time.
    func isValidHeaderMAC(_ mac: [UInt8], for header: [UInt8]) -> Bool {
        HMAC<SHA256>.isValidAuthenticationCode(mac, authenticating: header, using: derived(salt: [], info: "header"))
    }

    /// The payload key for the payload's 16-byte `nonce`.
    func payloadKey(nonce: [UInt8]) -> SymmetricKey {
        derived(salt: nonce, info: "payload")
    }

    private func derived(salt: [UInt8], info: String) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: bytes), salt: salt, info: Array(info.utf8), outputByteCount: 32)
    }

    /// The file key sealed with `wrapKey` under the all-zero nonce, as X25519 and scrypt stanzas hold it.
    func wrapped(with wrapKey: SymmetricKey) -> [UInt8] {
        // A 12-byte nonce is always valid, and sealing never fails for a 32-byte key.
        guard let nonce = try? ChaChaPoly.Nonce(data: [UInt8](repeating: 0, count: 12)),
            let sealed = try? ChaChaPoly.seal(bytes, using: wrapKey, nonce: nonce)
        else { preconditionFailure("ChaCha20-Poly1305 refused a 32-byte key and a 12-byte nonce") }
        return Array(sealed.ciphertext) + Array(sealed.tag)
    }

    /// The file key in a 32-byte stanza `body`, or nil if `wrapKey` does not open it.
    static func unwrapped(_ body: [UInt8], with wrapKey: SymmetricKey) -> AgeFileKey? {
        guard body.count == 32,
            let nonce = try? ChaChaPoly.Nonce(data: [UInt8](repeating: 0, count: 12)),
            let box = try? ChaChaPoly.SealedBox(nonce: nonce, ciphertext: body[..<16], tag: body[16...]),
            let opened = try? ChaChaPoly.open(box, using: wrapKey)
        else { return nil }
        return AgeFileKey(bytes: Array(opened))
    }
}
