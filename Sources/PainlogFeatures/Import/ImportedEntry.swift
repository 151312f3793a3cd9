public import PainlogDomain

/// One validated entry from an import file, with where it came from.
public struct ImportedEntry: Sendable, Equatable {
    public let line: Int
    public let row: Int
    /// The id in the file, used for a new entry when no entry ever had it.
    public let id: Int64?
    /// The stable identity; nil for a row that must become a new entry.
    public let uid: String?
    public let occurredAt: Timestamp
    /// The end the file gives (nil: none, or none known; see `givesEnd`).
    public let endedAt: Timestamp?
    /// Whether the file says anything about the end: whether it has an `ended_at` column or field.
    ///
    /// A file from before ends (painlog 0.1, 0.2) does not, and an entry it updates keeps its end.
    public let givesEnd: Bool
    public let intensity: Intensity
    public let areas: [String]
    public let tags: [String]
    public let medications: [Medication]
    public let note: String
    public let createdAt: Timestamp?
    public let updatedAt: Timestamp?
    /// The row's `rev` (`EntryRev`), nil when the file has none (an export from before 0.3, or an
    /// empty cell).
    public let rev: String?
    /// The symptoms the file gives (none when it says nothing of them; see `givesSymptoms`).
    public let symptoms: SymptomSet
    /// Whether the file says anything about symptoms: whether it has a `symptoms` column or field.
    ///
    /// A file from before symptoms (painlog 0.3) does not, and an entry it updates keeps its own.
    public let givesSymptoms: Bool

    /// How far ahead of this computer's clock an imported `updated_at` may be: a day, as for a sync
    /// file (a later one would win every merge until someone edits the entry).
    public static let updatedAtAllowance: Int64 = 86_400

