import PainlogDomain
import PainlogFeatures
import PainlogStorage
import Testing

extension StatsDiary {
    func names(_ kind: NameKind) -> NamesInteractor {
        let store: any NameStore =
            switch kind {
            case .area: storage.areas
            case .tag: storage.tags
            case .medication: storage.medications
            }
        return NamesInteractor(
            kind: kind, names: store, unitOfWork: storage.unitOfWork, calendar: LocalCalendar(clock: clock, zone: zone))
    }

    /// Every entry's tags and medications, oldest first.
    func tagsAndMedications() throws -> [String] {
        try storage.entries.entries(matching: .all, order: .oldestFirst, limit: nil).map {
            $0.tags.joined(separator: ",") + "|" + $0.medications.map(\.text).joined(separator: ",")
        }
    }
}

/// `tags rename` and `meds rename`: the same rules as `areas rename` (see AreasInteractorTests),
/// plus what only medications have: doses.
@Suite struct NamesInteractorTests {
    static func diary() throws -> StatsDiary {
        let diary = try StatsDiary()
        try diary.add(5, at: "2026-11-20T08:00:00+01:00", tags: ["weathr"], medications: ["ibuprofin 400mg"])
        try diary.add(
            6, at: "2026-11-20T12:00:00+01:00", tags: ["weather", "weathr"],
            medications: ["ibuprofen 200mg", "ibuprofin 400mg"])
        try diary.add(4, at: "2026-11-21T08:00:00+01:00", tags: ["Weather"], medications: ["Ibuprofen"])
        return diary
    }

