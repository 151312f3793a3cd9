import PainlogDomain

// The per-field merge of conditions, areas' conditions and courses (docs/sync.md, *Conditions and
// courses*): each field and dose from the later stamp, as for entries; a removal stands unless a
// field was stamped after it; two conditions of one name become the one with the smaller uid.
extension FieldMerge {
    /// Merges one record of conditions or courses from another diary's file.
    mutating func mergeConditionRecord(_ record: ConditionSyncRecord) throws {
        switch record {
        case .condition(let uid, let name, let kind, let createdAt, let updatedAt, let remote):
            try mergeCondition(
                uid: uid, name: name, kind: kind, createdAt: createdAt, updatedAt: updatedAt, remote: remote)
        case .conditionDeleted(let uid, let deletedAt, let into):
            try mergeConditionDeletion(uid: uid, deletedAt: deletedAt, mergedInto: into)
        case .area(let key, let name, _, let remote):
            try mergeArea(key: key, name: name, remote: remote)
        case .course(let record, let remote):
            try mergeCourse(record, remote: remote)
        case .courseDeleted(let uid, let deletedAt):
            try mergeCourseDeletion(uid: uid, deletedAt: deletedAt)
        }
    }

    private mutating func noteConditions() throws { try diary.journal.noteConditions(in: try journalStep()) }
    private mutating func noteCourses() throws { try diary.journal.noteCourses(in: try journalStep()) }

    private mutating func mergeCondition(
        uid: String, name: String, kind: ConditionKind, createdAt: Timestamp, updatedAt: Timestamp,
        remote: StampedRecord
    ) throws {
        let key = ConditionSync.conditionKey(uid)
        if let tombstone = try diary.conditions.tombstones().first(where: { $0.uid == uid }) {
            guard remote.survives(deletionAt: tombstone.deletedAt.seconds) else { return }
            // Changed there after it was removed here: it comes back, as an entry does.
            try noteConditions()
            try diary.conditions.unbury(uid: uid)
        }
        let conditions = try diary.conditions.conditions()
        let local = conditions.first { $0.uid == uid }
        let localStamped = local.flatMap { condition in
            stamping.states[key].map { stamped(ConditionSync.values(name: condition.name, kind: condition.kind), $0) }
        }
        let merged = localStamped.map { $0.merged(with: remote) } ?? remote
        if let localStamped {
            try tellConflicts(
                uid: key, record: "condition", name: local?.name ?? name, local: localStamped, remote: remote,
                merged: merged, fields: ConditionSync.conditionFields, shown: { $0 })
        }
        let mergedName = merged.fields["name"]?.value ?? name
        let created = local.map { Self.earlier($0.createdAt, createdAt) } ?? createdAt
        let updated = local.map { Self.later($0.updatedAt, updatedAt) } ?? updatedAt
        guard
            let other = conditions.first(where: {
                $0.uid != uid && NameRules.key(for: $0.name) == NameRules.key(for: mergedName)
            }), let otherState = stamping.states[ConditionSync.conditionKey(other.uid)]
        else {
            let values = try Self.conditionValues(merged, uid: uid)
            if local?.name != values.name || local?.kind != values.kind {
                try noteConditions()
                try diary.conditions.put(
                    uid: uid, name: values.name, kind: values.kind, createdAt: created, updatedAt: updated)
            }
            try keep(
                merged, values: ConditionSync.values(name: values.name, kind: values.kind), uid: key,
                fieldOrder: ConditionSync.conditionFields)
            return
        }
        // Two conditions of one name, made apart: the one with the smaller uid takes the other's areas
        // (the settle step moves them), each field from the later of the two (the later kind wins).
        let otherStamped = stamped(ConditionSync.values(name: other.name, kind: other.kind), otherState)
        var combined = merged
        for field in ConditionSync.conditionFields {
            if let mine = merged.fields[field], let theirs = otherStamped.fields[field] {
                combined.fields[field] = StampedValue.winner(mine, theirs)
            }
        }
        let (winner, loser) = uid < other.uid ? (uid, other.uid) : (other.uid, uid)
        let latest = [merged.latestStamp, otherStamped.latestStamp].compactMap { $0 }.max()?.seconds ?? written.seconds
        let values = try Self.conditionValues(combined, uid: winner)
        try noteConditions()
        try diary.conditions.bury(
            uid: loser, at: Timestamp(seconds: latest, offset: written.offset), mergedInto: winner)
        try diary.conditions.put(
            uid: winner, name: values.name, kind: values.kind,
            createdAt: Self.earlier(created, other.createdAt), updatedAt: Self.later(updated, other.updatedAt))
        if loser == uid {
            // Its stamps are kept: a later change to it there is judged against them.
            try keep(
                merged, values: try Self.conditionValues(merged, uid: uid).record, uid: key,
                fieldOrder: ConditionSync.conditionFields)
        }
        try keep(
            combined, values: ConditionSync.values(name: values.name, kind: values.kind),
            uid: ConditionSync.conditionKey(winner), fieldOrder: ConditionSync.conditionFields)
    }

