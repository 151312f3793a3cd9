import PainlogDomain
import PainlogFeatures

/// `painlog show`: one entry in full, or as JSON.
struct ShowFlow: DiaryFlow {
    let id: String
    let json: Bool
    /// `--history`: also the earlier values sync set aside.
    var history = false

    func run(_ context: FlowContext) throws {
        let interactor = ShowEntryInteractor(store: context.diary.entries)
        let entry = try interactor.entry(id)
        let earlier = history ? try interactor.history(of: entry, in: context.diary.syncStamps) : nil
        let key = try context.diary.entries.key(of: entry.uid)
        if json {
            context.view.writeJSON(
                EntryDetailPresenter.json(
                    entry, key: key, history: earlier,
                    conditions: ConditionMembership(try context.diary.conditions.conditions())))
        } else {
            var lines = EntryDetailPresenter.lines(for: entry, key: key)
            if let earlier {
                lines += EntryHistoryPresenter.lines(
                    for: earlier, ownDiary: try context.diary.settings.diaryID(), zone: context.calendar.zone)
            }
            context.view.show(lines)
        }
    }
}