    /// Validates `record` with the same rules as `log`; a `badData` error names the line, the row
    /// and the field.
    ///
    /// `occurred_at` may be at most `allowedAhead` seconds ahead of `now` (a minute for an import,
    /// like `log`; a day for another diary's sync file), `updated_at` at most a day.
    /// `allowingBidiControls` keeps names that hold bidirectional controls, as another diary's
    /// sync file may bring them from an older painlog (see `NameRules`); an import refuses them.
    public init(
        _ record: ImportRecord, now: Int64, zone: TimeZoneRules, allowedAhead: Int64 = 60,
        allowingBidiControls: Bool = false
    ) throws(PainlogError) {
        let place = "line \(record.line) (row \(record.row))"
        func fail(_ error: PainlogError) -> PainlogError { PainlogError(.badData, place + ": " + error.text) }
        func text(_ column: ImportColumn) -> String? {
            switch record[column] {
            case .text(let value), .number(let value): return value
            case .list(let values): return values.joined(separator: "; ")
            case .null, .absent: return nil
            }
        }
        func names(_ column: ImportColumn) -> [String] {
            switch record[column] {
            case .list(let values): return values
            case .text(let value):
                // Split the scalars, not the characters: a name ending in a prepended mark (U+0600)
                // forms one character with the `;` after it.
                guard !value.isEmpty else { return [] }
                return value.unicodeScalars.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
            case .number(let value): return [value]
            case .null, .absent: return []
            }
        }
        func time(_ column: ImportColumn) throws(PainlogError) -> Timestamp? {
            let name = column.name
            guard let value = text(column), !value.isEmpty else { return nil }
            if let time = Timestamp(iso8601: value) { return time }
            // A spreadsheet may have dropped the offset: read a full date and time as local time.
            if value.unicodeScalars.count >= 16, value.first?.isNumber == true,
                let local = try? WhenParser(now: Int64.max / 2, zone: zone).entryTime(value)
            {
                return local
            }
            throw PainlogError(
                .badData,
                "\(place): \(name) '\(QuotedValue.shown(value))' is not an ISO 8601 date and time, e.g. 2026-11-22T08:30:00+01:00"
            )
        }

        line = record.line
        row = record.row
        do {
            if let value = text(.id), !value.isEmpty {
                id = try EntryID.parse(value)
            } else {
                id = nil
            }
        } catch {
            throw fail(error)
        }
        if let value = text(.uid), !value.isEmpty {
            guard Self.isUUID(value) else {
                throw PainlogError(
                    .badData,
                    "\(place): uid '\(QuotedValue.shown(value))' is not a UUID like 3f2b8c1e-5a4d-4e8f-9b1a-2c3d4e5f6a7b"
                )
            }
            uid = value.lowercased()
        } else {
            uid = nil
        }
        guard let occurred = try time(.occurredAt) else {
            throw PainlogError(.badData, "\(place): occurred_at is empty; every entry needs its time")
        }
        if occurred.seconds > now + allowedAhead {
            throw PainlogError(.badData, "\(place): occurred_at '\(occurred.iso8601)' is in the future")
        }
        occurredAt = occurred
        do {
            intensity = try Intensity(parsing: text(.intensity) ?? "")
            let allowing = allowingBidiControls
            areas = try NameRules.validatedList(names(.areas), kind: .area, allowingBidiControls: allowing)
            tags = try NameRules.validatedList(names(.tags), kind: .tag, allowingBidiControls: allowing)
            medications = try names(.medications).map { value throws(PainlogError) in
                try Medication(parsing: value, allowingBidiControls: allowing)
            }
            note = try NoteRules.validated(text(.note) ?? "")
        } catch {
            throw fail(error)
        }
        var symptoms = SymptomSet.none
        for name in names(.symptoms) {
            guard let symptom = Symptom.named(name) else {
                throw PainlogError(
                    .badData,
                    "\(place): symptoms '\(QuotedValue.shown(String(name.trimmingPrefix(" "))))' is not a symptom painlog knows; use "
                        + Symptom.allCases.map(\.rawValue).joined(separator: ", "))
            }
            symptoms.insert(symptom)
        }
        self.symptoms = symptoms
        givesSymptoms = record[.symptoms] != .absent
        givesEnd = record[.endedAt] != .absent
        let ended = try time(.endedAt)
        if let ended {
            guard ended.seconds > occurred.seconds else {
                throw PainlogError(
                    .badData,
                    "\(place): ended_at '\(ended.iso8601)' is not after occurred_at '\(occurred.iso8601)'; "
                        + "an attack ends after it starts (leave ended_at empty for an entry without an end)")
            }
            guard ended.seconds <= now + allowedAhead else {
                throw PainlogError(.badData, "\(place): ended_at '\(ended.iso8601)' is in the future")
            }
            if let length = EntryEndRules.tooLong(start: occurred, end: ended) {
                throw PainlogError(
                    .badData,
                    "\(place): ended_at '\(ended.iso8601)' is \(length) after occurred_at '\(occurred.iso8601)'; "
                        + "an entry lasts at most 366 days")
            }
        }
        endedAt = ended
        createdAt = try time(.createdAt)
        let updated = try time(.updatedAt)
        if let updated, updated.seconds > now + Self.updatedAtAllowance {
            throw PainlogError(
                .badData,
                "\(place): updated_at '\(updated.iso8601)' is more than a day ahead of this computer's clock; "
                    + "is the clock of the computer that wrote it wrong?")
        }
        updatedAt = updated
        if let value = text(.rev), !value.isEmpty {
            guard EntryRev.isWellFormed(value) else {
                throw PainlogError(
                    .badData,
                    "\(place): rev '\(QuotedValue.shown(value))' is not a painlog rev: r and 16 lowercase hexadecimal "
                        + "digits, e.g. r3f2b8c1e5a4d4e8f, as export writes it (or empty)")
            }
            rev = value
        } else {
            rev = nil
        }
    }

    /// Whether the row has a `rev` that its content as read no longer matches: it was edited outside
    /// painlog (in a spreadsheet) after the export that wrote it.
    ///
    /// A row without a `uid` has nothing to match: it is a new entry whatever its rev.
    public var editedOutside: Bool {
        guard let rev, let uid else { return false }
        return rev
            != EntryRev.of(
                uid: uid, occurredAt: occurredAt, endedAt: endedAt, intensity: intensity, areas: areas, tags: tags,
                medications: medications, note: note, symptoms: symptoms)
    }

    /// `8-4-4-4-12` hexadecimal digits.
    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard
                    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
                else { return false }
            }
        }
        return true
    }
}

extension ImportedEntry {
    /// The entry content this row gives under `uid`, with `endedAt` for its end (a merge may keep
    /// the diary's end), `symptoms` for its symptoms (the row's unless a merge keeps the diary's),
    /// and the times given for those the row leaves out.
    func content(
        uid: String, endedAt: Timestamp?, createdAt: Timestamp, updatedAt: Timestamp, symptoms: SymptomSet? = nil
    ) -> EntryContent {
        EntryContent(
            uid: uid, occurredAt: occurredAt, endedAt: endedAt, intensity: intensity, areas: areas, tags: tags,
            medications: medications, note: note, createdAt: createdAt, updatedAt: updatedAt,
            symptoms: symptoms ?? self.symptoms)
    }
}
