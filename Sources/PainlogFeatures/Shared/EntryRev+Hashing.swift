import PainlogChecksum
import PainlogDomain

extension EntryRev {
    /// The rev of `entry`'s content with its times as already written (`endedAt` empty for an
    /// entry without an end): for the export's JSON objects, which write them anyway.
    ///
    /// The same netstrings as `of(_:)`, hashed from the values in place instead of gathered into one
    /// message first, and the times not rendered a second time (the tests hold the two equal).
    static func of(_ entry: Entry, occurredAt: String, endedAt: String) -> String {
        var rev = FNV1a64()
        rev.addNetstring(entry.uid)
        rev.addNetstring(occurredAt)
        rev.addNetstring(endedAt)
        let intensity = entry.intensity.value
        rev.add(decimal: decimalLength(intensity))
        rev.add(byte: UInt8(ascii: ":"))
        rev.add(decimal: intensity)
        rev.add(byte: UInt8(ascii: ","))
        rev.addNames(entry.areas)
        rev.addNames(entry.tags)
        var count = entry.medications.isEmpty ? 0 : 2 * (entry.medications.count - 1)
        for medication in entry.medications {
            count += medication.name.utf8.count + (medication.dose.isEmpty ? 0 : 1 + medication.dose.utf8.count)
        }
        rev.add(decimal: count)
        rev.add(byte: UInt8(ascii: ":"))
        for (index, medication) in entry.medications.enumerated() {
            if index > 0 { rev.addNamesSeparator() }
            rev.addUTF8(medication.name)
            if !medication.dose.isEmpty {
                rev.add(byte: UInt8(ascii: " "))
                rev.addUTF8(medication.dose)
            }
        }
        rev.add(byte: UInt8(ascii: ","))
        rev.addNetstring(entry.note)
        if !entry.symptoms.isEmpty { rev.addNames(entry.symptoms.names) }
        let hash = rev.value
        return String(unsafeUninitializedCapacity: length) { buffer in
            buffer[0] = UInt8(ascii: "r")
            FNV1a64.writeHex(hash, into: UnsafeMutableBufferPointer(rebasing: buffer[1...]))
            return length
        }
    }

    /// The digits of `number` (not negative) in decimal.
    private static func decimalLength(_ number: Int) -> Int {
        var length = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            length += 1
        }
        return length
    }
}

extension FNV1a64 {
    /// Adds `text`'s UTF-8 bytes, from its own storage when it has one.
    fileprivate mutating func addUTF8(_ text: String) {
        let added: Void? = text.utf8.withContiguousStorageIfAvailable { add($0) }
        if added == nil { add(text.utf8) }
    }

    /// Adds `text` as a netstring: its length in UTF-8 bytes, `:`, its bytes, `,`.
    fileprivate mutating func addNetstring(_ text: String) {
        add(decimal: text.utf8.count)
        add(byte: UInt8(ascii: ":"))
        addUTF8(text)
        add(byte: UInt8(ascii: ","))
    }

    /// Adds `; `, which joins names in a cell.
    fileprivate mutating func addNamesSeparator() {
        add(byte: UInt8(ascii: ";"))
        add(byte: UInt8(ascii: " "))
    }

    /// Adds `names` joined by `; ` as one netstring.
    mutating func addNames(_ names: [String]) {
        var count = names.isEmpty ? 0 : 2 * (names.count - 1)
        for name in names { count += name.utf8.count }
        add(decimal: count)
        add(byte: UInt8(ascii: ":"))
        for (index, name) in names.enumerated() {
            if index > 0 { addNamesSeparator() }
            addUTF8(name)
        }
        add(byte: UInt8(ascii: ","))
    }
}
