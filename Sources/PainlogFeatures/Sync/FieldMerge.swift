import PainlogDomain

/// The per-field merge of another diary's stamped records (sync file format 2) into this diary:
/// each field and member from the later stamp (`StampedRecord`), the same winner on every diary.
///
/// A value that loses, here or there, is set aside in the diary's history (`show ID --history`);
/// when it is a value changed here since the last sync that another diary's later change
/// replaces, or one that wins over another diary's change of the same field, the merge reports a
/// conflict. A record deleted here comes back only when a field was stamped after the deletion.
struct FieldMerge {
    /// How many earlier values a field keeps.
    static let historyLimit = 20

    let diary: WriteTransaction
    let written: Timestamp
    private let summary: String
    let file: String
    var step: Int64?
    var stamping: SyncStamping
    private(set) var entryCounts = SyncCounts()
    private(set) var impactCounts = SyncCounts()
    var conflicts: [SyncReport.Conflict] = []
    /// Medication classes this merge set.
    private(set) var classesChanged = 0

    init(
        diary: WriteTransaction, written: Timestamp, summary: String, file: String, step: Int64?,
        stamping: SyncStamping
    ) {
        self.diary = diary
        self.written = written
        self.summary = summary
        self.file = file
        self.step = step
        self.stamping = stamping
    }

    /// Merges another diary's entry `row` with its stamps `remote` and its values `remoteValues`.
    mutating func mergeEntry(_ row: ImportedEntry, stamps remote: StampedRecord, values remoteValues: RecordValues)
        throws -> SyncChange?
    {
        guard let uid = row.uid else { throw Self.unmergeable("an entry without a uid", row.line) }
        let remoteContent = row.content(
            uid: uid, endedAt: row.endedAt, createdAt: row.createdAt ?? written, updatedAt: row.updatedAt ?? written)
        guard let existing = try diary.entries.entry(uid: uid) else {
            var revived = false
            if let tombstone = try diary.tombstones.tombstone(uid: uid) {
                guard remote.survives(deletionAt: tombstone.deletedAt.seconds) else {
                    entryCounts.kept += 1
                    return .merged(change(.skipDeleted(tombstone), id: tombstone.entryID, row: row))
                }
                try diary.journal.noteTombstones([uid], in: try journalStep())
                try diary.tombstones.remove(uid: uid)
                revived = true
            }
            // A record deleted here and changed there later comes back as the other diary has it.
            let merged = remote
            guard let values = Self.values(of: merged, spellings: remoteValues.members),
                let content = values.entryContent(
                    uid: uid, createdAt: remoteContent.createdAt, updatedAt: remoteContent.updatedAt)
            else { throw Self.unmergeable("entry \(uid)", row.line) }
            let id = try diary.entries.insert(content, preferredID: row.id)
            try diary.journal.noteCreated([id], in: try journalStep())
            try keep(merged, values: values, uid: uid, fieldOrder: RecordValues.entryFields)
            entryCounts.added += 1
            if revived {
                // Told, so that a deletion undone by another computer's later edit is no surprise.
                conflicts.append(
                    SyncReport.Conflict(
                        file: file, record: "entry", id: id, field: "", kept: "", replaced: "", keptHere: false,
                        diary: merged.latestStamp?.diary ?? "", cameBack: true))
            }
            return .merged(change(.add(revived: nil), id: id, row: row))
        }
        let localValues = RecordValues(existing.content)
        // Every record has stamps once the sync stamped this diary's changes; one that an earlier
        // format 1 file of this sync brought in gets them now.
        let state = try stamping.current(
            localValues, uid: uid, updatedAt: existing.updatedAt.seconds, fieldOrder: RecordValues.entryFields)
        let local = stamped(localValues, state)
        let merged = Self.withConsistentTimes(local.merged(with: remote), local, remote)
        guard
            var values = Self.values(
                of: merged, spellings: localValues.members.merging(remoteValues.members) { a, _ in a })
        else { throw Self.unmergeable("entry \(uid)", row.line) }
        try setAside(
            uid: uid, id: existing.id, record: "entry", local: local, remote: remote, merged: merged,
            fields: ["occurred_at", "ended_at", "intensity", "note"])
        let sameValues =
            values.fields == localValues.fields && Set(values.members.keys) == Set(localValues.members.keys)
        if sameValues {
            values = localValues
            // The same content: only a later `updated_at` is taken, so that both diaries end equal.
            if remoteContent.updatedAt.seconds > existing.updatedAt.seconds {
                try diary.journal.noteChanging([existing.id], in: try journalStep())
                _ = try diary.entries.update(
                    id: existing.id, with: existing.content(updatedAt: remoteContent.updatedAt))
            }
        } else {
            guard
                let content = values.entryContent(
                    uid: uid, createdAt: Self.earlier(existing.createdAt, remoteContent.createdAt),
                    updatedAt: Self.later(existing.updatedAt, remoteContent.updatedAt))
            else { throw Self.unmergeable("entry \(uid)", row.line) }
            try diary.journal.noteChanging([existing.id], in: try journalStep())
            _ = try diary.entries.update(id: existing.id, with: content)
            entryCounts.updated += 1
        }
        try keep(merged, values: values, uid: uid, fieldOrder: RecordValues.entryFields)
        if sameValues {
            if local != merged { entryCounts.kept += 1 }
            return nil
        }
        return .merged(
            change(.update, id: existing.id, row: row, differences: Self.changedFields(localValues, values)))
    }

