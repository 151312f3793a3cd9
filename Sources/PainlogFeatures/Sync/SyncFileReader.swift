import PainlogDomain

/// Reads another diary's sync file as a stream: the header's format version, each record as it
/// comes, and the last line's count (a file cut short lacks it).
///
/// The caller merges each record as it is read, inside a savepoint: a problem found later (a bad
/// line, a missing last line) throws, and the caller rolls the whole file back and skips it. A
/// record with a time more than a day ahead of this computer's clock, or an entry that lasts longer
/// than an entry may (366 days), is left out and counted; the rest of the file merges. The file takes no more memory than its longest line, at most 1 MiB.
struct SyncFileReader {
    /// How far ahead of this computer's clock a time may be before its record is left out.
    static let allowedSkew: Int64 = 86_400

    let now: Int64
    let zone: TimeZoneRules

    /// Reads file `name` from `source`, handing each record to `each`; returns what was left out.
    func read(
        _ source: any ByteSource, name: String, each: (SyncRecord) throws -> Void
    ) throws -> SyncFileAhead {
        func skip(_ reason: String) -> SyncFileProblem { .skipped(file: name, reason: reason) }
        let lines = SyncLineReader(source)
        func nextLine() throws -> ArraySlice<UInt8>? {
            let bytes: ArraySlice<UInt8>?
            do { bytes = try lines.next() } catch SyncLineReader.Problem.unterminated {
                throw skip("it ends in the middle of a line (half-written?)")
            } catch SyncLineReader.Problem.lineTooLong(let line) {
                throw skip("line \(line) is longer than 1 MiB, which no painlog record can be")
            } catch let problem as SyncFileProblem {
                // The source's own reason: an encrypted file that does not decrypt or verify.
                throw problem
            } catch {
                throw skip("cannot read it (\(error))")
            }
            return bytes
        }
        let headerLine = try nextLine()
        guard let headerLine, let header = Self.object(headerLine),
            case .number(let versionText)? = header["painlog_sync"],
            let version = Int(versionText)
        else {
            throw skip(Self.isUTF8(headerLine) ? "its first line is not a painlog sync header" : "it is not UTF-8 text")
        }
        guard version <= SyncFileFormat.version else {
            throw skip(
                "it was written by a newer painlog (format \(version); this one reads up to \(SyncFileFormat.version)); update painlog"
            )
        }
        // The entry fields whose absence means "none" in this file; from a 0.2 file, "not known".
        var omittedWhenNone: [String] = []
        if case .list(let names)? = header[SyncFileFormat.omittedWhenNoneKey] { omittedWhenNone = names }
        var ahead = SyncFileAhead()
        var records = 0
        let stamped = version >= 2
        let symptomsKnown = version >= SyncFileFormat.symptomsVersion
        // A format 3 file lists every rename its diary knows, and says from which of its stamps.
        let renameWriter: String?
        if version >= SyncFileFormat.renameKnowledgeVersion, case .text(let id)? = header["diary"],
            ChangeStamp.isDiaryID(id)
        {
            renameWriter = id
            try each(.renameWriter(diary: id))
        } else {
            renameWriter = nil
        }
        // The last line closes the file, so each line is a record only once the next one is read.
        var held: ArraySlice<UInt8>?
        while let line = try nextLine() {
            if let record = held {
                records += 1
                try read(
                    record, lineNumber: lines.lineNumber - 1, row: records, name: name,
                    omittedWhenNone: omittedWhenNone, symptomsKnown: symptomsKnown, stamped: stamped,
                    renameWriter: renameWriter, ahead: &ahead, each: each)
            }
            held = line
        }
        guard let last = held, let footer = Self.object(last), case .number(let endText)? = footer["end"],
            Int(endText) == records
        else { throw skip("its last line does not close it (half-written, or changed by hand?)") }
        return ahead
    }

