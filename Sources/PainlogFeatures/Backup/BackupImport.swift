public import PainlogDomain

/// Restores a backup (`BackupFormat`) into the diary, as `import` does a JSON export: in one
/// transaction (all or nothing) and one undo step, read as it streams in.
///
/// Each part merges by uid into a diary that holds data too:
/// - entries as an import's rows (`ImportMerge`: the later `updated_at` wins, a deletion here wins
///   over an older row);
/// - deletions as a sync's (`SyncMerge`): an entry or impact record not changed since goes, and the
///   tombstone stays so no older copy brings it back; a condition not changed since its removal goes
///   (its areas to the condition it was merged into, else unassigned) and its tombstone stays (a
///   backup that still holds the condition brings it back, as it does after an undone restore);
/// - impact records as a sync's without stamps: the later `updated_at` wins;
/// - a condition this diary lacks is added (one with its name here gives its areas to that one);
///   one it has takes the backup's name and kind when the backup's is changed later; an area keeps
///   the condition it has here, and an area without one joins the backup's;
/// - a course this diary lacks is added (its condition only when the diary has it); one it has
///   keeps its doses, and is stopped when the backup stopped it;
/// - a medication class is set where this diary sets none;
/// - renames are kept as a sync keeps another diary's (sync's bookkeeping, which `undo` leaves).
///
/// A damaged backup (not JSON, another `format`, an unknown `version`, a bad value) is a `badData`
/// error that names the file, and nothing is written.
public struct BackupImportInteractor {
    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar
    private let makeUID: () -> String

    public init(unitOfWork: any UnitOfWork, calendar: LocalCalendar, makeUID: @escaping () -> String) {
        self.unitOfWork = unitOfWork
        self.calendar = calendar
        self.makeUID = makeUID
    }

    /// Thrown inside the transaction to roll back a dry run or a restore that changed nothing.
    private struct RollBack: Error {
        let report: ImportReport
    }

    /// Reads the backup from `source` and merges it in.
    ///
    /// `fileName` names the file in errors, `sourceName` in the undo list; `onChange` and
    /// `onRecord` as `ImportEntriesInteractor.importEntries`.
    public func restore(
        from source: any ByteSource, fileName: String, sourceName: String, dryRun: Bool,
        onChange: (ImportChange) -> Void = { _ in }, onRecord: (Int) -> Void = { _ in }
    ) throws -> ImportReport {
        let now = calendar.now()
        let written = calendar.timestamp(at: now)
        do {
            return try unitOfWork.inWriteTransaction { diary in
                var restore = try BackupRestore(
                    diary: diary, written: written, summary: "import \(sourceName)", makeUID: makeUID, now: now,
                    zone: calendar.zone)
                do {
                    try restore.read(JSONArrayReader(source: source), onChange: onChange, onRecord: onRecord)
                } catch let error as PainlogError where error.kind == .badData {
                    throw PainlogError(.badData, "\(fileName): " + error.text)
                }
                let report = restore.report(dryRun: dryRun)
                if dryRun || !restore.changed { throw RollBack(report: report) }
                return report
            }
        } catch let rollBack as RollBack {
            return rollBack.report
        }
    }
}

/// The restore of one backup inside its transaction: the parts as they are read.
private struct BackupRestore {
    private let diary: WriteTransaction
    private let written: Timestamp
    private let summary: String
    private let now: Int64
    private let zone: TimeZoneRules
    private var entries: ImportMerge
    private var records: SyncMerge
    /// The undo step, once anything changed.
    private var step: Int64?
    private var conditionsNoted = false
    private var coursesNoted = false
    private var renamesKept = 0

    init(
        diary: WriteTransaction, written: Timestamp, summary: String, makeUID: @escaping () -> String, now: Int64,
        zone: TimeZoneRules
    ) throws {
        self.diary = diary
        self.written = written
        self.summary = summary
        self.now = now
        self.zone = zone
        entries = try ImportMerge(diary: diary, written: written, summary: summary, makeUID: makeUID)
        records = SyncMerge(diary: diary, written: written, summary: summary, step: nil, kind: .import)
    }

    /// Whether the restore changed the diary.
    var changed: Bool { step != nil || renamesKept > 0 }

    func report(dryRun: Bool) -> ImportReport { entries.report(dryRun: dryRun) }

