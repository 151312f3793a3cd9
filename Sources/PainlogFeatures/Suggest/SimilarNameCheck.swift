public import PainlogDomain

/// Finds, among the names a change is about to store, those new to the diary but close to a name it
/// has (probably a typo), for `log` and `edit` to mention: the name is stored all the same.
public struct SimilarNameCheck {
    private let names: any KnownNames

    public init(names: any KnownNames) {
        self.names = names
    }

    /// For each name in `lists` new to the diary, a notice naming the known one it is close to.
    ///
    /// Call it before the change is written, while the diary does not have the new names yet.
    public func notices(_ lists: [(NameKind, [String])]) throws -> [LogNotice] {
        var notices: [LogNotice] = []
        for (kind, list) in lists where !list.isEmpty {
            let known = try names.namesInUse(kind)
            for name in list {
                if let existing = NameSuggestion.closest(to: name, among: known) {
                    notices.append(.similarName(kind, new: name, existing: existing))
                }
            }
        }
        return notices
    }

    /// The notices for the names an edit gives (replaced or added areas, tags and medications), as
    /// the edit will store them; a name the edit will refuse is left to the edit to report.
    public func notices(for request: EditEntryRequest) throws -> [LogNotice] {
        func valid(_ raws: [String], _ kind: NameKind) -> [String] {
            raws.compactMap { try? NameRules.validated($0, kind: kind) }
        }
        let medications = request.medications.compactMap { try? Medication(parsing: $0).name }
        return try notices([
            (.area, valid(request.areas + request.addAreas, .area)),
            (.tag, valid(request.tags + request.addTags, .tag)),
            (.medication, medications),
        ])
    }
}
