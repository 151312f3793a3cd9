/// The kinds of names a diary keeps: what `--area`, `--tag` and `--med` take.
///
/// The raw value is the word messages use for one ("area 'x' must not be empty").
public enum NameKind: String, Sendable, CaseIterable {
    case area
    case tag
    case medication
}
