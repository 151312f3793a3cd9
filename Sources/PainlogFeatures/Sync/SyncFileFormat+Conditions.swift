import PainlogDomain

/// A record of conditions and courses in a sync file (format 3; docs/sync.md, *Conditions and
/// courses*), as the reader hands it on.
enum ConditionSyncRecord {
    /// A condition: its name and kind are stamped fields.
    case condition(
        uid: String, name: String, kind: ConditionKind, createdAt: Timestamp, updatedAt: Timestamp, StampedRecord)
    /// A removed condition; `mergedInto` the condition that took its areas when a sync found two of one name.
    case conditionDeleted(uid: String, deletedAt: Timestamp, mergedInto: String?)
    /// An area's condition: one stamped field (`condition`, a condition's uid or empty for none).
    case area(key: String, name: String, conditionUID: String?, StampedRecord)
    /// A course: name, condition, every, start and stop are stamped fields, its doses members.
    case course(CourseRecord, StampedRecord)
    /// A course taken back after a sync carried it.
    case courseDeleted(uid: String, deletedAt: Timestamp)

    /// The latest stamp (its seconds) or deletion time in the record.
    var latestTime: Int64? {
        switch self {
        case .condition(_, _, _, _, _, let stamps), .area(_, _, _, let stamps), .course(_, let stamps):
            stamps.latestStamp?.seconds
        case .conditionDeleted(_, let deletedAt, _), .courseDeleted(_, let deletedAt): deletedAt.seconds
        }
    }
}

/// The keys, values and lines of conditions and courses in a sync file.
enum ConditionSync {
    /// The record types of conditions and courses.
    static let recordTypes: Set<String> = [
        "condition", "condition_deleted", "area_condition", "course", "course_deleted",
    ]
    /// The fields of a condition's stamps.
    static let conditionFields = ["name", "kind"]
    /// The one field of an area's condition.
    static let areaFields = ["condition"]
    /// The fields of a course's stamps; its doses are members of the list `dose`.
    static let courseFields = ["name", "condition", "every", "start", "stop"]
    /// The list of a course's dose periods: key `FROM DOSE`, the period's start in ISO 8601, a space, the dose.
    static let doseList = "dose"

    /// The uid under which condition `uid`'s stamps are kept (and its changes noted for segments).
    static func conditionKey(_ uid: String) -> String { "condition:" + uid }
    /// The uid under which the condition of the area with key `key` is stamped.
    static func areaKey(_ key: String) -> String { "area:" + key }
    /// The uid under which course `uid`'s stamps are kept.
    static func courseKey(_ uid: String) -> String { "course:" + uid }

    static func values(name: String, kind: ConditionKind) -> RecordValues {
        RecordValues(fields: ["name": name, "kind": kind.rawValue])
    }

    static func values(areaCondition uid: String?) -> RecordValues {
        RecordValues(fields: ["condition": uid ?? ""])
    }

    static func values(_ course: Course) -> RecordValues {
        var members: SmallMap<MemberKey, String> = [:]
        for dose in course.doses {
            let key = doseKey(dose)
            members[MemberKey(list: doseList, key: key)] = key
        }
        return RecordValues(
            fields: [
                "name": course.name, "condition": course.conditionUID ?? "",
                "every": course.everyWeeks.map(String.init) ?? "", "start": course.start.iso8601,
                "stop": course.stop?.iso8601 ?? "",
            ], members: members)
    }

    /// A dose period's member key: `FROM DOSE`.
    static func doseKey(_ dose: CourseDose) -> String { dose.from.iso8601 + " " + dose.dose }

    /// The dose period of member key `key`; nil when it is none (a damaged file's).
    static func dose(ofKey key: String) -> CourseDose? {
        guard let space = key.firstIndex(of: " "), let from = Timestamp(iso8601: String(key[..<space])) else {
            return nil
        }
        let dose = String(key[key.index(after: space)...])
        guard (1...64).contains(dose.count), !dose.contains("\n") else { return nil }
        return CourseDose(dose: dose, from: from)
    }

    /// The course `values` hold, or nil when a value cannot be one (a damaged file's).
    static func course(uid: String, _ values: RecordValues) -> Course? {
        guard let name = values.fields["name"], let start = values.fields["start"].flatMap(Timestamp.init(iso8601:))
        else { return nil }
        var stop: Timestamp?
        if let text = values.fields["stop"], !text.isEmpty {
            guard let time = Timestamp(iso8601: text), time.seconds >= start.seconds else { return nil }
            stop = time
        }
        var every: Int?
        if let text = values.fields["every"], !text.isEmpty {
            guard let weeks = Int(text), (1...26).contains(weeks) else { return nil }
            every = weeks
        }
        let condition = values.fields["condition"].flatMap { $0.isEmpty ? nil : $0 }
        var doses: [CourseDose] = []
        for (member, _) in values.members where member.list == doseList {
            guard let dose = dose(ofKey: member.key) else { return nil }
            doses.append(dose)
        }
        doses.sort { $0.from.seconds != $1.from.seconds ? $0.from.seconds < $1.from.seconds : $0.dose < $1.dose }
        return Course(
            uid: uid, name: name, conditionUID: condition, everyWeeks: every, start: start, stop: stop, doses: doses)
    }

    // The lines: after every record with a uid, before the classes (`{` sorts after hex digits and `-`,
    // before `}`); a condition before its deletion, conditions before areas, areas before courses.

