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

    /// Thrown inside the transaction to roll back a dry run.
    private struct RollBack: Error {
        let report: SyncReport
    }

    /// What a sync leaves in step with the folder (see `inStepSetting`).
    private struct InStep: Equatable {
        /// `SyncStampStore.changeMark()`.
        var mark: String
        /// The fingerprint of each other diary's file merged whole, by name.
        var files: [String: String]

        init(mark: String, files: [String: String]) {
            self.mark = mark
            self.files = files
        }

        init?(text: String) {
            var lines = text.split(separator: "\t", omittingEmptySubsequences: false).makeIterator()
            guard let mark = lines.next() else { return nil }
            self.mark = String(mark)
            files = [:]
            while let line = lines.next() {
                let parts = line.split(separator: " ", maxSplits: 1)
                guard parts.count == 2 else { return nil }
                files[String(parts[1])] = String(parts[0])
            }
        }

        var text: String {
            ([mark] + files.keys.sorted().map { (files[$0] ?? "") + " " + $0 }).joined(separator: "\t")
        }
    }

    /// When the files in `mergedSetting` were merged: the journal's latest step, the time, and the
    /// deletions dated before it (`SyncStampStore.deletions(before:)`).
    private struct MergedMark {
        let step: Int64
        let time: Int64
        let deletions: String

        init(step: Int64, time: Int64, deletions: String) {
            self.step = step
            self.time = time
            self.deletions = deletions
        }

        init?(text: String) {
            let parts = text.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, let step = Int64(parts[0]), let time = Int64(parts[1]) else { return nil }
            self.init(step: step, time: time, deletions: String(parts[2]))
        }

        var text: String { "\(step) \(time) \(deletions)" }
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
        if !sharedID,
            let report = try nothingNew(
                in: folder, folderPath: folderPath, own: own, ownName: ownName, others: names, dryRun: dryRun)
        {
            return report
        }
        let summary = "sync " + folder.name
        var inStep = InStep(mark: "", files: [:])
        // The files the last sync merged that need no merging while unchanged (see `mergedSetting`).
        let mergedBefore = try settings.value(Self.mergedSetting(folderPath)).flatMap(InStep.init(text:))
        var mergedNow = InStep(mark: "", files: [:])
        var draft: (any SyncFileDraft)?
        defer { draft?.abandon() }
        let result: (report: SyncReport, fingerprint: String?)
        do {
            var read = 0
            result = try unitOfWork.inWriteTransaction { diary in
                var step: Int64?
                var merged: [SyncReport.FileResult] = []
                var conflicts: [SyncReport.Conflict] = []
                var unstamped = false
                let diaryClock = DiaryClock(settings: settings)
                var stamping = try SyncStamping(diary: diary, clock: try diaryClock.load(), now: now)
                try stamping.stampLocalChanges()
                // After the local stamps, whose sorts would each take as much memory as the cache.
                try diary.syncStamps.prepareForMerging()
                var known: [String: String] = [:]
                if !sharedID, let mergedBefore, let mark = MergedMark(text: mergedBefore.mark),
                    try diary.journal.holds(step: mark.step),
                    // This computer's clock has not gone back since, nor has anything been deleted
                    // here with a time before that sync's (an edit in the file could be later).
                    now >= mark.time, try diary.syncStamps.deletions(before: mark.time) == mark.deletions
                {
                    known = mergedBefore.files
                }
                for name in names {
                    let before = step
                    let stampingBefore = stamping
                    var changes: [SyncChange] = []
                    /// The file's savepoint rolled back: nothing of it stays, in the diary or here.
                    func skip(_ problem: SyncFileProblem) {
                        step = before
                        stamping = stampingBefore
                        stamping.states.forget()
                        skipped.append(problem)
                    }
                    do {
                        if let fingerprint = known[name], try Self.fingerprint(of: name, in: folder) == fingerprint {
                            // Merged before, unchanged since, nothing undone: merging it again changes nothing.
                            let none = SyncCounts()
                            merged.append(SyncReport.FileResult(file: name, entries: none, impacts: none))
                            inStep.files[name] = fingerprint
                            mergedNow.files[name] = fingerprint
                            continue
                        }
                        let source: FingerprintedSource
                        switch try folder.open(name) {
                        case .file(let file): source = FingerprintedSource(file)
                        case .missing: continue  // gone since the folder was listed
                        case .other(let kind):
                            throw SyncFileProblem.skipped(
                                file: name, reason: "it is \(kind.description), not a regular file")
                        }
                        let outcome = try unitOfWork.inWriteTransaction { _ in
                            let outcome = try merge(
                                source, named: name, reader: reader, into: diary, written: written, summary: summary,
                                step: step, stamping: &stamping,
                                onRecord: {
                                    read += 1
                                    onRecord(read)
                                }
                            ) { change in if onChange != nil { changes.append(change) } }
                            try stamping.states.check()
                            return outcome
                        }
                        step = outcome.step
                        unstamped = unstamped || outcome.unstamped
                        merged.append(outcome.result)
                        conflicts += outcome.conflicts
                        ahead += outcome.ahead.reports(file: name)
                        if !outcome.ahead.leftOut, !sharedID {
                            // Merged whole: the same file at the next sync has nothing new.
                            let fingerprint = try source.finish()
                            inStep.files[name] = fingerprint
                            if !outcome.unstamped, outcome.latest <= now { mergedNow.files[name] = fingerprint }
                        }
                        for change in changes { onChange?(name, change) }
                    } catch let problem as SyncFileProblem {
                        skip(problem)
                    } catch let error as PainlogError where error.kind == .badData {
                        skip(.skipped(file: name, reason: error.message))
                    } catch let error as PainlogError where error.kind == .noInput {
                        skip(.skipped(file: name, reason: "cannot read it (\(error.message))"))
                    }
                }
                // Renames, those from other diaries and this one's, to whatever arrived under an old name.
                var renames = SyncRenames(diary: diary, written: written, summary: summary, step: step)
                let renamed =
                    try renames.apply(states: try Self.renamedStates(in: diary, stamping: stamping)) + renames.spellings
                step = renames.step
                let report = SyncReport(
                    ownFile: ownFile, merged: merged, skipped: skipped, changed: step != nil && !dryRun, dryRun: dryRun,
                    sharedIDFile: sharedID ? ownName : nil, ahead: ahead, replacedOwnFile: replaced,
                    conflicts: conflicts,
                    renamed: renamed.map {
                        SyncReport.Renamed(
                            kind: $0.rename.kind, from: $0.from, to: $0.rename.toName, entries: $0.entries)
                    })
                if dryRun { throw RollBack(report: report) }
                // What a merge that is not per field (a format 1 file) changed is stamped as the
                // local changes are, in the order of `updated_at`, before the file is written.
                if unstamped { try Self.stampMerged(in: diary, stamping: &stamping, now: now) }
                let file = try folder.draft(ownFile)
                draft = file
                let fingerprint = try Self.writeOwnFile(
                    of: diary, diaryID: newID ?? diaryID, stamping: &stamping, into: file)
                // Without a change to the entries the stamps are still kept (no undo step: they are
                // not the diary's content), so that they are not made again, differently, next time.
                try diaryClock.save(stamping.clock)
                inStep.mark = try diary.syncStamps.changeMark()
                mergedNow.mark =
                    MergedMark(
                        step: try diary.journal.recentSteps(limit: 1).first?.id ?? 0, time: now,
                        deletions: try diary.syncStamps.deletions(before: now)
                    ).text
                // With the merge, so a sync killed before it writes its file still knows its folder.
                try rememberFolder(folderPath)
                return (report, fingerprint)
            }
        } catch let rollBack as RollBack {
            result = (rollBack.report, nil)
        }
        if let fingerprint = result.fingerprint, let file = draft {
            // The diary records the file it is about to write before writing it, beside the last one
            // it wrote (should the write fail): a diary that cannot record it (read-only) writes
            // nothing, and a file this diary wrote is never taken for a copy's.
            let kept = [fingerprint] + accepted.filter { $0 != fingerprint }.prefix(1)
            try unitOfWork.inWriteTransaction { _ in
                if let newID { try settings.set("diary_id", to: newID) }
                let key = Self.fingerprintSetting(folderPath)
                let value = kept.joined(separator: " ")
                if try settings.value(key) != value { try settings.set(key, to: value) }
                let inStepKey = Self.inStepSetting(folderPath)
                if try settings.value(inStepKey) != inStep.text { try settings.set(inStepKey, to: inStep.text) }
                let mergedKey = Self.mergedSetting(folderPath)
                if try settings.value(mergedKey) != mergedNow.text { try settings.set(mergedKey, to: mergedNow.text) }
                try rememberFolder(folderPath)
            }
            // An unchanged file is left alone: no new version for the sync tool to carry.
            let current: OwnFile = newID == nil ? own : try self.ownFile(ownFile, in: folder)
            draft = nil
            if case .file(fingerprint) = current {
                file.abandon()
            } else {
                try file.commit()
            }
        }
        return result.report
    }

    /// The report of a sync with nothing new, or nil when there may be something: this diary has
    /// not changed since it wrote its file (`SyncStampStore.changeMark()`), that file is still in
    /// the folder as it wrote it, and the other diaries' files are the ones it merged whole then.
    ///
    /// Reads each file in the folder for its fingerprint, but no entry of the diary.
    private func nothingNew(
        in folder: any SyncFolder, folderPath: String, own: OwnFile, ownName: String, others: [String], dryRun: Bool
    ) throws -> SyncReport? {
        guard case .file(let fingerprint) = own,
            try settings.value(Self.fingerprintSetting(folderPath))?.split(separator: " ").first.map(String.init)
                == fingerprint,
            let text = try settings.value(Self.inStepSetting(folderPath)), let inStep = InStep(text: text),
            Set(others) == Set(inStep.files.keys),
            try unitOfWork.inWriteTransaction({ diary in try diary.syncStamps.changeMark() }) == inStep.mark
        else { return nil }
        for name in others {
            guard case .file(let source) = try folder.open(name),
                try FingerprintedSource(source).finish() == inStep.files[name]
            else { return nil }
        }
        try rememberFolderIfChanged(folderPath, dryRun: dryRun)
        let none = SyncCounts()
        return SyncReport(
            ownFile: ownName, merged: others.map { SyncReport.FileResult(file: $0, entries: none, impacts: none) },
            skipped: [], changed: false, dryRun: dryRun, sharedIDFile: nil, ahead: [], replacedOwnFile: nil,
            conflicts: [], renamed: [])
    }

    /// Remembers `path` as the last folder (unless `dryRun`), in a transaction of its own.
    private func rememberFolderIfChanged(_ path: String, dryRun: Bool) throws {
        guard !dryRun, try settings.value(Self.folderSetting) != path else { return }
        try unitOfWork.inWriteTransaction { _ in try rememberFolder(path) }
    }

    /// The fingerprint of file `name` in `folder` as it is now; nil when it is not a regular file.
    private static func fingerprint(of name: String, in folder: any SyncFolder) throws -> String? {
        guard case .file(let source) = try folder.open(name) else { return nil }
        return try FingerprintedSource(source).finish()
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
        result: SyncReport.FileResult, step: Int64?, ahead: SyncFileAhead, conflicts: [SyncReport.Conflict],
        unstamped: Bool, latest: Int64
    ) {
        var deletions = SyncMerge(diary: diary, written: written, summary: summary, step: step)
        var fields = FieldMerge(
            diary: diary, written: written, summary: summary, file: name, step: step, stamping: stamping)
        var entries = try ImportMerge(
            diary: diary, written: written, summary: summary, makeUID: makeUID, kind: .sync, step: step)
        var impacts = SyncMerge(diary: diary, written: written, summary: summary, step: step)
        var current = step
        // Whether a record merged without stamps (format 1), to be stamped before the file is written.
        var unstamped = false
        // The latest stamp or deletion time in the file (seconds).
        var latest: Int64 = 0
        let ahead = try reader.read(source, name: name) { record in
            onRecord()
            latest = max(latest, record.latestTime ?? 0)
            switch record {
            case .deleted(let uid, let deletedAt):
                deletions.step = current
                let entry = try deletions.applyEntryDeletion(
                    uid: uid, deletedAt: deletedAt, lastChanged: fields.stamping.states[uid]?.latestStamp?.seconds)
                current = deletions.step
                entries.noteTombstone()
                if let entry { onChange(.deleted(entry, deletedAt: deletedAt)) }
            case .entry(let row, let stamped?):
                fields.step = current
                let change = try fields.mergeEntry(row, stamps: stamped.stamps, values: stamped.values)
                current = fields.step
                if let change { onChange(change) }
            case .entry(let row, nil):
                unstamped = true
                entries.step = current
                let change = try entries.apply(row)
                current = entries.step
                if let change { onChange(.merged(change)) }
            case .impact(let content, let stamps?):
                fields.step = current
                try fields.mergeImpact(content, stamps: stamps)
                current = fields.step
            case .impact(let content, nil):
                unstamped = true
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
                unstamped = true
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
            current, ahead, fields.conflicts, unstamped, latest
        )
    }

    /// Stamps what a merge that is not per field changed (as `SyncStamping.current`), entries in
    /// the order of their `updated_at`, then impact records: the order they are stamped in when
    /// local changes are.
    private static func stampMerged(in diary: WriteTransaction, stamping: inout SyncStamping, now: Int64) throws {
        try diary.syncStamps.forEachEntry(in: .stampTime(now: now)) { entry, kept in
            _ = try stamping.current(
                RecordValues(entry.content), uid: entry.uid, updatedAt: entry.updatedAt.seconds, kept: kept,
                fieldOrder: RecordValues.entryFields)
        }
        for record in try diary.impacts.records().sorted(by: {
            $0.content.updatedAt.seconds < $1.content.updatedAt.seconds
        }) {
            _ = try stamping.current(
                RecordValues(record.content), uid: record.uid, updatedAt: record.content.updatedAt.seconds,
                kept: try diary.syncStamps.state(uid: record.uid), fieldOrder: RecordValues.impactFields)
        }
    }

    /// The stamps of the entries that a stamped rename may rename: those that carry its old name.
    ///
    /// That is all that `SyncRenames` looks up. An entry given the old name by another rename meanwhile
    /// has no stamp for it, as one left out here.
    private static func renamedStates(in diary: WriteTransaction, stamping: SyncStamping) throws
        -> [String: RecordStamps]
    {
        var states: [String: RecordStamps] = [:]
        for rename in try diary.syncStamps.renames() where rename.stamp != nil {
            let names = diary.names(rename.kind)
            guard let old = try names.record(named: rename.fromKey) else { continue }
            for id in try names.entryIDs(withName: old.id) {
                guard let entry = try diary.entries.entry(id: id), states[entry.uid] == nil else { continue }
                states[entry.uid] = stamping.states[entry.uid]
            }
        }
        try stamping.states.check()
        return states
    }

    /// Writes this diary's own file into `draft`, from what the transaction sees, and returns its
    /// fingerprint.
    ///
    /// Records are written one at a time in the file's order (by uid; `SyncFileFormat.text` is the
    /// same file whole): the entries as the diary streams them by uid, merged with the deletions,
    /// impact records and renames, which are few and held.
    private static func writeOwnFile(
        of diary: WriteTransaction, diaryID: String, stamping: inout SyncStamping, into draft: any SyncFileDraft
    ) throws -> String {
        var others: [(key: String, line: String)] = []
        for tombstone in try diary.tombstones.all() {
            others.append((tombstone.uid + "1", SyncFileFormat.deletionLine(tombstone)))
        }
        for record in try diary.impacts.records() {
            let stamps = try stamping.current(
                RecordValues(record.content), uid: record.uid, updatedAt: record.content.updatedAt.seconds,
                kept: try diary.syncStamps.state(uid: record.uid), fieldOrder: RecordValues.impactFields)
            others.append((record.uid + "2", SyncFileFormat.impactLine(record, stamps: stamps)))
        }
        for tombstone in try diary.impacts.tombstones() {
            others.append(
                (
                    tombstone.uid + "3",
                    SyncFileFormat.impactDeletionLine(uid: tombstone.uid, deletedAt: tombstone.deletedAt)
                )
            )
        }
        for (uid, medicationClass) in stamping.classes {
            guard let stamps = stamping.states[uid] else { continue }
            others.append(
                SyncFileFormat.classLine(name: medicationClass.name, value: medicationClass.value, stamps: stamps))
        }
        try stamping.states.check()
        others += try diary.syncStamps.renames().compactMap(SyncFileFormat.renameLine)
        others.sort { $0.key < $1.key }
        let count = try diary.entries.count(matching: .all) + others.count
        var writer = OwnFileWriter(draft: draft)
        try writer.line(SyncFileFormat.headerLine(diaryID: diaryID, records: count))
        var next = others[...]
        var written = 0
        try diary.syncStamps.forEachEntry(in: .uid) { entry, kept in
            let key = entry.uid + "0"
            while let other = next.first, other.key < key {
                try writer.line(other.line)
                next.removeFirst()
            }
            let stamps = try stamping.current(
                RecordValues(entry.content), uid: entry.uid, updatedAt: entry.updatedAt.seconds, kept: kept,
                fieldOrder: RecordValues.entryFields)
            try writer.line { SyncFileFormat.appendEntryLine(entry, stamps: stamps, to: &$0) }
            written += 1
        }
        for other in next { try writer.line(other.line) }
        guard written + others.count == count else {
            throw PainlogError.failure("the diary changed while its sync file was written; sync again")
        }
        try writer.line(SyncFileFormat.endLine(records: count))
        return try writer.finish()
    }
}

