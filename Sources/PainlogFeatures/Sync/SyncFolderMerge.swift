import PainlogDomain

/// The *merge* step of a sync: every other diary's file in the folder, each in a savepoint of its
/// own (`SyncFileMerge`), inside the sync's transaction.
///
/// A file that cannot be read or is damaged is skipped whole (its savepoint rolled back, and the
/// stamps and step as they were before it); a file merged before and unchanged since (`known`) is
/// not read again. What it leaves are plain values: the undo step, each file's counts, the
/// conflicts, the files skipped and left partly out, and the fingerprints of the files merged whole.
struct SyncFolderMerge {
    private let diary: WriteTransaction
    private let unitOfWork: any UnitOfWork
    private let folder: any SyncFolder
    private let reader: SyncFileReader
    private let now: Int64
    private let written: Timestamp
    private let summary: String
    private let makeUID: () -> String
    /// Whether this diary's file name is a copy's too: then no file is noted as merged whole.
    private let sharedID: Bool
    /// The files under this diary's name, when they are merged because this diary did not write
    /// them: never noted as merged whole, since this diary writes its own over them.
    private let ownNames: Set<String>
    /// The fingerprints of the files merged before that need no merging while unchanged, by name.
    private let known: [String: String]

    /// The stamps, as the files merged so far left them.
    private(set) var stamping: SyncStamping
    /// The sync's undo step, once a file changed anything.
    private(set) var step: Int64?
    private(set) var merged: [SyncReport.FileResult] = []
    private(set) var conflicts: [SyncReport.Conflict] = []
    private(set) var skipped: [SyncFileProblem] = []
    private(set) var ahead: [SyncReport.Ahead] = []
    /// Whether a record merged without stamps (format 1), to be stamped before the file is written.
    private(set) var unstamped = false
    /// The fingerprint of each file merged whole, by name: the same file at the next sync has
    /// nothing new (`SyncInteractor.inStepSetting`).
    private(set) var wholeFiles: [String: String] = [:]
    /// Those of them that a later sync need not merge again while unchanged
    /// (`SyncInteractor.mergedSetting`).
    private(set) var skippableFiles: [String: String] = [:]
    /// The files read and merged (not those merged before and unchanged since), in order.
    private(set) var readFiles: [String] = []
    /// The records read so far from all the files.
    private var read = 0

    init(
        diary: WriteTransaction, unitOfWork: any UnitOfWork, folder: any SyncFolder, now: Int64, written: Timestamp,
        zone: TimeZoneRules, summary: String, makeUID: @escaping () -> String, sharedID: Bool,
        ownNames: Set<String>, known: [String: String], stamping: SyncStamping
    ) {
        self.diary = diary
        self.unitOfWork = unitOfWork
        self.folder = folder
        reader = SyncFileReader(now: now, zone: zone)
        self.now = now
        self.written = written
        self.summary = summary
        self.makeUID = makeUID
        self.sharedID = sharedID
        self.ownNames = ownNames
        self.known = known
        self.stamping = stamping
    }

    /// Merges the files `names`, in that order.
    ///
    /// `onChange` hears of each entry merged in or deleted, once its file has merged whole;
    /// `onRecord` the number of records read so far, after each one.
    mutating func merge(
        _ names: [String], onChange: ((String, SyncChange) -> Void)?, onRecord: (Int) -> Void
    ) throws {
        for name in names {
            let before = step
            let stampingBefore = stamping
            do {
                try merge(name, onChange: onChange, onRecord: onRecord)
            } catch let problem as SyncFileProblem {
                skip(problem, step: before, stamping: stampingBefore)
            } catch let error as PainlogError where error.kind == .badData {
                skip(.skipped(file: name, reason: error.message), step: before, stamping: stampingBefore)
            } catch let error as PainlogError where error.kind == .noInput {
                skip(
                    .skipped(file: name, reason: "cannot read it (\(error.message))"), step: before,
                    stamping: stampingBefore)
            }
        }
    }

    /// The file's savepoint rolled back: nothing of it stays, in the diary or here.
    private mutating func skip(_ problem: SyncFileProblem, step before: Int64?, stamping stampingBefore: SyncStamping) {
        step = before
        stamping = stampingBefore
        stamping.states.forget()
        skipped.append(problem)
    }

    /// Merges file `name` in a savepoint of its own; throws what makes it skipped.
    private mutating func merge(
        _ name: String, onChange: ((String, SyncChange) -> Void)?, onRecord: (Int) -> Void
    ) throws {
        if let fingerprint = known[name], try Self.fingerprint(of: name, in: folder) == fingerprint {
            // Merged before, unchanged since, nothing undone: merging it again changes nothing.
            let none = SyncCounts()
            merged.append(SyncReport.FileResult(file: name, entries: none, impacts: none))
            wholeFiles[name] = fingerprint
            skippableFiles[name] = fingerprint
            return
        }
        let source: FingerprintedSource
        switch try folder.open(name) {
        case .file(let file): source = FingerprintedSource(file)
        case .missing: return  // gone since the folder was listed
        case .other(let kind):
            throw SyncFileProblem.skipped(file: name, reason: "it is \(kind.description), not a regular file")
        }
        var changes: [SyncChange] = []
        var read = self.read
        defer { self.read = read }
        let outcome = try unitOfWork.inWriteTransaction { _ in
            let outcome = try SyncFileMerge.merge(
                source, named: name, reader: reader, into: diary, written: written, summary: summary,
                makeUID: makeUID, step: step, stamping: &stamping,
                onRecord: {
                    read += 1
                    onRecord(read)
                }
            ) { change in if onChange != nil { changes.append(change) } }
            try stamping.states.check()
            return outcome
        }
        try note(outcome, of: name, source: source)
        for change in changes { onChange?(name, change) }
    }

    /// Keeps what file `name` did, once it merged.
    private mutating func note(_ outcome: SyncFileMerge.Outcome, of name: String, source: FingerprintedSource) throws {
        step = outcome.step
        readFiles.append(name)
        unstamped = unstamped || outcome.unstamped
        merged.append(outcome.result)
        conflicts += outcome.conflicts
        ahead += outcome.ahead.reports(file: name)
        if !outcome.ahead.leftOut, !sharedID, !ownNames.contains(name) {
            // Merged whole: the same file at the next sync has nothing new.
            let fingerprint = try source.finish()
            wholeFiles[name] = fingerprint
            if !outcome.unstamped, outcome.latest <= now { skippableFiles[name] = fingerprint }
        }
    }

    /// The fingerprint of file `name` in `folder` as it is now; nil when it is not a regular file.
    static func fingerprint(of name: String, in folder: any SyncFolder) throws -> String? {
        guard case .file(let source) = try folder.open(name) else { return nil }
        return try FingerprintedSource(source).finish()
    }
}
