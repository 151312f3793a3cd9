import PainlogDomain

/// The *write* step of a sync: this diary's own file, written record by record into a draft of the
/// folder from what the sync's transaction sees, fingerprinted as it goes.
enum SyncOwnFileWriter {
    /// Writes this diary's own file into `draft`, from what the transaction sees, and returns its
    /// fingerprint.
    ///
    /// Records are written one at a time in the file's order (by uid; `SyncFileFormat.text` is the
    /// same file whole): the entries as the diary streams them by uid, merged with the deletions,
    /// impact records and renames, which are few and held.
    static func write(
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