    private func read(
        _ line: ArraySlice<UInt8>, lineNumber: Int, row: Int, name: String, omittedWhenNone: [String],
        symptomsKnown: Bool, stamped: Bool, renameWriter: String?, ahead: inout SyncFileAhead,
        each: (SyncRecord) throws -> Void
    ) throws {
        func bad(_ what: String) -> SyncFileProblem { .skipped(file: name, reason: "line \(lineNumber): \(what)") }
        guard let object = Self.object(line), case .text(let type)? = object["type"] else {
            guard Self.isUTF8(line) else {
                throw SyncFileProblem.skipped(file: name, reason: "it is not UTF-8 text")
            }
            throw bad("not a JSON object with a type")
        }
        var future: (field: String, time: String, seconds: Int64)?
        var span: (occurredAt: (text: String, time: Timestamp)?, endedAt: (text: String, time: Timestamp)?)
        for (field, value) in object where field.hasSuffix("_at") {
            guard case .text(let text) = value, let time = Timestamp(iso8601: text) else {
                throw bad("\(field) is not an ISO 8601 time")
            }
            if time.seconds > now + Self.allowedSkew, future.map({ time.seconds > $0.seconds }) ?? true {
                future = (field, text, time.seconds)
            }
            if field == "occurred_at" { span.occurredAt = (text, time) }
            if field == "ended_at" { span.endedAt = (text, time) }
        }
        var stamps: StampedRecord?
        if stamped, type == "entry" || type == "impact" {
            let record = try Self.stamps(
                of: object, fields: type == "entry" ? RecordValues.entryFields : RecordValues.impactFields, bad: bad)
            if let latest = record.latestStamp, latest.seconds > now + Self.allowedSkew,
                future.map({ latest.seconds > $0.seconds }) ?? true
            {
                future = ("stamp", Timestamp(seconds: latest.seconds, offset: 0).iso8601, latest.seconds)
            }
            stamps = record
        }
        if let future {
            ahead.note(field: future.field, time: future.time, seconds: future.seconds)
            return
        }
        // An entry longer than an entry may last is left out the same way, not the whole file.
        if type == "entry", let start = span.occurredAt, let end = span.endedAt,
            EntryEndRules.tooLong(start: start.time, end: end.time) != nil
        {
            ahead.noteTooLong(
                occurredAt: start.text, endedAt: end.text, seconds: end.time.seconds - start.time.seconds)
            return
        }
        switch type {
        case "entry":
            var fields = object
            fields["type"] = nil
            fields[SyncFileFormat.stampsKey] = nil
            fields[SyncFileFormat.membersKey] = nil
            for field in omittedWhenNone where fields[field] == nil { fields[field] = .null }
            if symptomsKnown, fields["symptoms"] == nil { fields["symptoms"] = .null }
            let entry: ImportedEntry
            do {
                // A name an older painlog stored with a bidirectional control is kept (see NameRules).
                entry = try ImportedEntry(
                    ImportRecord(line: lineNumber, row: row, fields: fields), now: now, zone: zone,
                    allowedAhead: Self.allowedSkew, allowingBidiControls: true)
            } catch {
                throw SyncFileProblem.skipped(file: name, reason: error.message)
            }
            let stamped = try stamps.map { stamps in
                let values = RecordValues(entry)
                return StampedEntry(stamps: try Self.valued(stamps, values, bad: bad), values: values)
            }
            try each(.entry(entry, stamped))
        case "deleted", "impact_deleted":
            guard case .text(let uid)? = object["uid"], ImportedEntry.isUUID(uid),
                case .text(let at)? = object["deleted_at"],
                let time = Timestamp(iso8601: at)
            else { throw bad("a deletion needs a uid and deleted_at") }
            try each(
                type == "deleted"
                    ? .deleted(uid: uid.lowercased(), deletedAt: time)
                    : .impactDeleted(uid: uid.lowercased(), deletedAt: time))
        case "impact":
            guard let impact = Self.impact(object) else {
                throw bad(
                    "an impact needs uid, recorded_at, pain, enjoyment, activity (0–10), created_at and updated_at")
            }
            try each(.impact(impact, try stamps.map { try Self.valued($0, RecordValues(impact), bad: bad) }))
        case "medication_class" where stamped:
            guard case .text(let name)? = object["medication"],
                let medication = try? NameRules.validated(name, kind: .medication, allowingBidiControls: true),
                case .text(let value)? = object["class"], value.isEmpty || MedicationClass(rawValue: value) != nil
            else {
                throw bad("a medication_class needs medication (a name) and class (a class's JSON name, or empty)")
            }
            var record = try Self.stamps(of: object, fields: ["class"], bad: bad)
            guard let latest = record.latestStamp, latest.seconds <= now + Self.allowedSkew else {
                let seconds = record.latestStamp?.seconds ?? now
                ahead.note(field: "stamp", time: Timestamp(seconds: seconds, offset: 0).iso8601, seconds: seconds)
                return
            }
            record = try Self.valued(record, RecordValues(fields: ["class": value]), bad: bad)
            try each(.medicationClass(name: medication, value: value, record))
        case "rename" where stamped:
            guard case .text(let list)? = object["list"], let kind = NameKind(rawValue: list),
                case .text(let from)? = object["from"], !from.isEmpty, case .text(let to)? = object["to"],
                let name = try? NameRules.validated(to, kind: kind, allowingBidiControls: true),
                case .text(let stampText)? = object["stamp"], let stamp = ChangeStamp(text: stampText)
            else {
                throw bad("a rename needs list (area, tag or medication), from, to (a valid name) and stamp")
            }
            guard stamp.seconds <= now + Self.allowedSkew else {
                ahead.note(
                    field: "stamp", time: Timestamp(seconds: stamp.seconds, offset: 0).iso8601, seconds: stamp.seconds)
                return
            }
            // From which of its own stamps the file's diary knew the rename (format 3); a stamp under
            // another diary's id says nothing of the file's diary.
            var knownFrom: ChangeStamp?
            if case .text(let knownText)? = object[SyncFileFormat.knownKey] {
                guard let known = ChangeStamp(text: knownText) else { throw bad("a rename's known is not a stamp") }
                knownFrom = known.diary == renameWriter ? known : nil
            }
            try each(
                .rename(
                    NameRename(kind: kind, fromKey: from, toName: name, renamedAt: stamp.seconds, stamp: stamp),
                    knownBy: renameWriter.map { SyncRenameKnownBy(diary: $0, from: knownFrom) }))
        case _ where symptomsKnown && ConditionSync.recordTypes.contains(type):
            // Format 3 (as symptoms): conditions and courses (docs/sync.md, *Conditions and courses*).
            guard let record = try conditionRecord(type: type, object, ahead: &ahead, bad: bad) else { return }
            try each(.conditions(record))
        case SyncRecipients.recordType where symptomsKnown:
            // Format 3: the recipients of encrypted sync folders (docs/sync.md, *Encryption recipients*).
            guard let record = try recipientRecord(object, ahead: &ahead, bad: bad) else { return }
            try each(record)
        case "lost" where stamped:
            guard case .text(let uid)? = object["uid"], case .text(let field)? = object["field"],
                case .text(let lostText)? = object["lost"], let lost = ChangeStamp(text: lostText),
                case .text(let keptText)? = object["kept"], let kept = ChangeStamp(text: keptText)
            else { throw bad("a lost value needs uid, field, lost and kept (stamps)") }
            try each(.lost(LostValue(uid: uid.lowercased(), field: field, lost: lost, kept: kept)))
        default:
            throw bad("unknown type '\(QuotedValue.shown(type))'")
        }
    }

