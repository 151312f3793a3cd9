import PainlogDomain
import PainlogFeatures

/// `painlog conditions` and its subcommands: lists, shows and changes conditions.
struct ConditionsFlow: DiaryFlow {
    /// What the command asks.
    enum Action {
        case list
        case show(String)
        case add(String, kind: String, areas: [String])
        case edit(String, add: [String], remove: [String], kind: String?)
        case rename(String, to: String)
        case remove(String)
    }

    let action: Action
    let json: Bool

    func run(_ context: FlowContext) throws {
        let interactor = ConditionsInteractor(
            conditions: context.diary.conditions, areas: context.diary.areas, unitOfWork: context.diary.unitOfWork,
            calendar: context.calendar, makeUID: context.environment.makeUID)
        let result: ConditionChangeResult
        switch action {
        case .list:
            let conditions = try interactor.list()
            if json {
                context.view.writeJSON(ConditionsPresenter.json(conditions))
            } else {
                context.view.show(ConditionsPresenter.lines(for: conditions))
            }
            return
        case .show(let name):
            let usage = try interactor.show(name)
            if json {
                context.view.writeJSON(ConditionsPresenter.json(usage))
            } else {
                context.view.show(ConditionsPresenter.detail(usage))
            }
            return
        case .add(let name, let kind, let areas):
            result = try interactor.add(name, kind: kind, areas: areas)
        case .edit(let name, let add, let remove, let kind):
            result = try interactor.edit(name, addAreas: add, removeAreas: remove, kind: kind)
        case .rename(let old, let new):
            result = try interactor.rename(old, to: new)
        case .remove(let name):
            result = try interactor.remove(name)
        }
        context.view.show([ConditionsPresenter.line(for: result.change)])
        for unknown in result.unknownAreas {
            context.view.notice(ConditionsPresenter.notice(unknown))
        }
    }
}