    private static func conditionValues(_ state: StampedRecord, uid: String) throws -> (
        name: String, kind: ConditionKind, record: RecordValues
    ) {
        guard let name = state.fields["name"]?.value, !name.isEmpty,
            let kind = state.fields["kind"].flatMap({ ConditionKind(rawValue: $0.value) })
        else {
            throw PainlogError(
                .badData, "condition " + uid + " cannot be merged with this diary's copy (a damaged file?)")
        }
        return (name, kind, ConditionSync.values(name: name, kind: kind))
    }

    private mutating func mergeConditionDeletion(uid: String, deletedAt: Timestamp, mergedInto into: String?) throws {
        if let existing = try diary.conditions.tombstones().first(where: { $0.uid == uid }) {
            // The later removal is kept, the same on every diary (on one second, the one that names
            // the condition it went into).
            guard
                deletedAt.seconds > existing.deletedAt.seconds
                    || (deletedAt.seconds == existing.deletedAt.seconds && existing.mergedInto == nil && into != nil)
            else { return }
            try noteConditions()
            try diary.conditions.bury(uid: uid, at: deletedAt, mergedInto: into ?? existing.mergedInto)
            return
        }
        if try diary.conditions.conditions().contains(where: { $0.uid == uid }),
            let latest = stamping.states[ConditionSync.conditionKey(uid)]?.latestStamp,
            latest.seconds > deletedAt.seconds
        {
            return
        }
        try noteConditions()
        try diary.conditions.bury(uid: uid, at: deletedAt, mergedInto: into)
    }

    private mutating func mergeArea(key: String, name: String, remote: StampedRecord) throws {
        let uid = ConditionSync.areaKey(key)
        let row = try diary.conditions.areaRows().first { $0.key == key }
        let localValue = row?.conditionUID ?? ""
        let localStamped = stamping.states[uid].map { stamped(RecordValues(fields: ["condition": localValue]), $0) }
        let merged = localStamped.map { $0.merged(with: remote) } ?? remote
        let newValue = merged.fields["condition"]?.value ?? ""
        if newValue != localValue {
            try noteConditions()
            try diary.conditions.assign(area: row?.name ?? name, to: newValue.isEmpty ? nil : newValue, at: written)
        }
        if let localStamped {
            let names = Dictionary(
                try diary.conditions.conditions().map { ($0.uid, $0.name) }, uniquingKeysWith: { first, _ in first })
            try tellConflicts(
                uid: uid, record: "area", name: row?.name ?? name, local: localStamped, remote: remote, merged: merged,
                fields: ConditionSync.areaFields, shown: { $0.isEmpty ? "" : names[$0] ?? $0 })
        }
        try keep(
            merged, values: RecordValues(fields: ["condition": newValue]), uid: uid,
            fieldOrder: ConditionSync.areaFields)
    }

    private mutating func mergeCourse(_ record: CourseRecord, remote: StampedRecord) throws {
        let uid = record.course.uid
        let key = ConditionSync.courseKey(uid)
        if let tombstone = try diary.courses.tombstones().first(where: { $0.uid == uid }) {
            guard remote.survives(deletionAt: tombstone.deletedAt.seconds) else { return }
            try noteCourses()
            try diary.courses.unbury(uid: uid)
        }
        let local = try diary.courses.records().first { $0.course.uid == uid }
        let localStamped = local.flatMap { found in
            stamping.states[key].map { stamped(ConditionSync.values(found.course), $0) }
        }
        var merged = localStamped.map { $0.merged(with: remote) } ?? remote
        if let localStamped, let start = merged.fields["start"], let stop = merged.fields["stop"], !stop.value.isEmpty,
            let startTime = Timestamp(iso8601: start.value), let stopTime = Timestamp(iso8601: stop.value),
            stopTime.seconds < startTime.seconds
        {
            // A start from one side and a stop from the other that no longer make a course: both from
            // the side whose later write of the two is later, the same on every diary.
            func latest(_ state: StampedRecord) -> ChangeStamp? {
                [state.fields["start"]?.stamp, state.fields["stop"]?.stamp].compactMap { $0 }.max()
            }
            let side = (latest(remote) ?? start.stamp) > (latest(localStamped) ?? start.stamp) ? remote : localStamped
            merged.fields["start"] = side.fields["start"]
            merged.fields["stop"] = side.fields["stop"]
        }
        var members: SmallMap<MemberKey, String> = [:]
        for doseKey in merged.presentKeys(of: ConditionSync.doseList) {
            members[MemberKey(list: ConditionSync.doseList, key: doseKey)] = doseKey
        }
        let values = RecordValues(fields: merged.fields.mapValues(\.value), members: members)
        guard let course = ConditionSync.course(uid: uid, values) else {
            throw PainlogError(.badData, "course " + uid + " cannot be merged with this diary's copy (a damaged file?)")
        }
        if local?.course != course {
            try noteCourses()
            try diary.courses.put(
                CourseRecord(
                    course: course,
                    createdAt: local.map { Self.earlier($0.createdAt, record.createdAt) } ?? record.createdAt,
                    updatedAt: local.map { Self.later($0.updatedAt, record.updatedAt) } ?? record.updatedAt))
        }
        if let localStamped {
            let names = Dictionary(
                try diary.conditions.conditions().map { ($0.uid, $0.name) }, uniquingKeysWith: { first, _ in first })
            try tellConflicts(
                uid: key, record: "course", name: course.name, local: localStamped, remote: remote, merged: merged,
                fields: ConditionSync.courseFields,
                shown: { value in names[value] ?? value })
        }
        try keep(merged, values: values, uid: key, fieldOrder: ConditionSync.courseFields)
    }

