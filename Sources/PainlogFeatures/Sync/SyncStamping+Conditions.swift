import PainlogDomain

// The *stamp* step for conditions and courses (docs/sync.md, *Conditions and courses*): each field
// whose value no longer has its digest is stamped at the record's `updated_at` (an area's condition
// at its `changed_at`), after the entries; a removal travels as a tombstone.
extension SyncStamping {
    /// Stamps what changed in the conditions, the areas' conditions and the courses since the last
    /// sync, and dates the deletions made here after what they replaced.
    mutating func stampConditionsAndCourses() throws {
        let store = diary.syncStamps
        var kept = try store.states(withPrefix: "condition:")
        for condition in try diary.conditions.conditions().sorted(by: { $0.updatedAt.seconds < $1.updatedAt.seconds }) {
            let uid = ConditionSync.conditionKey(condition.uid)
            try keepConditionStamped(
                ConditionSync.values(name: condition.name, kind: condition.kind), uid: uid,
                updatedAt: condition.updatedAt.seconds, kept: kept.removeValue(forKey: uid),
                fieldOrder: ConditionSync.conditionFields)
        }
        for tombstone in try diary.conditions.tombstones() {
            // A removal made here after a value from a clock ahead arrived is dated after it.
            if let latest = RecordStamps(text: kept[ConditionSync.conditionKey(tombstone.uid)] ?? "")?.latestStamp,
                latest.seconds > tombstone.deletedAt.seconds
            {
                try diary.conditions.bury(
                    uid: tombstone.uid, at: Timestamp(seconds: latest.seconds + 1, offset: tombstone.deletedAt.offset),
                    mergedInto: tombstone.mergedInto)
            }
        }
        let areaStates = try store.states(withPrefix: "area:")
        var areas: [String: (uid: String?, at: Int64)] = [:]
        for row in try diary.conditions.areaRows() { areas[row.key] = (row.conditionUID, row.changedAt.seconds) }
        // An area whose row went (an area rename moved it) is one taken out of its condition.
        for uid in areaStates.keys where areas[String(uid.dropFirst("area:".count))] == nil {
            areas[String(uid.dropFirst("area:".count))] = (nil, now)
        }
        for (key, area) in areas.sorted(by: { $0.value.at != $1.value.at ? $0.value.at < $1.value.at : $0.key < $1.key }
        ) {
            let uid = ConditionSync.areaKey(key)
            // An area that never had a condition needs no record.
            if area.uid == nil, areaStates[uid] == nil { continue }
            try keepConditionStamped(
                ConditionSync.values(areaCondition: area.uid), uid: uid, updatedAt: area.at, kept: areaStates[uid],
                fieldOrder: ConditionSync.areaFields)
        }
        var courseStates = try store.states(withPrefix: "course:")
        for record in try diary.courses.records().sorted(by: { $0.updatedAt.seconds < $1.updatedAt.seconds }) {
            let uid = ConditionSync.courseKey(record.course.uid)
            try keepConditionStamped(
                ConditionSync.values(record.course), uid: uid, updatedAt: record.updatedAt.seconds,
                kept: courseStates.removeValue(forKey: uid), fieldOrder: ConditionSync.courseFields)
        }
        let buried = Set(try diary.courses.tombstones().map(\.uid))
        for (uid, text) in courseStates {
            let courseUID = String(uid.dropFirst("course:".count))
            guard !buried.contains(courseUID) else { continue }
            // A course a sync carried that is gone here (`undo` of its start): it goes everywhere,
            // dated after its latest stamp.
            let latest = RecordStamps(text: text)?.latestStamp?.seconds ?? 0
            try diary.courses.bury(uid: courseUID, at: Timestamp(seconds: max(now, latest + 1), offset: 0))
        }
    }

    /// Stamps one record's changes and keeps its stamps when they changed (at once: conditions and
    /// courses are few).
    private mutating func keepConditionStamped(
        _ values: RecordValues, uid: String, updatedAt: Int64, kept: String?, fieldOrder: [String]
    ) throws {
        let stamped = stamp(values, uid: uid, updatedAt: updatedAt, kept: Kept(text: kept))
        guard stamped.changed else { return }
        if kept == nil, uid.hasPrefix("area:") {
            // An area is keyed by its name, which another diary may have put into a condition too:
            // its first condition here is a change that can meet that one.
            for field in ConditionSync.areaFields {
                noteChangedHere(uid: uid, field: field, before: ChangeStamp(seconds: 0, counter: 0, diary: clock.diary))
            }
        }
        keep(stamped.state, uid: uid)
        try diary.syncStamps.setState(uid: uid, to: stamped.state.text(fieldOrder: fieldOrder), step: nil)
    }
}
