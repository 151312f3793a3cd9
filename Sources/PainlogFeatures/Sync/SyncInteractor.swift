public import PainlogDomain

/// `painlog sync`: merges the other diaries' files in a sync folder into this diary by the
/// *Merging* rules, as one transaction and one undo step, then writes this diary's own file there.
///
/// A file that cannot be read or is damaged is skipped whole; a record with a time more than a day
/// ahead of this computer's clock is left out (and counted), the rest of its file merges.
public struct SyncInteractor {
    /// The setting that keeps the last folder.
    public static let folderSetting = "sync_folder"
    /// The setting that keeps a fingerprint of the file this diary last wrote in `folder` (per
    /// folder: a diary may sync with more than one).
    static func fingerprintSetting(_ folder: String) -> String { "sync_written " + folder }
    /// The setting that keeps what this diary's last sync in `folder` left in step (per folder).
    ///
    /// The diary's `SyncStampStore.changeMark()` when it wrote its file, then `FINGERPRINT NAME`
    /// for each other diary's file it merged whole, all separated by tabs. The same at the next sync
    /// (and this diary's file still the one it wrote) means that there is nothing new to merge or
    /// write.
    static func inStepSetting(_ folder: String) -> String { "sync_in_step " + folder }
    /// The setting that keeps the other diaries' files that the last sync in `folder` merged and that
    /// a later sync need not merge again while they are unchanged (per folder).
    ///
    /// Its text is that of `InStep`: `STEP TIME DELETIONS` (the undo journal's latest step when
    /// that sync ended, its time, and `SyncStampStore.deletions(before:)` that time), then
    /// `FINGERPRINT NAME` for each such file. Merging a file again is what undoes nothing only
    /// while that step is still in the journal (an undo of that sync, or of anything before it,
    /// takes it away), and only for a file merged whole, per field, whose every stamp and deletion
    /// is no later than that sync's time: a change made here since is then stamped later than all of
    /// it, and merging the file again would change nothing (docs/sync.md, *Files merged before*).
    static func mergedSetting(_ folder: String) -> String { "sync_merged " + folder }

    private let unitOfWork: any UnitOfWork
    private let settings: any DiarySettings
    private let calendar: LocalCalendar
    private let makeUID: () -> String

    public init(
        unitOfWork: any UnitOfWork, settings: any DiarySettings, calendar: LocalCalendar,
        makeUID: @escaping () -> String
    ) {
        self.unitOfWork = unitOfWork
        self.settings = settings
        self.calendar = calendar
        self.makeUID = makeUID
    }

    /// The folder given, else the one the diary last synced with; a usage error when there is neither.
    public func folderPath(given: String?) throws -> String {
        if let given {
            guard !given.isEmpty else {
                throw PainlogError.usage("FOLDER is empty; give the sync folder, e.g. ~/Sync/painlog")
            }
            return given
        }
        guard let last = try settings.value(Self.folderSetting) else {
            throw PainlogError.usage("this diary has not synced yet; give the folder once: \(hint: .syncFolder)")
        }
        return last
    }

    /// Thrown inside the transaction to roll back a dry run.
    private struct RollBack: Error {
        let report: SyncReport
    }

    /// What a sync found in the folder before it merges anything.
    private struct Plan {
        let now: Int64
        let written: Timestamp
        let diaryID: String
        /// This diary's file name, and what the folder holds under it.
        let ownName: String
        let own: OwnFile
        /// The fingerprints of the files this diary wrote in the folder.
        let accepted: [String]
        /// Whether the file under this diary's name is not one this diary wrote: it is merged (and
        /// its stamps tell whether a copy of this database wrote it, `SyncOwnFileCheck`).
        let foreign: Bool
        /// The other diaries' files, by name (with this diary's own when `foreign`, and with the
        /// segments under its name that it did not write).
        let names: [String]
        /// This diary's own files in the folder as it last wrote them, when it wrote any since 0.4.
        let ownFiles: SyncOwnFiles?
        /// Whether the snapshot and every segment `ownFiles` names are in the folder as written: only
        /// then does a change go into a segment (otherwise a new snapshot holds everything).
        let segmentsIntact: Bool
        /// The segments under this diary's name that it did not write (merged, then removed).
        let unknownSegments: [String]
        /// Every segment under this diary's name: removed once a new snapshot holds them.
        let ownSegments: [String]
        /// The highest number of a segment under this diary's name (0 without any).
        var ownSegmentsLast: Int {
            ownSegments.compactMap { SyncFileFormat.segmentNumber($0, diaryID: diaryID) }.max() ?? 0
        }
        /// What the file under this diary's name is, when it is not a regular file.
        var replaced: SyncFolderItem.NotAFile? { if case .other(let kind) = own { kind } else { nil } }
    }

