/// The area, tag and medication names a diary uses: for suggestions and the guided entry's lists.
public protocol KnownNames {
    /// Names of `kind` that at least one entry carries, most used first, then by name.
    func names(_ kind: NameRules.Kind) throws -> [String]
}
