import PainlogDomain
import PainlogFeatures

/// `painlog meds class NAME CLASS`: sets a medication's class, or returns it to painlog's table.
struct MedicationClassFlow: DiaryFlow {
    let name: String
    let medicationClass: String

    func run(_ context: FlowContext) throws {
        let interactor = MedicationClassInteractor(
            unitOfWork: context.diary.unitOfWork, calendar: context.calendar)
        context.view.show([MedicationClassPresenter.line(for: try interactor.setClass(of: name, to: medicationClass))])
    }
}
