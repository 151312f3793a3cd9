import PainlogDomain

/// Gives every change made here since the diary last synced its stamps, the way a change made at
/// that moment would have had them: each field of an entry or impact record whose value no longer
/// has the digest it was stamped with, and each member added or removed, is stamped by the diary's
/// hybrid logical clock at the record's `updated_at` (so an edit made before another diary's later
/// edit still stamps earlier), and always later than every stamp the diary had seen by then.
///
/// Stamping at sync rather than in each command keeps every command (edit, import, rename, merge,
/// class, undo) free of it: whatever changed a value, the next sync sees it changed. Records are
/// stamped in the order of their `updated_at`, so a first sync gives each record the stamp of its
/// `updated_at`.
struct SyncStamping {
    /// A field or member changed here since the last sync, with the stamp it had before.
    struct LocalChange: Equatable {
        let before: ChangeStamp
    }

    private let diary: WriteTransaction
    private(set) var clock: HybridClock
    private let now: Int64
    /// The stamps of every record, by uid, as they are once stamped.
    private(set) var states: [String: RecordStamps] = [:]
    /// What changed here since the last sync, by uid and field.
    private(set) var changedHere: [String: [String: LocalChange]] = [:]

    init(diary: WriteTransaction, clock: HybridClock, now: Int64) throws {
        self.diary = diary
        self.clock = clock
        self.now = now
    }

    /// Stamps what changed in the diary's entries and impact records; keeps the new stamps.
    mutating func stampLocalChanges() throws {
        let kept = try diary.syncStamps.allStates()
        var records: [(uid: String, updatedAt: Int64, values: RecordValues, fieldOrder: [String])] = []
        try diary.entries.forEachEntry(matching: .all, order: .oldestFirst, limit: nil) { entry in
            records.append((entry.uid, entry.updatedAt.seconds, RecordValues(entry.content), RecordValues.entryFields))
        }
        for record in try diary.impacts.records() {
            records.append(
                (record.uid, record.content.updatedAt.seconds, RecordValues(record.content), RecordValues.impactFields))
        }
        // In the order of the time each is stamped at: a record brought back by an undo is stamped
        // now, and must not push the stamps of edits made before it later.
        let known = records.map { (record: $0, kept: Kept(text: kept[$0.uid])) }.sorted {
            $0.kept.time(updatedAt: $0.record.updatedAt, now: now)
                < $1.kept.time(updatedAt: $1.record.updatedAt, now: now)
        }
        // Renames made here, in the same order: an entry logged after a rename is stamped after it.
        var renames = try diary.syncStamps.renames().filter { $0.stamp == nil }.sorted { $0.renamedAt < $1.renamedAt }
            .makeIterator()
        var rename = renames.next()
        for (record, kept) in known {
            while let pending = rename, pending.renamedAt <= kept.time(updatedAt: record.updatedAt, now: now) {
                try diary.syncStamps.stampRename(id: pending.id, stamp: clock.stamp(now: pending.renamedAt))
                rename = renames.next()
            }
            let stamped = stamp(record.values, uid: record.uid, updatedAt: record.updatedAt, kept: kept)
            states[record.uid] = stamped.state
            if stamped.changed {
                try diary.syncStamps.setState(
                    uid: record.uid, to: stamped.state.text(fieldOrder: record.fieldOrder), step: nil)
            }
        }
        while let pending = rename {
            try diary.syncStamps.stampRename(id: pending.id, stamp: clock.stamp(now: pending.renamedAt))
            rename = renames.next()
        }
        try stampClasses(kept: kept)
    }

    /// The medication classes set here (`meds class`) and those set before and returned to the
    /// built-in table since (value empty), by uid `class:` and the medication's name key.
    private(set) var classes: [String: (name: String, value: String)] = [:]

    /// The uid under which the class of medication `name` is stamped.
    static func classUID(_ name: String) -> String { "class:" + NameRules.key(for: name) }

    /// Stamps the medication classes changed since the last sync; a class change keeps no time of
    /// its own, so it is stamped at this sync (after every record).
    private mutating func stampClasses(kept: [String: String]) throws {
        for (name, value) in try diary.medicationClasses.classes() { classes[Self.classUID(name)] = (name, value) }
        for uid in kept.keys where uid.hasPrefix("class:") && classes[uid] == nil {
            classes[uid] = (String(uid.dropFirst("class:".count)), "")
        }
        for (uid, medicationClass) in classes.sorted(by: { $0.key < $1.key }) {
            let stamped = stamp(
                RecordValues(fields: ["class": medicationClass.value]), uid: uid, updatedAt: now,
                kept: Kept(text: kept[uid]))
            states[uid] = stamped.state
            if stamped.changed {
                try diary.syncStamps.setState(uid: uid, to: stamped.state.text(fieldOrder: ["class"]), step: nil)
            }
        }
    }

