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
}
