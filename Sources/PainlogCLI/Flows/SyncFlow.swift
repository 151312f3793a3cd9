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
    /// `--status` (true) or `--no-status` (false); nil: as remembered for the folder.
    var status: Bool?
    /// `--status-plain`: the status file is written (and remembered as written) even into an
    /// encrypted folder.
    var statusPlain = false
    /// `--encrypt`, `--no-encrypt`, `--encrypt-to`, `--no-encrypt-to`.
    var encryption = SyncEncryptionOptions()

    func run(_ context: FlowContext) throws {
        let interactor = SyncInteractor(
            unitOfWork: context.diary.unitOfWork, settings: context.diary.settings, calendar: context.calendar,
            makeUID: context.environment.makeUID)
        let given = try interactor.folderPath(given: folder)
        let absolute = given.hasPrefix("/") ? given : (FileSystemEntries.currentFolder() ?? ".") + "/" + given
        let plainFolder = try FileSyncFolder(path: absolute, given: given)
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
        // Before anything is written: with encryption on and no identity, nothing is.
        var encryption = try SyncEncryption(
            options: self.encryption, settings: context.diary.settings, unitOfWork: context.diary.unitOfWork,
            folderPath: path,
            keyring: { try IdentityKeyring(variables: context.environment.variables) },
            notice: { context.view.notice($0) })
        // The status file is plain text that shows today's entries: an encrypted folder gets none.
        if encryption.encrypt, status == true, !statusPlain {
            throw PainlogError.usage(
                "--status writes a plain file in an encrypted folder; give --status-plain to write it anyway "
                    + "(anyone who can read the folder reads today's entries), or --no-encrypt first")
        }
        var syncFolder = encryption.folder(plainFolder)
        if !dryRun {
            try encryption.remember(
                settings: context.diary.settings, unitOfWork: context.diary.unitOfWork, folderPath: path)
            try encryption.rewriteOwnFiles(
                in: syncFolder, diaryID: try context.diary.settings.diaryID(), settings: context.diary.settings,
                unitOfWork: context.diary.unitOfWork, folderPath: path)
        }
        let listChange: ((String, SyncChange) -> Void)? =
            dryRun && !json
            ? { file, change in context.view.show([SyncPresenter.changeLine(file: file, change)]) } : nil
        // A dry run's listing is its own sign of life.
        let counted = listChange == nil
        let lengthening = SyncKeyLengthening(keys: context.diary.entries)
        let keyMark = try lengthening.mark()
        let progress = context.view.progress("Syncing", counting: "records")
        defer { progress.finish() }
        let synced = try interactor.sync(
            syncFolder, folderPath: path, formerPaths: formerPaths.filter { $0 != path }, dryRun: dryRun,
            onChange: listChange, onRecord: { read in if counted { progress.update(read) } })
        progress.finish()
        // Recipients another diary added or removed: this diary's files are sealed to the set as
        // the merge left it.
        if !dryRun,
            let merged = try encryption.merged(
                unitOfWork: context.diary.unitOfWork, notice: { context.view.notice($0) })
        {
            encryption = merged
            syncFolder = encryption.folder(plainFolder)
            try encryption.rewriteOwnFiles(
                in: syncFolder, diaryID: try context.diary.settings.diaryID(), settings: context.diary.settings,
                unitOfWork: context.diary.unitOfWork, folderPath: path)
        }
        let report = encryption.naming(synced, in: syncFolder)
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
        for notice in try encryption.plainFileNotices(in: plainFolder) { context.view.notice(notice) }
        if let notice = try encryption.unreadFileNotice(in: plainFolder) { context.view.notice(notice) }
        for open in report.openCourses {
            context.view.notice(SyncPresenter.openCoursesNotice(open, hints: CommandHintText.text))
        }
        for skipped in inboxReport.skipped { context.view.notice(InboxPresenter.skippedNotice(skipped)) }
        if let notice = InboxPresenter.alreadyNotice(inboxReport) { context.view.notice(notice) }
        for named in inboxReport.named { context.view.notice(InboxPresenter.namedNotice(named)) }
        for more in inboxReport.unnamed { context.view.notice(InboxPresenter.unnamedNotice(more)) }
        for remaining in inboxReport.remaining { context.view.notice(InboxPresenter.remainingNotice(remaining)) }
        for tidied in inboxReport.tidied { context.view.notice(InboxPresenter.tidiedNotice(tidied)) }
        let conditions = try context.diary.conditions.conditions()
        let membership = ConditionMembership(conditions)
        for logged in inboxReport.logged {
            if let notice = InboxPresenter.lengthNotice(logged, dryRun: dryRun, hints: CommandHintText.text) {
                context.view.notice(notice)
            }
            if let notice = ConditionsPresenter.severalConditionsNotice(membership.names(of: logged.entry)) {
                context.view.notice(notice)
            }
            if !dryRun,
                let notice = StatusMigrainosusNotice.line(
                    for: logged.entry, conditions: conditions, hints: CommandHintText.text)
            {
                context.view.notice(notice)
            }
        }
        try context.noticeUnclassed(inboxReport.logged.flatMap(\.entry.medications))
        let statusLine =
            dryRun ? nil : try statusFile(context, folder: plainFolder, folderPath: path, encrypted: encryption.encrypt)
        if json {
            context.view.writeJSON(SyncPresenter.json(report, folder: path, inbox: inboxReport))
        } else {
            context.view.show(
                report.merged.map(SyncPresenter.fileLine)
                    + report.renamed.map { SyncPresenter.renamedLine($0, dryRun: dryRun) }
                    + inboxReport.logged.map { InboxPresenter.loggedLine($0, dryRun: dryRun) }
                    + [SyncPresenter.summaryLine(report, folder: path)] + (statusLine.map { [$0] } ?? []))
        }
        // A line that cannot be logged stays in its file; the sync itself is done, so only the
        // exit status (65, bad data) tells a script that a line waits to be corrected.
        for refused in inboxReport.refused { context.view.error(InboxPresenter.refusedMessage(refused)) }
        if !inboxReport.refused.isEmpty { throw QuietExit(status: 65, keepsWork: true) }
    }

    /// The status file for the phone: written, removed or left alone; the line to show, if any.
    ///
    /// Written as remembered for the folder, or as `--status` and `--no-status` say (which they
    /// remember); `--no-status` removes it. A file that cannot be written is a notice: the sync
    /// itself is done.
    /// In an encrypted folder a remembered status file is not written, and one written before is
    /// removed (a notice says so), unless `--status-plain` asked for it there.
    private func statusFile(
        _ context: FlowContext, folder: FileSyncFolder, folderPath: String, encrypted: Bool
    ) throws -> StyledLine? {
        let interactor = SyncStatusInteractor(
            entries: context.diary.entries, conditions: context.diary.conditions,
            nameStatistics: context.diary.nameStatistics, settings: context.diary.settings, calendar: context.calendar)
        if let status { try interactor.remember(status, evenEncrypted: statusPlain, folderPath: folderPath) }
        let name = try interactor.fileName()
        guard try interactor.isRemembered(folderPath: folderPath) else {
            guard status == false else { return nil }
            do {
                return try folder.removeStatusFile(name) ? SyncStatusPresenter.removedLine(name) : nil
            } catch {
                context.view.notice(SyncStatusPresenter.notRemovedNotice(name, reason: error.description))
                return nil
            }
        }
        if encrypted, try !interactor.isRememberedEvenEncrypted(folderPath: folderPath) {
            // One written before encryption was turned on would go on showing entries in plain text.
            let removed = (try? folder.removeStatusFile(name)) ?? false
            context.view.notice(
                SyncStatusPresenter.encryptedFolderNotice(
                    name, removedOld: removed, writeOption: "--status-plain", stopOption: "--no-status"))
            return nil
        }
        do {
            try folder.writeStatusFile(name, text: SyncStatusPresenter.text(try interactor.status()))
        } catch let error as PainlogError {
            context.view.notice(SyncStatusPresenter.notWrittenNotice(name, reason: error.message))
            return nil
        }
        return SyncStatusPresenter.writtenLine(name)
    }
}
