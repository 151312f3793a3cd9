/// The kinds of names a diary keeps: what `--area`, `--tag` and `--med` take.
public enum NameKind: Sendable, CaseIterable {
    case area
    case tag
    case medication
}
