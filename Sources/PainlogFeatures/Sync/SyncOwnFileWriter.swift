import PainlogDomain

/// The *write* step of a sync: this diary's own file, written record by record into a draft of the
/// folder from what the sync's transaction sees, fingerprinted as it goes.
enum SyncOwnFileWriter {
    /// Writes this diary's own file into `draft`, from what the transaction sees, and returns its
    /// fingerprint and number of records.
    ///
    /// Records are written one at a time in the file's order (by uid; `SyncFileFormat.text` is the
    /// same file whole): the entries as the diary streams them by uid, merged with the deletions of
    /// entries and of impact records, read from the diary a page at a time (`DeletionPages`: a
    /// peer's file of 200,000 deletions becomes this diary's own and must not be held), and with the
    /// impact records, which are held.
    /// Conditions, classes and renames sort after every record with a uid (`ConditionSync.lines`,
    /// `SyncFileFormat.classLine`), so they follow the streams.
    ///
    /// With `changedAfter`, the file is a segment (docs/sync.md, *Segments and snapshots*): only the
    /// records, classes and renames changed after that sync generation, and `header` tells which.
    static func write(
        of diary: WriteTransaction, diaryID: String, stamping: inout SyncStamping, into draft: any SyncFileDraft,
        changedAfter: Int64? = nil, header: SyncFileFormat.Header = .snapshot(through: nil)
    ) throws -> (fingerprint: String, records: Int) {
        let changes = diary.syncSegments
        var impacts: [(key: String, line: String)] = []
        let impactRecords =
            try changedAfter.map { try changes.changedImpactRecords(after: $0) } ?? diary.impacts.records()
        for record in impactRecords {
            let stamps = try stamping.current(
                RecordValues(record.content), uid: record.uid, updatedAt: record.content.updatedAt.seconds,
                kept: try diary.syncStamps.state(uid: record.uid), fieldOrder: RecordValues.impactFields)
            impacts.append((record.uid + "2", SyncFileFormat.impactLine(record, stamps: stamps)))
        }
        impacts.sort { $0.key < $1.key }
        var tail: [(key: String, line: String)] = []
        let changedClasses = try changedAfter.map { try changes.changedKeys(after: $0, prefix: "class:") }
        for (uid, medicationClass) in stamping.classes where changedClasses?.contains(uid) ?? true {
            guard let stamps = stamping.states[uid] else { continue }
            tail.append(
                SyncFileFormat.classLine(name: medicationClass.name, value: medicationClass.value, stamps: stamps))
        }
        try stamping.states.check()
        // Conditions, areas' conditions and courses sort after every record with a uid, before the classes.
        tail += try ConditionSync.lines(of: diary, changedAfter: changedAfter)
        // The recipients of encrypted folders, between the conditions and the classes.
        tail += try SyncRecipients.lines(of: diary, changedAfter: changedAfter)
        let changedRenames = try changedAfter.map { try changes.changedKeys(after: $0, prefix: "rename:") }
        let knowledge = try diary.syncStamps.renameKnowledge()
        tail += try diary.syncStamps.renames().filter { changedRenames?.contains("rename:\($0.id)") ?? true }
            .compactMap { SyncFileFormat.renameLine($0, known: knowledge.knownFrom($0, diary: diaryID)) }
        // A conflict won is told while the field still has the value kept: the other diary says so
        // once it holds that value (its own set aside), and only once (`SyncKnowledgeStore.noteTold`),
        // so a line read again tells nothing. A conflict is won by a change made here and stamped at the sync
        // that notes it: a segment carries the lines of the records it carries, beside them.
        for lost in try changedAfter.map({ try changes.changedLostValues(after: $0) }) ?? diary.syncStamps.lostValues()
        where stamping.states[lost.uid]?.fields[lost.field]?.stamp == lost.kept {
            tail.append(SyncFileFormat.lostLine(lost))
        }
        try stamping.states.check()
        tail.sort { $0.key < $1.key }
        var writer = OwnFileWriter(draft: draft)
        var deletions = DeletionPages(
            suffix: "1",
            page: { after, limit in
                try
                    (changedAfter.map { try changes.changedTombstones(after: $0, uid: after, limit: limit) }
                    ?? diary.tombstones.page(after: after, limit: limit)).map {
                        ($0.uid, SyncFileFormat.deletionLine($0))
                    }
            })
        var impactDeletions = DeletionPages(
            suffix: "3",
            page: { after, limit in
                try
                    (changedAfter.map { try changes.changedImpactTombstones(after: $0, uid: after, limit: limit) }
                    ?? diary.impacts.tombstones(after: after, limit: limit)).map {
                        ($0.uid, SyncFileFormat.impactDeletionLine(uid: $0.uid, deletedAt: $0.deletedAt))
                    }
            })
        let count: Int
        if let changedAfter {
            // A segment's records are counted as they are found: only the changed ones are read.
            var entries = 0
            try changes.forEachChangedEntry(after: changedAfter) { _, _ in entries += 1 }
            var counted = DeletionPages(
                suffix: "1",
                page: { after, limit in
                    try changes.changedTombstones(after: changedAfter, uid: after, limit: limit).map { ($0.uid, "") }
                })
            var impactCounted = DeletionPages(
                suffix: "3",
                page: { after, limit in
                    try changes.changedImpactTombstones(after: changedAfter, uid: after, limit: limit).map {
                        ($0.uid, "")
                    }
                })
            count = try entries + counted.count() + impacts.count + impactCounted.count() + tail.count
        } else {
            count =
                try diary.entries.count(matching: .all) + diary.tombstones.count() + impacts.count
                + diary.impacts.tombstoneCount() + tail.count
        }
        try writer.line(SyncFileFormat.headerLine(diaryID: diaryID, records: count, header: header))
        var nextImpact = impacts[...]
        var written = 0
        /// Writes every held or paged record whose key sorts before `key` (nil: all of them).
        func writeOthers(before key: String?) throws {
            while true {
                var first: (key: String, line: String)?
                var from = 0
                for (source, candidate) in [
                    (1, try deletions.peek()), (2, nextImpact.first), (3, try impactDeletions.peek()),
                ] {
                    guard let candidate, key.map({ candidate.key < $0 }) ?? true else { continue }
                    if first.map({ candidate.key < $0.key }) ?? true { (first, from) = (candidate, source) }
                }
                guard let first else { return }
                try writer.line(first.line)
                written += 1
                switch from {
                case 1: deletions.advance()
                case 2: nextImpact.removeFirst()
                default: impactDeletions.advance()
                }
            }
        }
        func forEachEntry(_ body: (Entry, String?) throws -> Void) throws {
            if let changedAfter {
                try changes.forEachChangedEntry(after: changedAfter, body)
            } else {
                try diary.syncStamps.forEachEntry(in: .uid, body)
            }
        }
        try forEachEntry { entry, kept in
            try writeOthers(before: entry.uid + "0")
            let stamps = try stamping.current(
                RecordValues(entry.content), uid: entry.uid, updatedAt: entry.updatedAt.seconds, kept: kept,
                fieldOrder: RecordValues.entryFields)
            try writer.line { SyncFileFormat.appendEntryLine(entry, stamps: stamps, to: &$0) }
            written += 1
        }
        try writeOthers(before: nil)
        for other in tail { try writer.line(other.line) }
        guard written + tail.count == count else {
            throw PainlogError.failure("the diary changed while its sync file was written; sync again")
        }
        try writer.line(SyncFileFormat.endLine(records: count))
        return (try writer.finish(), count)
    }
}

