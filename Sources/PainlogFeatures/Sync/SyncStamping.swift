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

    let diary: WriteTransaction
    private(set) var clock: HybridClock
    let now: Int64
    /// The stamp of a change made here that replaces a value stamped `replaced`: the diary's next
    /// stamp `next`, or `replaced` one count later under this diary's id, whichever is later
    /// (contract, *Merging, 0.4*).
    ///
    /// A value merged from a computer whose clock is ahead (up to a day) carries a stamp past what
    /// this diary's clock adopts (5 minutes): the clock alone would stamp an edit made here after
    /// the sync earlier than the value it replaces, and the merge would revert it on both
    /// computers. The clock itself does not move: only the fields changed go past it.
    static func stamp(_ next: ChangeStamp, replacing replaced: ChangeStamp) -> ChangeStamp {
        let after =
            replaced.counter < ChangeStamp.maximumCounter
            ? ChangeStamp(seconds: replaced.seconds, counter: replaced.counter + 1, diary: next.diary)
            : ChangeStamp(seconds: replaced.seconds + 1, counter: 0, diary: next.diary)
        return max(next, after)
    }

    /// The stamps of every record, by uid, as they are once stamped (kept in the diary as they change).
    private(set) var states: StampStates
    /// What changed here since the last sync, by uid and field.
    private(set) var changedHere: [String: [String: LocalChange]] = [:]

    init(diary: WriteTransaction, clock: HybridClock, now: Int64) throws {
        self.diary = diary
        self.clock = clock
        self.now = now
        states = StampStates(store: diary.syncStamps)
    }

    /// Stamps what changed in the diary's entries and impact records; keeps the new stamps.
    ///
    /// Entries are read as a stream in the order of the time each is stamped at (the diary sorts
    /// them), so a large diary is never held whole; impact records, which are few, are held. Only
    /// the entries changed since the last stamps are read (`SyncSegmentStore.forEachUnstampedEntry`):
    /// an entry unchanged since has the stamps of its values and would stamp nothing, nor move the
    /// clock, so a sync after one edit stamps one entry, not the diary.
    mutating func stampLocalChanges() throws {
        let (store, now) = (diary.syncStamps, now)
        // In the order of the time each is stamped at: a record brought back by an undo is stamped
        // now, and must not push the stamps of edits made before it later. On equal times entries
        // come first (by occurred_at, then id), then impact records.
        var impacts = try diary.impacts.records().map { record in
            (record: record, kept: Kept(text: try store.state(uid: record.uid)))
        }.enumerated().sorted {
            let (lhs, rhs) = (
                $0.element.kept.time(updatedAt: $0.element.record.content.updatedAt.seconds, now: now),
                $1.element.kept.time(updatedAt: $1.element.record.content.updatedAt.seconds, now: now)
            )
            return lhs != rhs ? lhs < rhs : $0.offset < $1.offset
        }.map(\.element)[...]
        // Renames made here, in the same order: an entry logged after a rename is stamped after it.
        var renames = try store.renames().filter { $0.stamp == nil }.sorted { $0.renamedAt < $1.renamedAt }[...]
        func stampRenames(upTo time: Int64?, clock: inout HybridClock) throws {
            while let pending = renames.first, time.map({ pending.renamedAt <= $0 }) ?? true {
                try store.stampRename(id: pending.id, stamp: clock.stamp(now: pending.renamedAt))
                renames.removeFirst()
            }
        }
        func stampImpacts(before time: Int64?, into stamping: inout SyncStamping) throws {
            while let next = impacts.first {
                let at = next.kept.time(updatedAt: next.record.content.updatedAt.seconds, now: now)
                if let time, at >= time { return }
                try stampRenames(upTo: at, clock: &stamping.clock)
                try stamping.keepStamped(
                    RecordValues(next.record.content), uid: next.record.uid,
                    updatedAt: next.record.content.updatedAt.seconds, kept: next.kept,
                    fieldOrder: RecordValues.impactFields)
                impacts.removeFirst()
            }
        }
        // Only the entries changed since the last stamps (the diary notes them): an entry unchanged
        // since keeps the stamps it has, and stamps nothing (docs/sync.md, *What a sync reads*).
        try diary.syncSegments.forEachUnstampedEntry(now: now) { entry, text in
            let kept = Kept(text: text)
            let at = kept.time(updatedAt: entry.updatedAt.seconds, now: now)
            try stampImpacts(before: at, into: &self)
            try stampRenames(upTo: at, clock: &self.clock)
            try self.keepStamped(
                RecordValues(entry.content), uid: entry.uid, updatedAt: entry.updatedAt.seconds, kept: kept,
                fieldOrder: RecordValues.entryFields)
        }
        try stampImpacts(before: nil, into: &self)
        try stampRenames(upTo: nil, clock: &self.clock)
        try stampClasses(kept: try store.states(withPrefix: "class:"))
        try stampConditionsAndCourses()
        try stampRecipients()
        try pending.flush(into: store)
        try diary.syncSegments.forgetUnstamped()
    }

    /// Stamps one record's changes (`stamp`) and keeps its stamps when they changed.
    private mutating func keepStamped(
        _ values: RecordValues, uid: String, updatedAt: Int64, kept: Kept, fieldOrder: [String]
    ) throws {
        let stamped = stamp(values, uid: uid, updatedAt: updatedAt, kept: kept)
        if stamped.changed {
            states.note(stamped.state, uid: uid)
            try pending.add(uid: uid, text: stamped.state.text(fieldOrder: fieldOrder), store: diary.syncStamps)
        }
    }

    /// Stamps on their way to the diary, kept in the order of their uids a few MB at a time:
    /// records are stamped in the order of their `updated_at`, which is no order of their uids, and
    /// the diary finds the place of each (a first sync of 100,000 entries read a page from disk for
    /// nearly every record; docs/performance.md, *Stamps written in uid order*).
    private var pending = PendingStates()

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
            if stamped.changed {
                states.note(stamped.state, uid: uid)
                try diary.syncStamps.setState(uid: uid, to: stamped.state.text(fieldOrder: ["class"]), step: nil)
            }
        }
    }

    /// Notes that a merge set the class of medication `name` (stored under `uid`) to `value`.
    mutating func noteClass(uid: String, name: String, value: String) { classes[uid] = (name, value) }

    /// Notes that field `field` of record `uid` changed here since the last sync, replacing a value
    /// stamped `before` (a record keyed by a name, such as an area's condition, that another diary
    /// may have made too).
    mutating func noteChangedHere(uid: String, field: String, before: ChangeStamp) {
        changedHere[uid, default: [:]][field] = changedHere[uid]?[field] ?? LocalChange(before: before)
    }

    /// Notes a stamp seen in another diary's file (see `HybridClock.receive`).
    mutating func receive(_ stamp: ChangeStamp) { clock.receive(stamp, now: now) }

    /// Takes `state` as record `uid`'s stamps: a merge changed them, and keeps them in the diary
    /// (where `states` reads them).
    mutating func keep(_ state: RecordStamps, uid: String) { states.note(state, uid: uid) }

    /// The stamps of a record as this diary's own file is written, after the merge: stamping what
    /// a merge that is not per field (a format 1 file) changed, and keeping them.
    mutating func current(_ values: RecordValues, uid: String, updatedAt: Int64, fieldOrder: [String]) throws
        -> RecordStamps
    {
        let kept = states[uid]
        try states.check()
        return try current(values, uid: uid, updatedAt: updatedAt, kept: kept, fieldOrder: fieldOrder)
    }

    /// `current(_:uid:updatedAt:fieldOrder:)` of a record read with its stamps as the diary keeps
    /// them (`kept`, their text).
    mutating func current(
        _ values: RecordValues, uid: String, updatedAt: Int64, kept: String?, fieldOrder: [String]
    ) throws -> RecordStamps {
        try current(
            values, uid: uid, updatedAt: updatedAt, kept: kept.flatMap(RecordStamps.init(text:)), fieldOrder: fieldOrder
        )
    }

    private mutating func current(
        _ values: RecordValues, uid: String, updatedAt: Int64, kept: RecordStamps?, fieldOrder: [String]
    ) throws -> RecordStamps {
        let stamped = stamp(values, uid: uid, updatedAt: updatedAt, kept: kept.map(Kept.state) ?? .none)
        if stamped.changed {
            states.note(stamped.state, uid: uid)
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
        // Never past this sync's time: an `updated_at` a second after one a sync took from a clock
        // ahead (an edit sets the later of now and the previous one + 1 s) must not drag the clock
        // past its limit; the stamp replaced (below) is what keeps the change later than it.
        let stamp = clock.stamp(now: min(updatedAt, now))
        var new = state
        for (field, change) in changes {
            new.fields[field] = RecordStamps.Field(
                stamp: Self.stamp(stamp, replacing: change.before),
                digest: RecordStamps.digest(values.fields[field] ?? ""))
        }
        for (member, value) in memberChanges {
            let replaced = state.members[member]?.stamp
            new.members[member] = StampedValue(
                value: value, stamp: replaced.map { Self.stamp(stamp, replacing: $0) } ?? stamp)
        }
        if !changes.isEmpty { changedHere[uid, default: [:]].merge(changes) { first, _ in first } }
        return (new, true)
    }
}

