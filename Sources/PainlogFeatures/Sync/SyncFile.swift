import PainlogDomain

/// One record of another diary's sync file, as the reader hands it on.
enum SyncRecord {
    /// An entry, with its stamps (and its values, read once) when the file has them (format 2).
    case entry(ImportedEntry, StampedEntry?)
    /// The other diary deleted entry `uid` at `deletedAt`.
    case deleted(uid: String, deletedAt: Timestamp)
    /// An impact record, with its stamps when the file has them (format 2).
    case impact(ImpactContent, StampedRecord?)
    /// A rename or merge of a name that another diary made or learnt (format 2).
    case rename(NameRename)
    /// The class another diary set for medication `name` (empty: the built-in table's), stamped.
    case medicationClass(name: String, value: String, StampedRecord)
    /// The other diary deleted impact record `uid` at `deletedAt`.
    case impactDeleted(uid: String, deletedAt: Timestamp)

    /// The latest stamp (its seconds) or deletion time in the record; nil for one without stamps.
    var latestTime: Int64? {
        switch self {
        case .entry(_, let stamped): stamped?.stamps.latestStamp?.seconds
        case .deleted(_, let deletedAt), .impactDeleted(_, let deletedAt): deletedAt.seconds
        case .impact(_, let stamps): stamps?.latestStamp?.seconds
        case .rename(let rename): rename.stamp?.seconds
        case .medicationClass(_, _, let stamps): stamps.latestStamp?.seconds
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

    static func == (lhs: SyncFileAhead, rhs: SyncFileAhead) -> Bool {
        lhs.count == rhs.count && lhs.latest?.time == rhs.latest?.time && lhs.latest?.field == rhs.latest?.field
    }

    mutating func note(field: String, time: String, seconds: Int64) {
        count += 1
        if latest.map({ seconds > $0.seconds }) ?? true { latest = (field, time, seconds) }
    }
}

/// A format 2 entry's stamps, with its values as the per-field merge reads them.
struct StampedEntry {
    let stamps: StampedRecord
    let values: RecordValues
}
