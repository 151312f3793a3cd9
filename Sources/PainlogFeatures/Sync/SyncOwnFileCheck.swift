import PainlogDomain

/// What the file under this diary's name is when it is not one this diary wrote (its fingerprint is
/// not one the diary kept): a copy of this database's, or something merged as any other diary's
/// file and then written over (docs/sync.md, *A file under this diary's name*).
///
/// Decided by the file's stamps, not its fingerprint: the file is a copy of this database's only when
/// it holds a stamp under this diary's id that this diary never made. Every stamp a diary makes is
/// (1) no later than its clock's latest stamp, which only moves forward, and (2) no later than the
/// stamp it keeps for the same field or member of the same record, which is only ever replaced by a
/// later one (a local change is stamped after every stamp made or seen; a merge keeps the later
/// stamp; undoing a merge puts back what was there before it) and outlives the record. So a stamp
/// under this diary's id later than its clock, on an entry or impact record this diary holds no
/// stamps for, later than the stamp it keeps for that field or member, or on a rename it does not
/// know, was made elsewhere: by a diary with this diary's id, a copy of this database. An older
/// version of this diary's own file (restored from a backup or a cloud's history), or another
/// diary's file copied under this name, holds none: its stamps under this diary's id are ones this
/// diary made (another diary has them only by merging this one's file).
struct SyncOwnFileCheck {
    /// What the file is.
    enum Verdict: Equatable {
        /// Written by a copy of this database: this diary takes a new id.
        case copy
        /// Anything else: merged as another diary's file, then written over.
        case found(SyncReport.FoundOwnFile)
    }

    /// Thrown to stop reading at the first stamp this diary never made.
    private struct NeverMade: Error {}

    let diaryID: String
    let reader: SyncFileReader
    /// The clock and the stamps this diary keeps, after this sync stamped its local changes.
    let stamping: SyncStamping
    /// The stamps of the renames this diary made or learnt, under its own id.
    let renameStamps: Set<ChangeStamp>

    init(diaryID: String, reader: SyncFileReader, stamping: SyncStamping, renames: [NameRename]) {
        self.diaryID = diaryID
        self.reader = reader
        self.stamping = stamping
        renameStamps = Set(renames.compactMap(\.stamp).filter { $0.diary == diaryID })
    }

    /// What file `name` in `folder` is, read as a stream up to the first stamp this diary never made.
    ///
    /// A file that cannot be read as a sync file is no copy's: the merge skips it, with its reason,
    /// and this diary writes its own over it.
    func examine(_ name: String, in folder: any SyncFolder) throws -> Verdict {
        guard case .file(let head) = try folder.open(name) else { return .found(.unreadable) }
        let named = (try? SyncLineReader(head).next()).flatMap(SyncFileReader.headerDiary)
        guard case .file(let source) = try folder.open(name) else { return .found(.unreadable) }
        do {
            _ = try reader.read(source, name: name) { record in
                if neverMade(record) { throw NeverMade() }
            }
        } catch is NeverMade {
            return .copy
        } catch is SyncFileProblem {
            return .found(.unreadable)
        } catch let error as PainlogError where error.kind == .badData || error.kind == .noInput {
            return .found(.unreadable)
        }
        try stamping.states.check()
        guard let named, named != diaryID else { return .found(.olderVersion) }
        return .found(.otherDiary(named))
    }

    /// Whether `record` holds a stamp under this diary's id that this diary never made.
    private func neverMade(_ record: SyncRecord) -> Bool {
        switch record {
        case .entry(let row, let stamped?):
            guard let uid = row.uid else { return false }
            return neverMade(stamped.stamps, uid: uid, heldByEveryMaker: true)
        case .impact(let content, let stamps?):
            return neverMade(stamps, uid: content.uid, heldByEveryMaker: true)
        case .medicationClass(let name, _, let stamps):
            // A class is kept under its medication's name, which a rename moves: no stamps kept
            // under that name says nothing.
            return neverMade(stamps, uid: SyncStamping.classUID(name), heldByEveryMaker: false)
        case .rename(let rename, _):
            guard let stamp = rename.stamp, stamp.diary == diaryID else { return false }
            return !renameStamps.contains(stamp)
        case .conditions(.condition(let uid, _, _, _, _, let stamps)):
            return neverMade(stamps, uid: ConditionSync.conditionKey(uid), heldByEveryMaker: true)
        case .conditions(.course(let record, let stamps)):
            return neverMade(stamps, uid: ConditionSync.courseKey(record.course.uid), heldByEveryMaker: true)
        case .conditions(.area(let key, _, _, let stamps)):
            // Kept under the area's name, which a rename moves, as a class is.
            return neverMade(stamps, uid: ConditionSync.areaKey(key), heldByEveryMaker: false)
        case .recipient(let recipient, let stamps):
            return neverMade(stamps, uid: SyncRecipients.key(recipient), heldByEveryMaker: true)
        case .entry(_, nil), .impact(_, nil), .deleted, .impactDeleted, .lost, .conditions, .renameWriter:
            return false
        }
    }

    /// Whether `remote`, record `uid` as the file has it, holds a stamp under this diary's id later
    /// than its clock or than the stamp it keeps for that field or member; with
    /// `heldByEveryMaker`, also any such stamp on a record it keeps no stamps for.
    private func neverMade(_ remote: StampedRecord, uid: String, heldByEveryMaker: Bool) -> Bool {
        let latest = stamping.clock.latest
        var kept: RecordStamps??
        func local() -> RecordStamps? {
            if let kept { return kept }
            let state = stamping.states[uid]
            kept = .some(state)
            return state
        }
        func neverMade(_ stamp: ChangeStamp, keptStamp: (RecordStamps) -> ChangeStamp?) -> Bool {
            guard stamp.diary == diaryID else { return false }
            // A field or member this diary keeps a stamp for is judged by that stamp alone: a change
            // made here that replaced a value from a clock ahead is stamped past the clock (one
            // count after the value it replaced), and kept.
            if let state = local(), let kept = keptStamp(state) { return stamp > kept }
            if let latest, stamp > latest { return true }
            return local() == nil ? heldByEveryMaker : false
        }
        for (field, value) in remote.fields where neverMade(value.stamp, keptStamp: { $0.fields[field]?.stamp }) {
            return true
        }
        for (member, value) in remote.members where neverMade(value.stamp, keptStamp: { $0.members[member]?.stamp }) {
            return true
        }
        return false
    }
}
