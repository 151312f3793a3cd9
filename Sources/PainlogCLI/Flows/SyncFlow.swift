import PainlogChecksum
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
            unitOfWork: context.diary.unitOfWork, settings: context.diary.settings, calendar: context.calendar,
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
        let lengthening = SyncKeyLengthening(keys: context.diary.entries)
        let keyMark = try lengthening.mark()
        let progress = context.view.progress("Syncing", counting: "records")
        defer { progress.finish() }
        let report = try interactor.sync(
            syncFolder, folderPath: path, formerPaths: formerPaths.filter { $0 != path }, dryRun: dryRun,
            onChange: listChange, onRecord: { read in if counted { progress.update(read) } })
        progress.finish()
        // The inbox after the merge, so that a line another diary logged arrives by its file first.
        let inboxFolder = FileInboxFolder(path: absolute)
        let inbox = InboxInteractor(
            unitOfWork: context.diary.unitOfWork, calendar: context.calendar,
            makeUID: context.environment.makeUID,
            lineID: { NameBasedUUID.version5(namespace: InboxInteractor.namespace, name: $0) ?? "" })
        let reading = try inbox.log(inboxFolder, dryRun: dryRun, parse: { InboxLineParser.reading($0) })
        if !dryRun && !reading.report.logged.isEmpty {
            // This diary's file must carry the new entries before any inbox file is emptied.
            _ = try interactor.sync(
                syncFolder, folderPath: path, formerPaths: formerPaths.filter { $0 != path }, dryRun: false)
        }
        let inboxReport = try inbox.tidy(reading, in: inboxFolder)
        if !dryRun { for notice in try lengthening.notices(since: keyMark) { context.view.notice(notice) } }
        for problem in report.skipped { context.view.notice(SyncPresenter.skippedNotice(problem)) }
        for ahead in report.ahead { context.view.notice(SyncPresenter.aheadNotice(ahead)) }
        for conflict in report.conflicts {
            context.view.notice(SyncPresenter.conflictNotice(conflict, hints: CommandHintText.text))
        }
        if let notice = SyncPresenter.replacedNotice(report) { context.view.notice(notice) }
        if let notice = SyncPresenter.sharedIDNotice(report) { context.view.notice(notice) }
        if let notice = SyncPresenter.foundOwnFileNotice(report) { context.view.notice(notice) }
        for file in report.writtenBy03 { context.view.notice(SyncPresenter.writtenBy03Notice(file)) }
        for open in report.openCourses {
            context.view.notice(SyncPresenter.openCoursesNotice(open, hints: CommandHintText.text))
        }
        for skipped in inboxReport.skipped { context.view.notice(InboxPresenter.skippedNotice(skipped)) }
        if let notice = InboxPresenter.alreadyNotice(inboxReport) { context.view.notice(notice) }
        for named in inboxReport.named { context.view.notice(InboxPresenter.namedNotice(named)) }
        for more in inboxReport.unnamed { context.view.notice(InboxPresenter.unnamedNotice(more)) }
        for remaining in inboxReport.remaining { context.view.notice(InboxPresenter.remainingNotice(remaining)) }
        for tidied in inboxReport.tidied { context.view.notice(InboxPresenter.tidiedNotice(tidied)) }
        let membership = ConditionMembership(try context.diary.conditions.conditions())
        for logged in inboxReport.logged {
            if let notice = InboxPresenter.lengthNotice(logged, dryRun: dryRun, hints: CommandHintText.text) {
                context.view.notice(notice)
            }
            if let notice = ConditionsPresenter.severalConditionsNotice(membership.names(of: logged.entry)) {
                context.view.notice(notice)
            }
        }
        if json {
            context.view.writeJSON(SyncPresenter.json(report, folder: path, inbox: inboxReport))
        } else {
            context.view.show(
                report.merged.map(SyncPresenter.fileLine)
                    + report.renamed.map { SyncPresenter.renamedLine($0, dryRun: dryRun) }
                    + inboxReport.logged.map { InboxPresenter.loggedLine($0, dryRun: dryRun) }
                    + [SyncPresenter.summaryLine(report, folder: path)])
        }
        // A line that cannot be logged stays in its file; the sync itself is done, so only the
        // exit status (65, bad data) tells a script that a line waits to be corrected.
        for refused in inboxReport.refused { context.view.error(InboxPresenter.refusedMessage(refused)) }
        if !inboxReport.refused.isEmpty { throw QuietExit(status: 65, keepsWork: true) }
    }
}