    private mutating func mergeCourseDeletion(uid: String, deletedAt: Timestamp) throws {
        if let existing = try diary.courses.tombstones().first(where: { $0.uid == uid }) {
            guard deletedAt.seconds > existing.deletedAt.seconds else { return }
            try noteCourses()
            try diary.courses.bury(uid: uid, at: deletedAt)
            return
        }
        if try diary.courses.records().contains(where: { $0.course.uid == uid }),
            let latest = stamping.states[ConditionSync.courseKey(uid)]?.latestStamp,
            latest.seconds > deletedAt.seconds
        {
            return
        }
        try noteCourses()
        try diary.courses.bury(uid: uid, at: deletedAt)
    }

    /// Sets aside each of `fields` whose value lost the merge, and reports the conflicts among them.
    ///
    /// As for an entry's fields, a conflict is a field changed here since the last sync that the
    /// other diary changed too. `shown` turns a value into what the notice shows (a condition's uid into its name).
    private mutating func tellConflicts(
        uid: String, record: String, name: String, local: StampedRecord, remote: StampedRecord,
        merged: StampedRecord, fields: [String], shown: (String) -> String
    ) throws {
        for field in fields {
            guard let here = local.fields[field], let there = remote.fields[field], let winner = merged.fields[field],
                here.value != there.value
            else { continue }
            let lost = winner == here ? there : here
            try diary.syncStamps.keepEarlierValue(
                SetAsideValue(uid: uid, field: field, value: lost.value, stamp: lost.stamp, seenAt: written.seconds),
                limit: Self.historyLimit)
            guard let changed = stamping.changedHere[uid]?[field], there.stamp > changed.before else { continue }
            let replacedHere = winner == there
            if !replacedHere {
                try diary.syncStamps.noteLostValue(
                    LostValue(uid: uid, field: field, lost: there.stamp, kept: here.stamp))
            }
            conflicts.append(
                SyncReport.Conflict(
                    file: file, record: record, id: 0, field: field, kept: shown(winner.value),
                    replaced: shown(lost.value), keptHere: !replacedHere, diary: there.stamp.diary, name: name))
        }
    }

    /// The conflict to tell when another diary kept its value of a condition's, an area's or a course's
    /// field over this diary's `replaced` (see `noteLost`); nil for any other record.
    func lostConditionConflict(_ value: LostValue, replaced: String) throws -> SyncReport.Conflict? {
        let names = Dictionary(
            try diary.conditions.conditions().map { ($0.uid, $0.name) }, uniquingKeysWith: { first, _ in first })
        func shown(_ text: String) -> String { names[text] ?? text }
        let record: String
        let name: String
        let kept: String
        if value.uid.hasPrefix("area:") {
            let key = String(value.uid.dropFirst("area:".count))
            let row = try diary.conditions.areaRows().first { $0.key == key }
            (record, name, kept) = ("area", row?.name ?? key, row?.conditionUID.map(shown) ?? "")
        } else if value.uid.hasPrefix("condition:"),
            let condition = try diary.conditions.conditions().first(where: {
                ConditionSync.conditionKey($0.uid) == value.uid
            })
        {
            let values = ConditionSync.values(name: condition.name, kind: condition.kind)
            (record, name, kept) = ("condition", condition.name, values.fields[value.field] ?? "")
        } else if value.uid.hasPrefix("course:"),
            let found = try diary.courses.records().first(where: {
                ConditionSync.courseKey($0.course.uid) == value.uid
            })
        {
            let values = ConditionSync.values(found.course)
            (record, name, kept) = ("course", found.course.name, shown(values.fields[value.field] ?? ""))
        } else {
            return nil
        }
        return SyncReport.Conflict(
            file: file, record: record, id: 0, field: value.field, kept: kept,
            replaced: record == "condition" ? replaced : shown(replaced), keptHere: false, diary: value.kept.diary,
            lostHere: true, name: name)
    }
}
