public import PainlogDomain

/// What an edit did.
public enum EditOutcome: Sendable, Equatable {
    /// The entry changed; `after` is as stored.
    case changed(before: Entry, after: Entry)
    /// Every value given was already the entry's.
    case unchanged(Entry)
}

/// Changes only the fields named, with the same rules as `log`, as one undo step.
///
/// `uid` and `created_at` never change; `updated_at` moves when anything else does.
public struct EditEntryInteractor {
    private let unitOfWork: any UnitOfWork
    private let calendar: LocalCalendar

    public init(unitOfWork: any UnitOfWork, calendar: LocalCalendar) {
        self.unitOfWork = unitOfWork
        self.calendar = calendar
    }

    /// The notice `log` gives when `--at` names a wall-clock time the clocks showed twice (the earlier
    /// is taken), so that `edit --at` says the same; nil otherwise or without `--at`.
    public func repeatedTimeNotice(for request: EditEntryRequest) throws -> LogNotice? {
        guard let text = request.at else { return nil }
        let reading = try WhenParser(now: calendar.now(), zone: calendar.zone).entryReading(text, field: .at)
        return reading.secondOffset.map { .repeatedTime(reading.time, secondOffset: $0) }
    }

    public func edit(_ request: EditEntryRequest) throws -> EditOutcome {
        let reference = try EntryReference.parse(request.id)
        guard request.asksForAnyChange else {
            let fields: [InputField] = [
                .intensity, .at, .duration, .ended, .note, .area, .addArea, .removeArea, .tag, .addTag, .removeTag,
                .medication, .symptom, .addSymptom, .removeSymptom, .clearMedications,
            ]
            throw PainlogError.usage(
                "nothing to change for \(reference.text); give \(fields: fields, separator: ", ") "
                    + "or \(field: .clearSymptoms)")
        }
        if request.clearMedications && !request.medications.isEmpty {
            throw PainlogError.usage(
                "\(field: .medication) and \(field: .clearMedications) contradict each other; give one of them")
        }
        let symptomChange = try SymptomChange(request)
        let now = calendar.now()
        // Validate every value before looking the entry up, so a bad value is a usage error even for a missing id.
        let intensity = try request.intensity.map { text throws(PainlogError) in try Intensity(parsing: text) }
        let occurredAt = try request.at.map { text throws(PainlogError) in
            try WhenParser(now: now, zone: calendar.zone).entryTime(text, field: .at)
        }
        let ends = EntryEndRules(now: now, zone: calendar.zone)
        let end = try ends.request(duration: request.duration, ended: request.ended, removable: true)
        let note = try request.note.map { text throws(PainlogError) in try NoteRules.validated(text) }
        let newAreas = try NameRules.validatedList(request.areas, kind: .area)
        let addAreas = try NameRules.validatedList(request.addAreas, kind: .area)
        // A name to remove only finds one the entry has, which may be an older diary's.
        let removeAreas = try NameRules.validatedList(request.removeAreas, kind: .area, allowingBidiControls: true)
        let newTags = try NameRules.validatedList(request.tags, kind: .tag)
        let addTags = try NameRules.validatedList(request.addTags, kind: .tag)
        let removeTags = try NameRules.validatedList(request.removeTags, kind: .tag, allowingBidiControls: true)
        let medications = try request.medications.map { text throws(PainlogError) in
            try Medication(parsing: text).readingGluedDose
        }

        return try unitOfWork.inWriteTransaction { diary in
            let before = try reference.existingEntry(in: diary.entries)
            let id = before.id
            let endedAt = try Self.end(
                of: before, requested: end, newStart: occurredAt, newStartText: request.at, rules: ends)
            let areas = try Self.names(
                before.areas, replacedBy: newAreas, adding: addAreas, removing: removeAreas, field: .removeArea, id: id)
            let tags = try Self.names(
                before.tags, replacedBy: newTags, adding: addTags, removing: removeTags, field: .removeTag, id: id)
            let meds = request.clearMedications ? [] : (medications.isEmpty ? before.medications : medications)
            let symptoms = try symptomChange.applied(to: before)
            let proposed = EntryContent(
                uid: before.uid, occurredAt: occurredAt ?? before.occurredAt, endedAt: endedAt,
                intensity: intensity ?? before.intensity,
                areas: areas, tags: tags, medications: meds, note: note ?? before.note,
                createdAt: before.createdAt, updatedAt: before.updatedAt, symptoms: symptoms)
            guard !proposed.storesSameAs(before) else { return .unchanged(before) }
            let updated = EntryContent(
                uid: proposed.uid, occurredAt: proposed.occurredAt, endedAt: proposed.endedAt,
                intensity: proposed.intensity,
                areas: proposed.areas,
                tags: proposed.tags, medications: proposed.medications, note: proposed.note,
                createdAt: proposed.createdAt,
                // Never backwards: a sync may have taken a later `updated_at` from a clock ahead.
                updatedAt: calendar.timestamp(at: before.updatedAt.seconds > now ? before.updatedAt.seconds + 1 : now),
                symptoms: proposed.symptoms)
            try diary.journal.record(
                .edit, summary: "edit #\(id)", at: calendar.timestamp(at: now), changing: [id], created: [])
            return .changed(before: before, after: try diary.entries.update(id: id, with: updated))
        }
    }

    /// The entry's end after the edit: the one asked for (`--for` counts from the new start, or the
    /// entry's own), none after a removal, else the entry's own, which must still come after a new
    /// start and no more than 366 days after it.
    private static func end(
        of entry: Entry, requested: EntryEndRequest?, newStart: Timestamp?, newStartText: String?,
        rules: EntryEndRules
    ) throws(PainlogError) -> Timestamp? {
        let start = newStart ?? entry.occurredAt
        if let requested { return try rules.end(of: requested, start: start) }
        guard let kept = entry.endedAt, let newStart else { return entry.endedAt }
        guard kept.seconds <= newStart.seconds else {
            try rules.checkLength(start: newStart, end: kept, field: .at, text: newStartText ?? "")
            return kept
        }
        throw .usage(
            "\(field: .at) '\(QuotedValue.shown(newStartText ?? ""))' is not before the end of entry #\(entry.id) "
                + "(\(EntryTimeFormat.short(kept))); give a new end with \(field: .ended) or \(field: .duration), "
                + "or remove it with \(field: .ended) none")
    }

    /// The entry's names after replacing, adding and removing, compared case-insensitively.
    ///
    /// Removing a name the entry does not have is a usage error naming it.
    private static func names(
        _ current: [String], replacedBy replacement: [String], adding: [String], removing: [String],
        field: InputField, id: Int64
    ) throws(PainlogError) -> [String] {
        var names = replacement.isEmpty ? current : replacement
        for name in adding where !names.contains(where: { NameRules.key(for: $0) == NameRules.key(for: name) }) {
            names.append(name)
        }
        for name in removing {
            guard let index = names.firstIndex(where: { NameRules.key(for: $0) == NameRules.key(for: name) }) else {
                let have = names.isEmpty ? "none" : names.joined(separator: ", ")
                throw .usage(
                    "\(field: field) '\(QuotedValue.shown(name))': entry #\(id) does not have it (it has: \(have))")
            }
            names.remove(at: index)
        }
        return names
    }

}
