import PainlogDomain
import PainlogFeatures

/// `painlog show`: one entry in full, or as JSON.
struct ShowFlow: DiaryFlow {
    let id: String
    let json: Bool

    func run(_ context: FlowContext) throws {
        let entry = try ShowEntryInteractor(store: context.diary.entries).entry(id)
        if json {
            context.view.write(EntryJSONFormatter.object(entry) + "\n")
        } else {
            context.view.show(EntryDetailPresenter.lines(for: entry))
        }
    }
}