    static func conditionLine(_ condition: Condition, stamps: RecordStamps) -> (key: String, line: String) {
        (
            "{condition " + condition.uid + " 0",
            JSONWriter.text(
                .object(
                    [
                        ("type", .string("condition")), ("uid", .string(condition.uid)),
                        ("name", .string(condition.name)), ("kind", .string(condition.kind.rawValue)),
                        ("created_at", .string(condition.createdAt.iso8601)),
                        ("updated_at", .string(condition.updatedAt.iso8601)),
                    ] + SyncFileFormat.stampMembers(stamps, fieldOrder: conditionFields).prefix(1)))
        )
    }

    static func conditionDeletionLine(_ tombstone: ConditionTombstone) -> (key: String, line: String) {
        var members: [(String, JSONValue)] = [
            ("type", .string("condition_deleted")), ("uid", .string(tombstone.uid)),
            ("deleted_at", .string(tombstone.deletedAt.iso8601)),
        ]
        if let into = tombstone.mergedInto { members.append(("merged_into", .string(into))) }
        return ("{condition " + tombstone.uid + " 1", JSONWriter.text(.object(members)))
    }

    static func areaLine(key: String, name: String, conditionUID: String?, stamps: RecordStamps) -> (
        key: String, line: String
    ) {
        (
            "{condition_area " + key,
            JSONWriter.text(
                .object(
                    [
                        ("type", .string("area_condition")), ("area", .string(name)),
                        ("condition", .string(conditionUID)),
                    ] + SyncFileFormat.stampMembers(stamps, fieldOrder: areaFields).prefix(1)))
        )
    }

    static func courseLine(_ record: CourseRecord, stamps: RecordStamps) -> (key: String, line: String) {
        let course = record.course
        var members: [(String, JSONValue)] = [
            ("type", .string("course")), ("uid", .string(course.uid)), ("name", .string(course.name)),
            ("condition", .string(course.conditionUID)),
            ("every_weeks", course.everyWeeks.map { JSONValue.number($0) } ?? .null),
            ("started_at", .string(course.start.iso8601)),
        ]
        if let stop = course.stop { members.append(("stopped_at", .string(stop.iso8601))) }
        members += [
            ("doses", .strings(course.doses.map(doseKey))), ("created_at", .string(record.createdAt.iso8601)),
            ("updated_at", .string(record.updatedAt.iso8601)),
        ]
        return (
            "{course " + course.uid + " 0",
            JSONWriter.text(.object(members + SyncFileFormat.stampMembers(stamps, fieldOrder: courseFields)))
        )
    }

    static func courseDeletionLine(_ tombstone: CourseTombstone) -> (key: String, line: String) {
        (
            "{course " + tombstone.uid + " 1",
            JSONWriter.text(
                .object([
                    ("type", .string("course_deleted")), ("uid", .string(tombstone.uid)),
                    ("deleted_at", .string(tombstone.deletedAt.iso8601)),
                ]))
        )
    }

    /// The lines of the diary's conditions, areas' conditions and courses (with their deletions), as
    /// their stamps are kept; with `changedAfter`, only those changed after that sync generation (a
    /// segment).
    static func lines(of diary: WriteTransaction, changedAfter: Int64?) throws -> [(key: String, line: String)] {
        let changes = diary.syncSegments
        func changed(_ prefix: String) throws -> Set<String>? {
            try changedAfter.map { try changes.changedKeys(after: $0, prefix: prefix) }
        }
        let store = diary.syncStamps
        var lines: [(key: String, line: String)] = []
        let changedConditions = try changed("condition:")
        let conditionStates = try store.states(withPrefix: "condition:")
        for condition in try diary.conditions.conditions()
        where changedConditions?.contains(conditionKey(condition.uid)) ?? true {
            guard let stamps = conditionStates[conditionKey(condition.uid)].flatMap(RecordStamps.init(text:)) else {
                continue
            }
            lines.append(conditionLine(condition, stamps: stamps))
        }
        for tombstone in try diary.conditions.tombstones()
        where changedConditions?.contains(conditionKey(tombstone.uid)) ?? true {
            lines.append(conditionDeletionLine(tombstone))
        }
        let changedAreas = try changed("area:")
        let rows = Dictionary(
            try diary.conditions.areaRows().map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for (uid, text) in try store.states(withPrefix: "area:") where changedAreas?.contains(uid) ?? true {
            guard let stamps = RecordStamps(text: text) else { continue }
            let key = String(uid.dropFirst("area:".count))
            let row = rows[key]
            lines.append(areaLine(key: key, name: row?.name ?? key, conditionUID: row?.conditionUID, stamps: stamps))
        }
        let changedCourses = try changed("course:")
        let courseStates = try store.states(withPrefix: "course:")
        for record in try diary.courses.records() where changedCourses?.contains(courseKey(record.course.uid)) ?? true {
            guard let stamps = courseStates[courseKey(record.course.uid)].flatMap(RecordStamps.init(text:)) else {
                continue
            }
            lines.append(courseLine(record, stamps: stamps))
        }
        for tombstone in try diary.courses.tombstones()
        where changedCourses?.contains(courseKey(tombstone.uid)) ?? true {
            lines.append(courseDeletionLine(tombstone))
        }
        return lines
    }
}
