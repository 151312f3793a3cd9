import PainlogDomain

// What a sync leaves in step with its folder, and how the next sync finds that there is nothing new
// (docs/sync.md, *A sync with nothing new* and *Files merged before*).
extension SyncInteractor {
    /// What a sync leaves in step with the folder (see `inStepSetting`).
    struct InStep: Equatable {
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
    struct MergedMark {
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
    enum OwnFile {
        case missing
        case file(fingerprint: String)
        case other(SyncFolderItem.NotAFile)
    }
}

/// The settings a sync keeps per folder (`SyncInteractor.fingerprintSetting`, `inStepSetting`,
/// `mergedSetting`, and the last folder), read and written as plain values.
struct SyncFolderSettings {
    private let settings: any DiarySettings
    private let unitOfWork: any UnitOfWork
    /// The folder's real path, which names it in the settings.
    let folderPath: String

    init(settings: any DiarySettings, unitOfWork: any UnitOfWork, folderPath: String) {
        self.settings = settings
        self.unitOfWork = unitOfWork
        self.folderPath = folderPath
    }

    /// Whether a sync would find nothing new: this diary has not changed since it wrote its file
    /// (`SyncStampStore.changeMark()`), that file (`own`) is still in the folder as it wrote it, and
    /// the other diaries' files (`others`) are the ones it merged whole then.
    ///
    /// Reads each file in the folder for its fingerprint, but no entry of the diary.
    func nothingNew(in folder: any SyncFolder, own: SyncInteractor.OwnFile, others: [String]) throws -> Bool {
        guard case .file(let fingerprint) = own,
            try settings.value(SyncInteractor.fingerprintSetting(folderPath))?.split(separator: " ").first.map(
                String.init) == fingerprint,
            let text = try settings.value(SyncInteractor.inStepSetting(folderPath)),
            let inStep = SyncInteractor.InStep(text: text),
            Set(others) == Set(inStep.files.keys),
            try unitOfWork.inWriteTransaction({ diary in try diary.syncStamps.changeMark() }) == inStep.mark
        else { return false }
        for name in others {
            // A file that cannot be read (an encrypted one that does not verify) is merged, and
            // skipped there with its reason.
            guard case .file(let source) = try folder.open(name),
                (try? FingerprintedSource(source).finish()) == inStep.files[name]
            else { return false }
        }
        return true
    }

    /// What the last sync in the folder left in step (see `SyncInteractor.inStepSetting`); nil before
    /// the first.
    func lastInStep() throws -> SyncInteractor.InStep? {
        try settings.value(SyncInteractor.inStepSetting(folderPath)).flatMap(SyncInteractor.InStep.init(text:))
    }

    /// The files the last sync merged that need no merging while unchanged (see
    /// `SyncInteractor.mergedSetting`), as that sync left them.
    func mergedBefore() throws -> SyncInteractor.InStep? {
        try settings.value(SyncInteractor.mergedSetting(folderPath)).flatMap(SyncInteractor.InStep.init(text:))
    }

    /// The fingerprints of the files in `mergedBefore` that this sync need not merge again while
    /// unchanged, by name: none unless that sync's undo step is still in the journal, this
    /// computer's clock has not gone back since, and nothing has been deleted here with a time before
    /// that sync's (an edit in the file could be later).
    static func knownFiles(
        _ mergedBefore: SyncInteractor.InStep?, in diary: WriteTransaction, now: Int64
    ) throws -> [String: String] {
        guard let mergedBefore, let mark = SyncInteractor.MergedMark(text: mergedBefore.mark),
            try diary.journal.holds(step: mark.step),
            now >= mark.time, try diary.syncStamps.deletions(before: mark.time) == mark.deletions
        else { return [:] }
        return mergedBefore.files
    }

