import ArgumentParser
import PainlogDomain
import PainlogFeatures

/// An entry's ID as typed (`12`, `#12` or `last`); `EntryReference.parse` checks it when the entry
/// is looked up.
struct EntryIDArgument: PositionalValue {
    let text: String

    init(argument: String) {
        text = argument
    }

    static func refusal(of text: String) -> PainlogError {
        do {
            _ = try EntryReference.parse(text)
            return .usage(
                "'\(text)' is not an entry id; use the number shown by 'painlog list', e.g. 12 or #12, or last")
        } catch {
            return error
        }
    }
}
