import Foundation
import FuzzSupport
import PainlogDomain
import PainlogFeatures
import PainlogSystem
import PainlogTestSupport

// Fuzzes the CSV import path on arbitrary bytes:
// - `CSVRecordReader` gives the same records (or the same error) whether the input arrives whole or
//   in small chunks; errors are `badData`; line numbers count every line break; records written
//   back with every field quoted read back the same.
// - `CSVImportReader` and `ImportedEntry` only fail with `badData`; an entry they accept holds
//   valid values and survives export (`EntryCSVFormatter.row`) and re-import unchanged.
// - The input as one text value survives `EntryCSVFormatter.cell` and the import's formula unguard.

/// The fixed clock of the import checks: 2026-11-22T14:45:30Z.
private let now: Int64 = 1_795_358_730

private let zone: TimeZoneRules = {
    guard let berlin = TimeZoneRules(identifier: "Europe/Berlin") else { fatalError("tzdata is missing") }
    return berlin
}()

/// A uid for re-exporting a row that had none.
private let placeholderUID = "00000000-0000-4000-8000-000000000000"

/// At most this many rows are validated per input, so one input cannot run long.
private let rowLimit = 200

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    checkRecordReader(bytes)
    checkImport(bytes)
    checkCellRoundTrip(String(decoding: bytes, as: UTF8.self))
    return 0
}

// MARK: - CSVRecordReader

/// What reading a whole input gives: its records, or the error that stopped the reading.
private enum ReadOutcome: Equatable {
    case records([CSVRecord])
    case failed(PainlogError)
}

private func readRecords(_ source: any ByteSource) -> ReadOutcome {
    let reader = CSVRecordReader(source: source)
    var records: [CSVRecord] = []
    do {
        while let record = try reader.next() {
            records.append(record)
        }
        return .records(records)
    } catch let error as PainlogError {
        invariant(error.kind == .badData, "CSVRecordReader threw a \(error.kind) error: \(error.message)")
        return .failed(error)
    } catch {
        fatalError("invariant broken: CSVRecordReader threw \(error), not a PainlogError")
    }
}

private func checkRecordReader(_ bytes: [UInt8]) {
    let whole = readRecords(MemoryByteSource(bytes))
    let chunked = readRecords(ChunkedByteSource(bytes))
    invariant(whole == chunked, "whole input gave \(whole), in chunks \(chunked)")
    guard case .records(let records) = whole else { return }

    for record in records {
        invariant(!record.fields.isEmpty, "a record without fields at line \(record.line)")
    }
    if let first = records.first {
        invariant(first.line == 1, "the first record starts on line \(first.line)")
    }
    // A record ends with one line break, and only quoted fields hold more.
    for (record, next) in zip(records, records.dropFirst()) {
        let breaks = record.fields.reduce(0) { $0 + $1.utf8.count(where: { $0 == 0x0A }) }
        invariant(
            next.line == record.line + 1 + breaks,
            "record at line \(record.line) holds \(breaks) line breaks, but the next starts on line \(next.line)")
    }

    // Quoting every field is always valid CSV, and must read back as the same fields.
    var rewritten: [UInt8] = []
    for record in records {
        for (index, field) in record.fields.enumerated() {
            if index > 0 { rewritten.append(UInt8(ascii: ",")) }
            rewritten.append(UInt8(ascii: "\""))
            for byte in field.utf8 {
                if byte == UInt8(ascii: "\"") { rewritten.append(byte) }
                rewritten.append(byte)
            }
            rewritten.append(UInt8(ascii: "\""))
        }
        rewritten += [13, 10]
    }
    let reread = readRecords(MemoryByteSource(rewritten))
    guard case .records(let again) = reread else {
        fatalError("invariant broken: fields written back quoted do not read: \(reread)")
    }
    invariant(
        again.map(\.fields) == records.map(\.fields), "fields written back quoted read as \(again), not \(records)")
}

// MARK: - CSVImportReader and ImportedEntry

/// The entries an import would accept, and the row errors it would report, up to the first file error.
private func importEntries(_ bytes: [UInt8]) -> (entries: [ImportedEntry], errors: [PainlogError]) {
    let reader = CSVImportReader(source: MemoryByteSource(bytes))
    var entries: [ImportedEntry] = []
    var errors: [PainlogError] = []
    do {
        while entries.count + errors.count < rowLimit, let record = try reader.next() {
            do {
                entries.append(try ImportedEntry(record, now: now, zone: zone))
            } catch {
                invariant(error.kind == .badData, "ImportedEntry threw a \(error.kind) error: \(error.message)")
                errors.append(error)
            }
        }
    } catch let error as PainlogError {
        invariant(error.kind == .badData, "CSVImportReader threw a \(error.kind) error: \(error.message)")
        errors.append(error)
    } catch {
        fatalError("invariant broken: CSVImportReader threw \(error), not a PainlogError")
    }
    return (entries, errors)
}

