import ArgumentParser
import PainlogDomain

/// `log`'s INTENSITY as typed; `Intensity(parsing:)` checks it when the entry is made.
struct IntensityArgument: PositionalValue {
    let text: String

    init(argument: String) {
        text = argument
    }

    static func refusal(of text: String) -> PainlogError {
        do {
            _ = try Intensity(parsing: text)
            return .usage("intensity must be a whole number 0–10, got '\(text)'")
        } catch {
            return error
        }
    }
}
