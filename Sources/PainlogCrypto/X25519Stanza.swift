import Crypto

/// The X25519 recipient stanza: `-> X25519 <ephemeral share>`, the file key wrapped with a key
/// agreed between a fresh ephemeral secret and the recipient.
enum X25519Stanza {
    static let type = "X25519"
    private static let info = Array("age-encryption.org/v1/X25519".utf8)

    /// A stanza wrapping `fileKey` for `recipient`, with a new ephemeral secret.
    static func make(for recipient: AgeRecipient, fileKey: AgeFileKey) throws(AgeError) -> AgeStanza {
        let ephemeral = Curve25519.KeyAgreement.PrivateKey()
        let share = Array(ephemeral.publicKey.rawRepresentation)
        guard let publicKey = try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: recipient.publicKey),
            let shared = try? ephemeral.sharedSecretFromKeyAgreement(with: publicKey)
        else { throw AgeError(.badKey, "\(AgeError.quoted(recipient.text)) is not a usable X25519 key") }
        let secret = shared.withUnsafeBytes { Array($0) }
        guard secret.contains(where: { $0 != 0 }) else {
            throw AgeError(
                .badKey,
                "\(AgeError.quoted(recipient.text)) is a low-order X25519 point; no file can be encrypted to it")
        }
        let wrapKey = wrapKey(secret: secret, share: share, recipient: recipient.publicKey)
        return AgeStanza(
            arguments: [type, Base64.encode(share, padded: false)], body: fileKey.wrapped(with: wrapKey))
    }

    /// The file key in `stanza` if `identity` opens it; nil if the stanza is for another key.
    ///
    /// Refuses a malformed stanza and an all-zero shared secret, as the spec demands.
    static func unwrap(_ stanza: AgeStanza, with identity: AgeIdentity) throws(AgeError) -> AgeFileKey? {
        guard stanza.arguments.count == 2 else {
            throw .malformed("has an X25519 stanza with \(stanza.arguments.count - 1) arguments instead of 1")
        }
        guard let share = Base64.decode(Array(stanza.arguments[1].utf8), padded: false), share.count == 32 else {
            throw .malformed("has an X25519 stanza whose share is not canonical base64 of 32 bytes")
        }
        guard stanza.body.count == 32 else {
            throw .malformed("has an X25519 stanza whose body is \(stanza.body.count) bytes instead of 32")
        }
        guard let privateKey = try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: identity.secret),
            let publicKey = try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: share),
            let shared = try? privateKey.sharedSecretFromKeyAgreement(with: publicKey)
        else { throw .malformed("has an X25519 stanza whose share is not a curve point") }
        let secret = shared.withUnsafeBytes { Array($0) }
        // swift-crypto returns the all-zero secret of a low-order point (as CryptoKit does); age aborts.
        guard secret.contains(where: { $0 != 0 }) else {
            throw .malformed("has an X25519 stanza with a low-order share (an all-zero shared secret)")
        }
        let wrapKey = wrapKey(secret: secret, share: share, recipient: identity.recipient.publicKey)
        return AgeFileKey.unwrapped(stanza.body, with: wrapKey)
    }

    private static func wrapKey(secret: [UInt8], share: [UInt8], recipient: [UInt8]) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: secret), salt: share + recipient, info: info, outputByteCount: 32)
    }
}
