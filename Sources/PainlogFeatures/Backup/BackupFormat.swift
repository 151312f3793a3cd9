public import PainlogDomain

/// `export --format backup` (issue 39): the whole diary as one JSON object that `import` restores.
///
/// `{"format":"painlog-backup","version":1,"entries":[…],"deletions":[…],"impacts":[…],
/// "conditions":[…],"courses":[…],"medication_classes":[…],"renames":[…]}`, laid out one element a
/// line. `entries` holds the objects of `export --format json`, always (`[]` in an empty diary);
/// every other part is there only when the diary holds some of it. Written as it is read: entries
/// stream from the store and deletions are read a page at a time, so memory stays flat.
///
/// The parts' objects (docs/output-formats.md):
/// - `deletions`: `{"uid", "deleted_at", "of": "entry"|"impact"|"condition"}`, an entry's, an
///   impact record's or a removed condition's tombstone (a condition's with `"merged_into"`, the uid
///   of the condition that took its areas, when a sync merged two of one name);
/// - `impacts`: `{"uid", "recorded_at", "pain", "enjoyment", "activity", "created_at", "updated_at"}`;
/// - `conditions`: `{"uid", "name", "kind", "areas", "created_at", "updated_at"}`;
/// - `courses`: `{"uid", "name", "condition_uid", "every_weeks", "start", "stop", "doses":
///   [{"dose", "from"}]}`;
/// - `medication_classes`: `{"medication", "class"}`, the classes set with `meds class`;
/// - `renames`: `{"list", "from", "to", "renamed_at", "stamp"}`, the renames sync carries.
public enum BackupFormat {
    /// The `format` member that tells a backup from any other JSON object.
    public static let formatName = "painlog-backup"
    /// The `version` this painlog writes, and the only one it reads.
    public static let version = 1

    /// The parts after `entries`, in the order they are written.
    public static let parts = [
        "deletions", "impacts", "conditions", "courses", "medication_classes", "renames",
    ]

    /// What comes before the first entry.
    public static let opening =
        "{\"format\":\"\(formatName)\",\"version\":\(version),\"entries\":["

    /// What closes the entries' array after `count` entries (the parts follow it).
    public static func entriesClosing(count: Int) -> String {
        count == 0 ? "]" : "\n]"
    }

    /// What closes the object, with the final newline.
    public static let closing = "\n}\n"

    /// Writes every part after `entries` from `diary`, each through `write` as it is made.
    public static func writeParts(of diary: WriteTransaction, _ write: (String) -> Void) throws {
        try writeDeletions(of: diary, write)
        var impacts = Part("impacts")
        for record in try diary.impacts.records().reversed() { impacts.add(impact(record.content), write) }
        impacts.close(write)
        var conditions = Part("conditions")
        for condition in try diary.conditions.conditions() { conditions.add(self.condition(condition), write) }
        conditions.close(write)
        var courses = Part("courses")
        for course in try diary.courses.courses() { courses.add(self.course(course), write) }
        courses.close(write)
        var classes = Part("medication_classes")
        let set = try diary.medicationClasses.classes()
        for name in set.keys.sorted(by: { NameRules.key(for: $0) < NameRules.key(for: $1) }) {
            guard let value = set[name] else { continue }
            classes.add(.object([("medication", .string(name)), ("class", .string(value))]), write)
        }
        classes.close(write)
        var renames = Part("renames")
        for rename in try diary.syncStamps.renames() { renames.add(self.rename(rename), write) }
        renames.close(write)
    }

    /// The deletions, a page of tombstones at a time: entries' first, then impact records', then
    /// conditions' (a diary holds few).
    private static func writeDeletions(of diary: WriteTransaction, _ write: (String) -> Void) throws {
        let pageSize = 1_000
        var part = Part("deletions")
        var after = ""
        while true {
            let page = try diary.tombstones.page(after: after, limit: pageSize)
            for tombstone in page {
                part.add(deletion(uid: tombstone.uid, at: tombstone.deletedAt, of: "entry"), write)
            }
            guard page.count == pageSize, let last = page.last else { break }
            after = last.uid
        }
        after = ""
        while true {
            let page = try diary.impacts.tombstones(after: after, limit: pageSize)
            for tombstone in page {
                part.add(deletion(uid: tombstone.uid, at: tombstone.deletedAt, of: "impact"), write)
            }
            guard page.count == pageSize, let last = page.last else { break }
            after = last.uid
        }
        for tombstone in try diary.conditions.tombstones() { part.add(conditionDeletion(tombstone), write) }
        part.close(write)
    }

    static func deletion(uid: String, at time: Timestamp, of record: String) -> JSONValue {
        .object([("uid", .string(uid)), ("deleted_at", .string(time.iso8601)), ("of", .string(record))])
    }

    static func conditionDeletion(_ tombstone: ConditionTombstone) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("uid", .string(tombstone.uid)), ("deleted_at", .string(tombstone.deletedAt.iso8601)),
            ("of", .string("condition")),
        ]
        if let into = tombstone.mergedInto { members.append(("merged_into", .string(into))) }
        return .object(members)
    }

    static func impact(_ content: ImpactContent) -> JSONValue {
        .object([
            ("uid", .string(content.uid)), ("recorded_at", .string(content.recordedAt.iso8601)),
            ("pain", .number(content.pain.value)), ("enjoyment", .number(content.enjoyment.value)),
            ("activity", .number(content.activity.value)), ("created_at", .string(content.createdAt.iso8601)),
            ("updated_at", .string(content.updatedAt.iso8601)),
        ])
    }

    static func condition(_ condition: Condition) -> JSONValue {
        .object([
            ("uid", .string(condition.uid)), ("name", .string(condition.name)),
            ("kind", .string(condition.kind.rawValue)), ("areas", .strings(condition.areas)),
            ("created_at", .string(condition.createdAt.iso8601)), ("updated_at", .string(condition.updatedAt.iso8601)),
        ])
    }

    static func course(_ course: Course) -> JSONValue {
        .object([
            ("uid", .string(course.uid)), ("name", .string(course.name)),
            ("condition_uid", .string(course.conditionUID)),
            ("every_weeks", course.everyWeeks.map { .number($0) } ?? .null),
            ("start", .string(course.start.iso8601)), ("stop", .string(course.stop?.iso8601)),
            (
                "doses",
                .array(
                    course.doses.map { dose in
                        .object([("dose", .string(dose.dose)), ("from", .string(dose.from.iso8601))])
                    })
            ),
        ])
    }

    static func rename(_ rename: NameRename) -> JSONValue {
        .object([
            ("list", .string(rename.kind.rawValue)), ("from", .string(rename.fromKey)), ("to", .string(rename.toName)),
            ("renamed_at", .string(Timestamp(seconds: rename.renamedAt, offset: 0).iso8601)),
            ("stamp", .string(rename.stamp?.text)),
        ])
    }

    /// One part of the object, opened by its first element: a part with none is left out.
    private struct Part {
        let name: String
        var count = 0

        init(_ name: String) {
            self.name = name
        }

        mutating func add(_ element: JSONValue, _ write: (String) -> Void) {
            write(count == 0 ? ",\n" + JSONWriter.string(name) + ":[\n" : ",\n")
            write(JSONWriter.text(element))
            count += 1
        }

        func close(_ write: (String) -> Void) {
            if count > 0 { write("\n]") }
        }
    }
}
