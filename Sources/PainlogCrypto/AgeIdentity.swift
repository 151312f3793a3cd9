import Crypto

/// An age X25519 identity, `AGE-SECRET-KEY-1…`: the secret that opens files encrypted to its
/// recipient (and, in sync, keys the files' HMAC).
public struct AgeIdentity: Sendable, Equatable {
    /// The 32-byte X25519 secret.
    let secret: [UInt8]

    /// A new identity from swift-crypto's random generator.
    public static func generate() -> AgeIdentity {
        AgeIdentity(secret: Array(Curve25519.KeyAgreement.PrivateKey().rawRepresentation))
    }

    init(secret: [UInt8]) {
        self.secret = secret
    }

    /// Reads one `AGE-SECRET-KEY-1…` line; refuses post-quantum and plugin identities by name.
    public init(parsing text: String) throws(AgeError) {
        if text.hasPrefix("AGE-SECRET-KEY-PQ-1") {
            throw AgeError(
                .badKey, "holds a post-quantum identity (AGE-SECRET-KEY-PQ-1…); painlog reads X25519 identities only")
        }
        if text.hasPrefix("AGE-PLUGIN-") {
            throw AgeError(.badKey, "holds a plugin identity (AGE-PLUGIN-…); painlog reads X25519 identities only")
        }
        guard let decoded = Bech32.decode(text), decoded.humanReadablePart == "age-secret-key-",
            decoded.bytes.count == 32,
            text == text.uppercased()
        else {
            throw AgeError(.badKey, "holds a line that is not an age identity (AGE-SECRET-KEY-1…)")
        }
        secret = decoded.bytes
    }

    /// `AGE-SECRET-KEY-1…`, in upper case as age writes it.
    public var text: String { Bech32.encode(prefix: "age-secret-key-", bytes: secret).uppercased() }

    /// The recipient files for this identity are encrypted to.
    public var recipient: AgeRecipient {
        // A 32-byte secret is always a valid X25519 private key (it is clamped).
        let key = try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: secret)
        return AgeRecipient(publicKey: key.map { Array($0.publicKey.rawRepresentation) } ?? [])
    }

    /// A 32-byte key for HMAC-SHA-256 derived from the secret (HKDF-SHA-256, empty salt, `info`):
    /// the sync files' MAC key, which only a holder of the identity can compute.
    public func derivedKey(info: String) -> [UInt8] {
        let key = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: SymmetricKey(data: secret), salt: [UInt8](), info: Array(info.utf8), outputByteCount: 32)
        return key.withUnsafeBytes { Array($0) }
    }
}
