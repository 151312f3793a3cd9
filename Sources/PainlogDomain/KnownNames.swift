/// The area, tag and medication names a diary uses: for suggestions and the guided entry's lists.
public protocol KnownNames {
    /// Names of `kind` that at least one entry carries, most used first, then by name: the guided
    /// entry's numbered lists. Counting the uses reads every link, so it is for questions only.
    func names(_ kind: NameKind) throws -> [String]

    /// Names of `kind` that at least one entry carries, in name order: for the checks every `log`,
    /// `edit` and filter makes, which must not read the whole diary (one index look-up per name).
    func namesInUse(_ kind: NameKind) throws -> [String]

    /// The medications that at least one entry carries, most used first as `names(.medication)`, each
    /// with the dose of its most recent intake that had one (`ibuprofen 400mg`; the name alone when no
    /// intake had a dose): the guided entry's list, so that picking a number logs that dose.
    func medicationsWithLastDose() throws -> [Medication]
}