    /// Merges another diary's impact record `content` with its stamps `remote`.
    mutating func mergeImpact(_ content: ImpactContent, stamps remote: StampedRecord) throws {
        let uid = content.uid
        let remoteValues = RecordValues(content)
        guard let existing = try diary.impacts.record(uid: uid) else {
            if let gone = try diary.impacts.tombstone(uid: uid) {
                guard remote.survives(deletionAt: gone.seconds) else {
                    impactCounts.kept += 1
                    return
                }
                try diary.journal.noteImpactTombstones([uid], in: try journalStep())
                try diary.impacts.removeTombstone(uid: uid)
            }
            let record = try diary.impacts.insert(content)
            try diary.journal.noteImpactsCreated([record.id], buryOnUndo: false, in: try journalStep())
            try keep(remote, values: remoteValues, uid: uid, fieldOrder: RecordValues.impactFields)
            impactCounts.added += 1
            return
        }
        let localValues = RecordValues(existing.content)
        let state = try stamping.current(
            localValues, uid: uid, updatedAt: existing.content.updatedAt.seconds, fieldOrder: RecordValues.impactFields)
        let local = stamped(localValues, state)
        let merged = local.merged(with: remote)
        guard let values = Self.values(of: merged, spellings: [:]) else {
            throw Self.unmergeable("impact record \(uid)", nil)
        }
        try setAside(
            uid: uid, id: existing.id, record: "impact", local: local, remote: remote, merged: merged,
            fields: RecordValues.impactFields)
        if values.fields != localValues.fields {
            func answer(_ field: String) -> Intensity? {
                values.fields[field].flatMap { Int($0) }.flatMap(Intensity.init)
            }
            guard let recordedAt = values.fields["recorded_at"].flatMap(Timestamp.init(iso8601:)),
                let pain = answer("pain"), let enjoyment = answer("enjoyment"), let activity = answer("activity")
            else { throw Self.unmergeable("impact record \(uid)", nil) }
            let old = existing.content
            let new = ImpactContent(
                uid: uid, recordedAt: recordedAt, pain: pain, enjoyment: enjoyment, activity: activity,
                createdAt: old.createdAt,
                updatedAt: Self.later(old.updatedAt, content.updatedAt))
            try diary.journal.noteImpactsChanging([existing.id], in: try journalStep())
            try diary.impacts.update(id: existing.id, with: new)
            impactCounts.updated += 1
        } else if content.updatedAt.seconds > existing.content.updatedAt.seconds {
            let old = existing.content
            try diary.journal.noteImpactsChanging([existing.id], in: try journalStep())
            try diary.impacts.update(
                id: existing.id,
                with: ImpactContent(
                    uid: uid, recordedAt: old.recordedAt, pain: old.pain, enjoyment: old.enjoyment,
                    activity: old.activity, createdAt: old.createdAt, updatedAt: content.updatedAt))
        } else if local != merged {
            impactCounts.kept += 1
        }
        try keep(merged, values: values, uid: uid, fieldOrder: RecordValues.impactFields)
    }