/// Lines of a diary's own file on their way to its draft, fingerprinted as they go.
private struct OwnFileWriter {
    private static let capacity = 64 * 1024
    let draft: any SyncFileDraft
    private var buffer: [UInt8] = []
    private var fingerprint = SyncFileFormat.Fingerprint()

    init(draft: any SyncFileDraft) {
        self.draft = draft
        buffer.reserveCapacity(Self.capacity + 4096)
    }

    mutating func line(_ text: String) throws {
        try line { $0.append(contentsOf: text.utf8) }
    }

    /// A line that `write` appends (UTF-8, without its line end).
    mutating func line(_ write: (inout [UInt8]) -> Void) throws {
        write(&buffer)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= Self.capacity { try flush() }
    }

    /// Writes what is left; the file's fingerprint.
    mutating func finish() throws -> String {
        try flush()
        return fingerprint.text
    }

    private mutating func flush() throws {
        fingerprint.add(buffer)
        try draft.write(String(decoding: buffer, as: UTF8.self))
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Another diary's file as it is read for merging, fingerprinted as it goes: the next sync
/// compares the fingerprint to see whether the file changed.
private final class FingerprintedSource: ByteSource {
    private let inner: any ByteSource
    private var fingerprint = SyncFileFormat.Fingerprint()

    init(_ inner: any ByteSource) {
        self.inner = inner
    }

    func nextChunk() throws -> [UInt8] {
        let chunk = try inner.nextChunk()
        fingerprint.add(chunk)
        return chunk
    }

    /// Reads the rest of the file; the fingerprint of all of it.
    func finish() throws -> String {
        while try !nextChunk().isEmpty {}
        return fingerprint.text
    }
}
