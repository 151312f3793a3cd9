import ArgumentParser
import PainlogDomain

/// A positional value as the user typed it, checked later by the Domain's rules (so every bad
/// value gets the same message, however it arrives).
///
/// ArgumentParser takes a negative number such as `-1` for an option and never hands it to a
/// positional's type, so each type also says why such a value is refused: `PainlogMain` asks the
/// command that was meant.
protocol PositionalValue: ExpressibleByArgument {
    /// The text as typed.
    var text: String { get }

    /// The usage error for `text` under the rules this value is checked with.
    static func refusal(of text: String) -> PainlogError
}
