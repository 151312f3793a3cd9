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

    /// This diary's own file as it is in the folder.
    private enum OwnFile {
        case missing
        case file(fingerprint: String)
        case other(SyncFolderItem.NotAFile)
    }

    /// Merges every other diary's file in `folder`, then (unless `dryRun`) writes this diary's file
    /// and remembers `folderPath` as the last folder.
    ///
    /// `folderPath` names the folder as it really is (its real path), so that `sf`, `sf/`, `./sf` and
    /// the absolute path are one folder; `formerPaths` are other spellings this diary may have
    /// recorded it under (painlog 0.2 kept the path as typed). `onChange` hears of each entry merged
    /// in or deleted, once its file has merged whole. `onRecord` hears the number of records read so
    /// far from all the files, after each one (for a progress counter).
    public func sync(
        _ folder: any SyncFolder, folderPath: String, formerPaths: [String] = [], dryRun: Bool,
        onChange: ((String, SyncChange) -> Void)? = nil, onRecord: (Int) -> Void = { _ in }
    ) throws -> SyncReport {
        let now = clock.now()
        let written = zone.timestamp(at: now)
        let diaryID = try settings.diaryID()
        let ownName = SyncFileFormat.fileName(diaryID: diaryID)
        let own = try ownFile(ownName, in: folder)
        // A file under this diary's name that this diary did not write: a copy of this database
        // syncs into the same folder. Merge it, and take a new id so the two stop sharing one file.
        let accepted = try writtenFingerprints(folderPath: folderPath, formerPaths: formerPaths)
        let sharedID: Bool
        switch own {
        case .file(let fingerprint): sharedID = !accepted.contains(fingerprint)
        case .missing: sharedID = false
        case .other(.folder):
            throw PainlogError.failure(
                "\(ownName) in the sync folder is a folder, where this diary writes its file; "
                    + "move it away and sync again; nothing was merged")
        case .other: sharedID = false
        }
        let newID = sharedID ? String(makeUID().filter { $0 != "-" }) : nil
        let ownFile = SyncFileFormat.fileName(diaryID: newID ?? diaryID)
        var skipped: [SyncFileProblem] = []
        var ahead: [SyncReport.Ahead] = []
        let reader = SyncFileReader(now: now, zone: zone)
        let names = try folder.fileNames().filter { name in
            SyncFileFormat.isDiaryFile(name) && (name != ownName || sharedID)
        }
        let replaced: SyncFolderItem.NotAFile? = if case .other(let kind) = own { kind } else { nil }
        let summary = "sync " + folder.name
        let result: (report: SyncReport, ownText: String)
        do {
            var read = 0
            result = try unitOfWork.inWriteTransaction { diary in
                var step: Int64?
                var merged: [SyncReport.FileResult] = []
                var conflicts: [SyncReport.Conflict] = []
                let diaryClock = DiaryClock(settings: settings, time: clock)
                var stamping = try SyncStamping(diary: diary, clock: try diaryClock.load(), now: now)
                try stamping.stampLocalChanges()
                for name in names {
                    let before = step
                    let stampingBefore = stamping
                    var changes: [SyncChange] = []
                    do {
                        let source: any ByteSource
                        switch try folder.open(name) {
                        case .file(let file): source = file
                        case .missing: continue  // gone since the folder was listed
                        case .other(let kind):
                            throw SyncFileProblem.skipped(
                                file: name, reason: "it is \(kind.description), not a regular file")
                        }
                        let outcome = try unitOfWork.inWriteTransaction { _ in
                            try merge(
                                source, named: name, reader: reader, into: diary, written: written, summary: summary,
                                step: step, stamping: &stamping,
                                onRecord: {
                                    read += 1
                                    onRecord(read)
                                }
                            ) { change in if onChange != nil { changes.append(change) } }
                        }
                        step = outcome.step
                        merged.append(outcome.result)
                        conflicts += outcome.conflicts
                        if outcome.ahead.count > 0 {
                            ahead.append(
                                SyncReport.Ahead(
                                    file: name, count: outcome.ahead.count,
                                    field: outcome.ahead.latest?.field ?? "", time: outcome.ahead.latest?.time ?? ""))
                        }
                        for change in changes { onChange?(name, change) }
                    } catch let problem as SyncFileProblem {
                        step = before
                        stamping = stampingBefore
                        skipped.append(problem)
                    } catch let error as PainlogError where error.kind == .badData {
                        step = before
                        stamping = stampingBefore
                        skipped.append(.skipped(file: name, reason: error.message))
                    } catch let error as PainlogError where error.kind == .noInput {
                        step = before
                        stamping = stampingBefore
                        skipped.append(.skipped(file: name, reason: "cannot read it (\(error.message))"))
                    }
                }
                // Renames, those from other diaries and this one's, to whatever arrived under an old name.
                var renames = SyncRenames(diary: diary, written: written, summary: summary, step: step)
                let renamed = try renames.apply(states: stamping.states) + renames.spellings
                step = renames.step
                let ownText = try Self.ownText(of: diary, diaryID: newID ?? diaryID, stamping: &stamping)
                try diaryClock.save(stamping.clock)
                let report = SyncReport(
                    ownFile: ownFile, merged: merged, skipped: skipped, changed: step != nil && !dryRun, dryRun: dryRun,
                    sharedIDFile: sharedID ? ownName : nil, ahead: ahead, replacedOwnFile: replaced,
                    conflicts: conflicts,
                    renamed: renamed.map {
                        SyncReport.Renamed(
                            kind: $0.rename.kind, from: $0.from, to: $0.rename.toName, entries: $0.entries)
                    })
                // Without a change to the entries the stamps are still kept (no undo step: they are
                // not the diary's content), so that they are not made again, differently, next time.
                if dryRun { throw RollBack(report: report, ownText: ownText) }
                // With the merge, so a sync killed before it writes its file still knows its folder.
                try rememberFolder(folderPath)
                return (report, ownText)
            }
        } catch let rollBack as RollBack {
            result = (rollBack.report, rollBack.ownText)
        }
        if !dryRun {
            let bytes = Array(result.ownText.utf8)
            let fingerprint = SyncFileFormat.fingerprint(bytes)
            // The diary records the file it is about to write before writing it, beside the last one
            // it wrote (should the write fail): a diary that cannot record it (read-only) writes
            // nothing, and a file this diary wrote is never taken for a copy's.
            let kept = [fingerprint] + accepted.filter { $0 != fingerprint }.prefix(1)
            try unitOfWork.inWriteTransaction { _ in
                if let newID { try settings.set("diary_id", to: newID) }
                let key = Self.fingerprintSetting(folderPath)
                let value = kept.joined(separator: " ")
                if try settings.value(key) != value { try settings.set(key, to: value) }
                try rememberFolder(folderPath)
            }
            // An unchanged file is left alone: no new version for the sync tool to carry.
            let current: OwnFile = newID == nil ? own : try self.ownFile(ownFile, in: folder)
            if case .file(fingerprint) = current {
            } else {
                try folder.replace(ownFile, with: result.ownText)
            }
        }
        return result.report
    }

    /// What is in `folder` under this diary's file name, read as a stream for its fingerprint.
    private func ownFile(_ name: String, in folder: any SyncFolder) throws -> OwnFile {
        switch try folder.open(name) {
        case .missing: return .missing
        case .other(let kind): return .other(kind)
        case .file(let source):
            var fingerprint = SyncFileFormat.Fingerprint()
            while true {
                let chunk = try source.nextChunk()
                if chunk.isEmpty { return .file(fingerprint: fingerprint.text) }
                fingerprint.add(chunk)
            }
        }
    }

    /// The fingerprints of the files this diary wrote (or was about to write) in the folder, under
    /// its real path and any other spelling it was recorded under.
    private func writtenFingerprints(folderPath: String, formerPaths: [String]) throws -> [String] {
        var found: [String] = []
        for path in [folderPath] + formerPaths {
            guard let value = try settings.value(Self.fingerprintSetting(path)) else { continue }
            found += value.split(separator: " ").map(String.init).filter { !found.contains($0) }
        }
        return found
    }

    private func rememberFolder(_ path: String) throws {
        if try settings.value(Self.folderSetting) != path { try settings.set(Self.folderSetting, to: path) }
    }

    /// Merges one file as it is read, inside the caller's savepoint: its deletions and entries
    /// (through the import's `ImportMerge`), its impact records and their deletions.
    private func merge(
        _ source: any ByteSource, named name: String, reader: SyncFileReader, into diary: WriteTransaction,
        written: Timestamp, summary: String, step: Int64?, stamping: inout SyncStamping, onRecord: () -> Void,
        onChange: (SyncChange) -> Void
    ) throws -> (
        result: SyncReport.FileResult, step: Int64?, ahead: SyncFileAhead, conflicts: [SyncReport.Conflict]
    ) {
        var deletions = SyncMerge(diary: diary, written: written, summary: summary, step: step)
        var fields = FieldMerge(
            diary: diary, written: written, summary: summary, file: name, step: step, stamping: stamping)
        var entries = try ImportMerge(
            diary: diary, written: written, summary: summary, makeUID: makeUID, kind: .sync, step: step)
        var impacts = SyncMerge(diary: diary, written: written, summary: summary, step: step)
        var current = step
        let ahead = try reader.read(source, name: name) { record in
            onRecord()
            switch record {
            case .deleted(let uid, let deletedAt):
                deletions.step = current
                let entry = try deletions.applyEntryDeletion(
                    uid: uid, deletedAt: deletedAt, lastChanged: fields.stamping.states[uid]?.latestStamp?.seconds)
                current = deletions.step
                entries.noteTombstone()
                if let entry { onChange(.deleted(entry, deletedAt: deletedAt)) }
            case .entry(let row, let stamps?):
                fields.step = current
                let change = try fields.mergeEntry(row, stamps: stamps)
                current = fields.step
                if let change { onChange(change) }
            case .entry(let row, nil):
                entries.step = current
                let change = try entries.apply(row)
                current = entries.step
                if let change { onChange(.merged(change)) }
            case .impact(let content, let stamps?):
                fields.step = current
                try fields.mergeImpact(content, stamps: stamps)
                current = fields.step
            case .impact(let content, nil):
                impacts.step = current
                try impacts.applyImpact(content)
                current = impacts.step
            case .medicationClass(let name, let value, let stamps):
                fields.step = current
                try fields.mergeClass(name: name, value: value, stamps: stamps)
                current = fields.step
            case .rename(let rename):
                if let stamp = rename.stamp { fields.stamping.receive(stamp) }
                _ = try diary.syncStamps.keepRename(rename)
            case .impactDeleted(let uid, let deletedAt):
                impacts.step = current
                try impacts.applyImpactDeletion(uid: uid, deletedAt: deletedAt)
                current = impacts.step
            }
        }
        let imported = entries.report(dryRun: false)
        let entryCounts =
            deletions.counts
            + SyncCounts(
                added: imported.added, updated: imported.updated, kept: imported.keptNewer + imported.deletedHere)
        stamping = fields.stamping
        return (
            SyncReport.FileResult(
                file: name, entries: entryCounts + fields.entryCounts, impacts: impacts.counts + fields.impactCounts),
            current, ahead, fields.conflicts
        )
    }

    /// This diary's own file, from what the transaction sees.
    private static func ownText(of diary: WriteTransaction, diaryID: String, stamping: inout SyncStamping) throws
        -> String
    {
        var entries: [Entry] = []
        try diary.entries.forEachEntry(matching: .all, order: .oldestFirst, limit: nil) { entries.append($0) }
        let impacts = try diary.impacts.records()
        var stamps: [String: RecordStamps] = [:]
        for entry in entries.sorted(by: { $0.updatedAt.seconds < $1.updatedAt.seconds }) {
            stamps[entry.uid] = try stamping.current(
                RecordValues(entry.content), uid: entry.uid, updatedAt: entry.updatedAt.seconds,
                fieldOrder: RecordValues.entryFields)
        }
        for record in impacts {
            stamps[record.uid] = try stamping.current(
                RecordValues(record.content), uid: record.uid, updatedAt: record.content.updatedAt.seconds,
                fieldOrder: RecordValues.impactFields)
        }
        return SyncFileFormat.text(
            diaryID: diaryID, entries: entries, tombstones: try diary.tombstones.all(), impacts: impacts,
            impactTombstones: try diary.impacts.tombstones(), stamps: stamps, renames: try diary.syncStamps.renames(),
            classes: stamping.classes.compactMap { uid, medicationClass in
                stamping.states[uid].map { (medicationClass.name, medicationClass.value, $0) }
            })
    }
}