    /// Notes that a merge set the class of medication `name` (stored under `uid`) to `value`.
    mutating func noteClass(uid: String, name: String, value: String) { classes[uid] = (name, value) }

    /// Notes a stamp seen in another diary's file (see `HybridClock.receive`).
    mutating func receive(_ stamp: ChangeStamp) { clock.receive(stamp, now: now) }

    /// Takes `state` as record `uid`'s stamps (a merge changed them).
    mutating func keep(_ state: RecordStamps, uid: String) { states[uid] = state }

    /// The stamps of a record as this diary's own file is written, after the merge: stamping what
    /// a merge that is not per field (a format 1 file) changed, and keeping them.
    mutating func current(_ values: RecordValues, uid: String, updatedAt: Int64, fieldOrder: [String]) throws
        -> RecordStamps
    {
        let stamped = stamp(values, uid: uid, updatedAt: updatedAt, kept: states[uid].map(Kept.state) ?? .none)
        if stamped.changed {
            states[uid] = stamped.state
            try diary.syncStamps.setState(uid: uid, to: stamped.state.text(fieldOrder: fieldOrder), step: nil)
        }
        return stamped.state
    }

    /// What the diary kept of a record's stamps.
    enum Kept {
        /// No sync has seen the record.
        case none
        /// Every field is to be stamped again (an undo brought the record back).
        case everything
        case state(RecordStamps)

        /// The physical time a record kept so is stamped at.
        func time(updatedAt: Int64, now: Int64) -> Int64 {
            if case .everything = self { return max(now, updatedAt) }
            return updatedAt
        }

        init(text: String?) {
            guard let text else {
                self = .none
                return
            }
            if text.isEmpty {
                self = .everything
            } else if let state = RecordStamps(text: text) {
                self = .state(state)
            } else {
                self = .none
            }
        }
    }

    /// The stamps of `uid` now: `kept`, with what changed since stamped.
    ///
    /// A record no sync has seen is stamped whole at `updatedAt`; one to be stamped again whole
    /// is stamped now.
    mutating func stamp(
        _ values: RecordValues, uid: String, updatedAt: Int64, kept: Kept
    ) -> (state: RecordStamps, changed: Bool) {
        guard case .state(let state) = kept else {
            let stamp: ChangeStamp
            if case .everything = kept {
                stamp = clock.stamp(now: max(now, updatedAt))
            } else {
                stamp = clock.stamp(now: updatedAt)
            }
            var state = RecordStamps()
            for (field, value) in values.fields {
                state.fields[field] = RecordStamps.Field(stamp: stamp, digest: RecordStamps.digest(value))
            }
            for member in values.members.keys { state.members[member] = StampedValue(value: "1", stamp: stamp) }
            return (state, true)
        }
        var changes: [String: LocalChange] = [:]
        for (field, value) in values.fields where state.fields[field]?.digest != RecordStamps.digest(value) {
            changes[field] = LocalChange(
                before: state.fields[field]?.stamp ?? ChangeStamp(seconds: 0, counter: 0, diary: clock.diary))
        }
        var memberChanges: [(MemberKey, String)] = []
        for member in values.members.keys where state.members[member]?.value != "1" {
            memberChanges.append((member, "1"))
        }
        for (member, written) in state.members where written.value == "1" && values.members[member] == nil {
            memberChanges.append((member, "0"))
        }
        guard !changes.isEmpty || !memberChanges.isEmpty else { return (state, false) }
        let stamp = clock.stamp(now: updatedAt)
        var new = state
        for field in changes.keys {
            new.fields[field] = RecordStamps.Field(
                stamp: stamp, digest: RecordStamps.digest(values.fields[field] ?? ""))
        }
        for (member, value) in memberChanges { new.members[member] = StampedValue(value: value, stamp: stamp) }
        if !changes.isEmpty { changedHere[uid, default: [:]].merge(changes) { first, _ in first } }
        return (new, true)
    }
}