    mutating func read(
        _ reader: JSONArrayReader, onChange: (ImportChange) -> Void, onRecord: (Int) -> Void
    ) throws {
        try reader.openObject()
        guard let (formatLine, first) = try reader.nextMember(), first == "format",
            case .string(let format) = try reader.memberValue(), format == BackupFormat.formatName
        else {
            throw PainlogError(
                .badData,
                "not a painlog backup: its first member must be \"format\": \"\(BackupFormat.formatName)\" "
                    + "(an export of entries is a JSON array)")
        }
        guard let (versionLine, second) = try reader.nextMember(), second == "version" else {
            throw PainlogError(.badData, "line \(formatLine): \"version\" must follow \"format\"")
        }
        let version = try reader.memberValue()
        guard version == .number(String(BackupFormat.version)) else {
            throw PainlogError(
                .badData,
                "line \(versionLine): backup version \(QuotedValue.shown(JSONWriter.text(version))) is not one "
                    + "this painlog reads (it reads version \(BackupFormat.version)); update painlog")
        }
        var seen: Set<String> = []
        var read = 0
        while let (line, part) = try reader.nextMember() {
            guard part == "entries" || BackupFormat.parts.contains(part) else {
                throw PainlogError(
                    .badData,
                    "line \(line): unknown part '\(QuotedValue.shown(part))'; the parts are entries, "
                        + BackupFormat.parts.joined(separator: ", "))
            }
            guard seen.insert(part).inserted else {
                throw PainlogError(.badData, "line \(line): the part '\(part)' appears twice")
            }
            try reader.openMemberArray(of: part)
            var row = 0
            while let (elementLine, value) = try reader.nextElement() {
                row += 1
                try apply(value, part: part, line: elementLine, row: row, onChange: onChange)
                read += 1
                onRecord(read)
            }
        }
    }

    private mutating func apply(
        _ value: JSONValue, part: String, line: Int, row: Int, onChange: (ImportChange) -> Void
    ) throws {
        if part == "entries" {
            let record = try JSONImportReader.record(value, line: line, row: row)
            let imported = try ImportedEntry(record, now: now, zone: zone)
            entries.step = step
            let change = try entries.apply(imported, editedOutside: imported.editedOutside)
            step = entries.step
            if let change { onChange(change) }
            return
        }
        guard case .object(let members) = value else {
            throw PainlogError(.badData, "line \(line) (\(part) \(row)): expected an object")
        }
        let fields = BackupFields(members: members, place: "line \(line) (\(part) \(row))")
        switch part {
        case "deletions": try applyDeletion(fields)
        case "impacts": try applyImpact(fields)
        case "conditions": try applyCondition(fields)
        case "courses": try applyCourse(fields)
        case "medication_classes": try applyClass(fields)
        default: try applyRename(fields)
        }
    }

    private mutating func applyDeletion(_ fields: BackupFields) throws {
        let uid = try fields.uid()
        let deletedAt = try fields.time("deleted_at")
        records.step = step
        switch try fields.text("of") {
        case "entry":
            try records.applyEntryDeletion(uid: uid, deletedAt: deletedAt)
            entries.noteTombstone()
        case "impact":
            try records.applyImpactDeletion(uid: uid, deletedAt: deletedAt)
        case "condition":
            step = records.step
            try applyConditionDeletion(
                uid: uid, deletedAt: deletedAt, mergedInto: try fields.optionalText("merged_into"))
            return
        case let other:
            throw fields.bad("'of' is '\(QuotedValue.shown(other))'; it is entry, impact or condition")
        }
        step = records.step
    }

    /// A removed condition's tombstone: the later removal is kept; a condition held here goes unless
    /// it was changed after the removal, its areas to `into` when this diary holds that condition.
    private mutating func applyConditionDeletion(uid: String, deletedAt: Timestamp, mergedInto into: String?) throws {
        if let existing = try diary.conditions.tombstones().first(where: { $0.uid == uid }) {
            guard deletedAt.seconds > existing.deletedAt.seconds else { return }
            try noteConditions()
            try diary.conditions.bury(uid: uid, at: deletedAt, mergedInto: into ?? existing.mergedInto)
            return
        }
        let live = try diary.conditions.conditions()
        if let here = live.first(where: { $0.uid == uid }), here.updatedAt.seconds > deletedAt.seconds { return }
        let target = into.flatMap { into in live.contains(where: { $0.uid == into }) ? into : nil }
        try noteConditions()
        for row in try diary.conditions.areaRows() where row.conditionUID == uid {
            try diary.conditions.assign(area: row.name, to: target, at: deletedAt)
        }
        try diary.conditions.bury(uid: uid, at: deletedAt, mergedInto: into)
    }

    private mutating func applyImpact(_ fields: BackupFields) throws {
        let content = ImpactContent(
            uid: try fields.uid(), recordedAt: try fields.time("recorded_at"), pain: try fields.intensity("pain"),
            enjoyment: try fields.intensity("enjoyment"), activity: try fields.intensity("activity"),
            createdAt: try fields.time("created_at"), updatedAt: try fields.time("updated_at"))
        records.step = step
        try records.applyImpact(content)
        step = records.step
    }

