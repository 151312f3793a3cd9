import PainlogDomain

/// The `--encrypt-to` recipients as records of the sync file (format 3; docs/sync.md, *Encryption
/// recipients*): one record per recipient that was ever in the set,
/// `{"type":"encrypt_to","recipient":"age1…","state":"added"|"removed","stamps":["state STAMP"]}`,
/// its one field stamped and merged as a medication's class is, so that of an addition and a
/// removal made apart the later wins on every diary, and a removed recipient stays as a tombstone
/// (`removed`) that keeps an older addition from coming back.
///
/// The set itself is in `SyncRecipientStore`; the stamps are kept in `sync_stamps` under
/// `recipient:<age1…>`. The CLI parses the texts (this target cannot: only the CLI imports
/// `PainlogCrypto`) and skips one that is no recipient.
enum SyncRecipients {
    /// The record's type in the sync file.
    static let recordType = "encrypt_to"
    /// The prefix of a recipient's key in `sync_stamps`.
    static let prefix = "recipient:"
    /// The record's one stamped field.
    static let field = "state"
    static let fields = [field]
    /// The field's values.
    static let added = "added"
    static let removed = "removed"

    /// The key under which `recipient`'s stamps are kept.
    static func key(_ recipient: String) -> String { prefix + recipient }

    /// The values of a recipient's record: in the set (`added`) or taken out of it.
    static func values(added: Bool) -> RecordValues {
        RecordValues(fields: [field: added ? Self.added : removed])
    }

    /// The characters of Bech32's data part, which an `age1…` recipient is spelt with after `age1`.
    private static let bech32 = Set("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)

    /// Whether `text` is spelt as an age recipient: `age1` and Bech32's lower-case characters, at
    /// most 1,000 of them (the CLI checks the rest: the checksum and the key's length).
    static func isSpeltAsRecipient(_ text: String) -> Bool {
        let utf8 = text.utf8
        return text.hasPrefix("age1") && utf8.count > 4 && utf8.count <= 1000
            && utf8.dropFirst(4).allSatisfy(bech32.contains)
    }

    /// The record of `recipient` with the key it sorts by: after the conditions (`{`), before the
    /// classes (`}`).
    static func line(recipient: String, added: Bool, stamps: RecordStamps) -> (key: String, line: String) {
        (
            "|" + recipient,
            JSONWriter.text(
                .object(
                    [
                        ("type", .string(recordType)), ("recipient", .string(recipient)),
                        (field, .string(added ? Self.added : removed)),
                    ] + SyncFileFormat.stampMembers(stamps, fieldOrder: fields).prefix(1)))
        )
    }

    /// The records of every recipient the diary keeps stamps for; with `changedAfter` (a
    /// segment), only those whose stamps changed after that sync generation.
    static func lines(of diary: WriteTransaction, changedAfter: Int64?) throws -> [(key: String, line: String)] {
        let states = try diary.syncStamps.states(withPrefix: prefix)
        guard !states.isEmpty else { return [] }
        let changed = try changedAfter.map { try diary.syncSegments.changedKeys(after: $0, prefix: prefix) }
        let present = Set(try diary.syncRecipients.recipients())
        return states.keys.sorted().compactMap { uid in
            guard changed?.contains(uid) ?? true, let text = states[uid], let stamps = RecordStamps(text: text) else {
                return nil
            }
            let recipient = String(uid.dropFirst(prefix.count))
            return line(recipient: recipient, added: present.contains(recipient), stamps: stamps)
        }
    }
}

// The *stamp* step: a change of the set keeps no time of its own, so it is stamped at the sync
// that finds it (after every record), as a medication's class is.
extension SyncStamping {
    /// Stamps each recipient added to or taken out of the set since the last sync.
    mutating func stampRecipients() throws {
        let store = diary.syncStamps
        let kept = try store.states(withPrefix: SyncRecipients.prefix)
        var added: [String: Bool] = [:]
        for recipient in try diary.syncRecipients.recipients() { added[SyncRecipients.key(recipient)] = true }
        // A recipient stamped before and no longer in the set was taken out: its tombstone.
        for uid in kept.keys where added[uid] == nil { added[uid] = false }
        for (uid, isAdded) in added.sorted(by: { $0.key < $1.key }) {
            let stamped = stamp(
                SyncRecipients.values(added: isAdded), uid: uid, updatedAt: now, kept: Kept(text: kept[uid]))
            if stamped.changed {
                keep(stamped.state, uid: uid)
                try store.setState(uid: uid, to: stamped.state.text(fieldOrder: SyncRecipients.fields), step: nil)
            }
        }
    }
}

// The *merge* step: the later stamp of the two diaries' states wins.
extension FieldMerge {
    /// Merges another diary's record of `recipient` with its stamps `remote` (valued): adds it to
    /// the set or takes it out when the other diary's change is the later.
    mutating func mergeRecipient(_ recipient: String, stamps remote: StampedRecord) throws {
        let uid = SyncRecipients.key(recipient)
        let present = try diary.syncRecipients.recipients().contains(recipient)
        let merged =
            stamping.states[uid].map { stamped(SyncRecipients.values(added: present), $0).merged(with: remote) }
            ?? remote
        let added = merged.fields[SyncRecipients.field]?.value == SyncRecipients.added
        if added != present {
            if added { try diary.syncRecipients.add(recipient) } else { try diary.syncRecipients.remove(recipient) }
        }
        try keep(merged, values: SyncRecipients.values(added: added), uid: uid, fieldOrder: SyncRecipients.fields)
    }
}

// The *read* step.
extension SyncFileReader {
    /// The record of a recipient on `object`; nil when it is stamped more than a day ahead.
    ///
    /// One left out is counted in `ahead`; a malformed one throws, and the whole file is skipped.
    func recipientRecord(
        _ object: SmallMap<String, ImportRecord.Value>, ahead: inout SyncFileAhead, bad: (String) -> SyncFileProblem
    ) throws -> SyncRecord? {
        guard case .text(let recipient)? = object["recipient"], SyncRecipients.isSpeltAsRecipient(recipient),
            case .text(let state)? = object[SyncRecipients.field],
            state == SyncRecipients.added || state == SyncRecipients.removed
        else {
            throw bad("an encrypt_to record needs recipient (age1…) and state (added or removed)")
        }
        var record = try Self.stamps(of: object, fields: SyncRecipients.fields, lists: [], bad: bad)
        guard let latest = record.latestStamp, latest.seconds <= now + Self.allowedSkew else {
            let seconds = record.latestStamp?.seconds ?? now
            ahead.note(field: "stamp", time: Timestamp(seconds: seconds, offset: 0).iso8601, seconds: seconds)
            return nil
        }
        record = try Self.valued(record, SyncRecipients.values(added: state == SyncRecipients.added), bad: bad)
        return .recipient(recipient, record)
    }
}
