public import PainlogDomain

/// Reads a guided entry's answers by the same rules as `log`'s options, one answer at a time, so a
/// bad answer is refused (and asked again) at once, saying why.
public struct GuidedEntryRules {
    private let now: Int64
    private let zone: TimeZoneRules

    /// The rules as they stand now: the clock is read once, for every answer.
    public init(calendar: LocalCalendar) {
        self.now = calendar.now()
        self.zone = calendar.zone
    }

    /// The intensity as typed, once it is a whole number 0–10.
    public func intensity(_ answer: String) throws(PainlogError) -> String {
        let text = trimmed(answer)
        _ = try Intensity(parsing: text)
        return text
    }

    /// The names an answer picks: comma-separated numbers from `known` (1 is its first) and new names.
    ///
    /// An empty answer is none. A number outside the list, or a name `log` would refuse, is refused.
    public func names(_ answer: String, known: [String], kind: NameKind) throws(PainlogError) -> [String] {
        var picked: [String] = []
        for part in answer.split(separator: ",", omittingEmptySubsequences: false) {
            let token = trimmed(String(part))
            if token.isEmpty { continue }
            if token.allSatisfy(\.isASCIIDigit) {
                guard let number = Int(token), number >= 1, number <= known.count else {
                    throw .usage(outOfList(token, count: known.count, kind: kind))
                }
                picked.append(known[number - 1])
            } else if kind == .medication {
                picked.append(try Medication(parsing: token).text)
            } else {
                picked.append(try NameRules.validated(token, kind: kind))
            }
        }
        return try NameRules.validatedList(picked, kind: kind)
    }

    /// The medications an answer picks: comma-separated numbers from `known` (each logs its dose as
    /// listed), a number and a new dose (`1 600mg`: that medication at 600mg), and new `name dose`s.
    ///
    /// An empty answer is none; a number outside the list, or a medication `log` would refuse, is
    /// refused.
    public func medications(_ answer: String, known: [Medication]) throws(PainlogError) -> [String] {
        var picked: [String] = []
        for part in answer.split(separator: ",", omittingEmptySubsequences: false) {
            let token = trimmed(String(part))
            if token.isEmpty { continue }
            let number = token.prefix { $0.isASCIIDigit }
            let rest = token.dropFirst(number.count)
            if !number.isEmpty, rest.isEmpty || rest.first == " " {
                guard let index = Int(number), index >= 1, index <= known.count else {
                    throw .usage(outOfList(String(number), count: known.count, kind: .medication))
                }
                let dose = trimmed(String(rest))
                let medication = known[index - 1]
                guard !dose.isEmpty else {
                    picked.append(medication.text)
                    continue
                }
                let redosed = try Medication(parsing: medication.name + " " + dose)
                guard redosed.name == medication.name, !redosed.dose.isEmpty else {
                    throw .usage(
                        "'\(QuotedValue.shown(dose))' after \(number) is not a dose; type one such as 600mg or 2 tablets"
                    )
                }
                picked.append(redosed.text)
            } else {
                picked.append(try Medication(parsing: token).text)
            }
        }
        return try NameRules.validatedList(picked, kind: .medication)
    }

    /// The note; an empty answer is none.
    public func note(_ answer: String) throws(PainlogError) -> String? {
        let note = try NoteRules.validated(answer)
        return trimmed(note).isEmpty ? nil : note
    }

    /// The WHEN as typed, checked as `--at` is; an empty answer is now (nil).
    public func when(_ answer: String) throws(PainlogError) -> String? {
        let text = trimmed(answer)
        guard !text.isEmpty else { return nil }
        _ = try WhenParser(now: now, zone: zone).entryReading(text, field: .whenAnswer)
        return text
    }

    /// Checks the values given as options before anything is asked, so a bad option ends the entry
    /// at once, as it does without questions.
    public func check(_ given: GuidedEntryAnswers) throws(PainlogError) {
        _ = try NameRules.validatedList(given.areas, kind: .area)
        _ = try NameRules.validatedList(given.tags, kind: .tag)
        for medication in given.medications { _ = try Medication(parsing: medication) }
        _ = try SymptomSet.parsing(given.symptoms, field: .symptom)
        if let note = given.note { _ = try NoteRules.validated(note) }
        if let at = given.at { _ = try WhenParser(now: now, zone: zone).entryReading(at, field: .at) }
        _ = try EntryEndRules(now: now, zone: zone).request(
            duration: given.duration, ended: given.ended, removable: false)
    }

    private func outOfList(_ token: String, count: Int, kind: NameKind) -> String {
        let noun = NoticePresenter.noun(kind)
        guard count > 0 else { return "there is no \(noun) numbered \(token) yet; type a name" }
        return "there is no \(noun) numbered \(token); use 1–\(count) or type a name"
    }

    /// Trimmed by Unicode scalars, as `NameRules` trims: trimming by Characters would drop a
    /// combining mark typed after a space (" \u{360}x") together with the space.
    private func trimmed(_ text: String) -> String {
        text.trimmingWhitespace()
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