    private mutating func applyCondition(_ fields: BackupFields) throws {
        let uid = try fields.uid()
        let name: String
        do { name = try ConditionNameRules.validated(try fields.text("name")) } catch { throw fields.bad(error.text) }
        let kind: ConditionKind
        do { kind = try ConditionKind(parsing: try fields.text("kind")) } catch { throw fields.bad(error.text) }
        let areas = try fields.strings("areas")
        let createdAt = try fields.time("created_at")
        let updatedAt = try fields.time("updated_at")
        if try diary.conditions.tombstones().contains(where: { $0.uid == uid }) {
            // Removed here, by `conditions remove` or by undoing its add (an undone restore, restored
            // again, must come back; the two leave the same tombstone): the backup brings it back.
            try noteConditions()
            try diary.conditions.unbury(uid: uid)
        }
        let here = try diary.conditions.conditions()
        var target = uid
        if let existing = here.first(where: { $0.uid == uid }) {
            if updatedAt.seconds > existing.updatedAt.seconds {
                let key = NameRules.key(for: name)
                if existing.name != name, !here.contains(where: { $0.uid != uid && NameRules.key(for: $0.name) == key })
                {
                    try noteConditions()
                    try diary.conditions.rename(uid: uid, to: name, at: updatedAt)
                }
                if existing.kind != kind {
                    try noteConditions()
                    try diary.conditions.setKind(uid: uid, to: kind, at: updatedAt)
                }
            }
        } else if let named = here.first(where: { NameRules.key(for: $0.name) == NameRules.key(for: name) }) {
            target = named.uid
        } else {
            try noteConditions()
            try diary.conditions.insert(uid: uid, name: name, kind: kind, at: createdAt)
            if updatedAt != createdAt { try diary.conditions.setKind(uid: uid, to: kind, at: updatedAt) }
        }
        for area in areas where try diary.conditions.conditionUID(ofArea: area) == nil {
            do { _ = try NameRules.validated(area, kind: .area) } catch { throw fields.bad(error.text) }
            try noteConditions()
            try diary.conditions.assign(area: area, to: target, at: updatedAt)
        }
    }

    private mutating func applyCourse(_ fields: BackupFields) throws {
        let uid = try fields.uid()
        let name: String
        do { name = try NameRules.validated(try fields.text("name"), kind: .medication) } catch {
            throw fields.bad(error.text)
        }
        let conditionUID = try fields.optionalText("condition_uid")
        let every = try fields.optionalNumber("every_weeks")
        if let every, !(1...26).contains(every) { throw fields.bad("every_weeks must be 1 to 26, got \(every)") }
        let start = try fields.time("start")
        let stop = try fields.optionalTime("stop")
        if let stop, stop.seconds < start.seconds { throw fields.bad("the course stops before it starts") }
        var doses: [CourseDose] = []
        for dose in try fields.objects("doses") {
            let text = try dose.text("dose")
            guard (1...64).contains(text.count) else { throw dose.bad("a dose is 1 to 64 characters") }
            doses.append(CourseDose(dose: text, from: try dose.time("from")))
        }
        if let existing = try diary.courses.courses().first(where: { $0.uid == uid }) {
            if existing.isOpen, let stop, stop.seconds >= existing.start.seconds {
                try noteCourses()
                try diary.courses.stop(uid, at: stop, changedAt: stop)
            }
            return
        }
        let knownCondition = try conditionUID.flatMap { condition in
            try diary.conditions.conditions().contains(where: { $0.uid == condition }) ? condition : nil
        }
        try noteCourses()
        try diary.courses.insert(
            uid: uid, name: name, conditionUID: knownCondition, everyWeeks: every, start: start, at: start)
        for dose in doses { try diary.courses.addDose(to: uid, dose: dose.dose, from: dose.from, at: dose.from) }
        if let stop { try diary.courses.stop(uid, at: stop, changedAt: stop) }
    }

    private mutating func applyClass(_ fields: BackupFields) throws {
        let name = try fields.text("medication")
        let value = try fields.text("class")
        guard MedicationClass(rawValue: value) != nil else {
            throw fields.bad(
                "unknown class '\(QuotedValue.shown(value))'; the classes are "
                    + MedicationClass.allCases.map(\.rawValue).joined(separator: ", "))
        }
        guard let record = try diary.medications.record(named: name),
            try diary.medicationClasses.classes()[record.name] == nil
        else { return }
        try diary.journal.noteClassChange(of: record.id, in: try journalStep())
        try diary.medicationClasses.setClass(of: record.id, to: value)
    }

