import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// `painlog sync [FOLDER] [--dry-run]`: merges the other diaries' files in the folder (the last one
/// when none is given) and writes this diary's own file there.
struct SyncFlow: DiaryFlow {
    let folder: String?
    let dryRun: Bool

    func run(_ context: FlowContext) throws {
        let interactor = SyncInteractor(
            unitOfWork: context.diary.unitOfWork, settings: context.diary.settings, clock: context.clock,
            zone: context.zone,
            makeUID: context.environment.makeUID)
        // Kept as an absolute path, so a later `painlog sync` from another folder finds it.
        let given = try interactor.folderPath(given: folder)
        let path = given.hasPrefix("/") ? given : (FileSystemEntries.currentFolder() ?? ".") + "/" + given
        let syncFolder = try FileSyncFolder(path: path, given: given)
        let dryRun = self.dryRun
        let report = try interactor.sync(syncFolder, folderPath: path, dryRun: dryRun) { file, change in
            if dryRun { context.view.show([SyncPresenter.changeLine(file: file, change)]) }
        }
        for problem in report.skipped { context.view.notice(SyncPresenter.skippedNotice(problem)) }
        if let notice = SyncPresenter.sharedIDNotice(report) { context.view.notice(notice) }
        context.view.show(report.merged.map(SyncPresenter.fileLine) + [SyncPresenter.summaryLine(report, folder: path)])
    }
}
