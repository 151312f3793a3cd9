/// The area, tag and medication names a diary uses: for suggestions and the guided entry's lists.
public protocol KnownNames {
    /// Names of `kind` that at least one entry carries, most used first, then by name: the guided
    /// entry's numbered lists. Counting the uses reads every link, so it is for questions only.
    func names(_ kind: NameKind) throws -> [String]

    /// Names of `kind` that at least one entry carries, in name order: for the checks every `log`,
    /// `edit` and filter makes, which must not read the whole diary (one index look-up per name).
    func namesInUse(_ kind: NameKind) throws -> [String]
}
