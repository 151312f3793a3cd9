public import PainlogDomain

/// The failure for a rename, merge or class change naming an area, tag or medication the diary
/// does not have.
///
/// It offers the closest name the diary has, as the filters' notices do, and the command that
/// lists them all: `no medication 'ibuprofn'; did you mean 'ibuprofen'? 'painlog meds' lists them`.
public enum MissingNameError {
    /// The error for `name` of `kind`, with the closest of `names`' names in use.
    public static func error(_ kind: NameKind, _ name: String, in names: any NameStore) throws -> PainlogError {
        let known = try names.usage().map(\.name)
        var text = "no \(kind.rawValue) '\(QuotedValue.shown(name))'"
        if let closest = NameSuggestion.closest(to: name, among: known) {
            text += "; did you mean '\(QuotedValue.shown(closest))'? "
        } else {
            text += "; "
        }
        return PainlogError(.failure, text + "'\(hint: .listNames(kind))' lists them")
    }
}
