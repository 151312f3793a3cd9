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
    private let clock: any TimeSource
    private let zone: TimeZoneRules

    public init(unitOfWork: any UnitOfWork, clock: any TimeSource, zone: TimeZoneRules) {
        self.unitOfWork = unitOfWork
        self.clock = clock
        self.zone = zone
    }

    public func edit(_ request: EditEntryRequest) throws -> EditOutcome {
        let id = try EntryID.parse(request.id)
        guard request.asksForAnyChange else {
            let fields: [InputField] = [
                .intensity, .at, .note, .area, .addArea, .removeArea, .tag, .addTag, .removeTag, .medication,
            ]
            throw PainlogError.usage(
                "nothing to change for #\(id); give \(fields: fields, separator: ", ") or \(field: .clearMedications)")
        }
        if request.clearMedications && !request.medications.isEmpty {
            throw PainlogError.usage(
                "\(field: .medication) and \(field: .clearMedications) contradict each other; give one of them")
        }
        let now = clock.now()
        // Validate every value before looking the entry up, so a bad value is a usage error even for a missing id.
        let intensity = try request.intensity.map { text throws(PainlogError) in try Intensity(parsing: text) }
        let occurredAt = try request.at.map { text throws(PainlogError) in
            try WhenParser(now: now, zone: zone).entryTime(text, field: .at)
        }
        let note = try request.note.map { text throws(PainlogError) in try NoteRules.validated(text) }
        let newAreas = try NameRules.validatedList(request.areas, kind: .area)
        let addAreas = try NameRules.validatedList(request.addAreas, kind: .area)
        // A name to remove only finds one the entry has, which may be an older diary's.
        let removeAreas = try NameRules.validatedList(request.removeAreas, kind: .area, allowingBidiControls: true)
        let newTags = try NameRules.validatedList(request.tags, kind: .tag)
        let addTags = try NameRules.validatedList(request.addTags, kind: .tag)
        let removeTags = try NameRules.validatedList(request.removeTags, kind: .tag, allowingBidiControls: true)
        let medications = try request.medications.map { text throws(PainlogError) in try Medication(parsing: text) }

        return try unitOfWork.inWriteTransaction { diary in
            guard let before = try diary.entries.entry(id: id) else {
                throw PainlogError(.failure, "no entry #\(id); '\(hint: .listEntries)' shows the ids")
            }
            let areas = try Self.names(
                before.areas, replacedBy: newAreas, adding: addAreas, removing: removeAreas, field: .removeArea, id: id)
            let tags = try Self.names(
                before.tags, replacedBy: newTags, adding: addTags, removing: removeTags, field: .removeTag, id: id)
            let meds = request.clearMedications ? [] : (medications.isEmpty ? before.medications : medications)
            let proposed = EntryContent(
                uid: before.uid, occurredAt: occurredAt ?? before.occurredAt, intensity: intensity ?? before.intensity,
                areas: areas, tags: tags, medications: meds, note: note ?? before.note,
                createdAt: before.createdAt, updatedAt: before.updatedAt)
            guard !proposed.storesSameAs(before) else { return .unchanged(before) }
            let updated = EntryContent(
                uid: proposed.uid, occurredAt: proposed.occurredAt, intensity: proposed.intensity,
                areas: proposed.areas,
                tags: proposed.tags, medications: proposed.medications, note: proposed.note,
                createdAt: proposed.createdAt, updatedAt: zone.timestamp(at: now))
            try diary.journal.record(
                .edit, summary: "edit #\(id)", at: zone.timestamp(at: now), changing: [id], created: [])
            return .changed(before: before, after: try diary.entries.update(id: id, with: updated))
        }
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
