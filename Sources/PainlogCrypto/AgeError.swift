import PainlogDomain

/// Why an age file, key or passphrase was refused: one line for the user, which the CLI puts after
/// the file's name.
public struct AgeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of refusal, which decides the exit status.
    public enum Kind: Sendable, Equatable {
        /// The file is not a well-formed, untampered age file (exit 65).
        case malformed
        /// The file is well formed but no identity or passphrase given opens it (exit 1).
        case noMatchingKey
        /// A key, identity file or recipient string that painlog cannot use (exit 65).
        case badKey
        /// The file asks for more than this machine allows: scrypt's work factor (exit 1).
        case tooExpensive
    }

    /// What kind of refusal.
    public let kind: Kind
    /// One line saying what is wrong.
    public let reason: String

    /// An error of the given kind.
    public init(_ kind: Kind, _ reason: String) {
        self.kind = kind
        self.reason = reason
    }

    public var description: String { reason }

    /// A value the user gave, quoted and with invisible characters shown, for a message.
    static func quoted(_ text: String) -> String { "'\(QuotedValue.shown(text, limit: 100))'" }

    static func malformed(_ reason: String) -> AgeError { AgeError(.malformed, reason) }
}
