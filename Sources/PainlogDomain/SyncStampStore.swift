/// What sync keeps to merge field by field: each record's stamps (as one text, in the format the
/// sync feature writes) and the earlier values a sync set aside.
///
/// Rows are keyed by the record's uid (entries and impact records alike) and outlive the record.
/// Change them only inside a write transaction.
public protocol SyncStampStore: SyncKnowledgeStore {
    /// The stamps of record `uid`: nil when no sync has seen it, empty when every field is to be
    /// stamped again.
    func state(uid: String) throws -> String?

    /// Every record's stamps, by uid.
    func allStates() throws -> [String: String]

    /// The stamps of the records whose uid begins with `prefix` (ASCII), by uid.
    func states(withPrefix prefix: String) throws -> [String: String]

    /// Readies the store for a sync's merge, which reads and writes every record of the files it
    /// merges, in the order of their uids: the store may keep more of the diary in memory for it
    /// (within the bound on a command's memory, docs/performance.md).
    func prepareForMerging() throws

    /// Every entry with its stamps (as `state(uid:)` gives them), in `order`, read as a stream:
    /// what a sync reads of a large diary without holding it.
    func forEachEntry(in order: StampedEntryOrder, _ body: (Entry, String?) throws -> Void) throws

    /// A text that changes whenever the diary's entries, impact records, their deletions or its
    /// renames change, read without reading them: the undo journal's last step and count, and
    /// counts, last ids and sums of times of those tables.
    ///
    /// A sync keeps it beside the file it wrote: the same text at the next sync means that this
    /// diary has nothing new to write.
    func changeMark() throws -> String

    /// A text naming the deletions (of entries and impact records) dated before `seconds`: their
    /// number and the sum of their times. A deletion made with this computer's clock set back adds
    /// to it, and so does any other dated before then.
    func deletions(before seconds: Int64) throws -> String

    /// Sets the stamps of record `uid`; with `step`, first notes them as they were, so that undoing
    /// that step (a sync's merge) puts them back.
    func setState(uid: String, to state: String, step: Int64?) throws

    /// Keeps `value`, an earlier value of `field` of record `uid` stamped `stamp`, set aside at
    /// `seenAt` (UTC seconds); only the latest `limit` per field are kept. A value with a stamp
    /// already kept is not kept twice.
    func keepEarlierValue(_ value: SetAsideValue, limit: Int) throws

    /// The earlier values kept for record `uid`, by field, then latest stamp first.
    func earlierValues(uid: String) throws -> [SetAsideValue]

    /// Notes a rename made here in undo step `step` (not stamped until a sync stamps it).
    func noteRename(_ rename: NameRename, step: Int64) throws

    /// Every rename made here or learnt from another diary, oldest first.
    func renames() throws -> [NameRename]

    /// Gives the rename made here with `id` its stamp.
    func stampRename(id: Int64, stamp: ChangeStamp) throws

    /// Keeps a rename learnt from another diary; false when it was known.
    func keepRename(_ rename: NameRename) throws -> Bool

    /// Notes a conflict this diary won: its value of a field kept over another diary's.
    func noteLostValue(_ value: LostValue) throws

    /// Every conflict this diary won, by uid, field and the losing stamp.
    func lostValues() throws -> [LostValue]
}

/// A field where a sync kept this diary's value (stamped `kept`) over another diary's (stamped
/// `lost`): this diary's file tells the other diary, whose value lost, at its next sync.
public struct LostValue: Sendable, Equatable {
    public let uid: String
    public let field: String
    public let lost: ChangeStamp
    public let kept: ChangeStamp

    public init(uid: String, field: String, lost: ChangeStamp, kept: ChangeStamp) {
        self.uid = uid
        self.field = field
        self.lost = lost
        self.kept = kept
    }
}

/// The order `SyncStampStore.forEachEntry(in:_:)` reads entries in.
public enum StampedEntryOrder: Sendable, Equatable {
    /// By uid (its UTF-8 bytes), as a sync file lists them.
    case uid
    /// By the time each is stamped at (`updated_at`, or `now` when later for an entry whose stamps
    /// are empty: to be stamped again whole), then by `occurred_at` and id.
    case stampTime(now: Int64)
}

/// A rename or merge of an area, tag or medication name, as sync carries it.
public struct NameRename: Sendable, Equatable {
    /// Its row here (0 for one not stored yet).
    public let id: Int64
    public let kind: NameKind
    /// The old name's canonical key (`NameRules.key(for:)`).
    public let fromKey: String
    /// The new name, as typed.
    public let toName: String
    /// When it was made (UTC seconds).
    public let renamedAt: Int64
    /// Its stamp; nil for one made here that no sync has stamped yet.
    public let stamp: ChangeStamp?

    public init(id: Int64 = 0, kind: NameKind, fromKey: String, toName: String, renamedAt: Int64, stamp: ChangeStamp?) {
        self.id = id
        self.kind = kind
        self.fromKey = fromKey
        self.toName = toName
        self.renamedAt = renamedAt
        self.stamp = stamp
    }
}

/// A value that a sync replaced, or turned down, in one field of one record.
public struct SetAsideValue: Sendable, Equatable {
    public let uid: String
    public let field: String
    /// The value as sync files write it (times in ISO 8601, lists one member a line).
    public let value: String
    public let stamp: ChangeStamp
    /// When this diary set it aside (UTC seconds).
    public let seenAt: Int64

    public init(uid: String, field: String, value: String, stamp: ChangeStamp, seenAt: Int64) {
        self.uid = uid
        self.field = field
        self.value = value
        self.stamp = stamp
        self.seenAt = seenAt
    }
}
