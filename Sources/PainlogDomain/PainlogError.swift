/// An error a user can act on, with the kind that decides painlog's exit status.
///
/// Interactors throw these; the CLI prints `error: <message>` and exits with the kind's status.
public struct PainlogError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in the terms of the contract's exit statuses.
    public enum Kind: Sendable, Equatable {
        /// A bad option or value (exit 64).
        case usage
        /// The operation failed: entry not found, database refused, I/O error (exit 1).
        case failure
        /// Bad data in an import file (exit 65).
        case badData
        /// An input file that does not exist or cannot be read (exit 66).
        case noInput
    }

    /// What went wrong, in the terms of the contract's exit statuses.
    public let kind: Kind
    /// One line that names the bad value and, where it helps, the accepted forms; the values it is
    /// about stay fields, which the CLI names as they were typed.
    public let text: ErrorText

    /// Creates an error of the given kind with a one-line message.
    public init(_ kind: Kind, _ message: String) {
        self.init(kind, ErrorText(message))
    }

    /// Creates an error of the given kind whose one line names fields the user gave.
    public init(_ kind: Kind, _ text: ErrorText) {
        self.kind = kind
        self.text = text
    }

    /// The line with each field as its plain name and each hint as `<hint>`: exact for errors that
    /// name neither, which are the ones shown without going through the CLI's names.
    public var message: String { text.description }

    /// The fields the line names, first the one refused: what a caller checks instead of the wording.
    public var fields: [InputField] { text.fields }

    /// The line with each field as `name` says it and each hint as `hints` writes it.
    public func message(naming name: (InputField) -> String, hints: (CommandHint) -> String) -> String {
        text.rendered(naming: name, hints: hints)
    }

    public var description: String { message }

    /// A usage error: a bad option or value.
    public static func usage(_ message: String) -> PainlogError { PainlogError(.usage, message) }
    /// A usage error about values the user gave.
    public static func usage(_ text: ErrorText) -> PainlogError { PainlogError(.usage, text) }
    /// A failed operation.
    public static func failure(_ message: String) -> PainlogError { PainlogError(.failure, message) }
}
