/// age's identity file: one identity per line, `#` comments and blank lines ignored, as
/// `age-keygen` writes it and `age -d -i` reads it.
public enum AgeIdentityFile {
    /// The identities in `bytes`, first to last; refuses passphrase-protected files, plugin and
    /// post-quantum identities, and any other line, by name.
    public static func identities(in bytes: [UInt8]) throws(AgeError) -> [AgeIdentity] {
        if bytes.starts(with: Array("age-encryption.org/".utf8)) || bytes.starts(with: AgeArmor.beginLine) {
            throw AgeError(
                .badKey,
                "is a passphrase-protected identity file; decrypt it with age -d first and import the result")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw AgeError(.badKey, "is not text (an age identity file is UTF-8 lines)")
        }
        var identities: [AgeIdentity] = []
        // "\r\n" is one Character in Swift: split on either line end.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = Substring(rawLine)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let trimmed = line.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            identities.append(try AgeIdentity(parsing: String(trimmed)))
        }
        guard !identities.isEmpty else {
            throw AgeError(.badKey, "holds no identity (AGE-SECRET-KEY-1…)")
        }
        return identities
    }

    /// An identity file for `identity`, as `age-keygen` writes one: when it was made, its
    /// recipient, and the secret.
    public static func contents(of identity: AgeIdentity, created: String) -> String {
        "# created: \(created)\n# public key: \(identity.recipient.text)\n\(identity.text)\n"
    }
}