private func checkImport(_ bytes: [UInt8]) {
    for entry in importEntries(bytes).entries {
        checkValues(of: entry)
        checkExportRoundTrip(entry)
    }
}

/// What `log` would accept: the import must never let in more.
private func checkValues(of entry: ImportedEntry) {
    invariant((0...10).contains(entry.intensity.value), "intensity \(entry.intensity.value)")
    invariant(entry.occurredAt.seconds <= now + 60, "occurred_at \(entry.occurredAt.iso8601) is in the future")
    if let uid = entry.uid {
        invariant(uid.utf8.count == 36 && uid == uid.lowercased(), "uid \(uid.debugQuoted)")
    }
    if let id = entry.id {
        invariant(id > 0, "id \(id)")
    }
    for name in entry.areas + entry.tags + entry.medications.map(\.name) {
        let valid = try? NameRules.validated(name, kind: .area)
        invariant(valid == name, "name \(name.debugQuoted) is not a valid, trimmed name")
    }
    // Areas and tags are sets; a medication may be listed twice (two doses, as the schema says).
    for names in [entry.areas, entry.tags] {
        let keys = names.map(NameRules.key(for:))
        invariant(Set(keys).count == keys.count, "names repeat: \(names)")
    }
    for medication in entry.medications {
        let again = try? Medication(parsing: medication.text)
        invariant(
            again == medication, "medication \(medication.text.debugQuoted) reads back as \(String(describing: again))")
    }
    invariant(
        entry.note.unicodeScalars.count <= NoteRules.maximumLength, "note of \(entry.note.unicodeScalars.count) scalars"
    )
}

/// Exporting an accepted entry and importing the export gives the same entry.
private func checkExportRoundTrip(_ entry: ImportedEntry) {
    let exported = Entry(
        id: entry.id ?? 1, uid: entry.uid ?? placeholderUID, occurredAt: entry.occurredAt, intensity: entry.intensity,
        areas: entry.areas, tags: entry.tags, medications: entry.medications, note: entry.note,
        createdAt: entry.createdAt ?? entry.occurredAt, updatedAt: entry.updatedAt ?? entry.occurredAt)
    let file = EntryCSVFormatter.header + EntryCSVFormatter.row(exported)
    let reimport = importEntries(Array(file.utf8))
    invariant(
        reimport.errors.isEmpty && reimport.entries.count == 1,
        "the export of an accepted entry does not import: \(reimport.errors.map(\.message)); file \(file.debugQuoted)")
    let back = reimport.entries[0]
    invariant(back.id == exported.id, "id \(String(describing: back.id)) after re-import, was \(exported.id)")
    invariant(back.uid == exported.uid, "uid \(String(describing: back.uid)) after re-import")
    invariant(
        back.occurredAt == exported.occurredAt,
        "occurred_at \(back.occurredAt) after re-import, was \(exported.occurredAt)")
    invariant(back.intensity == exported.intensity, "intensity changed on re-import")
    invariant(back.areas == exported.areas, "areas \(back.areas) after re-import, were \(exported.areas)")
    invariant(back.tags == exported.tags, "tags \(back.tags) after re-import, were \(exported.tags)")
    invariant(
        back.medications == exported.medications,
        "medications \(back.medications) after re-import, were \(exported.medications)")
    invariant(
        back.note == exported.note, "note \(back.note.debugQuoted) after re-import, was \(exported.note.debugQuoted)")
    invariant(back.createdAt == exported.createdAt, "created_at changed on re-import")
    invariant(back.updatedAt == exported.updatedAt, "updated_at changed on re-import")
}

// MARK: - One cell

/// Any text written as an export cell reads back as itself, formula guard and all.
private func checkCellRoundTrip(_ text: String) {
    let file = "occurred_at,intensity,note\r\n2026-11-22T08:30:00+01:00,5," + EntryCSVFormatter.cell(text) + "\r\n"
    let reader = CSVImportReader(source: MemoryByteSource(file))
    do {
        let record = try reader.next()
        invariant(
            record?.fields["note"] == .text(text),
            "cell \(text.debugQuoted) reads back as \(String(describing: record))")
        let more = try reader.next()
        invariant(more == nil, "cell \(text.debugQuoted) reads back as more than one row")
    } catch {
        fatalError("invariant broken: cell \(text.debugQuoted) does not read back: \(error)")
    }
}
