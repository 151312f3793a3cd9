import PainlogDomain

/// This diary's own files in one sync folder as it last wrote them: its snapshot and the segments
/// written since (docs/sync.md, *Segments and snapshots*), kept in the setting
/// `sync_own_files FOLDER`.
///
/// Text: `GENERATION SNAPSHOT_RECORDS LAST_NUMBER`, then `NUMBER RECORDS FINGERPRINT` for each
/// segment, separated by tabs.
public struct SyncOwnFiles: Equatable {
    /// The setting, per folder.
    static func setting(_ folder: String) -> String { "sync_own_files " + folder }

    /// A segment this diary wrote.
    struct Segment: Equatable {
        let number: Int
        let records: Int
        let fingerprint: String
    }

    /// The sync generation up to which the files hold this diary's changes
    /// (`SyncSegmentStore.openGeneration()` when they were written).
    var generation: Int64
    /// The number of records of the snapshot.
    var snapshotRecords: Int
    /// The last segment number used in the folder: numbers are never used twice, so that a reader's
    /// "the last segment I merged" stays true across a new snapshot.
    var lastNumber: Int
    /// The segments written since the snapshot, oldest first.
    var segments: [Segment]

    init(generation: Int64, snapshotRecords: Int, lastNumber: Int, segments: [Segment]) {
        self.generation = generation
        self.snapshotRecords = snapshotRecords
        self.lastNumber = lastNumber
        self.segments = segments
    }

    init?(text: String) {
        var parts = text.split(separator: "\t").makeIterator()
        guard let head = parts.next() else { return nil }
        let fields = head.split(separator: " ")
        guard fields.count == 3, let generation = Int64(fields[0]), let records = Int(fields[1]),
            let last = Int(fields[2])
        else { return nil }
        var segments: [Segment] = []
        while let part = parts.next() {
            let fields = part.split(separator: " ")
            guard fields.count == 3, let number = Int(fields[0]), let records = Int(fields[1]) else { return nil }
            segments.append(Segment(number: number, records: records, fingerprint: String(fields[2])))
        }
        self.init(generation: generation, snapshotRecords: records, lastNumber: last, segments: segments)
    }

    var text: String {
        (["\(generation) \(snapshotRecords) \(lastNumber)"]
            + segments.map { "\($0.number) \($0.records) \($0.fingerprint)" }).joined(separator: "\t")
    }

    /// The records of all the segments.
    var segmentRecords: Int { segments.reduce(0) { $0 + $1.records } }

    /// Whether `changed` more records go into a segment rather than a new snapshot: while the
    /// segments, with it, hold no more than half the records of the snapshot (a reader that joins
    /// late reads at most one and a half times the diary; a first merge of another diary's records,
    /// as many as this one's, goes into a snapshot, not into a segment every later sync adds to),
    /// and there are fewer than `maximumSegments` (each is a file to list, to fingerprint and, with
    /// encryption, to decrypt).
    func takesSegment(of changed: Int) -> Bool {
        segments.count < Self.maximumSegments && 2 * (segmentRecords + changed) <= snapshotRecords
    }

    /// The most segments a diary keeps beside its snapshot.
    static let maximumSegments = 200
}
