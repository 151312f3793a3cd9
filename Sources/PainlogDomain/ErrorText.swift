/// An error's words with the fields and hints it names kept apart, so that the rules can say
/// "`\(field: .since)` is not before `\(field: .until)`" and whoever shows it decides how a field
/// or a suggested command reads.
///
/// Written as a string literal with `\(field:)` and `\(hint:)`; other interpolated values become text
/// as they would in a `String`. Adjacent text is kept as one part, so equal wording compares equal
/// however it was assembled.
public struct ErrorText: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// One piece of the wording.
    public enum Part: Sendable, Equatable {
        /// Words shown as they are.
        case text(String)
        /// A value the user gave, named as the one showing the error names it.
        case field(InputField)
        /// A command suggested, written as the one showing the error writes it.
        case hint(CommandHint)
    }

    /// The wording, text, fields and hints in order, adjacent text joined.
    public private(set) var parts: [Part] = []

    /// Wording with no field in it.
    public init(_ text: String) {
        append(text)
    }

    /// Wording written as a plain literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Wording written as a literal with `\(field:)`, `\(hint:)` and value interpolations.
    public init(stringInterpolation: Interpolation) {
        self = stringInterpolation.text
    }

    /// The fields named, in order: what a caller checks to know which value was refused.
    public var fields: [InputField] {
        parts.compactMap { part in
            if case .field(let field) = part { field } else { nil }
        }
    }

    /// The wording with each field as `name` says it and each hint as `hints` writes it.
    public func rendered(naming name: (InputField) -> String, hints: (CommandHint) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .field(let field): name(field)
            case .hint(let hint): hints(hint)
            }
        }.joined()
    }

    /// The wording with each field as its plain name (`since`, `removeArea`) and each hint as
    /// `<hint>`, for logs and tests that do not go through the CLI's names.
    public var description: String { rendered(naming: \.rawValue, hints: { "<\($0)>" }) }

    /// `lhs` followed by `rhs`.
    public static func + (lhs: ErrorText, rhs: ErrorText) -> ErrorText {
        var joined = lhs
        for part in rhs.parts { joined.append(part) }
        return joined
    }

    /// `lhs` followed by the words `rhs`.
    public static func + (lhs: ErrorText, rhs: String) -> ErrorText { lhs + ErrorText(rhs) }

    /// The words `lhs` followed by `rhs`.
    public static func + (lhs: String, rhs: ErrorText) -> ErrorText { ErrorText(lhs) + rhs }

    private mutating func append(_ text: String) {
        append(.text(text))
    }

    private mutating func append(_ part: Part) {
        switch (parts.last, part) {
        case (_, .text(let text)) where text.isEmpty:
            return
        case (.text(let previous)?, .text(let text)):
            parts[parts.count - 1] = .text(previous + text)
        default:
            parts.append(part)
        }
    }

    /// Builds an `ErrorText` from a string literal with `\(field:)` and value interpolations.
    public struct Interpolation: StringInterpolationProtocol {
        fileprivate var text = ErrorText("")

        /// An empty wording; the sizes are no use to a list of parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// The literal's words between interpolations.
        public mutating func appendLiteral(_ literal: String) {
            text.append(literal)
        }

        /// A field, named by whoever shows the error.
        public mutating func appendInterpolation(field: InputField) {
            text.append(.field(field))
        }

        /// A suggested command, written by whoever shows the error.
        public mutating func appendInterpolation(hint: CommandHint) {
            text.append(.hint(hint))
        }

        /// Fields joined by `separator` (`--pain, --enjoyment`).
        public mutating func appendInterpolation(fields: [InputField], separator: String) {
            for (index, field) in fields.enumerated() {
                if index > 0 { text.append(separator) }
                text.append(.field(field))
            }
        }

        /// Any other value, as a `String` interpolation would show it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text.append(String(describing: value))
        }
    }
}
