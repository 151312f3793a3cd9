public import PainlogDomain

/// Says when a filter names an area, tag or medication the diary does not have: a typo in a
/// filter otherwise reads as "no entries match".
public struct FilterNameCheck {
    private let names: any KnownNames

    public init(names: any KnownNames) {
        self.names = names
    }

    /// One notice line per unknown name in the filter, with the closest known name when one is close.
    public func notices(for request: EntryFilterRequest) throws -> [String] {
        var lines: [String] = []
        // A `--med` is compared by its name, whatever the dose it was given with.
        let medications = request.medications.map {
            (try? Medication(parsing: $0, allowingBidiControls: true).name) ?? $0
        }
        for (kind, given) in [(NameKind.area, request.areas), (.tag, request.tags), (.medication, medications)]
        where !given.isEmpty {
            let known = try names.namesInUse(kind)
            let keys = Set(known.map(NameRules.key(for:)))
            for name in given {
                let trimmed = name.trimmingWhitespace()
                guard !trimmed.isEmpty, !keys.contains(NameRules.key(for: trimmed)) else { continue }
                lines.append(
                    NoticePresenter.unknownFilterName(
                        kind, trimmed, closest: NameSuggestion.closest(to: trimmed, among: known)))
            }
        }
        return lines
    }
}