/// Deletion records read from the diary a page at a time, by uid, each with the key it sorts by in
/// the file (its uid and the kind's `suffix`): at most one page is held.
private struct DeletionPages {
    private static let pageSize = 1000
    let suffix: String
    /// At most `limit` records whose uid sorts after the given one, by uid.
    let page: (_ after: String, _ limit: Int) throws -> [(uid: String, line: String)]
    private var held: [(uid: String, line: String)] = []
    private var index = 0
    private var lastUID = ""
    private var exhausted = false

    init(suffix: String, page: @escaping (_ after: String, _ limit: Int) throws -> [(uid: String, line: String)]) {
        self.suffix = suffix
        self.page = page
    }

    /// The next record, read with its page when the one held is used up; nil after the last.
    mutating func peek() throws -> (key: String, line: String)? {
        if index == held.count, !exhausted {
            held = try page(lastUID, Self.pageSize)
            index = 0
            exhausted = held.count < Self.pageSize
            if let last = held.last { lastUID = last.uid }
        }
        guard index < held.count else { return nil }
        return (held[index].uid + suffix, held[index].line)
    }

    /// Moves past the record `peek` returned.
    mutating func advance() { index += 1 }

    /// The number of records left, read a page at a time.
    mutating func count() throws -> Int {
        var found = 0
        while try peek() != nil {
            found += 1
            advance()
        }
        return found
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
