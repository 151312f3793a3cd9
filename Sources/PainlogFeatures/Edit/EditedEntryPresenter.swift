import PainlogDomain

/// What `edit` prints: the entry after the change, or that nothing changed.
public enum EditedEntryPresenter {
    public static func lines(for outcome: EditOutcome) -> [StyledLine] {
        switch outcome {
        case .changed(_, let after):
            return EntryDetailPresenter.lines(for: after)
        case .unchanged(let entry):
            return [StyledLine("Nothing changed: #\(entry.id) already has those values.")]
        }
    }
}
