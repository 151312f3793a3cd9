import PainlogDomain
import PainlogFeatures
import PainlogSystem

/// `painlog sync [FOLDER] [--dry-run]`: merges the other diaries' files in the folder (the last one
/// when none is given) and writes this diary's own file there.
struct SyncFlow: DiaryFlow {
    let folder: String?
    let dryRun: Bool
    /// `--json`: the report as one JSON object (a dry run's changes are not listed).
    var json = false

    func run(_ context: FlowContext) throws {
        let interactor = SyncInteractor(
            unitOfWork: context.diary.unitOfWork, settings: context.diary.settings, clock: context.clock,
            zone: context.zone,
            makeUID: context.environment.makeUID)
        let given = try interactor.folderPath(given: folder)
        let absolute = given.hasPrefix("/") ? given : (FileSystemEntries.currentFolder() ?? ".") + "/" + given
        let syncFolder = try FileSyncFolder(path: absolute, given: given)
        // One folder, however it is typed (`sf`, `sf/`, `./sf`, through a link): its real path names it
        // in the diary, kept absolute so that a later `painlog sync` from another folder finds it.
        // painlog 0.2 kept the path as typed: that spelling, and the last folder's, still count.
        let path = FileSystemEntries.realPath(of: absolute) ?? absolute
        var formerPaths = [absolute]
        if folder != nil, let last = try? interactor.folderPath(given: nil),
            FileSystemEntries.realPath(of: last) == path
        {
            formerPaths.append(last)
        }
        let dryRun = self.dryRun
        let listChange: ((String, SyncChange) -> Void)? =
            dryRun && !json
            ? { file, change in context.view.show([SyncPresenter.changeLine(file: file, change)]) } : nil
        // A dry run's listing is its own sign of life.
        let counted = listChange == nil
        let progress = context.view.progress("Syncing", counting: "records")
        defer { progress.finish() }
        let report = try interactor.sync(
            syncFolder, folderPath: path, formerPaths: formerPaths.filter { $0 != path }, dryRun: dryRun,
            onChange: listChange, onRecord: { read in if counted { progress.update(read) } })
        progress.finish()
        for problem in report.skipped { context.view.notice(SyncPresenter.skippedNotice(problem)) }
        for ahead in report.ahead { context.view.notice(SyncPresenter.aheadNotice(ahead)) }
        if let notice = SyncPresenter.replacedNotice(report) { context.view.notice(notice) }
        if let notice = SyncPresenter.sharedIDNotice(report) { context.view.notice(notice) }
        if json {
            context.view.write(SyncPresenter.json(report, folder: path) + "\n")
        } else {
            context.view.show(
                report.merged.map(SyncPresenter.fileLine) + [SyncPresenter.summaryLine(report, folder: path)])
        }
    }
}
