public import PainlogDomain

/// `painlog sync`: merges the other diaries' files in a sync folder into this diary by the
/// *Merging* rules, as one transaction and one undo step, then writes this diary's own file there.
///
/// A file that cannot be read or is damaged is skipped whole; one with times more than a day in the
/// future refuses the sync.
public struct SyncInteractor {
    /// The setting that keeps the last folder.
    public static let folderSetting = "sync_folder"
    /// The setting that keeps a fingerprint of the file this diary last wrote in `folder` (per
    /// folder: a diary may sync with more than one).
    static func fingerprintSetting(_ folder: String) -> String { "sync_written " + folder }

    private let unitOfWork: any UnitOfWork
    private let settings: any DiarySettings
    private let clock: any TimeSource
    private let zone: TimeZoneRules
    private let makeUID: () -> String

    public init(
        unitOfWork: any UnitOfWork, settings: any DiarySettings, clock: any TimeSource, zone: TimeZoneRules,
        makeUID: @escaping () -> String
    ) {
        self.unitOfWork = unitOfWork
        self.settings = settings
        self.clock = clock
        self.zone = zone
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

    /// Thrown inside the transaction to roll back a dry run or a sync that changed nothing.
    private struct RollBack: Error {
        let report: SyncReport
        let ownText: String
    }

    /// Merges every other diary's file in `folder`, then (unless `dryRun`) writes this diary's file
    /// and remembers `folderPath` as the last folder.
    ///
    /// `onChange` hears of each entry merged in or deleted.
    public func sync(
        _ folder: any SyncFolder, folderPath: String, dryRun: Bool, onChange: (String, SyncChange) -> Void = { _, _ in }
    ) throws -> SyncReport {
        let now = clock.now()
        let written = zone.timestamp(at: now)
        let diaryID = try settings.diaryID()
        // A file under this diary's name that this diary did not write: a copy of this database
        // syncs into the same folder. Merge it, and take a new id so the two stop sharing one file.
        let ownBytes = try? folder.read(SyncFileFormat.fileName(diaryID: diaryID))
        let sharedID =
            try ownBytes.map {
                SyncFileFormat.fingerprint($0) != (try settings.value(Self.fingerprintSetting(folderPath)))
            } ?? false
        let newID = sharedID ? String(makeUID().filter { $0 != "-" }) : nil
        let ownFile = SyncFileFormat.fileName(diaryID: newID ?? diaryID)
        var skipped: [SyncFileProblem] = []
        var files: [SyncFile] = []
        let reader = SyncFileReader(now: now, zone: zone)
        let names = try folder.fileNames().filter { name in
            SyncFileFormat.isDiaryFile(name) && (name != SyncFileFormat.fileName(diaryID: diaryID) || sharedID)
        }
        for name in names {
            do {
                let bytes: [UInt8]
                do { bytes = try folder.read(name) } catch {
                    throw SyncFileProblem.skipped(file: name, reason: "cannot read it (\(error))")
                }
                files.append(try reader.read(bytes, name: name))
            } catch SyncFileProblem.future(let file, let field, let time) {
                throw PainlogError.failure(SyncFileProblem.future(file: file, field: field, time: time).message)
            } catch let problem as SyncFileProblem {
                skipped.append(problem)
            }
        }
        let summary = "sync " + folder.name
        let result: (report: SyncReport, ownText: String)
        do {
            result = try unitOfWork.inWriteTransaction { diary in
                var step: Int64?
                var merged: [SyncReport.FileResult] = []
                for file in files {
                    let before = step
                    do {
                        let outcome = try unitOfWork.inWriteTransaction { _ in
                            try merge(
                                file, into: diary, written: written, summary: summary, step: step, onChange: onChange)
                        }
                        step = outcome.step
                        merged.append(outcome.result)
                    } catch let error as PainlogError where error.kind == .badData {
                        step = before
                        skipped.append(.skipped(file: file.name, reason: error.message))
                    }
                }
                let ownText = try Self.ownText(of: diary, diaryID: newID ?? diaryID)
                let report = SyncReport(
                    ownFile: ownFile, merged: merged, skipped: skipped, changed: step != nil && !dryRun, dryRun: dryRun,
                    sharedIDFile: sharedID ? SyncFileFormat.fileName(diaryID: diaryID) : nil)
                if dryRun || step == nil { throw RollBack(report: report, ownText: ownText) }
                // With the merge, so a sync killed before it writes its file still knows its folder.
                try rememberFolder(folderPath)
                return (report, ownText)
            }
        } catch let rollBack as RollBack {
            result = (rollBack.report, rollBack.ownText)
        }
        if !dryRun {
            if let newID { try settings.set("diary_id", to: newID) }
            // An unchanged file is left alone: no new version for the sync tool to carry.
            let bytes = Array(result.ownText.utf8)
            if (try? folder.read(ownFile)) != bytes {
                try folder.replace(ownFile, with: result.ownText)
            }
            let fingerprint = SyncFileFormat.fingerprint(bytes)
            let key = Self.fingerprintSetting(folderPath)
            if try settings.value(key) != fingerprint { try settings.set(key, to: fingerprint) }
            try rememberFolder(folderPath)
        }
        return result.report
    }

    private func rememberFolder(_ path: String) throws {
        if try settings.value(Self.folderSetting) != path { try settings.set(Self.folderSetting, to: path) }
    }

    /// Merges one file inside its own savepoint: its deletions, its entries (through the import's
    /// `ImportMerge`), its impact records and their deletions.
    private func merge(
        _ file: SyncFile, into diary: WriteTransaction, written: Timestamp, summary: String, step: Int64?,
        onChange: (String, SyncChange) -> Void
    ) throws -> (result: SyncReport.FileResult, step: Int64?) {
        var deletions = SyncMerge(diary: diary, written: written, summary: summary, step: step)
        for tombstone in file.tombstones {
            if let entry = try deletions.applyEntryDeletion(uid: tombstone.uid, deletedAt: tombstone.deletedAt) {
                onChange(file.name, .deleted(entry, deletedAt: tombstone.deletedAt))
            }
        }
        var entries = try ImportMerge(
            diary: diary, written: written, summary: summary, makeUID: makeUID, kind: .sync, step: deletions.step)
        for row in file.entries {
            if let change = try entries.apply(row) { onChange(file.name, .merged(change)) }
        }
        let imported = entries.report(dryRun: false)
        var impacts = SyncMerge(diary: diary, written: written, summary: summary, step: entries.recordedStep)
        for impact in file.impacts { try impacts.applyImpact(impact) }
        for tombstone in file.impactTombstones {
            try impacts.applyImpactDeletion(uid: tombstone.uid, deletedAt: tombstone.deletedAt)
        }
        let entryCounts =
            deletions.counts
            + SyncCounts(
                added: imported.added, updated: imported.updated, kept: imported.keptNewer + imported.deletedHere)
        return (SyncReport.FileResult(file: file.name, entries: entryCounts, impacts: impacts.counts), impacts.step)
    }

    /// This diary's own file, from what the transaction sees.
    private static func ownText(of diary: WriteTransaction, diaryID: String) throws -> String {
        var entries: [Entry] = []
        try diary.entries.forEachEntry(matching: .all, order: .oldestFirst, limit: nil) { entries.append($0) }
        return SyncFileFormat.text(
            diaryID: diaryID, entries: entries, tombstones: try diary.tombstones.all(),
            impacts: try diary.impacts.records(),
            impactTombstones: try diary.impacts.tombstones())
    }
}
