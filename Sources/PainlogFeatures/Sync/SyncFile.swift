import PainlogDomain

/// One record of another diary's sync file, as the reader hands it on.
enum SyncRecord {
    /// An entry, with its stamps (and its values, read once) when the file has them (format 2).
    case entry(ImportedEntry, StampedEntry?)
    /// The other diary deleted entry `uid` at `deletedAt`.
    case deleted(uid: String, deletedAt: Timestamp)
    /// An impact record, with its stamps when the file has them (format 2).
    case impact(ImpactContent, StampedRecord?)
    /// A rename or merge of a name that another diary made or learnt (format 2); from a format 3
    /// file, with what the file's diary says of when it knew it.
    case rename(NameRename, knownBy: SyncRenameKnownBy?)
    /// The diary of a format 3 file, which lists every rename it knows (before any other record).
    case renameWriter(diary: String)
    /// The class another diary set for medication `name` (empty: the built-in table's), stamped.
    case medicationClass(name: String, value: String, StampedRecord)
    /// The other diary deleted impact record `uid` at `deletedAt`.
    case impactDeleted(uid: String, deletedAt: Timestamp)
    /// A conflict the other diary won: its value of a field kept over a diary's value (format 3).
    case lost(LostValue)
    /// A condition, an area's condition or a course, or a deletion of one (format 3).
    case conditions(ConditionSyncRecord)
    /// A recipient of encrypted sync folders, added or removed, stamped (format 3).
    case recipient(String, StampedRecord)

    /// The latest stamp (its seconds) or deletion time in the record; nil for one without stamps.
    var latestTime: Int64? {
        switch self {
        case .entry(_, let stamped): stamped?.stamps.latestStamp?.seconds
        case .deleted(_, let deletedAt), .impactDeleted(_, let deletedAt): deletedAt.seconds
        case .impact(_, let stamps): stamps?.latestStamp?.seconds
        case .rename(let rename, _): rename.stamp?.seconds
        case .renameWriter: nil
        case .medicationClass(_, _, let stamps): stamps.latestStamp?.seconds
        case .lost: nil
        case .conditions(let record): record.latestTime
        case .recipient(_, let stamps): stamps.latestStamp?.seconds
        }
    }
}

/// What reading one file found besides its records: those left out because a time in them is more
/// than a day ahead of this computer's clock.
struct SyncFileAhead: Equatable {
    /// How many records were left out.
    var count = 0
    /// The latest time among them, and its field, to show.
    var latest: (field: String, time: String, seconds: Int64)?

    /// How many entries were left out for lasting longer than an entry may (366 days).
    var tooLong = 0
    /// The longest of them: its start and end as the file has them, and its length in seconds.
    var longest: (occurredAt: String, endedAt: String, seconds: Int64)?

    static func == (lhs: SyncFileAhead, rhs: SyncFileAhead) -> Bool {
        lhs.count == rhs.count && lhs.latest?.time == rhs.latest?.time && lhs.latest?.field == rhs.latest?.field
            && lhs.tooLong == rhs.tooLong && lhs.longest?.occurredAt == rhs.longest?.occurredAt
            && lhs.longest?.endedAt == rhs.longest?.endedAt
    }

    mutating func note(field: String, time: String, seconds: Int64) {
        count += 1
        if latest.map({ seconds > $0.seconds }) ?? true { latest = (field, time, seconds) }
    }

    /// Counts an entry left out for lasting from `occurredAt` to `endedAt` (as the file has them),
    /// longer than an entry may.
    mutating func noteTooLong(occurredAt: String, endedAt: String, seconds: Int64) {
        tooLong += 1
        if longest.map({ seconds > $0.seconds }) ?? true { longest = (occurredAt, endedAt, seconds) }
    }

    /// Whether any record was left out: then the file is read again at the next sync.
    var leftOut: Bool { count > 0 || tooLong > 0 }

    /// What the report says of file `name`: its records left out for a time ahead, and its entries
    /// left out for their length.
    func reports(file name: String) -> [SyncReport.Ahead] {
        var reports: [SyncReport.Ahead] = []
        if count > 0 {
            reports.append(
                SyncReport.Ahead(file: name, count: count, field: latest?.field ?? "", time: latest?.time ?? ""))
        }
        if tooLong > 0, let longest {
            reports.append(
                SyncReport.Ahead(
                    file: name, count: tooLong, field: "ended_at", time: longest.endedAt,
                    reason: .tooLong(occurredAt: longest.occurredAt)))
        }
        return reports
    }
}

/// A format 2 entry's stamps, with its values as the per-field merge reads them.
struct StampedEntry {
    let stamps: StampedRecord
    let values: RecordValues
}