    /// What a sync that merged leaves to keep once its transaction committed.
    private struct Written {
        /// The fingerprint of this diary's snapshot: in its draft, or (`segment`) the one in the folder.
        let fingerprint: String
        /// Whether the draft (if any) is a segment, not a snapshot.
        let segment: Bool
        /// This diary's files in the folder once the draft is in place.
        let ownFiles: SyncOwnFiles
        /// The id this diary takes, when a copy of this database wrote the file under its name.
        let newID: String?
        let inStep: InStep
        let merged: InStep
    }

    /// Merges every other diary's file in `folder`, then (unless `dryRun`) writes this diary's file
    /// and remembers `folderPath` as the last folder.
    ///
    /// `folderPath` names the folder as it really is (its real path), so that `sf`, `sf/`, `./sf` and
    /// the absolute path are one folder; `formerPaths` are other spellings this diary may have
    /// recorded it under (painlog 0.2 kept the path as typed). `onChange` hears of each entry merged
    /// in or deleted, once its file has merged whole. `onRecord` hears the number of records read so
    /// far from all the files, after each one (for a progress counter).
    ///
    /// The steps (docs/sync.md): the local stamps (`SyncStamping`), the other diaries' files read
    /// (`SyncFileReader`) and merged (`SyncFolderMerge`, `SyncFileMerge`), the renames
    /// (`SyncRenames`), and this diary's file written (`SyncOwnFileWriter`); what the sync leaves
    /// in step with the folder is kept in `SyncFolderSettings`.
    public func sync(
        _ folder: any SyncFolder, folderPath: String, formerPaths: [String] = [], dryRun: Bool,
        onChange: ((String, SyncChange) -> Void)? = nil, onRecord: (Int) -> Void = { _ in }
    ) throws -> SyncReport {
        let now = calendar.now()
        let written = calendar.timestamp(at: now)
        let folderSettings = SyncFolderSettings(settings: settings, unitOfWork: unitOfWork, folderPath: folderPath)
        let plan = try plan(folder, folderSettings, formerPaths: formerPaths, now: now, written: written)
        if !plan.foreign, try folderSettings.nothingNew(in: folder, own: plan.own, others: plan.names) {
            try folderSettings.rememberFolderIfChanged(dryRun: dryRun)
            let none = SyncCounts()
            return SyncReport(
                ownFile: plan.ownName,
                merged: SyncFolderLayout.byDiary(
                    plan.names.map { SyncReport.FileResult(file: $0, entries: none, impacts: none) }),
                skipped: [], changed: false, dryRun: dryRun, sharedIDFile: nil, ahead: [], replacedOwnFile: nil,
                conflicts: [], renamed: [])
        }
        // The files the last sync merged that need no merging while unchanged (see `mergedSetting`).
        let mergedBefore = try folderSettings.mergedBefore()
        var draft: (any SyncFileDraft)?
        defer { draft?.abandon() }
        let result: (report: SyncReport, written: Written?)
        do {
            result = try unitOfWork.inWriteTransaction { diary in
                try mergeAndWrite(
                    plan, from: folder, into: diary, folderSettings: folderSettings, mergedBefore: mergedBefore,
                    dryRun: dryRun, draft: &draft, onChange: onChange, onRecord: onRecord)
            }
        } catch let rollBack as RollBack {
            result = (rollBack.report, nil)
        }
        if let kept = result.written {
            // The diary records the file it is about to write before writing it, beside the last one
            // it wrote (should the write fail): a diary that cannot record it (read-only) writes
            // nothing, and a file this diary wrote is never taken for a copy's. A segment is added
            // only to the snapshot kept, found in the folder: the one before is then no longer
            // accepted, and an older snapshot restored is merged and named (docs/sync.md, *An older
            // snapshot restored*). A sync that writes nothing changes nothing here.
            let addsSegment = kept.segment && draft != nil
            let fingerprints =
                [kept.fingerprint] + (addsSegment ? [] : plan.accepted.filter { $0 != kept.fingerprint }.prefix(1))
            try folderSettings.keep(
                written: fingerprints, inStep: kept.inStep, merged: kept.merged, newID: kept.newID)
            try folderSettings.keep(ownFiles: kept.ownFiles)
            if kept.segment {
                // A segment is a new name: nothing the folder holds is replaced.
                if let file = draft {
                    draft = nil
                    try file.commit()
                }
            } else if let file = draft {
                // An unchanged file is left alone: no new version for the sync tool to carry.
                let current: OwnFile =
                    kept.newID == nil ? plan.own : try SyncFolderSettings.ownFile(result.report.ownFile, in: folder)
                draft = nil
                if case .file(kept.fingerprint) = current {
                    file.abandon()
                } else {
                    try file.commit()
                }
                // The new snapshot holds what the segments held: only now may they go.
                if kept.newID == nil { for name in plan.ownSegments { try folder.remove(name) } }
            }
        }
        return result.report
    }