/// The stamps of every record as the diary keeps them (`SyncStampStore`), read one record at a
/// time, so that a sync of a large diary does not hold them all: every change to them is kept in
/// the diary at once (by `SyncStamping` and `FieldMerge`), inside the sync's transaction.
///
/// The last record read or changed is remembered (a merge reads a record's stamps twice), until
/// `forget()`: after a rollback. A read that fails gives nil and is remembered too: `check()`
/// throws it, and the sync stops.
struct StampStates {
    private final class Memo {
        var error: (any Error)?
        var last: (uid: String, state: RecordStamps?)?
    }

    private let store: any SyncStampStore
    private let memo = Memo()

    init(store: any SyncStampStore) {
        self.store = store
    }

    subscript(uid: String) -> RecordStamps? {
        if let last = memo.last, last.uid == uid { return last.state }
        do {
            let state = try store.state(uid: uid).flatMap(RecordStamps.init(text:))
            memo.last = (uid, state)
            return state
        } catch {
            if memo.error == nil { memo.error = error }
            return nil
        }
    }

    /// Notes that record `uid`'s stamps are now `state`: its caller keeps them in the diary.
    func note(_ state: RecordStamps, uid: String) { memo.last = (uid, state) }

    /// Forgets the record it remembers: the diary's stamps were rolled back.
    func forget() { memo.last = nil }

    /// Throws the first read that failed.
    func check() throws {
        if let error = memo.error { throw error }
    }
}

/// `SyncStamping`'s stamps not yet in the diary (see `pending`).
///
/// They are written sorted by uid once they pass `limit` bytes, and at the end of the local stamps.
/// No one reads a record's stamps from the diary before then: the local stamps read each record
/// once, with the stamps it had.
private struct PendingStates {
    static let limit = 4 << 20
    private var states: [(uid: String, text: String)] = []
    private var bytes = 0

    mutating func add(uid: String, text: String, store: any SyncStampStore) throws {
        states.append((uid, text))
        bytes += uid.utf8.count + text.utf8.count + 32
        if bytes >= Self.limit { try flush(into: store) }
    }

    mutating func flush(into store: any SyncStampStore) throws {
        states.sort { $0.uid < $1.uid }
        for state in states { try store.setState(uid: state.uid, to: state.text, step: nil) }
        states.removeAll(keepingCapacity: true)
        bytes = 0
    }
}
