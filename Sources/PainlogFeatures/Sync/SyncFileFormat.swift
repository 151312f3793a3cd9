import PainlogChecksum
import PainlogDomain

/// The file each diary writes in a sync folder, `painlog-<diary id>.jsonl` (README: "Sync"): JSON
/// Lines in UTF-8, one object per line, LF line ends.
///
/// The first line is the header `{"painlog_sync":1,"diary":"<id>","records":N,
/// "omitted_when_none":["ended_at"]}`, the last `{"end":N}`; between them the N records sorted by
/// `uid`, each with a `type`: `entry` (the export's fields but `id`), `deleted` (`uid`,
/// `deleted_at`), `impact` (the PEG fields, `created_at`, `updated_at`) or `impact_deleted` (`uid`,
/// `deleted_at`). Sorted, one record a line: a git-backed folder gets small diffs, and a file cut
/// short lacks its last line.
///
/// An entry without an end has no `ended_at` at all: painlog 0.2 reads every field ending in `_at`
/// as a time and skips the whole file at a `null`, while it reads a time it does not know and
/// leaves it alone. The header's `omitted_when_none` says that such a record has no end; a file
/// without it (from painlog 0.2) says nothing about ends, and the entries it updates keep theirs.
///
/// Format 3 (painlog 0.4) adds an entry's `symptoms` (sorted names), left out when it has none, and
/// their members (`+symptom STAMP NAME`, `-symptom STAMP NAME`): a format 3 record without
/// `symptoms` has none, while a format 2 file says nothing about symptoms, and the entries it
/// updates keep theirs (their members are merged one by one, and a file without them has none).
public enum SyncFileFormat {
    /// The format this painlog writes and the newest it reads.
    public static let version = 3
    /// The first format whose entry records carry `symptoms` (left out when none).
    static let symptomsVersion = 3
    /// The first format whose files list every rename their diary knows, each with `known`: the
    /// stamp of the diary's own from which it knew a rename it learnt (docs/sync.md, *Renames reach
    /// what was logged before they were known (0.4)*).
    static let renameKnowledgeVersion = 3
    /// A rename record's member naming the stamp from which the file's diary knew the rename.
    static let knownKey = "known"
    /// The members an entry or impact record of format 2 has besides format 1's: each field's
    /// stamp (`FIELD STAMP`, one string each) and each list member's (`+LIST STAMP KEY` present,
    /// `-LIST STAMP KEY` removed), see `RecordValues` for the fields, lists and keys; `STAMP` is `=`
    /// for the stamp before it in the record.
    static let stampsKey = "stamps"
    static let membersKey = "members"

    /// The header member that lists the entry fields a record leaves out when the entry has none.
    static let omittedWhenNoneKey = "omitted_when_none"
    /// The entry fields this painlog leaves out of a record when the entry has none (see above).
    static let omittedWhenNone = ["ended_at"]

    /// The name of the file of the diary with id `diaryID`.
    public static func fileName(diaryID: String) -> String { "painlog-\(diaryID).jsonl" }

    /// The name of segment `number` of the diary with id `diaryID` (docs/sync.md, *Segments and
    /// snapshots*): what it changed since the file before, `painlog-<id>+<n>.jsonl`.
    public static func segmentName(diaryID: String, number: Int) -> String { "painlog-\(diaryID)+\(number).jsonl" }