    /// What is in `folder` under this diary's name, and which other files are to merge.
    private func plan(
        _ folder: any SyncFolder, _ folderSettings: SyncFolderSettings, formerPaths: [String], now: Int64,
        written: Timestamp
    ) throws -> Plan {
        let diaryID = try settings.diaryID()
        let ownName = SyncFileFormat.fileName(diaryID: diaryID)
        let own = try SyncFolderSettings.ownFile(ownName, in: folder)
        // A file under this diary's name that this diary did not write is merged; its stamps tell
        // whether a copy of this database wrote it (`SyncOwnFileCheck`, in the transaction).
        let accepted = try folderSettings.writtenFingerprints(formerPaths: formerPaths)
        let foreign: Bool
        switch own {
        case .file(let fingerprint): foreign = !accepted.contains(fingerprint)
        case .missing: foreign = false
        case .other(.folder):
            throw PainlogError.failure(
                "\(ownName) in the sync folder is a folder, where this diary writes its file; "
                    + "move it away and sync again; nothing was merged")
        case .other: foreign = false
        }
        let ownFiles = try folderSettings.ownFiles()
        let allNames = try folder.fileNames()
        // This diary's segments: those it wrote (and still finds as it wrote them), those an earlier
        // snapshot of it holds (a removal that failed), and any other under its name, merged.
        let expected = Dictionary(
            (ownFiles?.segments ?? []).map { ($0.number, $0.fingerprint) }, uniquingKeysWith: { first, _ in first })
        var found = 0
        var unknown: [String] = []
        var ownSegments: [String] = []
        for name in allNames {
            guard let number = SyncFileFormat.segmentNumber(name, diaryID: diaryID) else { continue }
            ownSegments.append(name)
            if let fingerprint = expected[number] {
                // One that cannot be read (encrypted, and it does not verify) is examined as unknown.
                if (try? SyncFolderMerge.fingerprint(of: name, in: folder)) == fingerprint {
                    found += 1
                } else {
                    unknown.append(name)
                }
            } else if number > ownFiles?.lastNumber ?? 0 {
                unknown.append(name)
            }  // else written before this diary's snapshot, which holds it: left for the next snapshot to remove
        }
        // Segments go only on top of the snapshot this diary last wrote (first of `accepted`): on an
        // older one it still accepts, a diary joining late would lack what only the newer held.
        let intact: Bool = {
            guard let ownFiles, !foreign, case .file(let snapshot) = own, snapshot == accepted.first,
                unknown.isEmpty
            else { return false }
            return found == ownFiles.segments.count
        }()
        let names =
            allNames.filter { name in
                SyncFileFormat.isDiaryFile(name) && (name != ownName || foreign)
                    && SyncFileFormat.segmentNumber(name, diaryID: diaryID) == nil
            } + unknown
        return Plan(
            now: now, written: written, diaryID: diaryID, ownName: ownName, own: own, accepted: accepted,
            foreign: foreign, names: names.sorted(), ownFiles: ownFiles, segmentsIntact: intact,
            unknownSegments: unknown, ownSegments: ownSegments)
    }

