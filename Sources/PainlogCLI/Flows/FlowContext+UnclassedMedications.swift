import PainlogDomain
import PainlogFeatures

extension FlowContext {
    /// A notice for each medication among `medications` that has no class, each name once.
    ///
    /// Neither `meds class` nor painlog's table gives it one, so it is not counted for overuse
    /// until it has one. `log`, `edit --med` and the inbox's lines give it.
    func noticeUnclassed(_ medications: [Medication]) throws {
        let names = try MedsInteractor(statistics: diary.nameStatistics, calendar: calendar).unclassed(medications)
        for name in names { view.notice(MedicationClassPresenter.unclassedNotice(name, hints: CommandHintText.text)) }
    }
}
