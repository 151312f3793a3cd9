import PainlogDomain

// Reading the records of conditions and courses (format 3; docs/sync.md, *Conditions and courses*).
extension SyncFileReader {
    /// The record of `type` on `object`; nil when it is left out (counted in `ahead`).
    ///
    /// A record stamped more than a day ahead is left out alone; a malformed one throws, and the
    /// whole file is skipped.
    func conditionRecord(
        type: String, _ object: SmallMap<String, ImportRecord.Value>, ahead: inout SyncFileAhead,
        bad: (String) -> SyncFileProblem
    ) throws -> ConditionSyncRecord? {
        func text(_ name: String) -> String? {
            guard case .text(let value)? = object[name] else { return nil }
            return value
        }
        func time(_ name: String) -> Timestamp? { text(name).flatMap(Timestamp.init(iso8601:)) }
        /// A uid member (nil or empty: none); `.failed` when it is not a uid.
        func optionalUID(_ name: String) -> String?? {
            switch object[name] {
            case nil, .null?: return .some(nil)
            case .text(let value)? where value.isEmpty: return .some(nil)
            case .text(let value)? where ImportedEntry.isUUID(value): return .some(value.lowercased())
            default: return nil
            }
        }
        /// The stamps of `fields` valued by `values`; nil when the latest is more than a day ahead.
        func stamped(_ fields: [String], _ values: RecordValues, lists: [String] = []) throws -> StampedRecord? {
            let record = try Self.stamps(of: object, fields: fields, lists: lists, bad: bad)
            if let latest = record.latestStamp, latest.seconds > now + Self.allowedSkew {
                ahead.note(
                    field: "stamp", time: Timestamp(seconds: latest.seconds, offset: 0).iso8601, seconds: latest.seconds
                )
                return nil
            }
            return try Self.valued(record, values, bad: bad)
        }
        switch type {
        case "condition":
            guard let uid = text("uid"), ImportedEntry.isUUID(uid), let rawName = text("name"),
                let name = try? ConditionNameRules.validated(rawName, allowingBidiControls: true),
                let kind = text("kind").flatMap(ConditionKind.init(rawValue:)), let createdAt = time("created_at"),
                let updatedAt = time("updated_at")
            else {
                throw bad(
                    "a condition needs uid, name (a valid name), kind (migraine, headache or pain), created_at and updated_at"
                )
            }
            guard
                let stamps = try stamped(ConditionSync.conditionFields, ConditionSync.values(name: name, kind: kind))
            else { return nil }
            return .condition(
                uid: uid.lowercased(), name: name, kind: kind, createdAt: createdAt, updatedAt: updatedAt, stamps)
        case "condition_deleted", "course_deleted":
            guard let uid = text("uid"), ImportedEntry.isUUID(uid), let deletedAt = time("deleted_at"),
                let into = optionalUID("merged_into")
            else { throw bad("a deletion needs a uid and deleted_at") }
            return type == "course_deleted"
                ? .courseDeleted(uid: uid.lowercased(), deletedAt: deletedAt)
                : .conditionDeleted(uid: uid.lowercased(), deletedAt: deletedAt, mergedInto: into)
        case "area_condition":
            guard let rawArea = text("area"),
                let area = try? NameRules.validated(rawArea, kind: .area, allowingBidiControls: true),
                let condition = optionalUID("condition")
            else { throw bad("an area_condition needs area (a valid name) and condition (a uid, or null)") }
            guard let stamps = try stamped(ConditionSync.areaFields, ConditionSync.values(areaCondition: condition))
            else { return nil }
            return .area(key: NameRules.key(for: area), name: area, conditionUID: condition, stamps)
        default:
            return try courseRecord(
                object, text: text, time: time, optionalUID: optionalUID, stamped: stamped, bad: bad)
        }
    }

    /// A `course` record (see `conditionRecord`).
    private func courseRecord(
        _ object: SmallMap<String, ImportRecord.Value>, text: (String) -> String?, time: (String) -> Timestamp?,
        optionalUID: (String) -> String??,
        stamped: ([String], RecordValues, [String]) throws -> StampedRecord?, bad: (String) -> SyncFileProblem
    ) throws -> ConditionSyncRecord? {
        let what =
            "a course needs uid, name (a medication's name), condition (a uid, or null), every_weeks (1–26, or null), "
            + "started_at, stopped_at (not before it, or left out), doses (FROM DOSE), created_at and updated_at"
        var every: Int?
        switch object["every_weeks"] {
        case nil, .null?: every = nil
        case .number(let value)?:
            guard let weeks = Int(value), (1...26).contains(weeks) else { throw bad(what) }
            every = weeks
        default: throw bad(what)
        }
        var doseTexts: [String] = []
        switch object["doses"] {
        case nil: break
        case .list(let texts)?: doseTexts = texts
        default: throw bad(what)
        }
        let doses = doseTexts.compactMap(ConditionSync.dose(ofKey:))
        guard let uid = text("uid"), ImportedEntry.isUUID(uid), let rawName = text("name"),
            let name = try? NameRules.validated(rawName, kind: .medication, allowingBidiControls: true),
            let condition = optionalUID("condition"), let start = time("started_at"),
            let createdAt = time("created_at"), let updatedAt = time("updated_at"), doses.count == doseTexts.count
        else { throw bad(what) }
        let stop = time("stopped_at")
        guard object["stopped_at"] == nil || stop.map({ $0.seconds >= start.seconds }) == true else { throw bad(what) }
        let course = Course(
            uid: uid.lowercased(), name: name, conditionUID: condition, everyWeeks: every, start: start, stop: stop,
            doses: doses)
        guard
            let stamps = try stamped(ConditionSync.courseFields, ConditionSync.values(course), [ConditionSync.doseList])
        else { return nil }
        return .course(CourseRecord(course: course, createdAt: createdAt, updatedAt: updatedAt), stamps)
    }
}
