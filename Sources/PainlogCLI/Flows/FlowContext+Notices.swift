import PainlogDomain
import PainlogFeatures

extension FlowContext {
    /// Says on stderr which areas and tags of `filter` the diary does not have, with the closest
    /// names it has; called once the command succeeded, so a failed one keeps its single error line.
    func noticeUnknownNames(in filter: EntryFilterRequest) throws {
        for line in try FilterNameCheck(names: diary.names).notices(for: filter) {
            view.notice(line)
        }
    }

    /// Refuses a `--condition` the diary does not have: a failure offering the closest name (unlike an
    /// unknown area, which is a notice), before anything is written.
    func requireConditions(in filter: EntryFilterRequest) throws {
        for name in filter.conditions {
            let valid = try ConditionNameRules.validated(name, allowingBidiControls: true)
            if try diary.conditions.condition(named: valid) == nil {
                throw try ConditionsInteractor.missing(valid, in: diary.conditions)
            }
        }
    }
}