    /// The stamps of a format 2 record: every one of `fields` stamped once, and its list members.
    static func stamps(
        of object: SmallMap<String, ImportRecord.Value>, fields: [String], lists: [String]? = nil,
        bad: (String) -> SyncFileProblem
    ) throws -> StampedRecord {
        // An entry's lists by default; an impact record has none.
        let lists = lists ?? (fields == RecordValues.entryFields ? RecordValues.lists : [])
        guard case .list(let stampTexts)? = object[SyncFileFormat.stampsKey] else {
            throw bad("a format 2 record needs its stamps")
        }
        var record = StampedRecord()
        // `=`: the stamp before it in the record (fields, then members).
        var previous: ChangeStamp?
        func stamp(_ text: Substring) -> ChangeStamp? {
            let stamp = text == "=" ? previous : ChangeStamp(text: String(text))
            if stamp != nil { previous = stamp }
            return stamp
        }
        for text in stampTexts {
            let utf8 = text.utf8
            guard let space = utf8.firstIndex(of: UInt8(ascii: " ")),
                case let stampText = text[utf8.index(after: space)...],
                !stampText.utf8.contains(UInt8(ascii: " ")), let stamp = stamp(stampText)
            else {
                throw bad("malformed stamp '\(QuotedValue.shown(text))' (expected FIELD SECONDS.COUNTER.DIARY)")
            }
            let name = text[..<space]
            // The field's name as `fields` spells it: no copy of the text.
            guard
                let field = fields.first(where: {
                    $0.utf8.count == name.utf8.count && $0.utf8.elementsEqual(name.utf8)
                })
            else {
                throw bad("unknown field '\(QuotedValue.shown(String(name)))' in its stamps")
            }
            guard record.fields[field] == nil else { throw bad("field \(field) is stamped twice") }
            record.fields[field] = StampedValue(value: "", stamp: stamp)
        }
        if let missing = fields.first(where: { record.fields[$0] == nil }) {
            throw bad("field \(missing) has no stamp")
        }
        var memberTexts: [String] = []
        switch object[SyncFileFormat.membersKey] {
        case .list(let texts)?: memberTexts = texts
        case nil: break
        default: throw bad("members is not a list of strings")
        }
        for text in memberTexts {
            let parts = Self.memberParts(text)
            guard parts.count == 3, let sign = parts[0].first, sign == "+" || sign == "-",
                lists.contains(String(parts[0].dropFirst())),
                let stamp = stamp(parts[1]), !parts[2].isEmpty
            else {
                throw bad("malformed member '\(QuotedValue.shown(text))' (expected +LIST STAMP KEY or -LIST STAMP KEY)")
            }
            let key = MemberKey(list: String(parts[0].dropFirst()), key: String(parts[2]))
            guard record.members[key] == nil else { throw bad("member '\(QuotedValue.shown(text))' appears twice") }
            record.members[key] = StampedValue(value: sign == "+" ? "1" : "0", stamp: stamp)
        }
        return record
    }

