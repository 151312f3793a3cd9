import FuzzSupport
import PainlogDomain
import PainlogFeatures

// Fuzzes the name and value parsers on arbitrary text against a plain restatement of their rules:
// - `NameRules.validated` accepts exactly the texts that, trimmed of white space, are 1–64
//   scalars with no `;`, no control character and no bidirectional control (U+202A–U+202E,
//   U+2066–U+2069), and returns that trimmed text;
// - `NameRules.validatedList` keeps valid names, in order, without case-insensitive repeats;
// - `Medication(parsing:)` accepts what `validated` accepts; its name is itself a valid name, and
//   its text reads back as the same medication;
// - `Intensity(parsing:)` accepts exactly one or two ASCII digits, trimmed, from 0 to 10;
// - the guided entry's answers: a names answer gives only known names (picked by number) and
//   valid names, without case-insensitive repeats, and is refused only for a number outside the
//   list or a name `NameRules` refuses; its intensity answer is read as `Intensity(parsing:)` reads it.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = inputText(data, size)
    checkName(text)
    checkList(text)
    checkMedication(text)
    checkIntensity(text)
    checkGuidedAnswers(text)
    return 0
}

/// The text without leading and trailing white-space scalars.
private func trimmed(_ text: String) -> String {
    var scalars = Substring(text).unicodeScalars[...]
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    return String(scalars)
}

/// The name `NameRules` should make of `text`, or nil when it should refuse it.
private func expectedName(_ text: String) -> String? {
    let name = trimmed(text)
    let scalars = name.unicodeScalars
    guard !scalars.isEmpty, scalars.count <= 64, !scalars.contains(";"),
        !scalars.contains(where: { $0.properties.generalCategory == .control }),
        !scalars.contains(where: { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
    else { return nil }
    return name
}

private func validatedName(_ text: String) -> String? {
    do {
        return try NameRules.validated(text, kind: .tag)
    } catch {
        invariant(error.kind == .usage, "name \(text.debugQuoted) threw a \(error.kind) error")
        return nil
    }
}

private func checkName(_ text: String) {
    let name = validatedName(text)
    let expected = expectedName(text)
    invariant(
        name == expected,
        "name \(text.debugQuoted) gives \(name?.debugQuoted ?? "an error"), expected \(expected?.debugQuoted ?? "an error")"
    )
}

private func checkList(_ text: String) {
    let raws = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let names: [String]
    do {
        names = try NameRules.validatedList(raws, kind: .area)
    } catch {
        invariant(
            raws.contains { expectedName($0) == nil }, "list \(text.debugQuoted) refused, but every name is valid")
        return
    }
    var expected: [String] = []
    var keys = Set<String>()
    for raw in raws {
        guard let name = expectedName(raw) else {
            fatalError("invariant broken: list \(text.debugQuoted) accepted with the invalid name \(raw.debugQuoted)")
        }
        if keys.insert(name.lowercased()).inserted { expected.append(name) }
    }
    invariant(names == expected, "list \(text.debugQuoted) gives \(names), expected \(expected)")
}

private func checkMedication(_ text: String) {
    let medication: Medication
    do {
        medication = try Medication(parsing: text)
    } catch {
        invariant(error.kind == .usage, "medication \(text.debugQuoted) threw a \(error.kind) error")
        invariant(expectedName(text) == nil, "medication \(text.debugQuoted) refused, but it is a valid name")
        return
    }
    invariant(expectedName(text) != nil, "medication \(text.debugQuoted) accepted, but it is not a valid name")
    // The name is what stats group by and what a later `--med` must match: it must be a name as
    // `NameRules` would store it.
    invariant(
        validatedName(medication.name) == medication.name,
        "medication \(text.debugQuoted) has the name \(medication.name.debugQuoted), which is not a valid, trimmed name"
    )
    invariant(
        medication.dose.isEmpty || trimmed(medication.dose) == medication.dose,
        "medication \(text.debugQuoted) has the dose \(medication.dose.debugQuoted), not trimmed")
    let again = try? Medication(parsing: medication.text)
    invariant(
        again == medication,
        "medication \(text.debugQuoted) is written \(medication.text.debugQuoted), which reads as \(String(describing: again))"
    )
}

private func checkIntensity(_ text: String) {
    let value: Int?
    do {
        value = try Intensity(parsing: text).value
    } catch {
        invariant(error.kind == .usage, "intensity \(text.debugQuoted) threw a \(error.kind) error")
        value = nil
    }
    let digits = Array(trimmed(text).utf8)
    var expected: Int?
    if (1...2).contains(digits.count), digits.allSatisfy({ (48...57).contains($0) }) {
        let number = digits.reduce(0) { $0 * 10 + Int($1 - 48) }
        expected = number <= 10 ? number : nil
    }
    invariant(
        value == expected,
        "intensity \(text.debugQuoted) gives \(String(describing: value)), expected \(String(describing: expected))")
}

private let knownNames = ["head", "lower back", "Neck"]

private func checkGuidedAnswers(_ text: String) {
    let guidedRules = GuidedEntryRules(calendar: LocalCalendar(clock: FixedTimeSource(1_795_332_600), zone: .utc))
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { trimmed(String($0)) }
    let names: [String]
    do {
        names = try guidedRules.names(text, known: knownNames, kind: .area)
    } catch {
        invariant(error.kind == .usage, "answer \(text.debugQuoted) threw a \(error.kind) error")
        let refusable = parts.contains { part in
            if !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }) {
                return !(1...knownNames.count).contains(Int(part) ?? 0)
            }
            return !part.isEmpty && expectedName(part) == nil
        }
        invariant(
            refusable, "answer \(text.debugQuoted) refused, but every part is a number in the list or a valid name")
        return
    }
    let keys = names.map { $0.lowercased() }
    invariant(Set(keys).count == keys.count, "answer \(text.debugQuoted) gives repeated names \(names)")
    for name in names {
        invariant(
            knownNames.contains(name) || expectedName(name) == name,
            "answer \(text.debugQuoted) gives \(name.debugQuoted), neither known nor a valid name")
    }
    let intensity = try? guidedRules.intensity(text)
    let direct = try? Intensity(parsing: text)
    invariant(
        (intensity == nil) == (direct == nil), "intensity answer \(text.debugQuoted) read unlike Intensity(parsing:)")
}
