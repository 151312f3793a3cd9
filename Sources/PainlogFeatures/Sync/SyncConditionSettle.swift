import PainlogDomain

/// The *settle* step for conditions and courses, after the merge and the renames (docs/sync.md,
/// *Conditions and courses*): what no single record decides, decided the same way on every diary
/// from what it holds once every file is merged.
///
/// - An area rename carries the area's condition, also one given to the old name by a diary that
///   had not merged the rename, whatever the clocks (`RenameKnowledge.reaches`): the new name takes
///   it unless it has a condition of its own (an area merge keeps NEW's), and the old name leaves it.
/// - An area or course whose condition went into another (two conditions of one name) follows it;
///   one whose condition was removed has none.
/// - Two open courses of one name are told.
///
/// Each change is stamped from the stamps it follows (the rename's, or the replaced stamp one count
/// later), not from this diary's clock: two diaries that settle the same state write the same
/// stamps, and nothing echoes between them.
struct SyncConditionSettle {
    private let diary: WriteTransaction
    private let written: Timestamp
    private let summary: String
    var step: Int64?
    var stamping: SyncStamping

    init(diary: WriteTransaction, written: Timestamp, summary: String, step: Int64?, stamping: SyncStamping) {
        self.diary = diary
        self.written = written
        self.summary = summary
        self.step = step
        self.stamping = stamping
    }

    /// Settles the conditions and courses; returns the names with more than one open course.
    mutating func apply() throws -> [SyncReport.OpenCourses] {
        try carryThroughRenames()
        try followConditions()
        return try openCourses()
    }

    private mutating func carryThroughRenames() throws {
        let renames = try diary.syncStamps.renames().filter { $0.kind == .area }.compactMap { rename in
            rename.stamp.map { (rename, $0) }
        }.sorted { $0.1 < $1.1 }
        let knowledge = renames.isEmpty ? RenameKnowledge() : try diary.syncStamps.renameKnowledge()
        for (rename, renameStamp) in renames {
            let oldKey = rename.fromKey
            let newKey = NameRules.key(for: rename.toName)
            guard oldKey != newKey else { continue }
            let rows = Dictionary(
                try diary.conditions.areaRows().map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            guard let old = rows[oldKey], let condition = old.conditionUID,
                let oldStamp = stamping.states[ConditionSync.areaKey(oldKey)]?.fields["condition"]?.stamp,
                knowledge.reaches(rename, member: oldStamp)
            else { continue }
            // Stamped after what it replaces: the rename's stamp, or, for a condition given by a diary
            // whose clock is ahead, that stamp one count later (the same on every diary).
            let stamp = oldStamp < renameStamp ? renameStamp : Self.after(oldStamp)
            try diary.journal.noteConditions(in: try journalStep())
            let newStamp = stamping.states[ConditionSync.areaKey(newKey)]?.fields["condition"]?.stamp
            if rows[newKey]?.conditionUID == nil, newStamp.map({ $0 < stamp }) ?? true {
                try diary.conditions.assign(area: rows[newKey]?.name ?? rename.toName, to: condition, at: written)
                try keepArea(newKey, condition: condition, stamp: stamp)
            }
            try diary.conditions.assign(area: old.name, to: nil, at: written)
            try keepArea(oldKey, condition: nil, stamp: stamp)
        }
    }

    private mutating func followConditions() throws {
        let live = Set(try diary.conditions.conditions().map(\.uid))
        let tombstones = Dictionary(
            try diary.conditions.tombstones().map { ($0.uid, $0) }, uniquingKeysWith: { first, _ in first })
        /// Where condition `uid` is now: `.some(nil)` removed, nil when this diary knows nothing of it
        /// (its record may come later) or it is live.
        func resolved(_ uid: String) -> String?? {
            guard !live.contains(uid) else { return nil }
            var current = uid
            var seen: Set<String> = []
            while !live.contains(current) {
                guard let tombstone = tombstones[current] else { return nil }
                guard let into = tombstone.mergedInto, seen.insert(current).inserted else { return .some(nil) }
                current = into
            }
            return .some(current)
        }
        for row in try diary.conditions.areaRows() {
            guard let condition = row.conditionUID, case .some(let target) = resolved(condition),
                let replaced = stamping.states[ConditionSync.areaKey(row.key)]?.fields["condition"]?.stamp
            else { continue }
            try diary.journal.noteConditions(in: try journalStep())
            try diary.conditions.assign(area: row.name, to: target, at: written)
            try keepArea(row.key, condition: target, stamp: Self.after(replaced))
        }
        for record in try diary.courses.records() {
            let course = record.course
            let key = ConditionSync.courseKey(course.uid)
            guard let condition = course.conditionUID, case .some(let target) = resolved(condition),
                var state = stamping.states[key], let replaced = state.fields["condition"]?.stamp
            else { continue }
            try diary.journal.noteCourses(in: try journalStep())
            let moved = Course(
                uid: course.uid, name: course.name, conditionUID: target, everyWeeks: course.everyWeeks,
                start: course.start, stop: course.stop, doses: course.doses)
            try diary.courses.put(CourseRecord(course: moved, createdAt: record.createdAt, updatedAt: record.updatedAt))
            state.fields["condition"] = RecordStamps.Field(
                stamp: Self.after(replaced), digest: RecordStamps.digest(target ?? ""))
            try keep(state, uid: key, fieldOrder: ConditionSync.courseFields)
        }
    }

    private func openCourses() throws -> [SyncReport.OpenCourses] {
        var open: [String: [Course]] = [:]
        for course in try diary.courses.courses() where course.isOpen {
            open[NameRules.key(for: course.name), default: []].append(course)
        }
        return open.values.filter { $0.count > 1 }.map { courses in
            let sorted = courses.sorted { $0.start.seconds < $1.start.seconds }
            return SyncReport.OpenCourses(name: sorted.last?.name ?? "", starts: sorted.map(\.start))
        }.sorted { NameRules.key(for: $0.name) < NameRules.key(for: $1.name) }
    }

    /// `stamp` one count later, under the same diary: the same on every diary that settles it.
    private static func after(_ stamp: ChangeStamp) -> ChangeStamp {
        stamp.counter < ChangeStamp.maximumCounter
            ? ChangeStamp(seconds: stamp.seconds, counter: stamp.counter + 1, diary: stamp.diary)
            : ChangeStamp(seconds: stamp.seconds + 1, counter: 0, diary: stamp.diary)
    }

    /// Keeps the area with key `key` in `condition` (nil: none), stamped `stamp`.
    private mutating func keepArea(_ key: String, condition: String?, stamp: ChangeStamp) throws {
        var state = RecordStamps()
        state.fields["condition"] = RecordStamps.Field(stamp: stamp, digest: RecordStamps.digest(condition ?? ""))
        try keep(state, uid: ConditionSync.areaKey(key), fieldOrder: ConditionSync.areaFields)
    }

    private mutating func keep(_ state: RecordStamps, uid: String, fieldOrder: [String]) throws {
        guard stamping.states[uid] != state else { return }
        if let latest = state.latestStamp { stamping.receive(latest) }
        stamping.keep(state, uid: uid)
        try diary.syncStamps.setState(uid: uid, to: state.text(fieldOrder: fieldOrder), step: try journalStep())
    }

    private mutating func journalStep() throws -> Int64 {
        try diary.journalStep(&step, kind: .sync, summary: summary, at: written)
    }
}