    private mutating func applyRename(_ fields: BackupFields) throws {
        let list = try fields.text("list")
        guard let kind = NameKind(rawValue: list) else {
            throw fields.bad("'list' is '\(QuotedValue.shown(list))'; it is area, tag or medication")
        }
        let stampText = try fields.optionalText("stamp")
        let stamp = try stampText.map { text throws(PainlogError) in
            guard let stamp = ChangeStamp(text: text) else {
                throw fields.bad("'\(QuotedValue.shown(text))' is not a sync stamp")
            }
            return stamp
        }
        let rename = NameRename(
            kind: kind, fromKey: try fields.text("from"), toName: try fields.text("to"),
            renamedAt: try fields.time("renamed_at").seconds, stamp: stamp)
        if rename.stamp == nil {
            // One no sync has stamped yet: noted with the restore's undo step, as a rename made here is.
            guard
                !(try diary.syncStamps.renames()).contains(where: {
                    $0.kind == kind && $0.fromKey == rename.fromKey
                        && $0.toName == rename.toName && $0.renamedAt == rename.renamedAt
                })
            else { return }
            try diary.syncStamps.noteRename(rename, step: try journalStep())
        } else if try diary.syncStamps.keepRename(rename) {
            renamesKept += 1
        }
    }

    private mutating func noteConditions() throws {
        guard !conditionsNoted else { return }
        try diary.journal.noteConditions(in: try journalStep())
        conditionsNoted = true
    }

    private mutating func noteCourses() throws {
        guard !coursesNoted else { return }
        try diary.journal.noteCourses(in: try journalStep())
        coursesNoted = true
    }

    private mutating func journalStep() throws -> Int64 {
        try diary.journalStep(&step, kind: .import, summary: summary, at: written)
    }
}

/// The members of one object of a backup's part, read by name with errors naming its place.
private struct BackupFields {
    let members: [(String, JSONValue)]
    /// `line 12 (conditions 2)`.
    let place: String

    func bad(_ what: ErrorText) -> PainlogError { PainlogError(.badData, "\(place): " + what) }

    func value(_ name: String) -> JSONValue? { members.first(where: { $0.0 == name })?.1 }

    func text(_ name: String) throws(PainlogError) -> String {
        guard case .string(let text)? = value(name) else { throw bad("'\(name)' must be a string") }
        return text
    }

    func optionalText(_ name: String) throws(PainlogError) -> String? {
        switch value(name) {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw bad("'\(name)' must be a string or null")
        }
    }

    func uid() throws(PainlogError) -> String {
        let uid = try text("uid")
        guard uid.utf8.count == 36 else { throw bad("'uid' must be 36 characters, got '\(QuotedValue.shown(uid))'") }
        return uid
    }

    func time(_ name: String) throws(PainlogError) -> Timestamp {
        let text = try text(name)
        guard let time = Timestamp(iso8601: text) else {
            throw bad("'\(name)' must be a time like 2026-11-20T08:00:00+01:00, got '\(QuotedValue.shown(text))'")
        }
        return time
    }

    func optionalTime(_ name: String) throws(PainlogError) -> Timestamp? {
        guard try optionalText(name) != nil else { return nil }
        return try time(name)
    }

    func optionalNumber(_ name: String) throws(PainlogError) -> Int? {
        switch value(name) {
        case nil, .null?: return nil
        case .number(let text)?:
            guard let number = Int(text) else { throw bad("'\(name)' must be a whole number") }
            return number
        default: throw bad("'\(name)' must be a number or null")
        }
    }

    func intensity(_ name: String) throws(PainlogError) -> Intensity {
        guard let number = try optionalNumber(name), let intensity = Intensity(number) else {
            throw bad("'\(name)' must be a whole number 0–10")
        }
        return intensity
    }

    func strings(_ name: String) throws(PainlogError) -> [String] {
        guard case .array(let elements)? = value(name) else { throw bad("'\(name)' must be a list of strings") }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element else { throw bad("'\(name)' must be a list of strings") }
            strings.append(text)
        }
        return strings
    }

    func objects(_ name: String) throws(PainlogError) -> [BackupFields] {
        guard case .array(let elements)? = value(name) else { throw bad("'\(name)' must be a list of objects") }
        var objects: [BackupFields] = []
        for element in elements {
            guard case .object(let members) = element else { throw bad("'\(name)' must be a list of objects") }
            objects.append(BackupFields(members: members, place: place))
        }
        return objects
    }
}
