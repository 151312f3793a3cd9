import PainlogDomain

/// Reads another diary's sync file whole: the header's format version, every record, and the last
/// line's count (a file cut short lacks it).
///
/// Any problem skips the file as a whole; a time more than a day in the future refuses the sync.
struct SyncFileReader {
    /// How far ahead of this computer's clock a time may be before the file is refused.
    static let allowedSkew: Int64 = 86_400

    let now: Int64
    let zone: TimeZoneRules

    func read(_ bytes: [UInt8], name: String) throws(SyncFileProblem) -> SyncFile {
        func skip(_ reason: String) -> SyncFileProblem { .skipped(file: name, reason: reason) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw skip("it is not UTF-8 text") }
        guard text.hasSuffix("\n") else { throw skip("it ends in the middle of a line (half-written?)") }
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let headerLine = lines.first, let header = Self.object(headerLine),
            case .number(let versionText)? = header["painlog_sync"],
            let version = Int(versionText)
        else { throw skip("its first line is not a painlog sync header") }
        guard version <= SyncFileFormat.version else {
            throw skip(
                "it was written by a newer painlog (format \(version); this one reads up to \(SyncFileFormat.version)); update painlog"
            )
        }
        guard lines.count >= 2, let footer = Self.object(lines[lines.count - 1]),
            case .number(let endText)? = footer["end"],
            Int(endText) == lines.count - 2
        else { throw skip("its last line does not close it (half-written, or changed by hand?)") }
        var entries: [ImportedEntry] = []
        var tombstones: [(uid: String, deletedAt: Timestamp)] = []
        var impacts: [ImpactContent] = []
        var impactTombstones: [(uid: String, deletedAt: Timestamp)] = []
        for (index, line) in lines.dropFirst().dropLast().enumerated() {
            let lineNumber = index + 2
            func bad(_ what: String) -> SyncFileProblem { skip("line \(lineNumber): \(what)") }
            guard let object = Self.object(line), case .text(let type)? = object["type"] else {
                throw bad("not a JSON object with a type")
            }
            for (field, value) in object where field.hasSuffix("_at") {
                guard case .text(let text) = value, let time = Timestamp(iso8601: text) else {
                    throw bad("\(field) is not an ISO 8601 time")
                }
                if time.seconds > now + Self.allowedSkew { throw .future(file: name, field: field, time: text) }
            }
            switch type {
            case "entry":
                var fields = object
                fields["type"] = nil
                do {
                    // A name an older painlog stored with a bidirectional control is kept (see NameRules).
                    entries.append(
                        try ImportedEntry(
                            ImportRecord(line: lineNumber, row: index + 1, fields: fields), now: now, zone: zone,
                            allowingBidiControls: true))
                } catch {
                    throw skip(error.message)
                }
            case "deleted", "impact_deleted":
                guard case .text(let uid)? = object["uid"], ImportedEntry.isUUID(uid),
                    case .text(let at)? = object["deleted_at"],
                    let time = Timestamp(iso8601: at)
                else { throw bad("a deletion needs a uid and deleted_at") }
                if type == "deleted" {
                    tombstones.append((uid.lowercased(), time))
                } else {
                    impactTombstones.append((uid.lowercased(), time))
                }
            case "impact":
                guard let impact = Self.impact(object) else {
                    throw bad(
                        "an impact needs uid, recorded_at, pain, enjoyment, activity (0–10), created_at and updated_at")
                }
                impacts.append(impact)
            default:
                throw bad("unknown type '\(QuotedValue.shown(type))'")
            }
        }
        return SyncFile(
            name: name, entries: entries, tombstones: tombstones, impacts: impacts, impactTombstones: impactTombstones)
    }

    /// One line's JSON object as import values, or nil when it is not one object.
    private static func object(_ line: String) -> [String: ImportRecord.Value]? {
        let reader = JSONArrayReader(source: MemoryByteSource("[" + line + "]"))
        guard let (_, value) = try? reader.next(), case .object(let members) = value, (try? reader.next()) == nil else {
            return nil
        }
        var fields: [String: ImportRecord.Value] = [:]
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

    private static func impact(_ object: [String: ImportRecord.Value]) -> ImpactContent? {
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