    /// The sync's transaction: the local stamps, every other diary's file merged, the renames, then
    /// (unless `dryRun`, which throws `RollBack`) this diary's file written into `draft`.
    private func mergeAndWrite(
        _ plan: Plan, from folder: any SyncFolder, into diary: WriteTransaction, folderSettings: SyncFolderSettings,
        mergedBefore: InStep?, dryRun: Bool, draft: inout (any SyncFileDraft)?,
        onChange: ((String, SyncChange) -> Void)?, onRecord: (Int) -> Void
    ) throws -> (report: SyncReport, written: Written?) {
        let summary = "sync " + folder.name
        let diaryClock = DiaryClock(settings: settings)
        var stamping = try SyncStamping(diary: diary, clock: try diaryClock.load(), now: plan.now)
        try stamping.stampLocalChanges()
        // After the local stamps, whose sorts would each take as much memory as the cache.
        try diary.syncStamps.prepareForMerging()
        // A file under this diary's name that it did not write: a copy of this database syncs into
        // the same folder when the file holds stamps under this id that this diary never made, and
        // this diary then takes a new id so that the two stop sharing one file. Anything else there
        // (an older version of this file, another diary's file) is merged and written over.
        // A segment under this diary's name that it did not write is examined the same way.
        var verdict: SyncOwnFileCheck.Verdict?
        if plan.foreign || !plan.unknownSegments.isEmpty {
            let check = SyncOwnFileCheck(
                diaryID: plan.diaryID, reader: SyncFileReader(now: plan.now, zone: calendar.zone), stamping: stamping,
                renames: try diary.syncStamps.renames())
            if plan.foreign { verdict = try check.examine(plan.ownName, in: folder) }
            for name in plan.unknownSegments where verdict != .copy {
                if try check.examine(name, in: folder) == .copy { verdict = .copy }
            }
        }
        let newID = verdict == .copy ? String(makeUID().filter { $0 != "-" }) : nil
        let ownFile = SyncFileFormat.fileName(diaryID: newID ?? plan.diaryID)
        let known = try newID != nil ? [:] : SyncFolderSettings.knownFiles(mergedBefore, in: diary, now: plan.now)
        var files = SyncFolderMerge(
            diary: diary, unitOfWork: unitOfWork, folder: folder, now: plan.now, written: plan.written,
            zone: calendar.zone, summary: summary, makeUID: makeUID, sharedID: newID != nil,
            ownNames: Set((plan.foreign ? [plan.ownName] : []) + plan.unknownSegments), known: known,
            stamping: stamping)
        try files.merge(plan.names, onChange: onChange, onRecord: onRecord)
        stamping = files.stamping
        let missing = try SyncFolderLayout.missingSegments(plan.names, in: folder)
        let writtenBy03 = try SyncFolderLayout.writtenBy03(
            files.readFiles, before: try folderSettings.lastInStep()?.files ?? [:], now: files.wholeFiles, in: folder)
        // Renames, those from other diaries and this one's, to whatever arrived under an old name.
        var renames = SyncRenames(diary: diary, written: plan.written, summary: summary, step: files.step)
        let renamed =
            try renames.apply(states: try SyncRenames.renamedStates(in: diary, stamping: stamping))
            + renames.spellings
        // Conditions and courses: what no single record decides (renames, merged conditions, open courses).
        var settle = SyncConditionSettle(
            diary: diary, written: plan.written, summary: summary, step: renames.step, stamping: stamping)
        let openCourses = try settle.apply()
        stamping = settle.stamping
        let report = SyncReport(
            ownFile: ownFile, merged: SyncFolderLayout.byDiary(files.merged), skipped: files.skipped + missing,
            changed: settle.step != nil && !dryRun, dryRun: dryRun,
            sharedIDFile: newID != nil ? plan.ownName : nil, ahead: files.ahead, replacedOwnFile: plan.replaced,
            conflicts: SyncFolderLayout.byDiary(files.conflicts),
            renamed: renamed.map {
                SyncReport.Renamed(kind: $0.rename.kind, from: $0.from, to: $0.rename.toName, entries: $0.entries)
            },
            foundOwnFile: { if case .found(let found) = verdict { found } else { nil } }(), writtenBy03: writtenBy03,
            openCourses: openCourses)
        if dryRun { throw RollBack(report: report) }
        // What a merge that is not per field (a format 1 file) changed is stamped as the
        // local changes are, in the order of `updated_at`, before the file is written.
        if files.unstamped { try SyncStamping.stampMerged(in: diary, stamping: &stamping, now: plan.now) }
        let (fingerprint, ownFiles, segment) = try writeOwnFile(
            plan, newID: newID, to: folder, of: diary, stamping: &stamping, draft: &draft)
        // What changes from now on goes into the next file this diary writes (when it wrote one:
        // otherwise the open generation still comes after all it wrote).
        if draft != nil { try diary.syncSegments.closeGeneration() }
        // Without a change to the entries the stamps are still kept (no undo step: they are
        // not the diary's content), so that they are not made again, differently, next time.
        try diaryClock.save(stamping.clock)
        let inStep = InStep(mark: try diary.syncStamps.changeMark(), files: files.wholeFiles)
        let merged = InStep(
            mark: MergedMark(
                step: try diary.journal.recentSteps(limit: 1).first?.id ?? 0, time: plan.now,
                deletions: try diary.syncStamps.deletions(before: plan.now)
            ).text, files: files.skippableFiles)
        // With the merge, so a sync killed before it writes its file still knows its folder.
        try folderSettings.rememberFolder()
        return (
            report,
            Written(
                fingerprint: fingerprint, segment: segment, ownFiles: ownFiles, newID: newID, inStep: inStep,
                merged: merged)
        )
    }

