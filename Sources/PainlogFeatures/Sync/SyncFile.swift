import PainlogDomain

/// Another diary's file from a sync folder, read whole and validated before anything is merged.
struct SyncFile {
    let name: String
    let entries: [ImportedEntry]
    let tombstones: [(uid: String, deletedAt: Timestamp)]
    let impacts: [ImpactContent]
    let impactTombstones: [(uid: String, deletedAt: Timestamp)]
}