    /// `merged`, unless its start and end, each from the later write, no longer make an attack (the
    /// end not after the start, or more than 366 days after it): then both from the side whose
    /// later write of the two is later, the same on every diary, since each side's pair was one.
    static func withConsistentTimes(_ merged: StampedRecord, _ local: StampedRecord, _ remote: StampedRecord)
        -> StampedRecord
    {
        guard let start = merged.fields["occurred_at"].flatMap({ Timestamp(iso8601: $0.value) }),
            let endText = merged.fields["ended_at"]?.value, !endText.isEmpty,
            let end = Timestamp(iso8601: endText),
            end.seconds <= start.seconds || EntryEndRules.tooLong(start: start, end: end) != nil
        else { return merged }
        func latest(_ record: StampedRecord) -> StampedValue? {
            guard let start = record.fields["occurred_at"] else { return record.fields["ended_at"] }
            guard let end = record.fields["ended_at"] else { return start }
            return StampedValue.winner(start, end)
        }
        guard let here = latest(local), let there = latest(remote) else { return merged }
        let side = StampedValue.winner(here, there) == here ? local : remote
        var consistent = merged
        consistent.fields["occurred_at"] = side.fields["occurred_at"]
        consistent.fields["ended_at"] = side.fields["ended_at"]
        return consistent
    }

    /// Tells of a conflict the other diary won over this diary's value (`value.lost`, stamped by
    /// this diary), when a merge replaced that value with the one kept.
    ///
    /// The field has the stamp kept, and the value lost was set aside, at this sync or an earlier
    /// one (the value kept may come first through a third diary's file, before the file that says
    /// it won). Told once.
    mutating func noteLost(_ value: LostValue) throws {
        guard value.lost.diary == stamping.clock.diary, let state = stamping.states[value.uid],
            state.fields[value.field]?.stamp == value.kept,
            let mine = try diary.syncStamps.earlierValues(uid: value.uid).first(where: {
                $0.field == value.field && $0.stamp == value.lost
            }),
            try !diary.syncStamps.wasTold(value)
        else { return }
        try diary.syncStamps.noteTold(value)
        let record: String
        let id: Int64
        let kept: String
        if let entry = try diary.entries.entry(uid: value.uid) {
            (record, id, kept) = ("entry", entry.id, RecordValues(entry.content).fields[value.field] ?? "")
        } else if let impact = try diary.impacts.record(uid: value.uid) {
            (record, id, kept) = ("impact", impact.id, RecordValues(impact.content).fields[value.field] ?? "")
        } else {
            if let conflict = try lostConditionConflict(value, replaced: mine.value) { conflicts.append(conflict) }
            return
        }
        conflicts.append(
            SyncReport.Conflict(
                file: file, record: record, id: id, field: value.field, kept: kept, replaced: mine.value,
                keptHere: false, diary: value.kept.diary, lostHere: true))
    }

    /// Merges another diary's class of medication `name` (`value` empty: the built-in table's) with
    /// its stamp; a medication this diary does not have is left for when it has it.
    mutating func mergeClass(name: String, value: String, stamps remote: StampedRecord) throws {
        guard let record = try diary.medications.record(named: name) else { return }
        let uid = SyncStamping.classUID(record.name)
        let localValue = try diary.medicationClasses.classes()[record.name] ?? ""
        let merged =
            stamping.states[uid].map { stamped(RecordValues(fields: ["class": localValue]), $0).merged(with: remote) }
            ?? remote
        let newValue = merged.fields["class"]?.value ?? ""
        if newValue != localValue {
            try diary.journal.noteClassChange(of: record.id, in: try journalStep())
            try diary.medicationClasses.setClass(of: record.id, to: newValue.isEmpty ? nil : newValue)
            classesChanged += 1
        }
        try keep(merged, values: RecordValues(fields: ["class": newValue]), uid: uid, fieldOrder: ["class"])
        stamping.noteClass(uid: uid, name: record.name, value: newValue)
    }

    /// The stamped state of `values` with the stamps of `state`.
    func stamped(_ values: RecordValues, _ state: RecordStamps) -> StampedRecord {
        var record = StampedRecord()
        for (field, kept) in state.fields {
            record.fields[field] = StampedValue(value: values.fields[field] ?? "", stamp: kept.stamp)
        }
        record.members = state.members
        return record
    }

    /// The values a merged state holds: present members in the merged order, spelled as `spellings`
    /// spell them; nil when a present member has no spelling (a damaged file).
    private static func values(of merged: StampedRecord, spellings: SmallMap<MemberKey, String>) -> RecordValues? {
        var fields = merged.fields.mapValues(\.value)
        var members: SmallMap<MemberKey, String> = [:]
        for list in RecordValues.lists
        where merged.fields[list + "_order"] != nil || merged.members.keys.contains(where: { $0.list == list }) {
            let keys = merged.presentKeys(of: list)
            for key in keys {
                guard let spelling = spellings[MemberKey(list: list, key: key)] else { return nil }
                members[MemberKey(list: list, key: key)] = spelling
            }
            if RecordValues.orderedLists.contains(list) { fields[list + "_order"] = keys.joined(separator: "\n") }
        }
        return RecordValues(fields: fields, members: members)
    }