    /// The number of `name` when it is a segment of the diary with id `diaryID` (not a conflict copy).
    public static func segmentNumber(_ name: String, diaryID: String) -> Int? {
        let prefix = "painlog-\(diaryID)+"
        guard name.hasPrefix(prefix), name.hasSuffix(".jsonl") else { return nil }
        let digits = name.dropFirst(prefix.count).dropLast(".jsonl".count)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber), let number = Int(digits)
        else { return nil }
        return number
    }

    /// The diary id and segment number of `name` when it is a segment (`painlog-<id>+<n>.jsonl`,
    /// not a conflict copy).
    static func segment(_ name: String) -> (diaryID: String, number: Int)? {
        guard name.hasPrefix("painlog-"), name.hasSuffix(".jsonl"), let plus = name.lastIndex(of: "+") else {
            return nil
        }
        let diaryID = String(name[name.index(name.startIndex, offsetBy: "painlog-".count)..<plus])
        guard !diaryID.isEmpty, let number = segmentNumber(name, diaryID: diaryID) else { return nil }
        return (diaryID, number)
    }

    /// The diary id of `name` when it is a snapshot (`painlog-<id>.jsonl`, not a conflict copy or
    /// a segment, and not the inbox).
    static func snapshotDiaryID(_ name: String) -> String? {
        guard name.hasPrefix("painlog-"), name.hasSuffix(".jsonl") else { return nil }
        let id = name.dropFirst("painlog-".count).dropLast(".jsonl".count)
        guard !id.isEmpty, id.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { return nil }
        return String(id)
    }

    /// What a file of format 3 is, as its header says.
    enum Header: Equatable {
        /// Every record the diary holds, after its segments up to `through` (nil: none before it).
        case snapshot(through: Int?)
        /// Segment `number`: what the diary changed since the file before.
        case segment(Int)
    }

    /// The header member of a snapshot that names the last segment it holds.
    static let throughKey = "through"
    /// The header member of a segment that gives its number.
    static let segmentKey = "segment"

    /// Whether `name` is a diary's file, or a file-sync tool's copy of one (Syncthing names a conflict
    /// copy `painlog-<id>.sync-conflict-<date>-<time>-<device>.jsonl`).
    ///
    /// Hidden and partial files are not.
    public static func isDiaryFile(_ name: String) -> Bool {
        name.hasPrefix("painlog-") && name.hasSuffix(".jsonl")
    }

    /// A 64-bit FNV-1a fingerprint of a file's bytes: enough to see whether the file in the folder
    /// is still the one this diary wrote (not a defence against anyone).
    static func fingerprint(_ bytes: [UInt8]) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add(bytes)
        return fingerprint.text
    }

    /// `fingerprint(_:)` of bytes that come in chunks.
    struct Fingerprint {
        private var hash = FNV1a64()

        mutating func add(_ bytes: [UInt8]) { hash.add(bytes) }

        var text: String { String(hash.value, radix: 16) }
    }

    /// The whole file of a diary holding these records.
    static func text(
        diaryID: String, entries: [Entry], tombstones: [Tombstone], impacts: [ImpactRecord],
        impactTombstones: [(uid: String, deletedAt: Timestamp)], stamps: [String: RecordStamps],
        renames: [NameRename] = [], classes: [(name: String, value: String, stamps: RecordStamps)] = []
    ) -> String {
        // Each record is written to its line at once: a line holds less memory than its value.
        var records: [(key: String, line: String)] = []
        for entry in entries {
            records.append((entry.uid + "0", entryLine(entry, stamps: stamps[entry.uid])))
        }
        for tombstone in tombstones {
            records.append((tombstone.uid + "1", deletionLine(tombstone)))
        }
        for record in impacts {
            records.append((record.uid + "2", impactLine(record, stamps: stamps[record.uid])))
        }
        for tombstone in impactTombstones {
            records.append(
                (tombstone.uid + "3", impactDeletionLine(uid: tombstone.uid, deletedAt: tombstone.deletedAt)))
        }
        for medicationClass in classes {
            records.append(
                classLine(name: medicationClass.name, value: medicationClass.value, stamps: medicationClass.stamps))
        }
        for rename in renames {
            guard let line = renameLine(rename) else { continue }
            records.append(line)
        }
        records.sort { $0.key < $1.key }
        var text = headerLine(diaryID: diaryID, records: records.count) + "\n"
        for record in records { text += record.line + "\n" }
        return text + endLine(records: records.count) + "\n"
    }

    /// The first line of a file of `count` records, without its line end.
    static func headerLine(diaryID: String, records count: Int, header: Header = .snapshot(through: nil)) -> String {
        var members: [(String, JSONValue)] = [
            ("painlog_sync", .number(version)), ("diary", .string(diaryID)), ("records", .number(count)),
            (omittedWhenNoneKey, .strings(omittedWhenNone)),
        ]
        switch header {
        case .snapshot(let through?): members.append((throughKey, .number(through)))
        case .snapshot(nil): break
        case .segment(let number): members.append((segmentKey, .number(number)))
        }
        return JSONWriter.text(.object(members))
    }

    /// The last line of a file of `count` records, without its line end.
    static func endLine(records count: Int) -> String {
        JSONWriter.text(.object([("end", .number(count))]))
    }

    /// The record of `entry` with its stamps, without its line end; sorted by its uid.
    static func entryLine(_ entry: Entry, stamps: RecordStamps?) -> String {
        var out: [UInt8] = []
        appendEntryLine(entry, stamps: stamps, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `entryLine(_:stamps:)`, in UTF-8: the export's members but `id` and `rev`
    /// (`EntryJSONFormatter`), `ended_at` and `symptoms` left out when there are none, then the stamps.
    static func appendEntryLine(_ entry: Entry, stamps: RecordStamps?, to out: inout [UInt8]) {
        var object = JSONWriter.Object(in: &out)
        object.string("type", "entry", &out)
        object.string("uid", entry.uid, &out)
        object.time("occurred_at", entry.occurredAt, &out)
        object.number("intensity", entry.intensity.value, &out)
        object.strings("areas", entry.areas, &out)
        object.strings("tags", entry.tags, &out)
        object.strings("medications", entry.medications.map(\.text), &out)
        object.string("note", entry.note, &out)
        object.time("created_at", entry.createdAt, &out)
        object.time("updated_at", entry.updatedAt, &out)
        if let ended = entry.endedAt { object.time("ended_at", ended, &out) }
        if !entry.symptoms.isEmpty { object.strings("symptoms", entry.symptoms.names, &out) }
        if let stamps { appendStampMembers(stamps, fieldOrder: RecordValues.entryFields, object: &object, to: &out) }
        object.end(&out)
    }

    /// `stampMembers(_:fieldOrder:)` written into `object`.
    private static func appendStampMembers(
        _ state: RecordStamps, fieldOrder: [String], object: inout JSONWriter.Object, to out: inout [UInt8]
    ) {
        var previous: ChangeStamp?
        func append(_ stamp: ChangeStamp, to text: inout [UInt8]) {
            defer { previous = stamp }
            if stamp == previous {
                text.append(UInt8(ascii: "="))
            } else {
                stamp.appendText(to: &text)
            }
        }
        let fields = fieldOrder.compactMap { field in state.fields[field].map { (field, $0.stamp) } }
        object.strings("stamps", count: fields.count, &out) { index, text in
            text.append(contentsOf: fields[index].0.utf8)
            text.append(UInt8(ascii: " "))
            append(fields[index].1, to: &text)
        }
        let members = state.members.sorted { RecordStamps.precedes($0.key, $1.key) }
        object.strings("members", count: members.count, &out) { index, text in
            let (key, member) = members[index]
            text.append(member.value == "1" ? UInt8(ascii: "+") : UInt8(ascii: "-"))
            text.append(contentsOf: key.list.utf8)
            text.append(UInt8(ascii: " "))
            append(member.stamp, to: &text)
            text.append(UInt8(ascii: " "))
            text.append(contentsOf: key.key.utf8)
        }
    }

    /// The record of a deleted entry, without its line end; after an entry of the same uid.
    static func deletionLine(_ tombstone: Tombstone) -> String {
        deletion("deleted", tombstone.uid, tombstone.deletedAt)
    }

    /// The record of impact record `record` with its stamps, without its line end; after the
    /// entry records of its uid.
    static func impactLine(_ record: ImpactRecord, stamps: RecordStamps?) -> String {
        var members = impact(record)
        if let stamps { members += stampMembers(stamps, fieldOrder: RecordValues.impactFields) }
        return JSONWriter.text(.object(members))
    }

    /// The record of a deleted impact record, without its line end; last among the records of its uid.
    static func impactDeletionLine(uid: String, deletedAt: Timestamp) -> String {
        deletion("impact_deleted", uid, deletedAt)
    }

    /// The record of the class of medication `name` with the key it sorts by: after the entries,
    /// before the renames, by name key.
    static func classLine(name: String, value: String, stamps: RecordStamps) -> (key: String, line: String) {
        (
            "}" + NameRules.key(for: name),
            JSONWriter.text(
                .object(
                    [
                        ("type", .string("medication_class")), ("medication", .string(name)),
                        ("class", .string(value)),
                    ] + stampMembers(stamps, fieldOrder: ["class"]).prefix(1)))
        )
    }

    /// The record of a stamped rename with the key it sorts by (after every record with a uid,
    /// since uids are hexadecimal digits and dashes, in the order of their stamps); nil for a
    /// rename no sync has stamped.
    ///
    /// `known`: the stamp of the writing diary's own from which it knew a rename it learnt from
    /// another diary (format 3).
    static func renameLine(_ rename: NameRename, known: ChangeStamp? = nil) -> (key: String, line: String)? {
        guard let stamp = rename.stamp else { return nil }
        return (
            "~" + stamp.text + rename.kind.rawValue + rename.fromKey,
            JSONWriter.text(
                .object(
                    [
                        ("type", .string("rename")), ("list", .string(rename.kind.rawValue)),
                        ("from", .string(rename.fromKey)), ("to", .string(rename.toName)),
                        ("stamp", .string(stamp.text)),
                    ] + (known.map { [(knownKey, JSONValue.string($0.text))] } ?? [])))
        )
    }

    /// The record of a conflict this diary won (format 3), with the key it sorts by: after the
    /// renames, by uid, field and the losing stamp.
    static func lostLine(_ value: LostValue) -> (key: String, line: String) {
        (
            "~~" + value.uid + " " + value.field + " " + value.lost.text,
            JSONWriter.text(
                .object([
                    ("type", .string("lost")), ("uid", .string(value.uid)), ("field", .string(value.field)),
                    ("lost", .string(value.lost.text)), ("kept", .string(value.kept.text)),
                ]))
        )
    }

    /// A record's stamps as the members `stamps` and `members`.
    ///
    /// A stamp equal to the one before it in the record (fields first, then members) is written `=`:
    /// most records were stamped by one change, and 51 characters a field would triple the file.
    static func stampMembers(_ state: RecordStamps, fieldOrder: [String]) -> [(String, JSONValue)] {
        var previous: ChangeStamp?
        func text(_ stamp: ChangeStamp) -> String {
            defer { previous = stamp }
            return stamp == previous ? "=" : stamp.text
        }
        let fields = fieldOrder.compactMap { field in state.fields[field].map { field + " " + text($0.stamp) } }
        let members = state.members.keys.sorted(by: RecordStamps.precedes).compactMap { key in
            state.members[key].map { ($0.value == "1" ? "+" : "-") + key.list + " " + text($0.stamp) + " " + key.key }
        }
        return [(stampsKey, .strings(fields)), (membersKey, .strings(members))]
    }

    private static func impact(_ record: ImpactRecord) -> [(String, JSONValue)] {
        let content = record.content
        return [
            ("type", .string("impact")), ("uid", .string(record.uid)),
            ("recorded_at", .string(content.recordedAt.iso8601)),
            ("pain", .number(content.pain.value)), ("enjoyment", .number(content.enjoyment.value)),
            ("activity", .number(content.activity.value)), ("created_at", .string(content.createdAt.iso8601)),
            ("updated_at", .string(content.updatedAt.iso8601)),
        ]
    }

    private static func deletion(_ type: String, _ uid: String, _ time: Timestamp) -> String {
        JSONWriter.text(
            .object([("type", .string(type)), ("uid", .string(uid)), ("deleted_at", .string(time.iso8601))]))
    }
}