    @Test func tagsRenameAndListLikeAreas() throws {
        let diary = try Self.diary()
        // Two entries each: the names' keys break the tie.
        #expect(try diary.names(.tag).usage().map(\.name) == ["weather", "weathr"])
        #expect(
            try diary.names(.tag).rename("WEATHER", to: "Wetter") == .renamed(from: "weather", to: "Wetter", entries: 2)
        )
        #expect(
            try diary.tagsAndMedications().map { $0.split(separator: "|").first.map(String.init) ?? "" } == [
                "weathr", "Wetter,weathr", "Wetter",
            ])
    }

    @Test func aTagMergeKeepsOneAndUndoesAsOneStep() throws {
        let diary = try Self.diary()
        let before = try diary.tagsAndMedications()
        let steps = try diary.storage.journal.recentSteps(limit: 10)
        #expect(
            try diary.names(.tag).rename("weathr", to: "weather")
                == .merged(from: "weathr", into: "weather", entries: 2, overlapping: 1))
        #expect(
            try diary.tagsAndMedications() == [
                "weather|ibuprofin 400mg", "weather|ibuprofen 200mg,ibuprofin 400mg", "weather|ibuprofen",
            ])
        #expect(try diary.storage.journal.recentSteps(limit: 1).first?.summary == "tags rename 'weathr' 'weather'")
        _ = try diary.undo.undo()
        #expect(try diary.tagsAndMedications() == before)
        #expect(try diary.storage.journal.recentSteps(limit: 10) == steps)
    }

    @Test func aMedicationMergeKeepsEachDose() throws {
        let diary = try Self.diary()
        let before = try diary.tagsAndMedications()
        #expect(
            try diary.names(.medication).rename("Ibuprofin", to: "IBUPROFEN")
                == .merged(from: "ibuprofin", into: "ibuprofen", entries: 2, overlapping: 1))
        #expect(
            try diary.tagsAndMedications() == [
                "weathr|ibuprofen 400mg", "weather,weathr|ibuprofen 200mg,ibuprofen 400mg", "weather|ibuprofen",
            ])
        #expect(try diary.names(.medication).usage().map(\.name) == ["ibuprofen"])
        #expect(try diary.names(.medication).usage().map(\.entryCount) == [3])
        _ = try diary.undo.undo()
        #expect(try diary.tagsAndMedications() == before)
    }

    @Test func aMedicationRenameChangesTheNameAndKeepsTheDose() throws {
        let diary = try Self.diary()
        #expect(
            try diary.names(.medication).rename("ibuprofin", to: "Nurofen")
                == .renamed(from: "ibuprofin", to: "Nurofen", entries: 2))
        #expect(
            try diary.tagsAndMedications().map { String($0.split(separator: "|")[1]) } == [
                "Nurofen 400mg", "ibuprofen 200mg,Nurofen 400mg", "ibuprofen",
            ])
        _ = try diary.undo.undo()
        #expect(try diary.names(.medication).usage().map(\.name) == ["ibuprofen", "ibuprofin"])
    }

    @Test func aCaseOnlyRenameIsUndoneToTheOldSpelling() throws {
        let diary = try Self.diary()
        #expect(
            try diary.names(.tag).rename("weathr", to: "Weathr") == .renamed(from: "weathr", to: "Weathr", entries: 2))
        #expect(try diary.names(.tag).rename("WEATHR", to: "Weathr") == .unchanged("Weathr"))
        _ = try diary.undo.undo()
        #expect(try diary.names(.tag).usage().map(\.name) == ["weather", "weathr"])
    }

    @Test func aRenameWithADoseIsAUsageErrorAndChangesNothing() throws {
        let diary = try Self.diary()
        let before = try diary.tagsAndMedications()
        #expect {
            _ = try diary.names(.medication).rename("ibuprofin", to: "ibuprofen 400mg")
        } throws: { error in
            (error as? PainlogError)
                == .usage(
                    "medication 'ibuprofen 400mg' has a dose; rename takes names only and keeps each entry's dose")
        }
        #expect(try diary.tagsAndMedications() == before)
    }

    @Test func aMissingNameIsAFailureNamingItsCommand() throws {
        let diary = try Self.diary()
        #expect(throws: PainlogError(.failure, "no tag 'sun'; '\(hint: .listNames(.tag))' lists them")) {
            _ = try diary.names(.tag).rename("sun", to: "weather")
        }
        let noAspirin = PainlogError(.failure, "no medication 'aspirin'; '\(hint: .listNames(.medication))' lists them")
        #expect(throws: noAspirin) {
            _ = try diary.names(.medication).rename("aspirin", to: "ibuprofen")
        }
    }

    @Test func aMissingNameCloseToOneInUseOffersIt() throws {
        let diary = try Self.diary()
        let close = PainlogError(
            .failure, "no tag 'wether'; did you mean 'weather'? '\(hint: .listNames(.tag))' lists them")
        #expect(throws: close) {
            _ = try diary.names(.tag).rename("wether", to: "sun")
        }
    }
}

/// The rename line for each kind.
@Suite struct NameRenamePresenterTests {
    @Test(arguments: [
        (
            NameRenameOutcome.renamed(from: "weathr", to: "weather", entries: 1), NameKind.tag,
            "Renamed tag 'weathr' to 'weather' (1 entry)."
        ),
        (
            .merged(from: "ibuprofin", into: "ibuprofen", entries: 3, overlapping: 1), .medication,
            "Merged medication 'ibuprofin' into 'ibuprofen' (3 entries; 1 entry had both and keeps each dose)."
        ),
        (
            .merged(from: "a", into: "b", entries: 3, overlapping: 2), .tag,
            "Merged tag 'a' into 'b' (3 entries; 2 entries had both and keep one)."
        ),
        (.unchanged("sumatriptan"), .medication, "Nothing changed: the medication is already called 'sumatriptan'."),
        (
            .renamed(from: "\u{202E}kcab", to: "back", entries: 2), .area,
            "Renamed area '\\u202Ekcab' to 'back' (2 entries)."
        ),
    ])
    func lines(outcome: NameRenameOutcome, kind: NameKind, expected: String) {
        #expect(NameRenamePresenter.line(for: outcome, kind: kind).plainText == expected)
    }
}