    /// Writes what this diary changed since it last wrote to the folder into a new segment, or all
    /// it holds into a new snapshot.
    ///
    /// A snapshot when there is no intact segment chain to add to, or the segments would outweigh
    /// the snapshot (docs/sync.md, *Segments and snapshots*). A segment with nothing in it is not
    /// written.
    ///
    /// Returns the snapshot's fingerprint (the one in the folder, for a segment), this diary's files
    /// once the draft is in place, and whether the draft is a segment.
    private func writeOwnFile(
        _ plan: Plan, newID: String?, to folder: any SyncFolder, of diary: WriteTransaction,
        stamping: inout SyncStamping, draft: inout (any SyncFileDraft)?
    ) throws -> (fingerprint: String, ownFiles: SyncOwnFiles, segment: Bool) {
        let diaryID = newID ?? plan.diaryID
        let generation = try diary.syncSegments.openGeneration()
        if newID == nil, plan.segmentsIntact, let base = plan.ownFiles, case .file(let snapshot) = plan.own {
            let changed = try diary.syncSegments.changedCount(after: base.generation)
            if base.takesSegment(of: changed) {
                guard changed > 0 else { return (snapshot, base, true) }
                var next = base
                next.generation = generation
                let number = base.lastNumber + 1
                let file = try folder.draft(SyncFileFormat.segmentName(diaryID: diaryID, number: number))
                draft = file
                let written = try SyncOwnFileWriter.write(
                    of: diary, diaryID: diaryID, stamping: &stamping, into: file, changedAfter: base.generation,
                    header: .segment(number))
                guard written.records > 0 else {
                    // Only keys without a record (a stamp row of a record gone with no deletion).
                    file.abandon()
                    draft = nil
                    return (snapshot, next, true)
                }
                next.lastNumber = number
                next.segments.append(
                    SyncOwnFiles.Segment(number: number, records: written.records, fingerprint: written.fingerprint))
                return (snapshot, next, true)
            }
        }
        // Segment numbers go on after those of the diary's earlier files, never used twice.
        let through = newID == nil ? max(plan.ownFiles?.lastNumber ?? 0, plan.ownSegmentsLast) : 0
        let file = try folder.draft(SyncFileFormat.fileName(diaryID: diaryID))
        draft = file
        let written = try SyncOwnFileWriter.write(
            of: diary, diaryID: diaryID, stamping: &stamping, into: file,
            header: .snapshot(through: through > 0 ? through : nil))
        if newID == nil, plan.ownSegments.isEmpty, case .file(written.fingerprint) = plan.own,
            let kept = plan.ownFiles
        {
            // The same snapshot as the one in the folder: nothing is written (the sync abandons the
            // draft), and nothing changes in the diary.
            file.abandon()
            draft = nil
            return (written.fingerprint, kept, false)
        }
        return (
            written.fingerprint,
            SyncOwnFiles(generation: generation, snapshotRecords: written.records, lastNumber: through, segments: []),
            false
        )
    }
}
