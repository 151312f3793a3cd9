import PainlogDomain

/// The file each diary writes in a sync folder, `painlog-<diary id>.jsonl` (README: "Sync"): JSON
/// Lines in UTF-8, one object per line, LF line ends. The first line is the header
/// `{"painlog_sync":1,"diary":"<id>","records":N}`, the last `{"end":N}`; between them the N
/// records sorted by `uid`, each with a `type`: `entry` (the export's fields but `id`),
/// `deleted` (`uid`, `deleted_at`), `impact` (the PEG fields, `created_at`, `updated_at`) or
/// `impact_deleted` (`uid`, `deleted_at`). Sorted, one record a line: a git-backed folder gets
/// small diffs, and a file cut short lacks its last line.
public enum SyncFileFormat {
    /// The format this painlog writes and the newest it reads.
    public static let version = 1

    /// The name of the file of the diary with id `diaryID`.
    public static func fileName(diaryID: String) -> String { "painlog-\(diaryID).jsonl" }

    /// Whether `name` is a diary's file, or a file-sync tool's copy of one (Syncthing names a conflict
    /// copy `painlog-<id>.sync-conflict-<date>-<time>-<device>.jsonl`). Hidden and partial files are not.
    public static func isDiaryFile(_ name: String) -> Bool {
        name.hasPrefix("painlog-") && name.hasSuffix(".jsonl")
    }

    /// A 64-bit FNV-1a fingerprint of a file's bytes: enough to see whether the file in the folder
    /// is still the one this diary wrote (not a defence against anyone).
    static func fingerprint(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }

    /// The whole file of a diary holding these records.
    static func text(
        diaryID: String, entries: [Entry], tombstones: [Tombstone], impacts: [ImpactRecord],
        impactTombstones: [(uid: String, deletedAt: Timestamp)]
    ) -> String {
        var records: [(key: String, line: String)] = []
        for entry in entries {
            let object = EntryJSONFormatter.object(entry)
            let withoutID = object.dropFirst("{\"id\":\(entry.id),".count)
            records.append((entry.uid + "0", "{\"type\":\"entry\"," + withoutID))
        }
        for tombstone in tombstones {
            records.append((tombstone.uid + "1", deletion("deleted", tombstone.uid, tombstone.deletedAt)))
        }
        for record in impacts {
            let content = record.content
            records.append(
                (record.uid + "2",
                 "{\"type\":\"impact\",\"uid\":\(EntryJSONFormatter.string(record.uid)),\"recorded_at\":\"\(content.recordedAt.iso8601)\","
                    + "\"pain\":\(content.pain.value),\"enjoyment\":\(content.enjoyment.value),\"activity\":\(content.activity.value),"
                    + "\"created_at\":\"\(content.createdAt.iso8601)\",\"updated_at\":\"\(content.updatedAt.iso8601)\"}"))
        }
        for tombstone in impactTombstones {
            records.append((tombstone.uid + "3", deletion("impact_deleted", tombstone.uid, tombstone.deletedAt)))
        }
        records.sort { $0.key < $1.key }
        var text = "{\"painlog_sync\":\(version),\"diary\":\(EntryJSONFormatter.string(diaryID)),\"records\":\(records.count)}\n"
        for record in records { text += record.line + "\n" }
        return text + "{\"end\":\(records.count)}\n"
    }

    private static func deletion(_ type: String, _ uid: String, _ time: Timestamp) -> String {
        "{\"type\":\"\(type)\",\"uid\":\(EntryJSONFormatter.string(uid)),\"deleted_at\":\"\(time.iso8601)\"}"
    }
}