    /// The fingerprints of the files this diary wrote (or was about to write) in the folder, under
    /// its real path and any other spelling (`formerPaths`) it was recorded under.
    func writtenFingerprints(formerPaths: [String]) throws -> [String] {
        var found: [String] = []
        for path in [folderPath] + formerPaths {
            guard let value = try settings.value(SyncInteractor.fingerprintSetting(path)) else { continue }
            found += value.split(separator: " ").map(String.init).filter { !found.contains($0) }
        }
        return found
    }

    /// Keeps, in a transaction of its own, the fingerprints of the files this diary wrote (`kept`:
    /// the one it is about to write first), what the sync left in step (`inStep`, `merged`), the new
    /// diary id (`newID`, if any) and the folder.
    func keep(
        written kept: [String], inStep: SyncInteractor.InStep, merged: SyncInteractor.InStep, newID: String?
    ) throws {
        try unitOfWork.inWriteTransaction { _ in
            if let newID { try settings.set("diary_id", to: newID) }
            let key = SyncInteractor.fingerprintSetting(folderPath)
            let value = kept.joined(separator: " ")
            if try settings.value(key) != value { try settings.set(key, to: value) }
            let inStepKey = SyncInteractor.inStepSetting(folderPath)
            if try settings.value(inStepKey) != inStep.text { try settings.set(inStepKey, to: inStep.text) }
            let mergedKey = SyncInteractor.mergedSetting(folderPath)
            if try settings.value(mergedKey) != merged.text { try settings.set(mergedKey, to: merged.text) }
            try rememberFolder()
        }
    }

    /// Remembers the folder as the last one (unless `dryRun`), in a transaction of its own.
    func rememberFolderIfChanged(dryRun: Bool) throws {
        guard !dryRun, try settings.value(SyncInteractor.folderSetting) != folderPath else { return }
        try unitOfWork.inWriteTransaction { _ in try rememberFolder() }
    }

    /// Remembers the folder as the last one, inside the caller's transaction.
    func rememberFolder() throws {
        if try settings.value(SyncInteractor.folderSetting) != folderPath {
            try settings.set(SyncInteractor.folderSetting, to: folderPath)
        }
    }

    /// This diary's own files in the folder as it last wrote them (`SyncOwnFiles`); nil when it has
    /// written none since painlog 0.4.
    func ownFiles() throws -> SyncOwnFiles? {
        try settings.value(SyncOwnFiles.setting(folderPath)).flatMap(SyncOwnFiles.init(text:))
    }

    /// Keeps `ownFiles`, in a transaction of its own, before the files are written: a segment this
    /// diary wrote is never taken for a copy's, and one that failed to arrive makes the next sync
    /// write a new snapshot.
    func keep(ownFiles: SyncOwnFiles) throws {
        try unitOfWork.inWriteTransaction { _ in
            let key = SyncOwnFiles.setting(folderPath)
            if try settings.value(key) != ownFiles.text { try settings.set(key, to: ownFiles.text) }
        }
    }

    /// The fingerprint of a file under this diary's name that cannot be read: never one it wrote.
    static let unreadableFingerprint = "unreadable"

    /// What is in `folder` under this diary's file name, read as a stream for its fingerprint.
    static func ownFile(_ name: String, in folder: any SyncFolder) throws -> SyncInteractor.OwnFile {
        switch try folder.open(name) {
        case .missing: return .missing
        case .other(let kind): return .other(kind)
        case .file(let source):
            var fingerprint = SyncFileFormat.Fingerprint()
            while true {
                let chunk: [UInt8]
                do { chunk = try source.nextChunk() } catch is SyncFileProblem {
                    // An encrypted file that does not decrypt or verify: not the one this diary
                    // wrote, so it is examined, skipped with its reason, and written over.
                    return .file(fingerprint: unreadableFingerprint)
                }
                if chunk.isEmpty { return .file(fingerprint: fingerprint.text) }
                fingerprint.add(chunk)
            }
        }
    }
}

/// Another diary's file as it is read for merging, fingerprinted as it goes: the next sync
/// compares the fingerprint to see whether the file changed.
final class FingerprintedSource: ByteSource {
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
