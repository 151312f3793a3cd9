public import ArgumentParser

/// An option's value that is one of a few words, its cases' raw values (`--format table|json`).
///
/// ArgumentParser makes each value's text by string interpolation (`"\(rawValue)"`) whenever it
/// builds the option, three times over (`allValueStrings`, `allValueDescriptions` and each value's
/// `defaultValueDescription`): the first interpolation of a run costs about 0.4 M instructions
/// (dynamic casts looking for `TextOutputStreamable` and its kin) and the three together 0.66 M of
/// `painlog list`. These give the raw values as they are: the same texts, and no descriptions
/// besides them, as ArgumentParser's own give. Public because the Domain's and Features' public
/// enums (`StatsGrouping`, `EntryStreamFormat`, the report's) are such values too.
public protocol ArgumentWord: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentWord {
    public static var allValueStrings: [String] {
        var words: [String] = []
        for value in allCases { words.append(value.rawValue) }
        return words
    }

    public static var allValueDescriptions: [String: String] { [:] }

    public var defaultValueDescription: String { rawValue }
}