    /// `text` split at its first two spaces (a member: `+LIST STAMP KEY`), as
    /// `split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)` splits it.
    ///
    /// That split is by characters: a space followed by a combining mark is one character, not a
    /// separator. A space between two ASCII bytes is always one, so the bytes are split at once
    /// when the two first spaces are; otherwise the characters are split.
    static func memberParts(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        let space = UInt8(ascii: " ")
        func isolated(_ index: String.Index) -> Bool {
            (index == utf8.startIndex || utf8[utf8.index(before: index)] < 0x80)
                && (utf8.index(after: index) == utf8.endIndex || utf8[utf8.index(after: index)] < 0x80)
        }
        guard let first = utf8.firstIndex(of: space), isolated(first) else {
            return text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        }
        let afterFirst = utf8.index(after: first)
        guard let second = utf8[afterFirst...].firstIndex(of: space) else {
            return [text[..<first], text[afterFirst...]]
        }
        guard isolated(second) else {
            return text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        }
        return [text[..<first], text[afterFirst..<second], text[utf8.index(after: second)...]]
    }

    /// `record` with the values of the record it came with, which its members must match.
    static func valued(
        _ record: StampedRecord, _ values: RecordValues, bad: (String) -> SyncFileProblem
    ) throws -> StampedRecord {
        var valued = record
        for (field, written) in record.fields {
            valued.fields[field] = StampedValue(value: values.fields[field] ?? "", stamp: written.stamp)
        }
        // The members present are those of the values: each is there, and as many.
        var present = 0
        for (key, written) in record.members where written.value == "1" {
            guard values.members[key] != nil else {
                throw bad("its members do not match its areas, tags, medications and symptoms")
            }
            present += 1
        }
        guard present == values.members.count else {
            throw bad("its members do not match its areas, tags, medications and symptoms")
        }
        return valued
    }

    /// Whether `line` (nil: no line) is UTF-8 text; asked only of a line that is not a record.
    private static func isUTF8(_ line: ArraySlice<UInt8>?) -> Bool {
        line.map { String(validating: $0, as: UTF8.self) != nil } ?? true
    }

    /// The format version of a file's header line, and the member `through` of a snapshot's
    /// (docs/sync.md, *Segments and snapshots*); nil when the line is no painlog sync header.
    static func headerFacts(_ line: ArraySlice<UInt8>) -> (version: Int, through: Int?)? {
        guard let header = object(line), case .number(let versionText)? = header["painlog_sync"],
            let version = Int(versionText)
        else { return nil }
        guard case .number(let throughText)? = header[SyncFileFormat.throughKey] else { return (version, nil) }
        return (version, Int(throughText))
    }

    /// The diary id a file's header line names; nil when it names none.
    static func headerDiary(_ line: ArraySlice<UInt8>) -> String? {
        guard case .text(let id)? = object(line)?["diary"], ChangeStamp.isDiaryID(id) else { return nil }
        return id
    }

    /// One line's JSON object as import values, or nil when it is not one object (or not UTF-8).
    private static func object(_ line: ArraySlice<UInt8>) -> SmallMap<String, ImportRecord.Value>? {
        let reader = JSONArrayReader(source: MemoryByteSource(Array(line)))
        guard case .object(let members)? = try? reader.single() else { return nil }
        var fields: SmallMap<String, ImportRecord.Value> = [:]
        for (name, member) in members {
            guard fields[name] == nil else { return nil }
            switch member {
            case .string(let text): fields[name] = .text(text)
            case .number(let text): fields[name] = .number(text)
            case .null: fields[name] = .null
            case .array(let elements):
                var strings: [String] = []
                for element in elements {
                    guard case .string(let text) = element else { return nil }
                    strings.append(text)
                }
                fields[name] = .list(strings)
            case .bool, .object: return nil
            }
        }
        return fields
    }

    private static func impact(_ object: SmallMap<String, ImportRecord.Value>) -> ImpactContent? {
        func time(_ field: String) -> Timestamp? {
            guard case .text(let text)? = object[field] else { return nil }
            return Timestamp(iso8601: text)
        }
        func answer(_ field: String) -> Intensity? {
            guard case .number(let text)? = object[field], let value = Int(text) else { return nil }
            return Intensity(value)
        }
        guard case .text(let uid)? = object["uid"], ImportedEntry.isUUID(uid), let recordedAt = time("recorded_at"),
            let pain = answer("pain"), let enjoyment = answer("enjoyment"), let activity = answer("activity"),
            let createdAt = time("created_at"), let updatedAt = time("updated_at")
        else { return nil }
        return ImpactContent(
            uid: uid.lowercased(), recordedAt: recordedAt, pain: pain, enjoyment: enjoyment, activity: activity,
            createdAt: createdAt,
            updatedAt: updatedAt)
    }
}