    /// Keeps `merged`'s stamps as record `uid`'s, with the digests of `values`.
    mutating func keep(_ merged: StampedRecord, values: RecordValues, uid: String, fieldOrder: [String]) throws {
        var state = RecordStamps()
        for (field, written) in merged.fields {
            state.fields[field] = RecordStamps.Field(
                stamp: written.stamp, digest: RecordStamps.digest(values.fields[field] ?? written.value))
        }
        state.members = merged.members
        for stamp in merged.fields.values.map(\.stamp) + merged.members.values.map(\.stamp) {
            stamping.receive(stamp)
        }
        guard stamping.states[uid] != state else { return }
        stamping.keep(state, uid: uid)
        // Noted in the sync's undo step when the merge changed the record (else it has none).
        try diary.syncStamps.setState(uid: uid, to: state.text(fieldOrder: fieldOrder), step: step)
    }

    /// Sets aside each of `fields` whose value lost the merge, and reports the conflicts among them.
    private mutating func setAside(
        uid: String, id: Int64, record: String, local: StampedRecord, remote: StampedRecord, merged: StampedRecord,
        fields: [String]
    ) throws {
        for field in fields {
            guard let here = local.fields[field], let there = remote.fields[field], let winner = merged.fields[field],
                here.value.utf8.elementsEqual(there.value.utf8) == false
            else { continue }
            let lost = winner == here ? there : here
            try diary.syncStamps.keepEarlierValue(
                SetAsideValue(uid: uid, field: field, value: lost.value, stamp: lost.stamp, seenAt: written.seconds),
                limit: Self.historyLimit)
            guard let changed = stamping.changedHere[uid]?[field] else { continue }
            // Changed here, and there too since the value this diary changed: two edits collided.
            // A change made here is stamped after the value it replaced, so a value from there that
            // wins is always a change there since; one that is not later than the value replaced
            // here is that value, which the other diary did not change (no conflict to tell).
            let replacedHere = winner == there
            guard there.stamp > changed.before else { continue }
            if !replacedHere {
                // Kept here over the other diary's change: that diary is told at its next sync.
                try diary.syncStamps.noteLostValue(
                    LostValue(uid: uid, field: field, lost: there.stamp, kept: here.stamp))
            }
            conflicts.append(
                SyncReport.Conflict(
                    file: file, record: record, id: id, field: field, kept: winner.value, replaced: lost.value,
                    keptHere: !replacedHere, diary: there.stamp.diary))
        }
    }

    /// Merging `what` would make a record painlog refuses (it cannot come from two sound files):
    /// the whole file is skipped with a notice, and nothing from it is merged.
    private static func unmergeable(_ what: String, _ line: Int?) -> PainlogError {
        PainlogError(
            .badData,
            (line.map { "line \($0): " } ?? "") + "\(what) cannot be merged with this diary's copy (a damaged file?)")
    }

    static func earlier(_ a: Timestamp, _ b: Timestamp) -> Timestamp { b.seconds < a.seconds ? b : a }
    static func later(_ a: Timestamp, _ b: Timestamp) -> Timestamp { b.seconds > a.seconds ? b : a }

    private static func changedFields(_ before: RecordValues, _ after: RecordValues) -> [String] {
        let names = [
            "occurred_at": "occurred_at", "ended_at": "ended_at", "intensity": "intensity", "note": "note",
            "area_order": "areas", "tag_order": "tags", "medication_order": "medications",
        ]
        let symptoms = { (values: RecordValues) in
            values.members.keys.filter { $0.list == "symptom" }.map(\.key).sorted()
        }
        return RecordValues.entryFields.filter { before.fields[$0] != after.fields[$0] }.compactMap { names[$0] }
            + (symptoms(before) == symptoms(after) ? [] : ["symptoms"])
    }

    private func change(_ action: ImportChange.Action, id: Int64, row: ImportedEntry, differences: [String] = [])
        -> ImportChange
    {
        ImportChange(
            action: action, id: id, occurredAt: row.occurredAt, intensity: row.intensity, rowUpdatedAt: row.updatedAt,
            differences: differences)
    }

    mutating func journalStep() throws -> Int64 {
        try diary.journalStep(&step, kind: .sync, summary: summary, at: written)
    }
}
